
extension BorrowPresenter {
    func whileActive(_ body: () throws -> Void) rethrows { try body() }
}
