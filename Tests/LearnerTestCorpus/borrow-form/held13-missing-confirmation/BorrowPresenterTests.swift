// My tests for the borrow form. Spy view keeps frames, FakeBorrowing keeps completions.
import Testing
@testable import BorrowForm

final class SpyView: BorrowDisplaying {
    var frames = [BorrowFrame]()
    func display(_ frame: BorrowFrame) {
        frames.append(frame)
    }
}

final class FakeBorrowing: Borrowing {
    var calls = [(book: Int, days: Int)]()
    var completions = [(Result<LoanReceipt, BorrowFailure>) -> Void]()
    var syncResult: Result<LoanReceipt, BorrowFailure>? = nil

    func borrow(bookID: Int, days: Int, completion: @escaping (Result<LoanReceipt, BorrowFailure>) -> Void) {
        calls.append((bookID, days))
        completions.append(completion)
        if let syncResult = syncResult {
            completion(syncResult)
        }
    }
}

@MainActor
private func waitFor(_ condition: () -> Bool) async {
    var n = 0
    while !condition() && n < 1000 {
        await Task.yield()
        n += 1
    }
}

@MainActor
private func runMainQueue() async {
    for _ in 0..<100 {
        await Task.yield()
    }
}

@MainActor
struct BorrowPresenterTests {

    private func makeForm(syncResult: Result<LoanReceipt, BorrowFailure>? = nil) async -> (BorrowPresenter, SpyView, FakeBorrowing) {
        let service = FakeBorrowing()
        service.syncResult = syncResult
        let view = SpyView()
        let presenter = BorrowPresenter(bookID: 99, borrowing: service)
        presenter.attach(view)
        await waitFor { !view.frames.isEmpty }
        return (presenter, view, service)
    }

    private func enter(_ text: String, _ presenter: BorrowPresenter, _ view: SpyView) async {
        presenter.durationChanged(text)
        await waitFor { view.frames.last?.durationText == text }
    }

    // MARK: - Validation

    @Test func zeroDaysNeverReachesTheService() async {
        let (presenter, view, service) = await makeForm()
        await enter("0", presenter, view)
        presenter.submit()
        await runMainQueue()
        #expect(service.calls.isEmpty)
        #expect(view.frames.last?.isBusy == false)
        #expect(view.frames.last?.message != nil)
        #expect(view.frames.last?.durationText == "0")
    }

    @Test func fifteenDaysNeverReachesTheService() async {
        let (presenter, view, service) = await makeForm()
        await enter("15", presenter, view)
        #expect(view.frames.last?.canSubmit == false)
        presenter.submit()
        await runMainQueue()
        #expect(service.calls.isEmpty)
        #expect(view.frames.last?.message != nil)
    }

    @Test(arguments: ["7.5", "abc", "", "1 week", "-3", "12345678901234567890123"])
    func textThatIsNotAWholeNumberNeverReachesTheService(_ text: String) async {
        let (presenter, view, service) = await makeForm()
        await enter(text, presenter, view)
        #expect(view.frames.last?.canSubmit == false)
        presenter.submit()
        presenter.submit()
        await runMainQueue()
        #expect(service.calls.isEmpty)
        #expect(view.frames.last?.isBusy == false)
        #expect(view.frames.last?.durationText == text)
    }

    // MARK: - One request

    @Test func secondSubmitWhileBusyIsIgnored() async {
        let (presenter, view, service) = await makeForm()
        await enter("5", presenter, view)
        presenter.submit()
        await waitFor { service.calls.count == 1 }
        presenter.submit()
        await runMainQueue()

        #expect(service.calls.count == 1)
        #expect(service.calls.first?.days == 5)
        #expect(service.calls.first?.book == 99)
        #expect(view.frames.last == BorrowFrame(durationText: "5", isBusy: true, canSubmit: false, message: nil))
    }

    @Test func busyFrameHasNoOldMessage() async {
        let (presenter, view, service) = await makeForm()
        await enter("4", presenter, view)
        presenter.submit()
        await waitFor { service.calls.count == 1 }
        service.completions[0](.failure(.unavailable))
        await waitFor { view.frames.last?.isBusy == false }
        #expect(view.frames.last?.message != nil)

        presenter.submit()
        await waitFor { service.calls.count == 2 && view.frames.last?.isBusy == true }
        #expect(view.frames.last?.message == nil)
        #expect(view.frames.last?.canSubmit == false)
    }

