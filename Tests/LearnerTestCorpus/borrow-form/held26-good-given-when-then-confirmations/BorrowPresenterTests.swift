// Tests for BorrowPresenter, written from the outside in: what the spy view is shown, and what the
// hand-driven library is asked. Nothing here looks at the presenter's own state.
//
// I keep a little given/when/then harness per test, count things with `confirmation(expectedCount:)`
// (zero counts too: "this must never happen"), and let the main queue run between steps with a
// bounded loop of `Task.yield()`, because a correct presenter may draw a turn or two later.
import Testing
@testable import BorrowForm

extension Tag {
    @Tag static var validation: Self
    @Tag static var requests: Self
    @Tag static var replies: Self
    @Tag static var stop: Self
    @Tag static var confirmation: Self
}

// MARK: - Doubles

/// Keeps every frame it is given, and tells the test about each one.
final class FrameSpy: BorrowDisplaying {
    private(set) var frames: [BorrowFrame] = []
    var onFrame: ((BorrowFrame) -> Void)?

    func display(_ frame: BorrowFrame) {
        frames.append(frame)
        onFrame?(frame)
    }

    var last: BorrowFrame? { frames.last }
}

/// A library the test drives by hand: it keeps every request, and can also answer at once, inside
/// `borrow`.
final class HandDrivenLibrary: Borrowing {
    struct Request {
        let bookID: Int
        let days: Int
        let completion: (Result<LoanReceipt, BorrowFailure>) -> Void
    }

    private(set) var requests: [Request] = []
    var answerAtOnce: Result<LoanReceipt, BorrowFailure>?
    var onBorrow: ((Int) -> Void)?

    func borrow(bookID: Int, days: Int, completion: @escaping (Result<LoanReceipt, BorrowFailure>) -> Void) {
        requests.append(Request(bookID: bookID, days: days, completion: completion))
        onBorrow?(days)
        if let answer = answerAtOnce { completion(answer) }
    }

    /// Calls the completion of request `index` (the latest by default), as often as the test likes.
    func reply(_ result: Result<LoanReceipt, BorrowFailure>, to index: Int? = nil) {
        requests[index ?? requests.count - 1].completion(result)
    }

    func success(for index: Int? = nil) -> Result<LoanReceipt, BorrowFailure> {
        let request = requests[index ?? requests.count - 1]
        return .success(LoanReceipt(bookID: request.bookID, days: request.days))
    }
}

// MARK: - Harness

let theBook = 9780141

@MainActor
struct Form {
    let library = HandDrivenLibrary()
    let screen = FrameSpy()
    let presenter: BorrowPresenter

    init() {
        presenter = BorrowPresenter(bookID: theBook, borrowing: library)
        presenter.attach(screen)
    }

    /// Lets the main queue run until `condition` holds, at most `turns` times; records an issue if
    /// it never does.
    @discardableResult
    func until(_ what: Comment, turns: Int = 20_000, sourceLocation: SourceLocation = #_sourceLocation,
               _ condition: () -> Bool) async -> Bool {
        var turn = 0
        while !condition() && turn < turns {
            await Task.yield()
            turn += 1
        }
        #expect(condition(), "never saw: \(what)", sourceLocation: sourceLocation)
        return condition()
    }

    /// Lets the main queue run for a while, for the checks that nothing happens.
    func settle(_ turns: Int = 200) async {
        for _ in 0..<turns { await Task.yield() }
    }

    var isFinished: Bool { screen.last.map { !$0.isBusy && $0.message != nil } ?? false }
    var isBusy: Bool { screen.last?.isBusy ?? false }

    // given
    func typed(_ texts: [String], sourceLocation: SourceLocation = #_sourceLocation) async {
        await until("the first frame", sourceLocation: sourceLocation) { screen.last != nil }
        for text in texts {
            presenter.durationChanged(text)
            await until("the frame for \(text.debugDescription)", sourceLocation: sourceLocation) {
                screen.last?.durationText == text
            }
        }
        await settle()
    }

