// BorrowPresenter tests: a spy view that keeps every frame, and a library stub that keeps every
// completion (or answers at once). Everything is asserted through frames and requests.
import Testing
@testable import BorrowForm

final class SpyBorrowView: BorrowDisplaying {
    var frames: [BorrowFrame] = []
    func display(_ frame: BorrowFrame) { frames.append(frame) }
}

final class StubLibrary: Borrowing {
    var calls: [(days: Int, completion: (Result<LoanReceipt, BorrowFailure>) -> Void)] = []
    var immediateAnswer: Result<LoanReceipt, BorrowFailure>?

    func borrow(bookID: Int, days: Int, completion: @escaping (Result<LoanReceipt, BorrowFailure>) -> Void) {
        calls.append((days, completion))
        if let immediateAnswer { completion(immediateAnswer) }
    }

    func complete(_ index: Int, with result: Result<LoanReceipt, BorrowFailure>) {
        calls[index].completion(result)
    }
}

@MainActor
final class Fixture {
    let view = SpyBorrowView()
    let library = StubLibrary()
    let sut: BorrowPresenter

    init() {
        sut = BorrowPresenter(bookID: 1, borrowing: library)
        sut.attach(view)
    }

    var last: BorrowFrame? { view.frames.last }

    /// Gives the main queue a bounded number of turns until `condition` holds.
    func wait(_ maxTurns: Int = 10_000, until condition: () -> Bool) async {
        var turns = 0
        while !condition() && turns < maxTurns {
            await Task.yield()
            turns += 1
        }
    }

    /// Gives the main queue a fixed number of turns (for "nothing happens").
    func idle() async {
        for _ in 0..<150 { await Task.yield() }
    }

    /// Runs `action`, then waits for the presenter to draw its next frame. A presenter that never
    /// draws should not slip through silently, so a missing frame is recorded as an issue.
    func afterRender(_ action: () -> Void, sourceLocation: SourceLocation = #_sourceLocation) async {
        let before = view.frames.count
        action()
        await wait { view.frames.count > before }
        if view.frames.count == before {
            Issue.record("the presenter did not draw a frame", sourceLocation: sourceLocation)
        }
        await idle()
    }

    func type(_ text: String) async {
        await afterRender { sut.durationChanged(text) }
    }

    /// Types `text`, submits, and waits until the library was asked and the busy frame is up.
    func submitValid(_ text: String) async {
        await type(text)
        let before = library.calls.count
        sut.submit()
        await wait { library.calls.count > before && last?.isBusy == true }
        await idle()
    }
}

private let success3 = Result<LoanReceipt, BorrowFailure>.success(LoanReceipt(bookID: 1, days: 3))

@MainActor
struct BorrowPresenterTests {

    @Test func test_attach_showsFreshForm() async {
        let f = Fixture()
        await f.wait { f.last != nil }
        #expect(f.last == BorrowFrame(durationText: "14", isBusy: false, canSubmit: true, message: nil))
    }

    // MARK: validation

    @Test(arguments: ["0", "15", "-3", "7.5", "", "abc", "1 week", "123456789012345678901234"])
    func test_invalidDuration_neverReachesLibrary(text: String) async {
        let f = Fixture()
        await f.type(text)
        #expect(f.last?.canSubmit == false)
        f.sut.submit()
        await f.wait { f.last?.message != nil }
        await f.idle()
        #expect(f.library.calls.isEmpty)
        #expect(f.last?.message != nil)
        #expect(f.last?.isBusy == false)
        #expect(f.last?.durationText == text)
    }

    @Test(arguments: [1, 7])
    func test_validShortDuration_reachesLibrary(days: Int) async {
        let f = Fixture()
        await f.submitValid(String(days))
        #expect(f.library.calls.map(\.days) == [days])
    }

    // MARK: one request at a time

    @Test func test_secondSubmitWhileBusy_isIgnored() async {
        let f = Fixture()
        await f.submitValid("3")
        f.sut.submit()
        f.sut.submit()
        await f.idle()
        #expect(f.library.calls.count == 1)
        #expect(f.last == BorrowFrame(durationText: "3", isBusy: true, canSubmit: false, message: nil))

        f.library.complete(0, with: success3)
        await f.wait { f.last?.isBusy == false }
        f.sut.submit()
        await f.wait { f.library.calls.count == 2 }
        #expect(f.library.calls.count == 2)
    }

