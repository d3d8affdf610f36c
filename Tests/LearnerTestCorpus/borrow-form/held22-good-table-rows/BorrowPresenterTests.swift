// Tests for BorrowPresenter as tables: every row is a short story of user actions and service
// replies, followed by what the screen and the service must show for it. One parameterised test
// per behaviour of the brief plays its rows through the same bench.
//
// The bench: a spy view that keeps every frame, a controlled service that keeps every request
// (and can answer at once, inside `borrow`), and bounded waits (`Task.yield()`, never a sleep), so a
// presenter that draws a main-queue turn or two later is judged on what it draws.
import Testing
@testable import BorrowForm

// MARK: - The row language

enum Outcome: Sendable, CustomStringConvertible {
    case borrowed, unavailable, invalidDays
    var description: String {
        switch self {
        case .borrowed: return "success"
        case .unavailable: return ".unavailable"
        case .invalidDays: return ".invalidDays"
        }
    }
    func result(bookID: Int, days: Int) -> Result<LoanReceipt, BorrowFailure> {
        switch self {
        case .borrowed: return .success(LoanReceipt(bookID: bookID, days: days))
        case .unavailable: return .failure(.unavailable)
        case .invalidDays: return .failure(.invalidDays)
        }
    }
}

enum Act: Sendable, CustomStringConvertible {
    case type(String)
    case submit, confirm, cancel, stop
    /// The service answers request `n` (0-based) now, on the main actor.
    case reply(Int, Outcome)
    /// From now on the service answers inside `borrow`, before it returns.
    case answerAtOnce(Outcome)
    /// Remembers the frames drawn so far, for `unchangedSinceMark` and `noFrameSinceMark`.
    case mark
    /// A rebuilt screen attaches a second view.
    case attachSecondView

    var description: String {
        switch self {
        case .type(let text): return "type \"\(text)\""
        case .submit: return "submit"
        case .confirm: return "confirm"
        case .cancel: return "cancelConfirmation"
        case .stop: return "stop"
        case .reply(let n, let outcome): return "reply #\(n) \(outcome)"
        case .answerAtOnce(let outcome): return "service answers at once with \(outcome)"
        case .mark: return "mark"
        case .attachSecondView: return "attach a second view"
        }
    }
}

enum Message: Sendable { case none, some }

/// What a frame must look like; a `nil` field is left free.
struct Shape: Sendable, CustomStringConvertible {
    var text: String? = nil
    var busy: Bool? = nil
    var canSubmit: Bool? = nil
    var message: Message? = nil
    var phase: BorrowPhase? = nil

    func fits(_ frame: BorrowFrame) -> Bool {
        if let text, frame.durationText != text { return false }
        if let busy, frame.isBusy != busy { return false }
        if let canSubmit, frame.canSubmit != canSubmit { return false }
        if let phase, frame.phase != phase { return false }
        switch message {
        case .none?: if frame.message != nil { return false }
        case .some?: if (frame.message ?? "").isEmpty { return false }
        case nil: break
        }
        return true
    }

    var description: String {
        var parts: [String] = []
        if let text { parts.append("text \"\(text)\"") }
        if let busy { parts.append(busy ? "busy" : "not busy") }
        if let canSubmit { parts.append(canSubmit ? "submit on" : "submit off") }
        if let message { parts.append(message == .some ? "a message" : "no message") }
        if let phase { parts.append("\(phase)") }
        return parts.joined(separator: ", ")
    }

    /// A request in flight.
    static func busy(_ text: String) -> Shape {
        Shape(text: text, busy: true, canSubmit: false, message: Message.none, phase: .editing)
    }
    /// A reply handled: the spinner gone, its message shown, ready for the next tap.
    static func finished(_ text: String) -> Shape {
        Shape(text: text, busy: false, canSubmit: true, message: .some, phase: .editing)
    }
    /// A refused duration after submit: no spinner, submit off, a message saying why.
    static func refused(_ text: String) -> Shape {
        Shape(text: text, busy: false, canSubmit: false, message: .some, phase: .editing)
    }
    /// The prompt for a long loan.
    static func prompt(_ text: String) -> Shape {
        Shape(text: text, busy: false, canSubmit: false, message: .some, phase: .confirming)
    }
}

enum Check: Sendable, CustomStringConvertible {
    case requests(Int)
    case lastRequest(days: Int)
    case last(Shape)
    case unchangedSinceMark
    case noFrameSinceMark
    case secondViewLast(Shape)
    case secondViewGotNothing

    var description: String {
        switch self {
        case .requests(let n): return "\(n) request(s)"
        case .lastRequest(let days): return "last request for \(days) days"
        case .last(let shape): return "last frame: \(shape)"
        case .unchangedSinceMark: return "the screen unchanged since the mark"
        case .noFrameSinceMark: return "no frame since the mark"
        case .secondViewLast(let shape): return "second view's last frame: \(shape)"
        case .secondViewGotNothing: return "the second view got no frame"
        }
    }
}