    /// Types a short valid loan, submits, and waits for the busy frame and the request.
    func submitted(_ text: String = "3", sourceLocation: SourceLocation = #_sourceLocation) async {
        await typed([text], sourceLocation: sourceLocation)
        let before = library.requests.count
        presenter.submit()
        await until("the request", sourceLocation: sourceLocation) { library.requests.count == before + 1 }
        await until("the busy frame", sourceLocation: sourceLocation) { isBusy }
        await settle()
    }

    func answered(_ result: Result<LoanReceipt, BorrowFailure>? = nil, sourceLocation: SourceLocation = #_sourceLocation) async {
        library.reply(result ?? library.success())
        await until("the reply's frame", sourceLocation: sourceLocation) { isFinished }
        await settle()
    }
}

/// The busy frame of stage 2 for this text.
func busyFrame(_ text: String) -> BorrowFrame {
    BorrowFrame(durationText: text, isBusy: true, canSubmit: false, message: nil, phase: .editing)
}

// MARK: - Tests

@Suite("BorrowPresenter", .timeLimit(.minutes(1)))
@MainActor
struct BorrowPresenterTests {

    @Test func aFreshFormShowsFourteenDaysReadyToSubmit() async {
        let form = Form()
        await form.until("the first frame") { form.screen.last != nil }
        #expect(form.screen.last == BorrowFrame(durationText: "14", isBusy: false, canSubmit: true, message: nil))
        #expect(form.library.requests.isEmpty)
    }

    // "an out-of-range or non-numeric duration never reaches the service"
    @Suite("Validation", .tags(.validation))
    @MainActor
    struct Validation {
        /// What the user typed, keystroke by keystroke, and how often they then hit submit.
        @Test(arguments: [
            (["0"], 1),
            (["1", "15"], 1),
            (["-", "-3"], 2),
            (["7", "7.", "7.5"], 1),
            (["a", "ab", "abc"], 3),
            (["1", ""], 1),
            (["1", "1 w", "1 week"], 1),
            (["99999999999999999999"], 1),
        ] as [([String], Int)])
        func invalidDurationNeverReachesTheLibrary(typed: [String], submits: Int) async {
            let form = Form()
            let text = typed.last!
            await confirmation("the library is asked", expectedCount: 0) { asked in
                form.library.onBorrow = { _ in asked() }
                await form.typed(typed)
                #expect(form.screen.last?.canSubmit == false, "\(text.debugDescription) should disable submit")

                for _ in 0..<submits { form.presenter.submit() }
                await form.until("a message saying why") { form.screen.last?.message != nil }
                await form.settle()
            }
            #expect(form.library.requests.isEmpty)
            let last = form.screen.last
            #expect(last?.durationText == text, "the text is kept")
            #expect(last?.isBusy == false)
            #expect(last?.canSubmit == false)
            #expect(last?.message?.isEmpty == false)
        }

        @Test(arguments: ["1", "7"])
        func theShortEdgesGoStraightOut(text: String) async {
            let form = Form()
            await confirmation("one request", expectedCount: 1) { asked in
                form.library.onBorrow = { _ in asked() }
                await form.submitted(text)
            }
            #expect(form.library.requests.map(\.days) == [Int(text)!])
            #expect(form.library.requests.map(\.bookID) == [theBook])
        }
    }

    // "a second submit while busy is ignored, and a reply inside `borrow` still leaves a finished frame"
    @Suite("One request at a time", .tags(.requests))
    @MainActor
    struct OneRequestAtATime {
        @Test(arguments: [1, 2, 5])
        func tapsWhileBusyAreIgnored(extraTaps: Int) async {
            let form = Form()
            await form.submitted("3")
            for _ in 0..<extraTaps { form.presenter.submit() }
            await form.settle()
            #expect(form.library.requests.count == 1, "one service call per request")
            #expect(form.screen.last == busyFrame("3"))

            await form.answered()
            form.presenter.submit()
            await form.until("a new request after the reply") { form.library.requests.count == 2 }
        }

