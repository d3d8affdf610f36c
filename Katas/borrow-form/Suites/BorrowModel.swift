// The contract of the borrow form as an executable model, written from the briefs (story.md and
// stages/*.md): a value-type state machine that says, for every step a user or the world takes,
// which requests the library must get and what the view must show. Each obligation names the
// check whose rule it is, so a check judges only its own rule (see BorrowSequences.swift).
//
// The freedoms the briefs grant, all of them here and nowhere else:
// - the wording of messages: a message is present or absent; success, .invalidDays and
//   .unavailable each have their own (never the same text for two of them); after
//   cancelConfirmation() a message is the form's choice; a form may explain invalid text as it is
//   typed, the same way as on a fresh form;
// - the same frame drawn twice is harmless: a step that changes nothing may draw the frame on
//   screen again; a change may draw its frame more than once;
// - any hop to the main thread, and any number of turns: the checks drain the main queue after
//   every step and wait for the reaction a reply owes;
// - a reply that comes inside borrow() may or may not show the busy frame first; it ends like the
//   same reply later.
import Foundation
@testable import BorrowForm

/// The checks of the kata whose rules the model's obligations belong to.
enum BorrowRule: String, Sendable {
    case validation = "validation"
    case renderOnAttach = "render-on-attach"
    case editClearsMessage = "edit-clears-message"
    case viewIsWeak = "view-is-weak"
    case noDuplicateSubmit = "no-duplicate-submit"
    case syncCompletion = "sync-completion"
    case failureMessages = "failure-messages"
    case stopIgnoresLateReply = "stop-ignores-late-reply"
    case staleReply = "stale-reply"
    case confirmLongLoan = "confirm-long-loan"

    /// The rule, as the briefs say it.
    var statement: String {
        switch self {
        case .validation: return "only a whole number from 1 to 14 enables submit and reaches the library; submitting anything else sends nothing and says why, with the text kept and the form not busy."
        case .renderOnAttach: return "a view attached at any moment gets the form as it is now, at once, in one complete frame."
        case .editClearsMessage: return "an edit (with no request in flight) clears the old message, whatever it was: the form then shows what a fresh form shows for that text."
        case .viewIsWeak: return "nothing the presenter starts keeps a view the screen let go of, or a presenter its owner let go of, alive."
        case .noDuplicateSubmit: return "one request per tap: while a request is in flight the form shows the busy frame and nothing else, and edits and taps change nothing; after any reply a tap is a new request."
        case .syncCompletion: return "a reply that comes inside borrow() ends exactly like the same reply coming later."
        case .failureMessages: return "every reply ends busy in the same frame that shows its own message (success, .invalidDays and .unavailable each their own), with the text kept."
        case .stopIgnoresLateReply: return "stop() draws nothing, and after it nothing reaches the view or the library: late replies, edits, taps and a newly attached view change nothing."
        case .staleReply: return "a duplicate reply, or a reply to an earlier request, changes nothing, even when the current request has the same days."
        case .confirmLongLoan: return "a loan of more than 7 days waits for one confirm(); cancelConfirmation() returns to editing; an edit withdraws the prompt; the confirmed request is handled like any other; a screen closed with the prompt up frees its presenter."
        }
    }
}

/// The library's answer in a generated sequence.
enum Reply: Hashable, CaseIterable, Sendable {
    case success, invalidDays, unavailable

    var name: String {
        switch self {
        case .success: return "success"
        case .invalidDays: return ".invalidDays"
        case .unavailable: return ".unavailable"
        }
    }

    /// The service's result for a request of `days` (a receipt carries the days asked for).
    func result(days: Int) -> Result<LoanReceipt, BorrowFailure> {
        switch self {
        case .success: return .success(LoanReceipt(bookID: 7, days: days))
        case .invalidDays: return .failure(.invalidDays)
        case .unavailable: return .failure(.unavailable)
        }
    }
}

/// One step of a sequence: the user's, the screen's, or the library's.
enum BorrowStep: Hashable, Sendable {
    /// A new view is attached (the screen was built, or rebuilt).
    case attach
    /// The screen lets every view it had go.
    case releaseView
    /// The screen closes: its owner lets go of the presenter and every view. Only replies follow.
    case close
    case edit(String)
    /// `submit()`; with a reply, the library answers inside `borrow`, before it returns.
    case submit(Reply?)
    /// `confirm()`; with a reply, the library answers inside `borrow`.
    case confirm(Reply?)
    case cancel
    case stop
    /// The library answers request `index` (0 is the first) with `reply`, now.
    case reply(Int, Reply)