struct Row: Sendable, CustomTestStringConvertible {
    let name: String
    let acts: [Act]
    let checks: [Check]
    init(_ name: String, _ acts: [Act], expect checks: [Check]) {
        self.name = name
        self.acts = acts
        self.checks = checks
    }
    var testDescription: String { name }
}

// MARK: - The bench

final class FrameSpy: BorrowDisplaying {
    var frames: [BorrowFrame] = []
    func display(_ frame: BorrowFrame) { frames.append(frame) }
}

final class ControlledService: Borrowing {
    struct Request {
        let bookID: Int
        let days: Int
        let completion: (Result<LoanReceipt, BorrowFailure>) -> Void
    }
    var requests: [Request] = []
    var atOnce: Outcome?

    func borrow(bookID: Int, days: Int, completion: @escaping (Result<LoanReceipt, BorrowFailure>) -> Void) {
        requests.append(Request(bookID: bookID, days: days, completion: completion))
        if let atOnce { completion(atOnce.result(bookID: bookID, days: days)) }
    }
}

@MainActor
final class Bench {
    static let bookID = 7
    let service = ControlledService()
    let view = FrameSpy()
    var second: FrameSpy?
    let presenter: BorrowPresenter
    private var marked: [BorrowFrame] = []

    init() {
        presenter = BorrowPresenter(bookID: Bench.bookID, borrowing: service)
        presenter.attach(view)
    }

    /// Lets the main queue run what the presenter queued, at most `turns` times, until `done`.
    @discardableResult
    func turns(_ turns: Int, until done: () -> Bool = { false }) async -> Bool {
        for _ in 0..<turns {
            if done() { return true }
            await Task.yield()
        }
        return done()
    }

    func settle() async { await turns(60) }

    func play(_ row: Row, sourceLocation: SourceLocation = #_sourceLocation) async {
        await settle()
        for act in row.acts {
            guard await perform(act, sourceLocation: sourceLocation) else { return }
            await settle()
        }
        for check in row.checks {
            await verify(check, row: row, sourceLocation: sourceLocation)
        }
    }

    private func perform(_ act: Act, sourceLocation: SourceLocation) async -> Bool {
        switch act {
        case .type(let text): presenter.durationChanged(text)
        case .submit: presenter.submit()
        case .confirm: presenter.confirm()
        case .cancel: presenter.cancelConfirmation()
        case .stop: presenter.stop()
        case .answerAtOnce(let outcome): service.atOnce = outcome
        case .mark: marked = view.frames
        case .attachSecondView:
            let second = FrameSpy()
            self.second = second
            presenter.attach(second)
        case .reply(let index, let outcome):
            let service = self.service
            guard await turns(2_000, until: { service.requests.count > index }) else {
                Issue.record("request #\(index) was never made; the view saw \(view.frames)", sourceLocation: sourceLocation)
                return false
            }
            let request = service.requests[index]
            request.completion(outcome.result(bookID: request.bookID, days: request.days))
        }
        return true
    }

    private func verify(_ check: Check, row: Row, sourceLocation: SourceLocation) async {
        let story = row.acts.map(\.description).joined(separator: " → ")
        let frames = { [view] in view.frames }
        switch check {
        case .requests(let count):
            let service = self.service
            await turns(2_000, until: { service.requests.count >= count })
            await settle()
            #expect(service.requests.count == count, "\(story): \(check)", sourceLocation: sourceLocation)
        case .lastRequest(let days):
            let last = service.requests.last
            #expect(last?.days == days && last?.bookID == Bench.bookID,
                    "\(story): \(check), the service got \(service.requests.map { ($0.bookID, $0.days) })",
                    sourceLocation: sourceLocation)
        case .last(let shape):
            await turns(2_000, until: { frames().last.map(shape.fits) ?? false })
            #expect(frames().last.map(shape.fits) == true,
                    "\(story): \(check), the view was shown \(frames())", sourceLocation: sourceLocation)
        case .unchangedSinceMark:
            // Nothing new, or only the frame already on screen drawn again.
            let before = marked.last
            let since = frames().dropFirst(marked.count)
            #expect(since.allSatisfy { $0 == before } && frames().last == before,
                    "\(story): \(check); on screen then \(String(describing: before)), drawn since \(Array(since))",
                    sourceLocation: sourceLocation)
        case .noFrameSinceMark:
            let since = frames().dropFirst(marked.count)
            #expect(since.isEmpty, "\(story): \(check), drawn since \(Array(since))", sourceLocation: sourceLocation)
        case .secondViewLast(let shape):
            let second = self.second
            await turns(2_000, until: { second?.frames.last.map(shape.fits) ?? false })
            #expect(second?.frames.last.map(shape.fits) == true,
                    "\(story): \(check), it was shown \(second?.frames ?? [])", sourceLocation: sourceLocation)
        case .secondViewGotNothing:
            #expect(second?.frames.isEmpty == true,
                    "\(story): \(check), it was shown \(second?.frames ?? [])", sourceLocation: sourceLocation)
        }
    }
}

