// Tests for BorrowPresenter: a spy view that keeps every frame, a service that keeps every request.
import Testing
@testable import BorrowForm

final class SpyBorrowView: BorrowDisplaying {
    private(set) var frames: [BorrowFrame] = []
    func display(_ frame: BorrowFrame) { frames.append(frame) }
    var last: BorrowFrame? { frames.last }
}

final class FakeBorrowing: Borrowing {
    typealias Completion = (Result<LoanReceipt, BorrowFailure>) -> Void
    private(set) var calls: [(bookID: Int, days: Int)] = []
    private(set) var completions: [Completion] = []
    var immediateResult: Result<LoanReceipt, BorrowFailure>?

    func borrow(bookID: Int, days: Int, completion: @escaping Completion) {
        calls.append((bookID, days))
        completions.append(completion)
        if let immediateResult { completion(immediateResult) }
    }

    func succeed(_ index: Int) {
        completions[index](.success(LoanReceipt(bookID: calls[index].bookID, days: calls[index].days)))
    }
    func fail(_ index: Int, _ failure: BorrowFailure = .unavailable) {
        completions[index](.failure(failure))
    }
}

@MainActor
struct BorrowPresenterTests {
    let service = FakeBorrowing()
    let view = SpyBorrowView()
    let presenter: BorrowPresenter

    init() {
        presenter = BorrowPresenter(bookID: 99, borrowing: service)
        presenter.attach(view)
    }

    /// Gives the main queue a bounded number of turns to run what the presenter queued.
    func drain(_ turns: Int = 80) async {
        for _ in 0..<turns { await Task.yield() }
    }

    /// Waits (bounded) until the service has `count` requests.
    func waitForRequests(_ count: Int) async {
        for _ in 0..<2_000 where service.calls.count < count { await Task.yield() }
        await drain()
    }

    func type(_ text: String) async {
        presenter.durationChanged(text)
        await drain()
    }

    func submit() async {
        presenter.submit()
        await drain()
    }

    // MARK: validation

    @Test(arguments: ["0", "15", "-1", "7.5", "", "abc", "2 weeks"])
    func invalidDurationNeverReachesTheService(text: String) async {
        await type(text)
        #expect(view.last?.canSubmit == false)

        await submit()
        let framesAfterFirstSubmit = view.frames.count
        await submit()

        #expect(service.calls.isEmpty)
        #expect(view.last?.durationText == text)
        #expect(view.last?.isBusy == false)
        #expect(view.last?.message != nil)
        // The second tap on the disabled button must not draw again.
        #expect(view.frames.count == framesAfterFirstSubmit)
    }

    @Test func validDurationsAtTheEdgesGoOut() async {
        await type("1")
        await submit()
        await waitForRequests(1)
        #expect(service.calls.map(\.days) == [1])
        service.succeed(0)
        await drain()
        await type("7")
        await submit()
        await waitForRequests(2)
        #expect(service.calls.map(\.days) == [1, 7])
        #expect(service.calls.allSatisfy { $0.bookID == 99 })
    }

    // MARK: one request at a time

    @Test func secondSubmitWhileBusyIsIgnored() async {
        await type("5")
        await submit()
        await submit()
        await waitForRequests(1)
        #expect(service.calls.count == 1)
        #expect(view.last == BorrowFrame(durationText: "5", isBusy: true, canSubmit: false, message: nil))

        service.succeed(0)
        await drain()
        #expect(view.last?.isBusy == false)
        await submit()
        await waitForRequests(2)
        #expect(service.calls.count == 2)
    }

    @Test(arguments: [BorrowFailure.unavailable, .invalidDays])
    func replyInsideBorrowLeavesAFinishedFrame(failure: BorrowFailure) async {
        service.immediateResult = .failure(failure)
        await type("4")
        await submit()
        await waitForRequests(1)
        let last = view.last
        #expect(last?.isBusy == false)
        #expect(last?.canSubmit == true)
        #expect(last?.message != nil)
        #expect(last?.durationText == "4")
    }

    @Test func successInsideBorrowLeavesAFinishedFrameAndAllowsTheNextTap() async {
        service.immediateResult = .success(LoanReceipt(bookID: 99, days: 3))
        await type("3")
        await submit()
        await waitForRequests(1)
        #expect(view.last?.isBusy == false)
        #expect(view.last?.message != nil)
        await submit()
        await waitForRequests(2)
        #expect(service.calls.count == 2)
    }

    // MARK: late and duplicate replies

    @Test func duplicateReplyChangesNothing() async {
        await type("3")
        await submit()
        await waitForRequests(1)
        service.succeed(0)
        await drain()
        let shown = view.last
        service.fail(0)
        await drain()
        #expect(view.last == shown)
    }

    @Test func replyToAnEarlierRequestChangesNothing() async {
        await type("3")
        await submit()
        await waitForRequests(1)
        service.fail(0)
        await drain()
        await submit()          // the same book and days again
        await waitForRequests(2)
        let busy = view.last
        #expect(busy?.isBusy == true)

        service.succeed(0)      // the first request answers again
        await drain()
        #expect(view.last == busy)

        service.succeed(1)
        await drain()
        #expect(view.last?.isBusy == false)
        #expect(view.last?.message != nil)
    }

    // MARK: stop

    @Test func afterStopALateReplyAnEditAndASubmitChangeNothing() async {
        await type("3")
        await submit()
        await waitForRequests(1)
        let count = view.frames.count

        presenter.stop()
        await drain()
        service.succeed(0)
        await drain()
        await type("6")
        await submit()

        #expect(view.frames.count == count)
        #expect(service.calls.count == 1)
    }

    // MARK: confirmation

    @Test(arguments: ["8", "14"])
    func longLoanWaitsForAConfirmation(text: String) async {
        await type(text)
        await submit()
        #expect(service.calls.isEmpty)
        #expect(view.last?.phase == .confirming)
        #expect(view.last?.isBusy == false)
        #expect(view.last?.canSubmit == false)
        #expect(view.last?.message != nil)

        presenter.confirm()
        await waitForRequests(1)
        presenter.confirm()
        await drain()
        #expect(service.calls.map(\.days) == [Int(text)!])
        #expect(view.last?.phase == .editing)
        #expect(view.last?.isBusy == true)
    }

    @Test func sevenDaysNeedsNoConfirmation() async {
        await type("7")
        await submit()
        await waitForRequests(1)
        #expect(service.calls.map(\.days) == [7])
    }

    @Test func cancelledConfirmationSendsNothing() async {
        await type("10")
        await submit()
        presenter.cancelConfirmation()
        await drain()
        presenter.confirm()
        await drain()
        #expect(service.calls.isEmpty)
        #expect(view.last?.phase == .editing)
        #expect(view.last?.canSubmit == true)
    }
}