    var told: String {
        switch self {
        case .attach: return "attach a view"
        case .releaseView: return "the screen lets its view go"
        case .close: return "the screen closes (its owner lets go of the presenter and the view)"
        case let .edit(text): return "type \"\(text)\""
        case .submit(nil): return "submit"
        case let .submit(reply?): return "submit (the library answers \(reply.name) inside borrow())"
        case .confirm(nil): return "confirm"
        case let .confirm(reply?): return "confirm (the library answers \(reply.name) inside borrow())"
        case .cancel: return "cancel the confirmation"
        case .stop: return "stop()"
        case let .reply(index, reply): return "the library answers request \(index + 1) with \(reply.name)"
        }
    }
}

/// How a request was sent: a short loan submitted, or a long one confirmed.
enum RequestPath: Hashable, Sendable { case submit, confirm }

/// Who owns an obligation: the check whose rule it is, a key naming the kind of obligation, and
/// the kinds it leaves to another check when the presenter gets those wrong elsewhere (a mistake
/// the confirm path shares with the submit path is the submit path's check's to report).
struct Owner: Hashable, Sendable {
    var rule: BorrowRule
    var key: String
    var defersTo: [String] = []

    func deferring(to keys: [String]) -> Owner {
        Owner(rule: rule, key: key, defersTo: defersTo + keys)
    }

    /// An obligation of the request-handling rules: on the confirm path it is the confirm check's,
    /// unless the submit path gets the same kind wrong.
    static func request(_ rule: BorrowRule, _ key: String, path: RequestPath, defersTo: [String] = []) -> Owner {
        path == .submit
            ? Owner(rule: rule, key: key, defersTo: defersTo)
            : Owner(rule: .confirmLongLoan, key: "confirm-" + key, defersTo: [key] + defersTo + defersTo.map { "confirm-" + $0 })
    }
}

/// What the message line must show.
enum MessageRule: Hashable, Sendable {
    case none
    /// Why the text cannot be submitted.
    case validation
    /// Asking to confirm a long loan.
    case prompt
    /// The outcome of a reply: present, and never the text another outcome showed.
    case outcome(Reply)
    /// After cancelConfirmation(): the form's choice.
    case free
    /// After an edit to invalid text: what a fresh form shows for that text.
    case typed(String)
}

/// The frame the model expects, its message as a rule.
struct ExpectedFrame: Hashable, Sendable {
    var text: String
    var isBusy: Bool
    var canSubmit: Bool
    var phase: BorrowPhase
    var message: MessageRule
}

/// What one step must change.
enum Change: Sendable {
    /// Nothing changes: a frame drawn, if any, repeats the one on screen.
    case nothing(Owner)
    /// No frame at all (stop(), and everything after it).
    case noFrame(Owner)
    /// The form changes: every frame drawn (at least one, with a view) is this one.
    case frame(ExpectedFrame, Owner)
    /// A request answered inside borrow(): the busy frame may show first; the last is the outcome.
    case answeredInside(busy: ExpectedFrame, outcome: ExpectedFrame, Owner)
    /// A new view: it gets the frame on screen, at once.
    case attached(Owner)
    /// The views are let go: none may stay alive.
    case released(Owner)
}

/// What the model says about one step.
struct Prediction: Sendable {
    var calls: [Int]
    var callsOwner: Owner
    var change: Change
}

/// The form's contract as a state machine.
struct BorrowModel: Sendable {
    struct Request: Sendable {
        var days: Int
        var path: RequestPath
    }

    /// Whether loans of more than 7 days ask for a confirmation (stage 4); sequences of the
    /// earlier stages never submit a long loan.
    var confirmsLongLoans: Bool
    private(set) var text = "14"
    private(set) var phase = BorrowPhase.editing
    private(set) var inFlight: Int?
    private(set) var requests: [Request] = []
    private(set) var message = MessageRule.none
    private(set) var stopped = false
    private(set) var hasView = false
    /// The screen closed: the presenter is gone, and only the library's replies can follow.
    private(set) var closed = false

    init(confirmsLongLoans: Bool) { self.confirmsLongLoans = confirmsLongLoans }

    static func days(_ text: String) -> Int? { Rule.days(text) }