// MARK: - The tables

let refusedDurations: [Row] = ["0", "15", "-3", "100", "7.5", "", "abc", "1 week", "99999999999999999999"].map { text in
    Row("\"\(text)\" is refused",
        [.type(text), .submit, .submit],
        expect: [.requests(0), .last(.refused(text))])
} + [
    Row("a refused duration stays refused after a reply",
        [.type("3"), .submit, .reply(0, .borrowed), .type("15"), .submit],
        expect: [.requests(1), .last(.refused("15"))]),
    Row("a fresh form typed with 0 disables submit", [.type("0")],
        expect: [.requests(0), .last(Shape(text: "0", busy: false, canSubmit: false, phase: .editing))]),
    Row("the edges 1 and 14 do go out (14 after the prompt)",
        [.type("1"), .submit, .reply(0, .borrowed), .type("14"), .submit, .confirm],
        expect: [.requests(2), .lastRequest(days: 14)]),
]

let oneRequestAtATime: [Row] = [
    Row("a double tap sends one request",
        [.type("3"), .submit, .submit],
        expect: [.requests(1), .lastRequest(days: 3), .last(.busy("3"))]),
    Row("taps while busy are ignored, a tap after the reply is a new request",
        [.type("3"), .submit, .submit, .submit, .reply(0, .unavailable), .submit],
        expect: [.requests(2), .last(.busy("3"))]),
    Row("an edit while busy is ignored",
        [.type("4"), .submit, .type("5")],
        expect: [.requests(1), .last(.busy("4"))]),
    Row("a success inside borrow ends finished",
        [.answerAtOnce(.borrowed), .type("3"), .submit],
        expect: [.requests(1), .last(.finished("3"))]),
    Row("an unavailable book inside borrow ends finished",
        [.answerAtOnce(.unavailable), .type("2"), .submit],
        expect: [.requests(1), .last(.finished("2"))]),
    Row("invalidDays inside borrow ends finished",
        [.answerAtOnce(.invalidDays), .type("6"), .submit],
        expect: [.requests(1), .last(.finished("6"))]),
    Row("after a reply inside borrow the next tap is a new request",
        [.answerAtOnce(.borrowed), .type("3"), .submit, .submit],
        expect: [.requests(2), .last(.finished("3"))]),
    Row("a confirmed long loan answered inside borrow ends finished",
        [.answerAtOnce(.borrowed), .type("10"), .submit, .confirm],
        expect: [.requests(1), .lastRequest(days: 10), .last(.finished("10"))]),
]

let oldReplies: [Row] = [
    Row("a duplicate failure after a success changes nothing",
        [.type("3"), .submit, .reply(0, .borrowed), .mark, .reply(0, .unavailable)],
        expect: [.unchangedSinceMark, .last(.finished("3"))]),
    Row("a duplicate success after a failure changes nothing",
        [.type("3"), .submit, .reply(0, .invalidDays), .mark, .reply(0, .borrowed)],
        expect: [.unchangedSinceMark]),
    Row("an old success while the same loan is asked again changes nothing",
        [.type("3"), .submit, .reply(0, .unavailable), .submit, .mark, .reply(0, .borrowed)],
        expect: [.requests(2), .unchangedSinceMark, .last(.busy("3"))]),
    Row("an old failure while the same loan is asked again changes nothing",
        [.type("3"), .submit, .reply(0, .borrowed), .submit, .mark, .reply(0, .unavailable)],
        expect: [.requests(2), .unchangedSinceMark, .last(.busy("3"))]),
    Row("the current reply still lands after an old one",
        [.type("3"), .submit, .reply(0, .borrowed), .submit, .reply(0, .unavailable), .reply(1, .borrowed),
         .mark, .reply(1, .invalidDays)],
        expect: [.requests(2), .unchangedSinceMark, .last(.finished("3"))]),
    Row("a duplicate of a confirmed loan's reply changes nothing",
        [.type("12"), .submit, .confirm, .reply(0, .borrowed), .mark, .reply(0, .unavailable)],
        expect: [.unchangedSinceMark, .last(.finished("12"))]),
]

