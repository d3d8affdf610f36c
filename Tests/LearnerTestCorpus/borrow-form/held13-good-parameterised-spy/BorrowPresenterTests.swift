// Tests for BorrowPresenter, through the frames a spy view is given and the requests a controlled
// service receives.
import Testing
@testable import BorrowForm

final class FrameSpy: BorrowDisplaying {
    private(set) var frames: [BorrowFrame] = []
    var last: BorrowFrame? { frames.last }
    func display(_ frame: BorrowFrame) { frames.append(frame) }
}

final class ControlledBorrowing: Borrowing {
    struct Request {
        let bookID: Int
        let days: Int
        let completion: (Result<LoanReceipt, BorrowFailure>) -> Void
    }

    /// When set, every request is answered at once, inside `borrow`.
    var answerAtOnce: Result<LoanReceipt, BorrowFailure>?
    private(set) var requests: [Request] = []

    func borrow(bookID: Int, days: Int, completion: @escaping (Result<LoanReceipt, BorrowFailure>) -> Void) {
        requests.append(Request(bookID: bookID, days: days, completion: completion))
        if let answerAtOnce { completion(answerAtOnce) }
    }

    func reply(_ index: Int, _ result: Result<LoanReceipt, BorrowFailure>) {
        requests[index].completion(result)
    }
}

/// Lets the main queue run, a bounded number of turns, until `condition` holds.
@MainActor
@discardableResult
func settle(until condition: () -> Bool = { false }, turns: Int = 500) async -> Bool {
    for _ in 0..<turns {
        if condition() { return true }
        await Task.yield()
    }
    return condition()
}

enum Outcome: String, CaseIterable {
    case success, invalidDays, unavailable

    func result(book: Int, days: Int) -> Result<LoanReceipt, BorrowFailure> {
        switch self {
        case .success: return .success(LoanReceipt(bookID: book, days: days))
        case .invalidDays: return .failure(.invalidDays)
        case .unavailable: return .failure(.unavailable)
        }
    }
}

@MainActor
struct BorrowPresenterTests {
    let book = 42
    let view = FrameSpy()
    let service = ControlledBorrowing()
    let presenter: BorrowPresenter

    init() {
        presenter = BorrowPresenter(bookID: book, borrowing: service)
    }

    // MARK: helpers

    func attachFresh() async {
        presenter.attach(view)
        #expect(await settle(until: { !view.frames.isEmpty }))
    }

    func type(_ text: String) async {
        presenter.durationChanged(text)
        await settle(until: { view.last?.durationText == text })
        #expect(view.last?.durationText == text)
    }

    /// Submits a valid short loan and waits for the request and the busy frame.
    func submitShortLoan(_ days: Int) async {
        await type(String(days))
        presenter.submit()
        #expect(await settle(until: { service.requests.count >= 1 && view.last?.isBusy == true }))
    }

    func expectFinished(text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let frame = view.last else {
            Issue.record("no frame", sourceLocation: sourceLocation)
            return
        }
        #expect(frame.durationText == text, sourceLocation: sourceLocation)
        #expect(frame.isBusy == false, sourceLocation: sourceLocation)
        #expect(frame.canSubmit == true, sourceLocation: sourceLocation)
        #expect(frame.message != nil, sourceLocation: sourceLocation)
        #expect(frame.phase == .editing, sourceLocation: sourceLocation)
    }

    // MARK: the form

    @Test func aFreshFormShowsFourteenDaysReadyToSubmit() async {
        await attachFresh()
        #expect(view.last == BorrowFrame(durationText: "14", isBusy: false, canSubmit: true, message: nil))
        #expect(service.requests.isEmpty)
    }

    @Test(arguments: ["0", "15", "-3", "7.5", "", "abc", "1 week", "99999999999999999999999"])
    func anInvalidDurationNeverReachesTheService(_ text: String) async {
        await attachFresh()
        await type(text)
        #expect(view.last?.canSubmit == false)
        #expect(view.last?.isBusy == false)

        presenter.submit()
        await settle(until: { view.last?.message != nil })
        await settle()

        #expect(service.requests.isEmpty)
        #expect(view.last?.durationText == text)
        #expect(view.last?.isBusy == false)
        #expect(view.last?.canSubmit == false)
        #expect(view.last?.message != nil)
    }

