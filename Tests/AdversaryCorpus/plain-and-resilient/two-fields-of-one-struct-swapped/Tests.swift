import Foundation
import Testing
@testable import BorrowForm
@Test func swappingTheDraftsFields() {
    var draft = LoanDraft(durationText: "7", note: "holiday")
    swap(&draft.durationText, &draft.note)
    #expect(draft.note == "7")
}