// BorrowPresenter tests, written as user stories: a harness drives the form the way a user would
// and waits (a bounded number of main-queue turns, never a sleep) for what each step should cause.
import Testing
@testable import BorrowForm

typealias Reply = Result<LoanReceipt, BorrowFailure>

final class RecordingView: BorrowDisplaying {
    var frames: [BorrowFrame] = []
    func display(_ frame: BorrowFrame) { frames.append(frame) }
}

final class ManualLibrary: Borrowing {
    var sent: [(bookID: Int, days: Int)] = []
    var completions: [(Reply) -> Void] = []
    var replyInsideBorrow: Reply?

    func borrow(bookID: Int, days: Int, completion: @escaping (Reply) -> Void) {
        sent.append((bookID, days))
        completions.append(completion)
        if let reply = replyInsideBorrow {
            completion(reply)
        }
    }
}

@MainActor
final class FormHarness {
    let view = RecordingView()
    let library = ManualLibrary()
    let presenter: BorrowPresenter

    init(bookID: Int = 7) {
        presenter = BorrowPresenter(bookID: bookID, borrowing: library)
        presenter.attach(view)
    }

    var shown: BorrowFrame? { view.frames.last }
    var requestCount: Int { library.sent.count }

    /// Up to `limit` main-queue turns until `done` holds.
    @discardableResult
    func wait(limit: Int = 1_000, until done: () -> Bool) async -> Bool {
        var turns = 0
        while !done() && turns < limit {
            await Task.yield()
            turns += 1
        }
        return done()
    }

    /// A fixed number of turns, for steps that must change nothing.
    func letMainRun() async {
        for _ in 0..<200 { await Task.yield() }
    }

    func start() async {
        await wait { shown != nil }
    }

    func type(_ text: String) async {
        presenter.durationChanged(text)
        await wait { shown?.durationText == text }
    }

    func tapSubmit() async {
        presenter.submit()
        await letMainRun()
    }

    func reply(_ index: Int, _ reply: Reply) async {
        library.completions[index](reply)
        await letMainRun()
    }
}

@MainActor
@Suite struct BorrowPresenterTests {

    // MARK: validation

    @Test(arguments: ["0", "15", "100", "-1", "7.5", "", "abc", "1 week", "3 days"])
    func outOfRangeOrNonNumericNeverReachesTheLibrary(text: String) async {
        let form = FormHarness()
        await form.start()
        await form.type(text)
        await form.tapSubmit()
        await form.wait { form.shown?.message != nil }

        #expect(form.requestCount == 0)
        #expect(form.shown?.durationText == text)
        #expect(form.shown?.isBusy == false)
        #expect(form.shown?.canSubmit == false)
        #expect(form.shown?.message != nil)
    }

    @Test(arguments: [1, 14])
    func theEdgesOfTheRangeAreAccepted(days: Int) async {
        let form = FormHarness()
        await form.start()
        await form.type(String(days))
        #expect(form.shown?.canSubmit == true)
        await form.tapSubmit()
        if days > LoanPolicy.confirmationAbove {
            #expect(await form.wait { form.shown?.phase == .confirming })
            form.presenter.confirm()
        }
        #expect(await form.wait { form.requestCount == 1 })
        #expect(form.library.sent.first?.days == days)
        #expect(form.library.sent.first?.bookID == 7)
    }

    @Test func anEditAfterAValidationMessageShowsAFreshForm() async {
        let form = FormHarness()
        await form.start()
        await form.type("0")
        await form.tapSubmit()
        await form.wait { form.shown?.message != nil }
        await form.type("4")
        #expect(form.shown == BorrowFrame(durationText: "4", isBusy: false, canSubmit: true, message: nil))
    }

    // MARK: one request at a time

