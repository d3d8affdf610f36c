// Tests for BorrowPresenter, written from the stage briefs only.
// Style: parameterised tests over a small harness (a spy view that keeps every frame, a controlled
// service that keeps every completion or answers at once). After each step the main queue runs for
// a bounded number of turns (`await Task.yield()`), never a sleep.
import Testing
@testable import BorrowForm

// MARK: - Spy and controlled service

private final class SpyView: BorrowDisplaying {
    private(set) var frames: [BorrowFrame] = []
    func display(_ frame: BorrowFrame) { frames.append(frame) }
}

private final class ControlledBorrowing: Borrowing {
    struct Request: Equatable { let bookID: Int; let days: Int }
    private(set) var requests: [Request] = []
    private var completions: [(Result<LoanReceipt, BorrowFailure>) -> Void] = []
    /// When set, every request is answered at once, inside `borrow`.
    var answerAtOnce: Result<LoanReceipt, BorrowFailure>?

    func borrow(bookID: Int, days: Int, completion: @escaping (Result<LoanReceipt, BorrowFailure>) -> Void) {
        requests.append(Request(bookID: bookID, days: days))
        completions.append(completion)
        if let answer = answerAtOnce { completion(answer) }
    }

    /// Calls the completion of request `index` (again, if the test wants a duplicate).
    func reply(_ result: Result<LoanReceipt, BorrowFailure>, to index: Int) {
        completions[index](result)
    }
}

private func success(_ days: Int) -> Result<LoanReceipt, BorrowFailure> {
    .success(LoanReceipt(bookID: Harness.bookID, days: days))
}

// MARK: - Harness

@MainActor
private final class Harness {
    static let bookID = 42
    let view = SpyView()
    let service = ControlledBorrowing()
    let presenter: BorrowPresenter

    init() {
        presenter = BorrowPresenter(bookID: Harness.bookID, borrowing: service)
        presenter.attach(view)
    }

    var last: BorrowFrame? { view.frames.last }

    /// Lets the main queue run until `condition` holds (bounded).
    @discardableResult
    func until(_ condition: () -> Bool) async -> Bool {
        for _ in 0..<2_000 {
            if condition() { return true }
            await Task.yield()
        }
        return condition()
    }

    /// Lets the main queue run a bounded number of turns (for "nothing happened" checks).
    func settle() async {
        for _ in 0..<100 { await Task.yield() }
    }

    func type(_ text: String) async {
        presenter.durationChanged(text)
        await until { last?.durationText == text }
        await settle()
    }

    /// Submits and waits until the request reached the service and the busy frame is shown.
    func submitAndWaitForRequest() async {
        let before = service.requests.count
        presenter.submit()
        let sent = await until { service.requests.count == before + 1 && last?.isBusy == true }
        #expect(sent, "the request did not go out with a busy frame")
        await settle()
    }

    /// Waits until a finished frame (not busy, with a message) is shown.
    func waitForFinishedFrame() async -> Bool {
        let done = await until { last.map { !$0.isBusy && $0.message != nil } ?? false }
        await settle()
        return done
    }
}

// MARK: - Tests

@MainActor
struct BorrowPresenterTests {

    // Bullet 1: an out-of-range or non-numeric duration never reaches the service.
    @Test(arguments: ["0", "15", "-3", "7.5", "", "abc", "1 week", "99999999999999999999"])
    func invalidDurationNeverReachesService(text: String) async {
        let h = Harness()
        await h.type(text)
        #expect(h.last?.canSubmit == false, "submit should be disabled for \"\(text)\"")
        h.presenter.submit()
        await h.settle()
        #expect(h.service.requests.isEmpty, "\"\(text)\" reached the service")
        #expect(h.last?.isBusy == false)
        #expect(h.last?.durationText == text)
        #expect(h.last?.message != nil, "submitting \"\(text)\" should say why")
    }

