// Model tests for the borrow form: a spy that keeps every frame, and a service whose replies the
// test hands over itself, when it chooses (or at once, inside `borrow`).
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

func form() -> (BorrowPresenter, FrameSpy, ControlledLibrary) {
    let library = ControlledLibrary()
    let presenter = BorrowPresenter(bookID: 7, borrowing: library)
    let view = FrameSpy()
    presenter.attach(view)
    return (presenter, view, library)
}

struct BorrowPresenterTests {
    @Test func attachingShowsTheFreshForm() {
        let (_, view, _) = form()
        #expect(view.frames == [BorrowFrame(durationText: "14", isBusy: false, canSubmit: true, message: nil)])
    }

    @Test(arguments: ["0", "15", "abc", "3.5", "", "-2"])
    func anInvalidDurationNeverReachesTheLibrary(_ text: String) {
        let (presenter, view, library) = form()
        presenter.durationChanged(text)
        #expect(view.last?.canSubmit == false)
        presenter.submit()
        #expect(library.requests.isEmpty)
        #expect(view.last?.message != nil)
    }

    @Test(arguments: ["1", "7"])
    func aShortValidDurationIsSentAsItIs(_ text: String) {
        let (presenter, view, library) = form()
        presenter.durationChanged(text)
        #expect(view.last?.canSubmit == true)
        presenter.submit()
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

    @Test func aSecondSubmitWhileBusyIsIgnored() {
        let (presenter, view, library) = form()
        presenter.durationChanged("3")
        presenter.submit()
        presenter.submit()
        #expect(library.requests.count == 1)
        #expect(view.last?.isBusy == true)
        #expect(view.last?.canSubmit == false)
    }

    @Test func aReplyInsideBorrowLeavesAFinishedFrame() {
        let (presenter, view, library) = form()
        library.answerAtOnce = .success(LoanReceipt(bookID: 7, days: 3))
        presenter.durationChanged("3")
        presenter.submit()
        #expect(view.last?.isBusy == false)
        #expect(view.last?.message != nil)
    }

    @Test func eachOutcomeHasItsOwnMessageAndEndsBusy() {
        var messages: [String] = []
        for outcome: Result<LoanReceipt, BorrowFailure> in [.success(LoanReceipt(bookID: 7, days: 3)), .failure(.invalidDays), .failure(.unavailable)] {
            let (presenter, view, library) = form()
            presenter.durationChanged("3")
            presenter.submit()
            library.completions.first?(outcome)
            #expect(view.last?.isBusy == false)
            messages.append(view.last?.message ?? "")
        }
        #expect(!messages.contains(""))
        #expect(Set(messages).count == 3)
    }

    @Test func aDuplicateOrOldReplyChangesNothing() {
        let (presenter, view, library) = form()
        presenter.durationChanged("3")
        presenter.submit()
        library.completions[0](.success(LoanReceipt(bookID: 7, days: 3)))
        presenter.submit()
        let frames = view.frames.count
        library.completions[0](.failure(.unavailable))
        #expect(view.frames.count == frames)
        #expect(view.last?.isBusy == true)
    }

    @Test func afterStopNothingChanges() {
        let (presenter, view, library) = form()
        presenter.durationChanged("3")
        presenter.submit()
        presenter.stop()
        let frames = view.frames.count
        library.completions[0](.failure(.unavailable))
        presenter.durationChanged("5")
        presenter.submit()
        #expect(view.frames.count == frames)
        #expect(library.requests.count == 1)
    }

    @Test func aLongLoanWaitsForOneConfirmation() {
        let (presenter, view, library) = form()
        presenter.durationChanged("8")
        presenter.submit()
        #expect(library.requests.isEmpty)
        #expect(view.last?.phase == .confirming)
        presenter.confirm()
        presenter.confirm()
        #expect(library.requests.map(\.days) == [8])
    }

    @Test func cancellingTheConfirmationKeepsTheFormWorking() {
        let (presenter, view, library) = form()
        presenter.durationChanged("10")
        presenter.submit()
        presenter.cancelConfirmation()
        #expect(view.last?.phase == .editing)
        #expect(library.requests.isEmpty)
        presenter.durationChanged("3")
        presenter.submit()
        #expect(library.requests.map(\.days) == [3])
    }
}