    var frame: ExpectedFrame {
        ExpectedFrame(text: text, isBusy: inFlight != nil,
                      canSubmit: Self.days(text) != nil && inFlight == nil && phase == .editing,
                      phase: phase, message: message)
    }

    /// Whether a submit now would be a long loan (which earlier stages' sequences avoid).
    var submitWouldPrompt: Bool {
        !stopped && inFlight == nil && phase == .editing && (Self.days(text).map(Rule.needsConfirmation) ?? false)
    }

    /// The kinds of the stop rule's obligations.
    static let stopKeys = ["after-stop", "late-reply", "stop-draws", "attach-after-stop"]

    /// The path of the last request, when it was answered inside borrow() and no request followed.
    private var answeredInsideJustNow: RequestPath?

    mutating func apply(_ step: BorrowStep) -> Prediction {
        let inside = answeredInsideJustNow
        var prediction = transition(step)
        // A reply inside borrow() leaves the form ready, like the same reply later: until the next
        // request, what the steps show or send is the sync rule's too (unless those kinds of step
        // go wrong elsewhere).
        switch step {
        case .attach, .edit, .submit, .confirm, .cancel:
            if let path = inside {
                // (A late reply that goes wrong makes what follows a reply inside borrow() moot too.)
                prediction.callsOwner = .request(.syncCompletion, "sync-ready", path: path, defersTo: [prediction.callsOwner.key, "outcome", "distinct"])
                prediction.change = prediction.change.owned(by: .request(.syncCompletion, "sync-ready", path: path, defersTo: [prediction.change.owner.key, "outcome", "distinct"]))
            }
        case .stop: answeredInsideJustNow = nil
        case .releaseView, .close, .reply: break
        }
        return prediction
    }

    private mutating func transition(_ step: BorrowStep) -> Prediction {
        let stopRule = Owner(rule: .stopIgnoresLateReply, key: "after-stop")
        switch step {
        case .attach:
            if stopped { return Prediction(calls: [], callsOwner: stopRule, change: .noFrame(Owner(rule: .stopIgnoresLateReply, key: "attach-after-stop"))) }
            hasView = true
            // A view attached while the prompt is on screen gets the prompt: the confirmation's rule
            // (render-on-attach's stage-1 sequences cannot open a prompt).
            let owner = phase == .confirming ? Owner(rule: .confirmLongLoan, key: "attach-prompt", defersTo: ["attach"]) : Owner(rule: .renderOnAttach, key: "attach")
            return Prediction(calls: [], callsOwner: owner, change: .attached(owner))
        case .releaseView:
            hasView = false
            let owner = Owner(rule: .viewIsWeak, key: "release")
            return Prediction(calls: [], callsOwner: owner, change: .released(owner))
        case .close:
            closed = true
            hasView = false
            // What the prompt holds is the confirmation's (the lifetime rule's stage-1 sequences
            // cannot open a prompt).
            let owner = phase == .confirming ? Owner(rule: .confirmLongLoan, key: "close-prompt", defersTo: ["close"]) : Owner(rule: .viewIsWeak, key: "close")
            return Prediction(calls: [], callsOwner: owner, change: .released(owner))
        case let .edit(newText):
            return edit(newText, stopRule: stopRule)
        case let .submit(inside):
            return submit(answeredInside: inside, stopRule: stopRule)
        case let .confirm(inside):
            let owner = Owner(rule: .confirmLongLoan, key: "confirm")
            // After stop(), a stop() that switches nothing off is the stop rule's mistake.
            if stopped { return Prediction(calls: [], callsOwner: owner.deferring(to: Self.stopKeys), change: .noFrame(owner.deferring(to: Self.stopKeys))) }
            if stopped { return Prediction(calls: [], callsOwner: owner, change: .noFrame(owner)) }
            guard phase == .confirming, inFlight == nil, let days = Self.days(text) else {
                return Prediction(calls: [], callsOwner: owner, change: .nothing(owner))
            }
            return send(days, path: .confirm, answeredInside: inside)
        case .cancel:
            let owner = Owner(rule: .confirmLongLoan, key: "cancel")
            if stopped { return Prediction(calls: [], callsOwner: owner, change: .noFrame(owner.deferring(to: Self.stopKeys))) }
            guard phase == .confirming else { return Prediction(calls: [], callsOwner: owner, change: .nothing(owner)) }
            phase = .editing
            message = .free
            return Prediction(calls: [], callsOwner: owner, change: .frame(frame, owner))
        case .stop:
            stopped = true
            return Prediction(calls: [], callsOwner: stopRule, change: .noFrame(Owner(rule: .stopIgnoresLateReply, key: "stop-draws")))
        case let .reply(index, reply):
            if closed {
                // The library answers each request once: nothing is in flight after it.
                if index == inFlight { inFlight = nil }
                let owner = Owner(rule: .viewIsWeak, key: "after-close")
                return Prediction(calls: [], callsOwner: owner, change: .noFrame(owner))
            }
            return answer(index, reply, stopRule: stopRule)
        }
    }

