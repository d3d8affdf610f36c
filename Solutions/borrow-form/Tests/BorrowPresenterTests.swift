// Model tests for the borrow form: a spy that keeps every frame, and a service whose replies the
// test hands over itself, when it chooses (or at once, inside `borrow`). The tests run on the main
// actor and, after each reply, wait (a bounded number of turns) for its effect: a correct presenter
// may draw the outcome at once or a turn later.
import Testing
@testable import BorrowForm

final class FrameSpy: BorrowDisplaying {
    var frames: [BorrowFrame] = []
    func display(_ frame: BorrowFrame) { frames.append(frame) }
    var last: BorrowFrame? { frames.last }
}

final class ControlledLibrary: Borrowing {
    var requests: [(bookID: Int, days: Int)] = []
    var completions: [(Result<LoanReceipt, BorrowFailure>) -> Void] = []
    /// When set, every request is answered at once, inside `borrow`.
    var answerAtOnce: Result<LoanReceipt, BorrowFailure>?

    func borrow(bookID: Int, days: Int, completion: @escaping (Result<LoanReceipt, BorrowFailure>) -> Void) {
        requests.append((bookID, days))
        if let answerAtOnce { completion(answerAtOnce) } else { completions.append(completion) }
    }
}

/// Gives queued main-actor work a bounded number of turns, until `condition` holds.
@MainActor
@discardableResult
func eventually(_ condition: () -> Bool) async -> Bool {
    for _ in 0..<1_000 {
        if condition() { return true }
        await Task.yield()
    }
    return condition()
}

/// Lets queued main-actor work run, so what the presenter does later has happened.
@MainActor
func settle() async {
    for _ in 0..<50 { await Task.yield() }
}

@MainActor
func form() -> (BorrowPresenter, FrameSpy, ControlledLibrary) {
    let library = ControlledLibrary()
    let presenter = BorrowPresenter(bookID: 7, borrowing: library)
    let view = FrameSpy()
    presenter.attach(view)
    return (presenter, view, library)
}

@MainActor
struct BorrowPresenterTests {
    @Test func attachingShowsTheFreshForm() {
        let (_, view, _) = form()
        #expect(view.last == BorrowFrame(durationText: "14", isBusy: false, canSubmit: true, message: nil))
    }

    @Test(arguments: ["0", "15", "abc", "3.5", "", "-2"])
    func anInvalidDurationNeverReachesTheLibrary(_ text: String) async {
        let (presenter, view, library) = form()
        presenter.durationChanged(text)
        #expect(view.last?.canSubmit == false)
        presenter.submit()
        await settle()
        #expect(library.requests.isEmpty)
        #expect(view.last?.message != nil)
    }

    @Test(arguments: ["1", "7"])
    func aShortValidDurationIsSentAsItIs(_ text: String) async {
        let (presenter, view, library) = form()
        presenter.durationChanged(text)
        #expect(view.last?.canSubmit == true)
        presenter.submit()
        #expect(await eventually { !library.requests.isEmpty })
        #expect(library.requests.map(\.days) == [Int(text)!])
        #expect(library.requests.map(\.bookID) == [7])
    }

    @Test func editingClearsTheOldMessage() {
        let (presenter, view, _) = form()
        presenter.durationChanged("99")
        presenter.submit()
        #expect(view.last?.message != nil)
        presenter.durationChanged("3")
        #expect(view.last?.message == nil)
    }

    @Test func thePresenterDoesNotKeepItsViewAlive() {
        let presenter = BorrowPresenter(bookID: 7, borrowing: ControlledLibrary())
        weak var weakView: FrameSpy?
        do {
            let view = FrameSpy()
            presenter.attach(view)
            weakView = view
        }
        #expect(weakView == nil)
    }

