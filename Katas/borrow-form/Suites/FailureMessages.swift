import Foundation
import Testing
@testable import BorrowForm

@MainActor
@Suite struct FailureMessages {
    @Test func eachOutcomeHasItsOwnMessageAndEndsBusy() {
        let (presenter, view, service) = makeForm()
        var messages: [String?] = []
        let outcomes: [Result<LoanReceipt, BorrowFailure>] = [.failure(.invalidDays), .failure(.unavailable), .success(LoanReceipt(bookID: 7, days: 3))]
        for (index, outcome) in outcomes.enumerated() {
            presenter.durationChanged("3")
            presenter.submit()
            guard service.completions.count == index + 1 else {
                expect(false, "Each submit of 3 days should call the library once; after \(index + 1) submits it was called \(service.completions.count) times.")
                return
            }
            service.completions[index](outcome)
            expect(view.last?.isBusy == false, "After the reply \(outcome) the form is still busy: \(describe(view.last)).")
            messages.append(view.last?.message)
        }
        let said = messages.map { $0.map { "\"\($0)\"" } ?? "nil" }.joined(separator: ", ")
        expect(messages.allSatisfy { $0 != nil }, "Every reply should leave a message; the messages were \(said).")
        expect(Set(messages.compactMap { $0 }).count == 3, "invalidDays, unavailable and success each need their own message, so the user knows what to do; the messages were \(said).")
    }
}
