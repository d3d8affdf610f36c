
extension BorrowPresenter {
    enum Field: String, CaseIterable { case days, note }
}

@MainActor extension BorrowFrame {
    struct Snapshot: Equatable { let text: String }
}