        @Test(arguments: [
            Result<LoanReceipt, BorrowFailure>.success(LoanReceipt(bookID: theBook, days: 3)),
            .failure(.invalidDays),
            .failure(.unavailable),
        ])
        func aReplyInsideBorrowLeavesAFinishedFrame(answer: Result<LoanReceipt, BorrowFailure>) async {
            let form = Form()
            form.library.answerAtOnce = answer
            await form.typed(["3"])
            form.presenter.submit()
            await form.until("the request") { form.library.requests.count == 1 }
            await form.until("a finished frame") { form.isFinished }
            await form.settle()

            let last = form.screen.last
            #expect(last?.isBusy == false, "no frame after the reply shows the spinner")
            #expect(last?.canSubmit == true, "ready for the next tap")
            #expect(last?.durationText == "3")
            #expect(last?.phase == .editing)
            #expect(last?.message?.isEmpty == false)

            // and it really is ready: the next tap is a new request
            form.library.answerAtOnce = nil
            form.presenter.submit()
            await form.until("the next request") { form.library.requests.count == 2 }
        }

        @Test func eachOutcomeHasItsOwnMessage() async {
            var messages: [String?] = []
            for answer: Result<LoanReceipt, BorrowFailure> in [.success(LoanReceipt(bookID: theBook, days: 3)), .failure(.invalidDays), .failure(.unavailable)] {
                let form = Form()
                await form.submitted("3")
                await form.answered(answer)
                messages.append(form.screen.last?.message)
            }
            #expect(Set(messages).count == 3, "three outcomes, three different messages: \(messages)")
        }
    }

    // "a duplicate reply, or a reply to an earlier request, changes nothing"
    @Suite("Late and duplicate replies", .tags(.replies))
    @MainActor
    struct LateAndDuplicateReplies {
        /// (the reply, then the duplicates sent after it)
        @Test(arguments: [
            (Result<LoanReceipt, BorrowFailure>.failure(.unavailable), [Result<LoanReceipt, BorrowFailure>.success(LoanReceipt(bookID: theBook, days: 3))]),
            (.success(LoanReceipt(bookID: theBook, days: 3)), [.failure(.unavailable), .failure(.invalidDays)]),
            (.failure(.invalidDays), [.failure(.unavailable), .failure(.invalidDays)]),
        ] as [(Result<LoanReceipt, BorrowFailure>, [Result<LoanReceipt, BorrowFailure>])])
        func aDuplicateReplyChangesNothing(first: Result<LoanReceipt, BorrowFailure>, duplicates: [Result<LoanReceipt, BorrowFailure>]) async {
            let form = Form()
            await form.submitted("3")
            await form.answered(first)
            let shown = form.screen.last

            for duplicate in duplicates { form.library.reply(duplicate, to: 0) }
            await form.settle()
            #expect(form.screen.last == shown)
        }

        @Test func aReplyToAnEarlierRequestWithTheSameDaysChangesNothing() async {
            let form = Form()
            await form.submitted("3")
            await form.answered(.failure(.unavailable))

            // the user tries again, with the same book and days
            form.presenter.submit()
            await form.until("the second request") { form.library.requests.count == 2 }
            await form.until("the busy frame") { form.isBusy }
            await form.settle()

            form.library.reply(form.library.success(for: 0), to: 0)
            await form.settle()
            #expect(form.screen.last == busyFrame("3"), "the first request's late reply changed the form")

            await form.answered(.failure(.invalidDays))
            let shown = form.screen.last
            form.library.reply(form.library.success(for: 0), to: 0)
            await form.settle()
            #expect(form.screen.last == shown)
        }
    }