    private mutating func edit(_ newText: String, stopRule: Owner) -> Prediction {
        if stopped { return Prediction(calls: [], callsOwner: stopRule, change: .noFrame(stopRule)) }
        if let current = inFlight {
            let owner = Owner.request(.noDuplicateSubmit, "edit-busy", path: requests[current].path)
            return Prediction(calls: [], callsOwner: owner, change: .nothing(owner))
        }
        // With the prompt on screen the edit withdraws it: the confirm rule's, unless edits go wrong anyway.
        let owner = phase == .confirming ? Owner(rule: .confirmLongLoan, key: "edit-prompt", defersTo: ["edit"]) : Owner(rule: .editClearsMessage, key: "edit")
        text = newText
        phase = .editing
        message = Self.days(newText) == nil ? .typed(newText) : .none
        return Prediction(calls: [], callsOwner: owner, change: .frame(frame, owner))
    }

    private mutating func submit(answeredInside inside: Reply?, stopRule: Owner) -> Prediction {
        if stopped { return Prediction(calls: [], callsOwner: stopRule, change: .noFrame(stopRule)) }
        if let current = inFlight {
            let owner = Owner.request(.noDuplicateSubmit, "submit-busy", path: requests[current].path)
            return Prediction(calls: [], callsOwner: owner, change: .nothing(owner))
        }
        if phase == .confirming {
            let owner = Owner(rule: .confirmLongLoan, key: "submit-prompt")
            return Prediction(calls: [], callsOwner: owner, change: .nothing(owner))
        }
        guard let days = Self.days(text) else {
            // A tap the form ignores altogether is `send`'s mistake (a tap after a reply is a new request).
            let owner = Owner(rule: .validation, key: "invalid", defersTo: ["send"])
            message = .validation
            return Prediction(calls: [], callsOwner: owner, change: .frame(frame, owner))
        }
        if confirmsLongLoans && Rule.needsConfirmation(days) {
            let owner = Owner(rule: .confirmLongLoan, key: "prompt", defersTo: ["send"])
            phase = .confirming
            message = .prompt
            return Prediction(calls: [], callsOwner: owner, change: .frame(frame, owner))
        }
        return send(days, path: .submit, answeredInside: inside)
    }

    private mutating func send(_ days: Int, path: RequestPath, answeredInside inside: Reply?) -> Prediction {
        requests.append(Request(days: days, path: path))
        answeredInsideJustNow = nil
        inFlight = requests.count - 1
        phase = .editing
        message = .none
        let busy = frame
        let sendOwner = path == .submit ? Owner(rule: .noDuplicateSubmit, key: "send") : Owner(rule: .confirmLongLoan, key: "confirm-send")
        guard let inside else {
            return Prediction(calls: [days], callsOwner: sendOwner, change: .frame(busy, .request(.noDuplicateSubmit, "busy-frame", path: path)))
        }
        inFlight = nil
        message = .outcome(inside)
        answeredInsideJustNow = path
        return Prediction(calls: [days], callsOwner: sendOwner,
                          change: .answeredInside(busy: busy, outcome: frame, .request(.syncCompletion, "sync", path: path, defersTo: ["outcome", "distinct"])))
    }

    private mutating func answer(_ index: Int, _ reply: Reply, stopRule: Owner) -> Prediction {
        let path = requests.indices.contains(index) ? requests[index].path : .submit
        if stopped {
            let owner = Owner(rule: .stopIgnoresLateReply, key: "late-reply")
            return Prediction(calls: [], callsOwner: owner, change: .noFrame(owner))
        }
        guard inFlight == index else {
            let owner = Owner.request(.staleReply, "stale", path: path)
            return Prediction(calls: [], callsOwner: owner, change: .nothing(owner))
        }
        inFlight = nil
        message = .outcome(reply)
        let owner = Owner.request(.failureMessages, "outcome", path: path)
        return Prediction(calls: [], callsOwner: owner, change: .frame(frame, owner))
    }
}