    @Test func aSecondSubmitWhileBusyIsIgnored() async {
        let (presenter, view, library) = form()
        presenter.durationChanged("3")
        presenter.submit()
        presenter.submit()
        await settle()
        presenter.submit()
        await settle()
        #expect(library.requests.count == 1)
        #expect(view.last?.isBusy == true)
        #expect(view.last?.canSubmit == false)
    }

    @Test func aReplyInsideBorrowLeavesAFinishedFrame() async {
        let (presenter, view, library) = form()
        library.answerAtOnce = .success(LoanReceipt(bookID: 7, days: 3))
        presenter.durationChanged("3")
        presenter.submit()
        #expect(await eventually { view.last?.isBusy == false && view.last?.message != nil })
        await settle()
        #expect(view.last?.isBusy == false)
        #expect(view.last?.message != nil)
    }

    @Test func eachOutcomeHasItsOwnMessageAndEndsBusy() async {
        var messages: [String] = []
        for outcome: Result<LoanReceipt, BorrowFailure> in [.success(LoanReceipt(bookID: 7, days: 3)), .failure(.invalidDays), .failure(.unavailable)] {
            let (presenter, view, library) = form()
            presenter.durationChanged("3")
            presenter.submit()
            #expect(await eventually { library.completions.count == 1 })
            library.completions.first?(outcome)
            #expect(await eventually { view.last?.isBusy == false })
            messages.append(view.last?.message ?? "")
        }
        #expect(!messages.contains(""))
        #expect(Set(messages).count == 3)
    }

    @Test func aDuplicateOrOldReplyChangesNothing() async {
        let (presenter, view, library) = form()
        presenter.durationChanged("3")
        presenter.submit()
        #expect(await eventually { library.completions.count == 1 })
        library.completions[0](.success(LoanReceipt(bookID: 7, days: 3)))
        #expect(await eventually { view.last?.isBusy == false })
        // The same reply again.
        let answered = view.last
        library.completions[0](.failure(.unavailable))
        await settle()
        #expect(view.last == answered)
        presenter.submit()
        #expect(await eventually { library.completions.count == 2 })
        await settle()
        let frames = view.frames.count
        library.completions[0](.failure(.unavailable))
        await settle()
        #expect(view.frames.count == frames)
        #expect(view.last?.isBusy == true)
    }

    @Test func afterStopNothingChanges() async {
        let (presenter, view, library) = form()
        presenter.durationChanged("3")
        presenter.submit()
        #expect(await eventually { library.completions.count == 1 })
        presenter.stop()
        await settle()
        let frames = view.frames.count
        library.completions[0](.failure(.unavailable))
        presenter.durationChanged("5")
        presenter.submit()
        await settle()
        #expect(view.frames.count == frames)
        #expect(library.requests.count == 1)
    }

    @Test func afterStopAnEditDrawsNothing() async {
        let (presenter, view, _) = form()
        presenter.stop()
        await settle()
        let frames = view.frames.count
        presenter.durationChanged("5")
        await settle()
        #expect(view.frames.count == frames)
    }

    @Test func aLongLoanWaitsForOneConfirmation() async {
        let (presenter, view, library) = form()
        presenter.durationChanged("8")
        presenter.submit()
        await settle()
        #expect(library.requests.isEmpty)
        #expect(view.last?.phase == .confirming)
        presenter.confirm()
        presenter.confirm()
        #expect(await eventually { !library.requests.isEmpty })
        await settle()
        #expect(library.requests.map(\.days) == [8])
    }

    @Test func cancellingTheConfirmationKeepsTheFormWorking() async {
        let (presenter, view, library) = form()
        presenter.durationChanged("10")
        presenter.submit()
        presenter.cancelConfirmation()
        #expect(view.last?.phase == .editing)
        await settle()
        #expect(library.requests.isEmpty)
        presenter.durationChanged("3")
        presenter.submit()
        #expect(await eventually { !library.requests.isEmpty })
        #expect(library.requests.map(\.days) == [3])
    }
}