    // Bullet 1 (the other side of each edge): 1 and 7 go out at once, with those days.
    @Test(arguments: [1, 7])
    func validShortLoanGoesOutWithItsDays(days: Int) async {
        let h = Harness()
        await h.type(String(days))
        #expect(h.last?.canSubmit == true)
        await h.submitAndWaitForRequest()
        #expect(h.service.requests == [.init(bookID: Harness.bookID, days: days)])
        #expect(h.last == BorrowFrame(durationText: String(days), isBusy: true, canSubmit: false, message: nil))
    }

    // Bullet 1: submitting invalid text shows why, keeps the text, and stays idle, each time.
    @Test func invalidSubmitShowsWhyAndKeepsText() async {
        let h = Harness()
        await h.type("0")
        h.presenter.submit()
        await h.until { h.last?.message != nil }
        await h.settle()
        let shown = h.last
        #expect(shown?.message != nil)
        #expect(shown?.durationText == "0")
        #expect(shown?.isBusy == false)
        #expect(shown?.canSubmit == false)
        // A second tap on the disabled submit leaves the form as it is: nothing is drawn.
        let count = h.view.frames.count
        h.presenter.submit()
        await h.settle()
        #expect(h.view.frames.count == count, "a second tap on a disabled submit drew a frame")
        #expect(h.last == shown)
        #expect(h.service.requests.isEmpty)
    }

    // Bullet 2: a second submit while busy is ignored; after the reply a tap is a new request.
    @Test func secondSubmitWhileBusyIsIgnored() async {
        let h = Harness()
        await h.type("3")
        await h.submitAndWaitForRequest()
        h.presenter.submit()
        h.presenter.submit()
        await h.settle()
        #expect(h.service.requests.count == 1, "a tap while busy sent another request")
        #expect(h.last == BorrowFrame(durationText: "3", isBusy: true, canSubmit: false, message: nil))

        h.service.reply(success(3), to: 0)
        #expect(await h.waitForFinishedFrame())
        #expect(h.last?.canSubmit == true)
        await h.submitAndWaitForRequest()
        #expect(h.service.requests.count == 2)
    }

    // Bullet 2: a reply inside `borrow` still leaves a finished frame, for every outcome.
    @Test(arguments: [success(3), .failure(.invalidDays), .failure(.unavailable)])
    func replyInsideBorrowLeavesFinishedFrame(reply: Result<LoanReceipt, BorrowFailure>) async {
        let h = Harness()
        h.service.answerAtOnce = reply
        await h.type("3")
        h.presenter.submit()
        await h.until { h.service.requests.count == 1 }
        let finished = await h.waitForFinishedFrame()
        #expect(finished, "a synchronous reply left the form busy: \(String(describing: h.last))")
        #expect(h.last?.isBusy == false)
        #expect(h.last?.canSubmit == true)
        #expect(h.last?.durationText == "3")
        #expect(h.last?.phase == .editing)
        // Ready for the next tap.
        h.presenter.submit()
        let again = await h.until { h.service.requests.count == 2 }
        #expect(again, "after a synchronous reply the next tap sent nothing")
    }

    // Bullet 3: a duplicate reply changes nothing.
    @Test(arguments: [success(3), .failure(.unavailable)])
    func duplicateReplyChangesNothing(second: Result<LoanReceipt, BorrowFailure>) async {
        let h = Harness()
        await h.type("3")
        await h.submitAndWaitForRequest()
        h.service.reply(.failure(.invalidDays), to: 0)
        #expect(await h.waitForFinishedFrame())
        let settled = h.last
        let count = h.view.frames.count

        h.service.reply(second, to: 0)
        await h.settle()
        #expect(h.view.frames.dropFirst(count).allSatisfy { $0 == settled }, "a duplicate reply changed the form")
        #expect(h.last == settled)
    }

