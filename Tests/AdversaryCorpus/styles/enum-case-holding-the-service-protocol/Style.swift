
enum Pending {
    case idle
    case waiting(any Borrowing)
}
