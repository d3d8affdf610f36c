import Foundation
import Testing
@testable import BorrowForm
extension LoanDraft {
    init(week note: String) {
        self.durationText = "7"
        self.note = note
    }
}

@Test func aWeeksDraft() {
    #expect(LoanDraft(week: "holiday").durationText == "7")
}