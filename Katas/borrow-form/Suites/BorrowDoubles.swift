// Hidden helpers: a view spy that keeps every frame, a service the checks drive by hand, a driver
// that lets the presenter's queued main-thread work run after every step, and the rules of the
// form computed here (the oracle the checks judge the presenter against).
import Foundation
import Testing
@testable import BorrowForm

final class FrameSpy: BorrowDisplaying {
    private(set) var frames: [BorrowFrame] = []
    /// Where each frame was drawn from, while the harness records it (see `CallSite`).
    private(set) var sites: [CallSite?] = []
    /// Bumped at every frame, so a wait for a frame wakes when it is drawn.
    let activity: Activity

    init(activity: Activity = Activity()) { self.activity = activity }

    func display(_ frame: BorrowFrame) {
        frames.append(frame)
        sites.append(CallSite.here())
        activity.bump()
    }

    var last: BorrowFrame? { frames.last }
}

/// Keeps every completion so a check decides when, and whether, a reply arrives. With
/// `replyAtOnce` it answers inside `borrow`, synchronously.
final class ControlledBorrowing: Borrowing {
    private(set) var calls: [(bookID: Int, days: Int)] = []
    /// Where each request was made, while the harness records it (see `CallSite`).
    private(set) var callSites: [CallSite?] = []
    private(set) var completions: [(Result<LoanReceipt, BorrowFailure>) -> Void] = []
    var replyAtOnce: Result<LoanReceipt, BorrowFailure>?
    /// Like `replyAtOnce`, for the days asked for (a receipt carries them).
    var answerAtOnce: ((_ days: Int) -> Result<LoanReceipt, BorrowFailure>)?

    /// Bumped at every request: a presenter may ask from a task on another thread, and a wait
    /// for the request wakes when it comes.
    let activity: Activity

    init(activity: Activity = Activity()) { self.activity = activity }

    func borrow(bookID: Int, days: Int, completion: @escaping (Result<LoanReceipt, BorrowFailure>) -> Void) {
        calls.append((bookID, days))
        callSites.append(CallSite.here())
        completions.append(completion)
        activity.bump()
        if let replyAtOnce { completion(replyAtOnce) }
        if let answerAtOnce { completion(answerAtOnce(days)) }
    }

    var days: [Int] { calls.map(\.days) }

    /// Lets go of every completion, and with them whatever they capture.
    func forgetCompletions() { completions.removeAll() }
}

/// The form's rules, computed from `LoanPolicy`: what the presenter must agree with.
enum Rule {
    /// A whole number, as `Int(_:)` reads it, in the allowed range.
    static func days(_ text: String) -> Int? {
        guard let days = Int(text), LoanPolicy.allowedDays.contains(days) else { return nil }
        return days
    }
    static func needsConfirmation(_ days: Int) -> Bool { days > LoanPolicy.confirmationAbove }
    static let replies: [(name: String, result: Result<LoanReceipt, BorrowFailure>)] = [
        ("success", .success(LoanReceipt(bookID: 7, days: 3))),
        (".invalidDays", .failure(.invalidDays)),
        (".unavailable", .failure(.unavailable)),
    ]
}

/// Lets the main thread run what the presenter queued on it (`DispatchQueue.main.async`,
/// `Task { @MainActor in }`), and what that work queued in turn, `hops` generations deep. Main-actor
/// jobs and main-queue blocks share the main queue, first in, first out, so each hop runs behind
/// everything queued before it. One continuation for all hops keeps a step cheap.
@MainActor
func drainMain(hops: Int = 6) async {
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
        func hop(_ left: Int) {
            guard left > 0 else { return done.resume() }
            DispatchQueue.main.async { hop(left - 1) }
        }
        hop(hops)
    }
}

/// Waits for a reaction the presenter owes, which may pass through another thread: an async/await
/// presenter's task resumes from a continuation by way of the global executor, however many main
/// turns that takes. Returns as soon as `reacted` holds: at once for a presenter that answers on
/// the main thread, and when the frame is drawn for one that passes through another thread (the
/// view's `activity` wakes the wait, so load only delays the verdict, never changes it). The
/// bound, `within`, is reached only by a presenter that never reacts; then the check fails. With
/// no `activity` (forms with a view each), the wait wakes every 2 ms instead.
@MainActor
@discardableResult
func waitForReaction(on activity: Activity = Activity(), within nanoseconds: UInt64 = 50_000_000, _ reacted: () -> Bool) async -> Bool {
    await waitFor(activity, turns: 20, within: nanoseconds, reacted)
}

