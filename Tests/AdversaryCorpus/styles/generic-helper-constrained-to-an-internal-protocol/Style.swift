
struct Retry<Service: Borrowing> {
    let service: Service
    var attempts = 0
}