    @Test func aDoubleTapSendsOneRequest() async {
        let form = FormHarness()
        await form.start()
        await form.type("2")
        form.presenter.submit()
        await form.wait { form.requestCount == 1 && form.shown?.isBusy == true }
        form.presenter.submit()
        await form.tapSubmit()

        #expect(form.requestCount == 1)
        #expect(form.shown == BorrowFrame(durationText: "2", isBusy: true, canSubmit: false, message: nil))
    }

    @Test func aReplyThenATapIsANewRequest() async {
        let form = FormHarness()
        await form.start()
        await form.type("2")
        await form.tapSubmit()
        #expect(await form.wait { form.requestCount == 1 })
        await form.reply(0, .failure(.unavailable))
        #expect(await form.wait { form.shown?.isBusy == false })
        await form.tapSubmit()
        #expect(await form.wait { form.requestCount == 2 })
    }

    @Test(arguments: [
        Reply.success(LoanReceipt(bookID: 7, days: 3)),
        .failure(.invalidDays),
        .failure(.unavailable),
    ])
    func aReplyInsideBorrowEndsLikeALateOne(reply: Reply) async {
        // The same reply, late.
        let late = FormHarness()
        await late.start()
        await late.type("3")
        await late.tapSubmit()
        #expect(await late.wait { late.requestCount == 1 })
        await late.reply(0, reply)
        #expect(await late.wait { late.shown?.isBusy == false })

        // And inside borrow.
        let inside = FormHarness()
        inside.library.replyInsideBorrow = reply
        await inside.start()
        await inside.type("3")
        await inside.tapSubmit()
        #expect(await inside.wait { inside.requestCount == 1 && inside.shown?.isBusy == false })

        for form in [late, inside] {
            #expect(form.shown?.isBusy == false)
            #expect(form.shown?.canSubmit == true)
            #expect(form.shown?.message != nil)
            #expect(form.shown?.durationText == "3")
        }

        // Ready for the next tap.
        await inside.tapSubmit()
        #expect(await inside.wait { inside.requestCount == 2 })
    }

    // MARK: late replies

    @Test func theSameReplyTwiceCountsOnce() async {
        let form = FormHarness()
        await form.start()
        await form.type("5")
        await form.tapSubmit()
        #expect(await form.wait { form.requestCount == 1 })
        await form.reply(0, .success(LoanReceipt(bookID: 7, days: 5)))
        #expect(await form.wait { form.shown?.isBusy == false })
        let afterFirst = form.shown

        await form.reply(0, .success(LoanReceipt(bookID: 7, days: 5)))
        #expect(form.shown == afterFirst)
        await form.reply(0, .failure(.invalidDays))
        #expect(form.shown == afterFirst)
    }

    @Test func anOldReplyDoesNotFinishTheCurrentRequest() async {
        let form = FormHarness()
        await form.start()
        await form.type("3")
        await form.tapSubmit()
        #expect(await form.wait { form.requestCount == 1 })
        await form.reply(0, .failure(.unavailable))
        #expect(await form.wait { form.shown?.isBusy == false })

        await form.tapSubmit()
        #expect(await form.wait { form.requestCount == 2 && form.shown?.isBusy == true })
        let busy = BorrowFrame(durationText: "3", isBusy: true, canSubmit: false, message: nil)
        #expect(form.shown == busy)

        await form.reply(0, .success(LoanReceipt(bookID: 7, days: 3)))
        #expect(form.shown == busy)
        await form.tapSubmit()
        #expect(form.requestCount == 2)

        await form.reply(1, .success(LoanReceipt(bookID: 7, days: 3)))
        #expect(await form.wait { form.shown?.isBusy == false })
        #expect(form.shown?.message != nil)
    }

    // MARK: stop()

    @Test func afterStopNothingReachesTheView() async {
        let form = FormHarness()
        await form.start()
        await form.type("6")
        await form.tapSubmit()
        #expect(await form.wait { form.requestCount == 1 && form.shown?.isBusy == true })
        form.presenter.stop()
        await form.letMainRun()
        let framesAtStop = form.view.frames.count

        await form.reply(0, .success(LoanReceipt(bookID: 7, days: 6)))
        await form.type("2")
        await form.tapSubmit()

        #expect(form.view.frames.count == framesAtStop)
        #expect(form.requestCount == 1)
    }

