import Foundation
import Testing
@testable import BorrowForm

final class SpyView: BorrowDisplaying {
    var frames: [BorrowFrame] = []
    func display(_ frame: BorrowFrame) { frames.append(frame) }
}

final class ControlledService: Borrowing {
    struct Request { let bookID: Int; let days: Int }
    var requests: [Request] = []
    var completions: [(Result<LoanReceipt, BorrowFailure>) -> Void] = []
    var answerAtOnce: Result<LoanReceipt, BorrowFailure>?

    func borrow(bookID: Int, days: Int, completion: @escaping (Result<LoanReceipt, BorrowFailure>) -> Void) {
        requests.append(Request(bookID: bookID, days: days))
        completions.append(completion)
        if let answerAtOnce { completion(answerAtOnce) }
    }
}

@MainActor
struct BorrowPresenterTests {
    let view = SpyView()
    let service = ControlledService()

    /// Lets work queued on the main thread run (bounded, no fixed number of turns assumed).
    func settle() async {
        let deadline = Date().addingTimeInterval(0.15)
        while Date() < deadline { await Task.yield() }
    }

    func form(_ text: String = "3") async -> BorrowPresenter {
        let presenter = BorrowPresenter(bookID: 7, borrowing: service)
        presenter.attach(view)
        presenter.durationChanged(text)
        await settle()
        return presenter
    }

    func busy(_ text: String) -> BorrowFrame {
        BorrowFrame(durationText: text, isBusy: true, canSubmit: false, message: nil, phase: .editing)
    }

    @Test func freshFormShowsTheDefault() async {
        let presenter = BorrowPresenter(bookID: 7, borrowing: service)
        presenter.attach(view)
        await settle()
        #expect(view.frames.last == BorrowFrame(durationText: "14", isBusy: false, canSubmit: true, message: nil))
    }

    @Test(arguments: ["0", "15", "7.5", "", "abc", "-3", "1 week", "99999999999999999999"])
    func invalidDurationNeverReachesTheService(text: String) async {
        let presenter = await form(text)
        #expect(view.frames.last?.canSubmit == false)
        presenter.submit()
        await settle()
        #expect(service.requests.isEmpty)
        let last = view.frames.last
        #expect(last?.durationText == text)
        #expect(last?.isBusy == false)
        #expect(last?.message != nil)
    }

    @Test(arguments: ["1", "7", "14"])
    func validDurationsAtTheEdgesAreAccepted(text: String) async {
        let presenter = await form(text)
        #expect(view.frames.last?.canSubmit == true)
        presenter.submit()
        if text == "14" { presenter.confirm() }
        await settle()
        #expect(service.requests.map(\.days) == [Int(text)!])
    }

    @Test func secondSubmitWhileBusyIsIgnored() async {
        let presenter = await form("3")
        presenter.submit()
        presenter.submit()
        await settle()
        presenter.submit()
        await settle()
        #expect(service.requests.count == 1)
        #expect(service.requests.first?.days == 3)
        #expect(service.requests.first?.bookID == 7)
        #expect(view.frames.last == busy("3"))
    }

    @Test(arguments: [
        Result<LoanReceipt, BorrowFailure>.success(LoanReceipt(bookID: 7, days: 3)),
        .failure(.unavailable), .failure(.invalidDays),
    ])
    func replyInsideBorrowLeavesAFinishedFrame(reply: Result<LoanReceipt, BorrowFailure>) async {
        service.answerAtOnce = reply
        let presenter = await form("3")
        presenter.submit()
        await settle()
        let last = view.frames.last
        #expect(last?.isBusy == false)
        #expect(last?.canSubmit == true)
        #expect(last?.message != nil)
        #expect(last?.durationText == "3")
        presenter.submit()
        await settle()
        #expect(service.requests.count == 2)
    }

    @Test func duplicateReplyChangesNothing() async {
        let presenter = await form("3")
        presenter.submit()
        await settle()
        service.completions[0](.success(LoanReceipt(bookID: 7, days: 3)))
        await settle()
        let shown = view.frames.last
        #expect(shown?.isBusy == false)
        let count = view.frames.count
        service.completions[0](.failure(.unavailable))
        await settle()
        #expect(view.frames.dropFirst(count).allSatisfy { $0 == shown })
        #expect(view.frames.last == shown)
    }

    @Test func replyToAnEarlierRequestChangesNothing() async {
        let presenter = await form("3")
        presenter.submit()
        await settle()
        service.completions[0](.failure(.unavailable))
        await settle()
        presenter.submit()   // the same book and days again
        await settle()
        #expect(service.requests.count == 2)
        #expect(view.frames.last == busy("3"))
        service.completions[0](.success(LoanReceipt(bookID: 7, days: 3)))
        await settle()
        #expect(view.frames.last == busy("3"))
        service.completions[1](.success(LoanReceipt(bookID: 7, days: 3)))
        await settle()
        #expect(view.frames.last?.isBusy == false)
        #expect(view.frames.last?.message == "Borrowed for 3 days.")
    }

    @Test func afterStopNothingChanges() async {
        let presenter = await form("3")
        presenter.submit()
        await settle()
        presenter.stop()
        await settle()
        let count = view.frames.count
        service.completions[0](.success(LoanReceipt(bookID: 7, days: 3)))
        await settle()
        #expect(view.frames.count == count)
        presenter.durationChanged("5")
        presenter.submit()
        await settle()
        #expect(view.frames.count == count)
        #expect(service.requests.count == 1)
    }

    @Test func idleFormAfterStopSendsNothing() async {
        let presenter = await form("4")
        presenter.stop()
        let count = view.frames.count
        presenter.durationChanged("6")
        presenter.submit()
        await settle()
        #expect(view.frames.count == count)
        #expect(service.requests.isEmpty)
    }

    @Test func longLoanWaitsForConfirmation() async {
        let presenter = await form("8")
        presenter.submit()
        await settle()
        #expect(service.requests.isEmpty)
        let prompt = view.frames.last
        #expect(prompt?.phase == .confirming)
        #expect(prompt?.isBusy == false)
        #expect(prompt?.canSubmit == false)
        #expect(prompt?.durationText == "8")
        presenter.confirm()
        presenter.confirm()
        await settle()
        #expect(service.requests.map(\.days) == [8])
        #expect(view.frames.last == busy("8"))
    }

    @Test func cancelledConfirmationSendsNothing() async {
        let presenter = await form("10")
        presenter.submit()
        await settle()
        presenter.cancelConfirmation()
        await settle()
        #expect(view.frames.last?.phase == .editing)
        presenter.confirm()
        await settle()
        #expect(service.requests.isEmpty)
    }

    @Test func sevenDaysNeedNoConfirmation() async {
        let presenter = await form("7")
        presenter.submit()
        await settle()
        #expect(service.requests.map(\.days) == [7])
        #expect(view.frames.last == busy("7"))
    }
}