    @Test(arguments: [success3, .failure(.unavailable), .failure(.invalidDays)])
    func test_replyInsideBorrow_leavesFinishedFrame(answer: Result<LoanReceipt, BorrowFailure>) async {
        let f = Fixture()
        f.library.immediateAnswer = answer
        await f.type("3")
        f.sut.submit()
        await f.wait { f.library.calls.count == 1 && f.last?.isBusy == false && f.last?.message != nil }
        await f.idle()
        #expect(f.library.calls.count == 1)
        #expect(f.last?.isBusy == false)
        #expect(f.last?.canSubmit == true)
        #expect(f.last?.message != nil)
        #expect(f.last?.durationText == "3")
    }

    // MARK: late and duplicate replies

    @Test func test_duplicateReply_changesNothing() async {
        let f = Fixture()
        await f.submitValid("3")
        await f.afterRender { f.library.complete(0, with: success3) }
        let finished = f.last
        #expect(finished?.isBusy == false)

        // the library calls back a second time, with another outcome
        await f.afterRender { f.library.complete(0, with: .failure(.unavailable)) }
        #expect(f.last == finished)
    }

    @Test func test_replyToEarlierRequest_changesNothing() async {
        let f = Fixture()
        await f.submitValid("3")
        f.library.complete(0, with: .failure(.unavailable))
        await f.wait { f.last?.isBusy == false }

        f.sut.submit()   // same book, same days
        await f.wait { f.library.calls.count == 2 && f.last?.isBusy == true }
        await f.idle()
        let busy = f.last
        f.library.complete(0, with: success3)
        await f.idle()
        #expect(f.last == busy)
        #expect(f.last?.isBusy == true)
    }

    // MARK: stop

    @Test func test_afterStop_lateReplyEditAndSubmitChangeNothing() async {
        let f = Fixture()
        await f.submitValid("3")
        f.sut.stop()
        let count = f.view.frames.count
        f.library.complete(0, with: success3)
        await f.idle()
        f.sut.durationChanged("5")
        await f.idle()
        f.sut.submit()
        await f.idle()
        #expect(f.view.frames.count == count)
        #expect(f.library.calls.count == 1)
    }

    @Test func test_afterStop_idleFormIgnoresSubmit() async {
        let f = Fixture()
        await f.type("2")
        let count = f.view.frames.count
        f.sut.stop()
        f.sut.submit()
        await f.idle()
        #expect(f.library.calls.isEmpty)
        #expect(f.view.frames.count == count)
    }

    // MARK: confirmation

    @Test(arguments: ["8", "12", "14"])
    func test_longLoan_waitsForConfirmation(text: String) async {
        let f = Fixture()
        await f.type(text)
        f.sut.submit()
        await f.wait { f.last?.phase == .confirming }
        await f.idle()
        #expect(f.library.calls.isEmpty)
        #expect(f.last?.phase == .confirming)
        #expect(f.last?.isBusy == false)
        #expect(f.last?.canSubmit == false)

        f.sut.confirm()
        await f.wait { f.library.calls.count == 1 }
        f.sut.confirm()
        await f.idle()
        #expect(f.library.calls.map(\.days) == [Int(text)!])
        #expect(f.last?.isBusy == true)
        #expect(f.last?.phase == .editing)
    }

    @Test func test_cancelConfirmation_sendsNothing() async {
        let f = Fixture()
        await f.type("9")
        f.sut.submit()
        await f.wait { f.last?.phase == .confirming }
        f.sut.cancelConfirmation()
        await f.wait { f.last?.phase == .editing }
        f.sut.confirm()
        await f.idle()
        #expect(f.library.calls.isEmpty)
        #expect(f.last?.canSubmit == true)
    }

    @Test func test_sevenDays_needsNoConfirmation() async {
        let f = Fixture()
        await f.submitValid("7")
        #expect(f.library.calls.map(\.days) == [7])
    }
}