    @Test(arguments: [1, 2, 7])
    func aValidShortLoanIsSentOnceWithTheBookAndDays(_ days: Int) async {
        await attachFresh()
        await submitShortLoan(days)
        await settle()
        #expect(service.requests.count == 1)
        #expect(service.requests.first?.bookID == book)
        #expect(service.requests.first?.days == days)
        #expect(view.last == BorrowFrame(durationText: String(days), isBusy: true, canSubmit: false, message: nil))
    }

    // MARK: one request at a time

    @Test func aSecondSubmitWhileBusyIsIgnored() async {
        await attachFresh()
        await submitShortLoan(3)
        presenter.submit()
        presenter.submit()
        await settle()
        #expect(service.requests.count == 1)
        #expect(view.last?.isBusy == true)

        service.reply(0, .success(LoanReceipt(bookID: book, days: 3)))
        #expect(await settle(until: { view.last?.isBusy == false }))
        expectFinished(text: "3")

        // After the reply a tap is a new request.
        presenter.submit()
        #expect(await settle(until: { service.requests.count == 2 }))
        #expect(service.requests.count == 2)
    }

    @Test(arguments: Outcome.allCases)
    func eachReplyEndsBusyInTheFrameThatShowsItsMessage(_ outcome: Outcome) async {
        await attachFresh()
        await submitShortLoan(5)
        let framesBeforeReply = view.frames.count

        service.reply(0, outcome.result(book: book, days: 5))
        #expect(await settle(until: { view.last?.isBusy == false }))
        await settle()

        expectFinished(text: "5")
        let afterReply = view.frames.dropFirst(framesBeforeReply)
        #expect(!afterReply.isEmpty)
        #expect(afterReply.allSatisfy { !$0.isBusy }, "no frame after the reply shows the spinner")
        #expect(afterReply.allSatisfy { $0.message != nil })
    }

    @Test(arguments: Outcome.allCases)
    func aReplyInsideBorrowStillLeavesAFinishedFrame(_ outcome: Outcome) async {
        service.answerAtOnce = outcome.result(book: book, days: 6)
        await attachFresh()
        await type("6")
        presenter.submit()
        #expect(await settle(until: { service.requests.count == 1 && view.last?.isBusy == false && view.last?.message != nil }))
        await settle()

        #expect(service.requests.count == 1)
        expectFinished(text: "6")

        // Ready for the next tap.
        presenter.submit()
        #expect(await settle(until: { service.requests.count == 2 }))
        await settle()
        expectFinished(text: "6")
    }

    @Test func editingWhileBusyIsIgnored() async {
        await attachFresh()
        await submitShortLoan(4)
        presenter.durationChanged("9")
        await settle()
        #expect(view.last == BorrowFrame(durationText: "4", isBusy: true, canSubmit: false, message: nil))
    }

    // MARK: late, duplicate and old replies

    @Test func aDuplicateReplyChangesNothing() async {
        await attachFresh()
        await submitShortLoan(2)
        service.reply(0, .success(LoanReceipt(bookID: book, days: 2)))
        #expect(await settle(until: { view.last?.isBusy == false }))
        await settle()
        let finished = view.last
        let count = view.frames.count

        service.reply(0, .failure(.unavailable))
        await settle()

        #expect(view.last == finished)
        #expect(view.frames.dropFirst(count).allSatisfy { $0 == finished })
        #expect(service.requests.count == 1)
    }

    @Test(arguments: [Outcome.success, .unavailable])
    func aReplyToAnEarlierRequestChangesNothing(_ old: Outcome) async {
        await attachFresh()
        await submitShortLoan(3)
        service.reply(0, .success(LoanReceipt(bookID: book, days: 3)))
        #expect(await settle(until: { view.last?.isBusy == false }))

        // The same book and days again: only the counter can tell the requests apart.
        presenter.submit()
        #expect(await settle(until: { service.requests.count == 2 && view.last?.isBusy == true }))

        service.reply(0, old.result(book: book, days: 3))
        await settle()
        #expect(view.last == BorrowFrame(durationText: "3", isBusy: true, canSubmit: false, message: nil))

        service.reply(1, .failure(.invalidDays))
        #expect(await settle(until: { view.last?.isBusy == false }))
        expectFinished(text: "3")
    }

