
@MainActor final class Banner {
    let title = "Borrow"
    nonisolated init() {}
}