    // "after `stop()`, a late reply, an edit or a submit changes nothing"
    @Suite("stop()", .tags(.stop))
    @MainActor
    struct Stop {
        @Test func afterStopNothingReachesTheViewOrTheLibrary() async {
            let form = Form()
            await form.submitted("3")
            await confirmation("a frame after stop()", expectedCount: 0) { drawn in
                form.screen.onFrame = { _ in drawn() }
                form.presenter.stop()
                await form.settle()

                form.library.reply(form.library.success())
                await form.settle()
                form.presenter.durationChanged("5")
                await form.settle()
                form.presenter.submit()
                await form.settle()
            }
            #expect(form.library.requests.count == 1, "submit after stop() called the library")
        }

        @Test(arguments: [["5"], ["5", "abc"], []])
        func anIdleFormStopsToo(edits: [String]) async {
            let form = Form()
            await form.typed(["4"])
            let drawn = form.screen.frames.count
            form.presenter.stop()
            for edit in edits { form.presenter.durationChanged(edit) }
            form.presenter.submit()
            form.presenter.stop()
            await form.settle()
            #expect(form.screen.frames.count == drawn)
            #expect(form.library.requests.isEmpty)

            let newScreen = FrameSpy()
            form.presenter.attach(newScreen)
            await form.settle()
            #expect(newScreen.frames.isEmpty, "a view attached after stop() got a frame")
        }
    }

    // "a loan of more than 7 days waits for a confirmation"
    @Suite("Long loans", .tags(.confirmation))
    @MainActor
    struct LongLoans {
        func prompted(_ text: String) async -> Form {
            let form = Form()
            await form.typed([text])
            form.presenter.submit()
            await form.until("the prompt") { form.screen.last?.phase == .confirming }
            await form.settle()
            return form
        }

        @Test(arguments: ["8", "14"])
        func aLongLoanWaitsThenConfirmSendsItOnce(text: String) async {
            let form = await prompted(text)
            #expect(form.library.requests.isEmpty, "a long loan went out without confirmation")
            let prompt = form.screen.last
            #expect(prompt?.isBusy == false)
            #expect(prompt?.canSubmit == false)
            #expect(prompt?.durationText == text)
            #expect(prompt?.message?.isEmpty == false)

            form.presenter.submit()   // a submit while the prompt is up does nothing
            await form.settle()
            #expect(form.library.requests.isEmpty)

            await confirmation("one request for one confirmation", expectedCount: 1) { asked in
                form.library.onBorrow = { _ in asked() }
                form.presenter.confirm()
                await form.until("the request") { form.library.requests.count == 1 }
                await form.until("the busy frame") { form.screen.last == busyFrame(text) }
                form.presenter.confirm()
                await form.settle()
                await form.answered()
                form.presenter.confirm()
                await form.settle()
            }
            #expect(form.library.requests.map(\.days) == [Int(text)!])
        }

        @Test func sevenDaysNeedsNoConfirmation() async {
            let form = Form()
            await form.submitted("7")
            #expect(form.screen.frames.allSatisfy { $0.phase == .editing })
        }

        @Test func cancellingSendsNothingAndTheFormKeepsWorking() async {
            let form = await prompted("10")
            form.presenter.cancelConfirmation()
            await form.until("back to editing") { form.screen.last?.phase == .editing }
            await form.settle()
            #expect(form.screen.last?.canSubmit == true)
            form.presenter.confirm()
            await form.settle()
            #expect(form.library.requests.isEmpty, "confirm() after cancel sent a request")

            form.presenter.submit()
            await form.until("the prompt again") { form.screen.last?.phase == .confirming }
            #expect(form.library.requests.isEmpty)
        }

        @Test(arguments: ["10", "9", "0"])
        func anEditWithdrawsThePrompt(newText: String) async {
            let form = await prompted("10")
            form.presenter.durationChanged(newText)
            await form.until("the prompt withdrawn") { form.screen.last?.phase == .editing }
            await form.settle()
            #expect(form.screen.last?.durationText == newText)
            #expect(form.screen.last?.isBusy == false)
            form.presenter.confirm()
            await form.settle()
            #expect(form.library.requests.isEmpty, "confirm() after the prompt was withdrawn sent a request")
        }
    }
}
