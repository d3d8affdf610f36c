
extension BorrowPresenter {
    func whileActive(_ body: () throws -> Void) throws { try body() }
}