    @Test func successReplyInsideBorrowLeavesAFinishedFrame() async {
        let (presenter, view, service) = await makeForm(syncResult: .success(LoanReceipt(bookID: 99, days: 3)))
        await enter("3", presenter, view)
        presenter.submit()
        await waitFor { service.calls.count == 1 && view.frames.last?.isBusy == false && view.frames.last?.message != nil }
        await runMainQueue()

        let last = view.frames.last
        #expect(last?.isBusy == false)
        #expect(last?.canSubmit == true)
        #expect(last?.message != nil)
        #expect(last?.durationText == "3")

        presenter.submit()
        await waitFor { service.calls.count == 2 }
        #expect(service.calls.count == 2)
    }

    @Test func failureReplyInsideBorrowLeavesAFinishedFrame() async {
        let (presenter, view, service) = await makeForm(syncResult: .failure(.unavailable))
        await enter("6", presenter, view)
        presenter.submit()
        await waitFor { service.calls.count == 1 && view.frames.last?.isBusy == false && view.frames.last?.message != nil }
        await runMainQueue()

        #expect(view.frames.last?.isBusy == false)
        #expect(view.frames.last?.canSubmit == true)
        #expect(view.frames.last?.message != nil)
    }

    @Test func lateReplyEndsBusy() async {
        let (presenter, view, service) = await makeForm()
        await enter("1", presenter, view)
        presenter.submit()
        await waitFor { service.calls.count == 1 }
        let before = view.frames.count
        service.completions[0](.failure(.invalidDays))
        await waitFor { view.frames.last?.isBusy == false }
        await runMainQueue()

        #expect(view.frames.dropFirst(before).contains { $0.isBusy } == false)
        #expect(view.frames.last?.message != nil)
        #expect(view.frames.last?.canSubmit == true)
    }

    // MARK: - Duplicate and old replies

    @Test func duplicateReplyChangesNothing() async {
        let (presenter, view, service) = await makeForm()
        await enter("2", presenter, view)
        presenter.submit()
        await waitFor { service.calls.count == 1 }
        service.completions[0](.success(LoanReceipt(bookID: 99, days: 2)))
        await waitFor { view.frames.last?.isBusy == false }
        await runMainQueue()
        let settled = view.frames.last

        service.completions[0](.failure(.invalidDays))
        await runMainQueue()

        #expect(view.frames.last == settled)
        #expect(service.calls.count == 1)
    }

    @Test func replyToEarlierRequestWithSameDaysChangesNothing() async {
        let (presenter, view, service) = await makeForm()
        await enter("3", presenter, view)
        presenter.submit()
        await waitFor { service.calls.count == 1 }
        service.completions[0](.success(LoanReceipt(bookID: 99, days: 3)))
        await waitFor { view.frames.last?.isBusy == false }

        presenter.submit()
        await waitFor { service.calls.count == 2 && view.frames.last?.isBusy == true }
        service.completions[0](.success(LoanReceipt(bookID: 99, days: 3)))
        await runMainQueue()

        #expect(view.frames.last?.isBusy == true)
        #expect(view.frames.last?.message == nil)

        presenter.submit()
        await runMainQueue()
        #expect(service.calls.count == 2)
    }

    // MARK: - stop()

    @Test func afterStopLateReplyDrawsNothing() async {
        let (presenter, view, service) = await makeForm()
        await enter("3", presenter, view)
        presenter.submit()
        await waitFor { service.calls.count == 1 }
        await runMainQueue()
        presenter.stop()
        await runMainQueue()
        let count = view.frames.count

        service.completions[0](.success(LoanReceipt(bookID: 99, days: 3)))
        await runMainQueue()
        #expect(view.frames.count == count)
    }

    @Test func afterStopEditIsIgnored() async {
        let (presenter, view, _) = await makeForm()
        presenter.stop()
        await runMainQueue()
        let count = view.frames.count
        presenter.durationChanged("2")
        await runMainQueue()
        #expect(view.frames.count == count)
    }

    @Test func afterStopSubmitCallsNoService() async {
        let (presenter, view, service) = await makeForm()
        await enter("2", presenter, view)
        presenter.stop()
        presenter.stop()
        await runMainQueue()
        let count = view.frames.count
        presenter.submit()
        await runMainQueue()
        #expect(service.calls.isEmpty)
        #expect(view.frames.count == count)

        let newView = SpyView()
        presenter.attach(newView)
        await runMainQueue()
        #expect(newView.frames.isEmpty)
    }
}