let afterStop: [Row] = [
    Row("a late reply after stop draws nothing",
        [.type("3"), .submit, .mark, .stop, .reply(0, .borrowed)],
        expect: [.requests(1), .noFrameSinceMark]),
    Row("a late failure after stop draws nothing",
        [.type("3"), .submit, .mark, .stop, .reply(0, .unavailable)],
        expect: [.noFrameSinceMark]),
    Row("an edit after stop draws nothing",
        [.mark, .stop, .type("5"), .type("abc")],
        expect: [.noFrameSinceMark]),
    Row("a submit after stop sends nothing",
        [.type("3"), .mark, .stop, .submit],
        expect: [.requests(0), .noFrameSinceMark]),
    Row("edit, submit and a duplicate reply after stop, stopped twice",
        [.type("3"), .submit, .reply(0, .borrowed), .mark, .stop, .stop, .type("4"), .submit, .reply(0, .unavailable)],
        expect: [.requests(1), .noFrameSinceMark]),
    Row("confirm and cancel after stop do nothing",
        [.type("9"), .submit, .mark, .stop, .confirm, .cancel],
        expect: [.requests(0), .noFrameSinceMark]),
    Row("a view attached after stop gets nothing",
        [.stop, .attachSecondView],
        expect: [.secondViewGotNothing]),
]

let longLoans: [Row] = [
    Row("8 days asks first", [.type("8"), .submit],
        expect: [.requests(0), .last(.prompt("8"))]),
    Row("14 days asks first", [.type("14"), .submit],
        expect: [.requests(0), .last(.prompt("14"))]),
    Row("7 days goes straight out", [.type("7"), .submit],
        expect: [.requests(1), .lastRequest(days: 7), .last(.busy("7"))]),
    Row("confirm sends the long loan once",
        [.type("8"), .submit, .confirm, .confirm],
        expect: [.requests(1), .lastRequest(days: 8), .last(.busy("8"))]),
    Row("a second confirm after the reply sends nothing",
        [.type("8"), .submit, .confirm, .reply(0, .borrowed), .confirm],
        expect: [.requests(1), .last(.finished("8"))]),
    Row("submit while the prompt shows sends nothing",
        [.type("11"), .submit, .submit],
        expect: [.requests(0), .last(.prompt("11"))]),
    Row("cancel goes back to editing, and confirm then does nothing",
        [.type("9"), .submit, .cancel, .confirm],
        expect: [.requests(0), .last(Shape(text: "9", busy: false, canSubmit: true, phase: .editing))]),
    Row("after a cancel the same long loan asks again",
        [.type("9"), .submit, .cancel, .submit],
        expect: [.requests(0), .last(.prompt("9"))]),
    Row("an edit withdraws the prompt",
        [.type("9"), .submit, .type("9"), .confirm],
        expect: [.requests(0), .last(Shape(text: "9", busy: false, canSubmit: true, message: Message.none, phase: .editing))]),
    Row("confirm with no prompt does nothing",
        [.type("9"), .confirm, .cancel],
        expect: [.requests(0), .last(Shape(text: "9", busy: false, canSubmit: true, message: Message.none, phase: .editing))]),
    Row("a view attached during the prompt sees the prompt",
        [.type("10"), .submit, .attachSecondView],
        expect: [.secondViewLast(.prompt("10"))]),
]

// MARK: - The tests

@MainActor
struct BorrowPresenterTests {

    @Test func aFreshFormShowsFourteenDaysReadyToSubmit() async {
        let bench = Bench()
        await bench.settle()
        #expect(bench.view.frames.last == BorrowFrame(durationText: "14", isBusy: false, canSubmit: true, message: nil))
        #expect(bench.service.requests.isEmpty)
    }

    @Test(arguments: refusedDurations)
    func anOutOfRangeOrNonNumericDurationNeverReachesTheService(_ row: Row) async {
        await Bench().play(row)
    }

    @Test(arguments: oneRequestAtATime)
    func oneRequestAtATimeAndRepliesInsideBorrowFinish(_ row: Row) async {
        await Bench().play(row)
    }

    @Test(arguments: oldReplies)
    func duplicateAndEarlierRepliesChangeNothing(_ row: Row) async {
        await Bench().play(row)
    }

    @Test(arguments: afterStop)
    func afterStopNothingChanges(_ row: Row) async {
        await Bench().play(row)
    }

    @Test(arguments: longLoans)
    func aLoanOfMoreThanSevenDaysWaitsForAConfirmation(_ row: Row) async {
        await Bench().play(row)
    }

    @Test func theViewIsHeldWeakly() async {
        let bench = Bench()
        weak var gone: FrameSpy?
        do {
            let temporary = FrameSpy()
            gone = temporary
            bench.presenter.attach(temporary)
            bench.presenter.durationChanged("3")
            bench.presenter.submit()
            await bench.settle()
        }
        await bench.settle()
        #expect(gone == nil)
        if let request = bench.service.requests.first {
            request.completion(.success(LoanReceipt(bookID: request.bookID, days: request.days)))
        }
        await bench.settle()
    }
}