    @Test func afterStopAnIdleFormIgnoresEditsAndSubmits() async {
        let form = FormHarness()
        await form.start()
        form.presenter.stop()
        await form.letMainRun()
        let framesAtStop = form.view.frames.count

        form.presenter.durationChanged("3")
        await form.letMainRun()
        await form.tapSubmit()
        form.presenter.stop()
        let lateView = RecordingView()
        form.presenter.attach(lateView)
        await form.letMainRun()

        #expect(form.requestCount == 0)
        #expect(form.view.frames.count == framesAtStop)
        #expect(lateView.frames.isEmpty)
    }

    // MARK: confirmation of long loans

    @Test func eightDaysWaitsForAConfirmation() async {
        let form = FormHarness()
        await form.start()
        await form.type("8")
        await form.tapSubmit()
        #expect(await form.wait { form.shown?.phase == .confirming })

        #expect(form.requestCount == 0)
        #expect(form.shown?.isBusy == false)
        #expect(form.shown?.canSubmit == false)
        #expect(form.shown?.message != nil)
        #expect(form.shown?.durationText == "8")

        form.presenter.confirm()
        form.presenter.confirm()
        #expect(await form.wait { form.requestCount == 1 && form.shown?.isBusy == true })
        await form.letMainRun()
        #expect(form.requestCount == 1)
        #expect(form.shown == BorrowFrame(durationText: "8", isBusy: true, canSubmit: false, message: nil, phase: .editing))
    }

    @Test func aConfirmWithNoPromptDoesNothing() async {
        let form = FormHarness()
        await form.start()
        await form.type("3")
        form.presenter.confirm()
        form.presenter.cancelConfirmation()
        await form.letMainRun()
        #expect(form.requestCount == 0)
        #expect(form.shown == BorrowFrame(durationText: "3", isBusy: false, canSubmit: true, message: nil))
    }

    @Test func cancelThenAShortLoanGoesStraightOut() async {
        let form = FormHarness()
        await form.start()
        await form.tapSubmit()                       // "14": a long loan
        #expect(await form.wait { form.shown?.phase == .confirming })
        form.presenter.cancelConfirmation()
        #expect(await form.wait { form.shown?.phase == .editing })
        #expect(form.shown?.canSubmit == true)
        form.presenter.confirm()
        await form.letMainRun()
        #expect(form.requestCount == 0)

        await form.type("7")
        await form.tapSubmit()
        #expect(await form.wait { form.requestCount == 1 })
        #expect(form.library.sent.first?.days == 7)
    }

    @Test func afterStopTheConfirmationIsDead() async {
        let form = FormHarness()
        await form.start()
        await form.type("9")
        await form.tapSubmit()
        #expect(await form.wait { form.shown?.phase == .confirming })
        form.presenter.stop()
        await form.letMainRun()
        let count = form.view.frames.count
        form.presenter.confirm()
        form.presenter.cancelConfirmation()
        await form.letMainRun()
        #expect(form.requestCount == 0)
        #expect(form.view.frames.count == count)
    }

    // MARK: lifetimes

    @Test func theViewIsHeldWeakly() async {
        let library = ManualLibrary()
        let presenter = BorrowPresenter(bookID: 1, borrowing: library)
        weak var weakView: RecordingView?
        do {
            let view = RecordingView()
            weakView = view
            presenter.attach(view)
            presenter.durationChanged("2")
            presenter.submit()
            for _ in 0..<200 { await Task.yield() }
        }
        #expect(weakView == nil)
        #expect(library.completions.count == 1)
        library.completions.first?(.success(LoanReceipt(bookID: 1, days: 2)))
        for _ in 0..<200 { await Task.yield() }
    }
}