/// A presenter for book 7, its view and its service, driven one user step at a time. After every
/// step the main thread gets a few turns, so a presenter that hops to the main actor or the main
/// queue (`Task { @MainActor in }`, `DispatchQueue.main.async`, async/await) has done its work
/// before the check looks; the verdict never depends on how many turns that took.
@MainActor
final class Form {
    let service = ControlledBorrowing()
    let view = FrameSpy()
    let presenter: BorrowPresenter

    /// A form whose attach may still be queued: `make()` and `batch(_:)` let it run.
    private init(attached: Bool) {
        presenter = BorrowPresenter(bookID: 7, borrowing: service)
        if attached { presenter.attach(view) }
    }

    static func make(attached: Bool = true) async -> Form {
        let form = Form(attached: attached)
        await drainMain()
        return form
    }

    /// `count` independent forms, to drive a grid in lockstep: one main-thread drain per step for
    /// the whole grid rather than one per point.
    static func batch(_ count: Int) async -> [Form] {
        let forms = (0..<count).map { _ in Form(attached: true) }
        await drainMain()
        return forms
    }

    var frames: [BorrowFrame] { view.frames }
    var last: BorrowFrame? { view.last }
    /// A bookmark: `frames(since:)` gives what was drawn after it.
    var mark: Int { view.frames.count }
    func frames(since mark: Int) -> [BorrowFrame] { Array(view.frames.dropFirst(mark)) }

    func edit(_ text: String) async { presenter.durationChanged(text); await drainMain() }

    /// Submits and lets the presenter do what the tap owes. A presenter may ask the library from
    /// a task on another thread, which a loaded machine may run late: a form that went busy (from
    /// not busy) owes its request, and, when the library answers inside borrow(), the reaction to
    /// it; both are waited for until they come (woken by the request and the frame), up to a
    /// bound only a presenter that never asks or never reacts reaches.
    func submit() async {
        let requests = service.calls.count
        let wasBusy = view.last?.isBusy == true
        presenter.submit()
        await drainMain()
        guard !wasBusy, view.last?.isBusy == true else { return }
        if service.calls.count == requests {
            _ = await waitFor(service.activity, turns: 0, within: 50_000_000) { self.service.calls.count > requests }
        }
        if service.calls.count > requests && (service.replyAtOnce != nil || service.answerAtOnce != nil) {
            await waitForReaction(on: view.activity) { self.view.last?.isBusy == false }
        }
        await drainMain()
    }

    /// Delivers the reply of request `index` (0 is the first); false when there was no such request.
    /// A reply to the request in flight (`current`) must end busy, so the form waits for that.
    @discardableResult
    func reply(_ index: Int, _ result: Result<LoanReceipt, BorrowFailure>, current: Bool = true) async -> Bool {
        guard service.completions.indices.contains(index) else { return false }
        service.completions[index](result)
        if current { await waitForReaction(on: view.activity) { self.view.last?.isBusy == false } }
        await drainMain()
        return true
    }

    /// A fresh form with `text` typed in, submitted, and its reply held.
    static func busy(with text: String = "3") async -> Form {
        let form = await Form.make()
        await form.edit(text)
        await form.submit()
        return form
    }
}

/// The one frame a form shows while its request is in flight.
func busyFrame(_ text: String) -> BorrowFrame {
    BorrowFrame(durationText: text, isBusy: true, canSubmit: false, message: nil, phase: .editing)
}

func describe(_ frame: BorrowFrame?) -> String {
    guard let frame else { return "no frame at all" }
    let message = frame.message.map { "\"\($0)\"" } ?? "nil"
    return "durationText \"\(frame.durationText)\", isBusy \(frame.isBusy), canSubmit \(frame.canSubmit), message \(message), phase .\(frame.phase)"
}

func describe(_ frames: [BorrowFrame]) -> String {
    frames.isEmpty ? "no frame" : frames.map { "[\(describe($0))]" }.joined(separator: ", then ")
}

func describe(_ result: Result<LoanReceipt, BorrowFailure>) -> String {
    switch result {
    case let .success(receipt): return "success (\(receipt.days) days)"
    case let .failure(failure): return ".\(failure)"
    }
}

/// The suites' `expect`, without a source-location macro at every call site: expanding
/// `#_sourceLocation` costs about a millisecond of compile per call, and a learner sees a failed
/// check's message, never where in the hidden suite it was raised.
func check(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { Issue.record(Comment(rawValue: message()), sourceLocation: hiddenSuite) }
}

private let hiddenSuite: SourceLocation = #_sourceLocation

/// Collects the failures of a grid and records only the first few, so one wrong rule reads as a
/// few named cases rather than a page of them.
struct GridFailures {
    private var messages: [String] = []

    mutating func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { messages.append(message()) }
    }

    func report(shown: Int = 3) {
        for message in messages.prefix(shown) { check(false, message) }
        if messages.count > shown { check(false, "… and \(messages.count - shown) more cases like these.") }
    }
}