    // Bullet 3: a reply to an earlier request changes nothing, even with the same book and days.
    @Test func earlierRequestsReplyChangesNothing() async {
        let h = Harness()
        await h.type("3")
        await h.submitAndWaitForRequest()
        h.service.reply(success(3), to: 0)
        #expect(await h.waitForFinishedFrame())

        // The same 3 days again: the second request is in flight.
        await h.submitAndWaitForRequest()
        let busy = h.last
        let count = h.view.frames.count
        h.service.reply(.failure(.unavailable), to: 0)
        await h.settle()
        #expect(h.view.frames.dropFirst(count).allSatisfy { $0 == busy }, "the old reply changed the form")
        #expect(h.last?.isBusy == true, "the old reply ended the current request")
        #expect(h.service.requests.count == 2)

        // The current reply still counts.
        h.service.reply(success(3), to: 1)
        #expect(await h.waitForFinishedFrame())
    }

    enum AfterStop: String, CaseIterable { case lateReply, edit, submit, attach }

    // Bullet 4: after `stop()`, a late reply, an edit or a submit changes nothing.
    @Test(arguments: AfterStop.allCases)
    func afterStopNothingChanges(step: AfterStop) async {
        let h = Harness()
        await h.type("3")
        if step == .lateReply { await h.submitAndWaitForRequest() }
        let count = h.view.frames.count
        let requests = h.service.requests.count

        h.presenter.stop()
        await h.settle()
        #expect(h.view.frames.count == count, "stop() drew a frame")

        let other = SpyView()
        switch step {
        case .lateReply: h.service.reply(success(3), to: 0)
        case .edit: h.presenter.durationChanged("5")
        case .submit: h.presenter.submit()
        case .attach: h.presenter.attach(other)
        }
        await h.settle()
        #expect(h.view.frames.count == count, "after stop() the view was drawn")
        #expect(h.service.requests.count == requests, "after stop() the service was called")
        #expect(other.frames.isEmpty, "a view attached after stop() got a frame")
    }

    // Bullet 5: a loan of more than 7 days waits for a confirmation.
    @Test(arguments: [8, 14])
    func longLoanWaitsForConfirmation(days: Int) async {
        let h = Harness()
        let text = String(days)
        await h.type(text)
        h.presenter.submit()
        await h.until { h.last?.phase == .confirming }
        await h.settle()
        #expect(h.service.requests.isEmpty, "a \(days)-day loan went out without a confirmation")
        let prompt = h.last
        #expect(prompt?.phase == .confirming)
        #expect(prompt?.isBusy == false)
        #expect(prompt?.canSubmit == false)
        #expect(prompt?.message != nil)
        #expect(prompt?.durationText == text)

        // Submit while the prompt shows sends nothing.
        h.presenter.submit()
        await h.settle()
        #expect(h.service.requests.isEmpty)

        h.presenter.confirm()
        await h.until { h.service.requests.count == 1 && h.last?.isBusy == true }
        await h.settle()
        #expect(h.service.requests == [.init(bookID: Harness.bookID, days: days)])
        #expect(h.last == BorrowFrame(durationText: text, isBusy: true, canSubmit: false, message: nil, phase: .editing))

        // A second confirm, before and after the reply, sends nothing.
        h.presenter.confirm()
        await h.settle()
        h.service.reply(success(days), to: 0)
        #expect(await h.waitForFinishedFrame())
        h.presenter.confirm()
        await h.settle()
        #expect(h.service.requests.count == 1)
    }

    // Bullet 5: cancelling the prompt sends nothing, and a confirm after it does nothing.
    @Test func cancelledConfirmationSendsNothing() async {
        let h = Harness()
        await h.type("10")
        h.presenter.submit()
        await h.until { h.last?.phase == .confirming }
        h.presenter.cancelConfirmation()
        await h.until { h.last?.phase == .editing }
        await h.settle()
        #expect(h.last?.phase == .editing)
        #expect(h.last?.canSubmit == true)
        #expect(h.last?.isBusy == false)
        h.presenter.confirm()
        await h.settle()
        #expect(h.service.requests.isEmpty)
        // The same long loan asks again.
        h.presenter.submit()
        let asked = await h.until { h.last?.phase == .confirming }
        #expect(asked)
        #expect(h.service.requests.isEmpty)
    }
}