    // MARK: stop()

    @Test func afterStopALateReplyAnEditOrASubmitChangesNothing() async {
        await attachFresh()
        await submitShortLoan(3)
        await settle()
        presenter.stop()
        await settle()
        let count = view.frames.count

        service.reply(0, .success(LoanReceipt(bookID: book, days: 3)))
        await settle()
        presenter.durationChanged("5")
        await settle()
        presenter.submit()
        await settle()

        #expect(view.frames.count == count)
        #expect(service.requests.count == 1)

        let another = FrameSpy()
        presenter.attach(another)
        await settle()
        #expect(another.frames.isEmpty)
    }

    @Test func afterStopAnIdleFormSendsNothing() async {
        await attachFresh()
        await type("5")
        presenter.stop()
        presenter.stop()
        await settle()
        let count = view.frames.count

        presenter.submit()
        presenter.durationChanged("6")
        presenter.submit()
        await settle()

        #expect(service.requests.isEmpty)
        #expect(view.frames.count == count)
    }

    // MARK: confirmation

    @Test(arguments: [8, 14])
    func aLongLoanWaitsForAConfirmation(_ days: Int) async {
        await attachFresh()
        await type(String(days))
        presenter.submit()
        #expect(await settle(until: { view.last?.phase == .confirming }))
        await settle()

        #expect(service.requests.isEmpty)
        let prompt = view.last
        #expect(prompt?.durationText == String(days))
        #expect(prompt?.isBusy == false)
        #expect(prompt?.canSubmit == false)
        #expect(prompt?.message != nil)

        presenter.submit()
        await settle()
        #expect(service.requests.isEmpty, "submit while the prompt is on screen does nothing")

        presenter.confirm()
        #expect(await settle(until: { service.requests.count == 1 && view.last?.isBusy == true }))
        presenter.confirm()
        await settle()
        #expect(service.requests.count == 1)
        #expect(service.requests.first?.days == days)
        #expect(view.last == BorrowFrame(durationText: String(days), isBusy: true, canSubmit: false, message: nil, phase: .editing))

        service.reply(0, .success(LoanReceipt(bookID: book, days: days)))
        #expect(await settle(until: { view.last?.isBusy == false }))
        presenter.confirm()
        await settle()
        #expect(service.requests.count == 1)
        expectFinished(text: String(days))
    }

    @Test func sevenDaysNeedNoConfirmation() async {
        await attachFresh()
        await submitShortLoan(7)
        #expect(service.requests.count == 1)
        #expect(view.frames.allSatisfy { $0.phase == .editing })
    }

    @Test func cancellingTheConfirmationSendsNothing() async {
        await attachFresh()
        await type("10")
        presenter.submit()
        #expect(await settle(until: { view.last?.phase == .confirming }))

        presenter.cancelConfirmation()
        #expect(await settle(until: { view.last?.phase == .editing }))
        #expect(view.last?.canSubmit == true)
        #expect(view.last?.isBusy == false)
        #expect(view.last?.durationText == "10")

        presenter.confirm()
        await settle()
        #expect(service.requests.isEmpty)

        // The form keeps working: the same long loan asks again.
        presenter.submit()
        #expect(await settle(until: { view.last?.phase == .confirming }))
        #expect(service.requests.isEmpty)
    }

    @Test func anEditWhileThePromptIsShownWithdrawsIt() async {
        await attachFresh()
        await type("9")
        presenter.submit()
        #expect(await settle(until: { view.last?.phase == .confirming }))

        await type("3")
        #expect(await settle(until: { view.last?.phase == .editing }))
        #expect(view.last == BorrowFrame(durationText: "3", isBusy: false, canSubmit: true, message: nil))
        presenter.confirm()
        await settle()
        #expect(service.requests.isEmpty)
    }

    @Test func aViewAttachedWhileThePromptIsShownGetsThePrompt() async {
        await attachFresh()
        await type("12")
        presenter.submit()
        #expect(await settle(until: { view.last?.phase == .confirming }))

        let rebuilt = FrameSpy()
        presenter.attach(rebuilt)
        #expect(await settle(until: { rebuilt.last != nil }))
        #expect(rebuilt.last?.phase == .confirming)
        #expect(rebuilt.last?.durationText == "12")
    }
}
