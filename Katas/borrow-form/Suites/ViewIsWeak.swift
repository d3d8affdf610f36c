import Foundation
import Testing
@testable import BorrowForm

/// The screen owns the presenter; nothing the screen lets go of may stay alive because of the
/// presenter or its request, and a reply that comes after must neither crash nor show anything.
@MainActor
@Suite struct ViewIsWeak {
    @Test func anIdleFormLetsItsViewGo() async {
        let service = ControlledBorrowing()
        let presenter = BorrowPresenter(bookID: 7, borrowing: service)
        weak var weakView: FrameSpy?
        do {
            let view = FrameSpy()
            presenter.attach(view)
            weakView = view
            await drainMain()
        }
        await drainMain()
        check(weakView == nil, "The presenter keeps its view alive after the screen let it go. The screen owns the presenter; hold the view weakly.")
        // The presenter lives on: an edit must not touch the view that is gone (an `unowned` view crashes here).
        presenter.durationChanged("5")
        await drainMain()
        _ = presenter
    }

    @Test func aRequestInFlightDoesNotKeepTheViewAlive() async {
        let service = ControlledBorrowing()
        let presenter = BorrowPresenter(bookID: 7, borrowing: service)
        weak var weakView: FrameSpy?
        do {
            let view = FrameSpy()
            presenter.attach(view)
            weakView = view
            presenter.durationChanged("3")
            await drainMain()
            presenter.submit()
            await drainMain()
        }
        await drainMain()
        guard service.calls.count == 1 else { return }  // Sending is judged elsewhere.
        check(weakView == nil, "With a request in flight, the view stayed alive after the screen let it go: something the request holds (its completion, a task) keeps the view. Capture the presenter weakly and reach the view only through its weak reference.")
        // The reply comes after the view is gone: nothing to show, nothing to crash.
        service.completions[0](.success(LoanReceipt(bookID: 7, days: 3)))
        await drainMain()
        _ = presenter
    }

    @Test func aRequestInFlightDoesNotKeepThePresenterAlive() async {
        let service = ControlledBorrowing()
        let view = FrameSpy()
        weak var weakPresenter: BorrowPresenter?
        do {
            let presenter = BorrowPresenter(bookID: 7, borrowing: service)
            weakPresenter = presenter
            presenter.attach(view)
            presenter.durationChanged("3")
            await drainMain()
            presenter.submit()
            await drainMain()
        }
        await drainMain()
        guard service.calls.count == 1 else { return }  // Sending is judged elsewhere.
        check(weakPresenter == nil, "The screen let go of the presenter while its request was in flight, but the presenter stayed alive: the service's completion (or a task) holds it strongly. Capture it weakly: [weak self].")
        let before = view.frames.count
        service.completions[0](.success(LoanReceipt(bookID: 7, days: 3)))
        await drainMain()
        check(view.frames.count == before, "The presenter was released while its request was in flight; when the reply came, the view still got \(describe(Array(view.frames.dropFirst(before)))). A released presenter must show nothing.")
        service.forgetCompletions()
    }

    /// The rule over generated sequences of steps, compared with `BorrowModel` (after the named ones).
    @Test func everySequenceFollowsTheRule() async {
        await judgeSequences(.viewIsWeak, mix: SequenceMix(releases: true, closes: 1, oldReplies: 0), scenarios: [
            [.attach, .edit("3"), .submit(nil), .releaseView, .reply(0, .success), .attach],
            [.attach, .edit("3"), .submit(nil), .close, .reply(0, .success)],
        ])
    }
}
