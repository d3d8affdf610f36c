// Generated sequences for the borrow form: many presenters played in lockstep (one main-thread
// drain per step for all of them), each step compared with `BorrowModel`, and each check judging
// only the obligations of its own rule. A sequence is judged up to the first step where the
// presenter and the model part: when that difference is another rule's, the rest of the sequence
// says nothing about this one.
import Foundation
import Testing
@testable import BorrowForm

/// The steps a stage's presenter has and the checks may take: stop(), confirm() and
/// cancelConfirmation() are called through the suite that needs them, so an earlier stage's
/// checks compile against a presenter without them.
typealias LaterSteps = (BorrowPresenter, BorrowStep) -> Void

/// What a check's sequences are made of, and how often the risky steps come.
struct SequenceMix: Sendable {
    /// Sequences played with the generated ones, for what they show the presenter getting wrong.
    var probes: [[BorrowStep]] = []
    var stops = false
    var confirms = false
    var releases = false
    /// Weight of the screen closing (the presenter let go), three times as much with the prompt up.
    var closes = 0
    /// Weight of attaching a new view mid-state.
    var attaches = 1
    /// Weight of a reply inside borrow() for a submit or a confirm, in percent.
    var answeredInside = 15
    /// Weight of replies to old or answered requests.
    var oldReplies = 2
    /// Weight of edits and taps while a request is in flight.
    var whileBusy = 2

    /// Stages 1 to 3 without stop() or a view let go: shared by the checks of those stages.
    static let early = SequenceMix(probes: lateReplies, attaches: 2, answeredInside: 20, oldReplies: 0, whileBusy: 3)

    /// Each reply, late, to a submitted short loan: what a reply inside borrow() is compared with,
    /// so a mistake in the late reply is known to be that check's, not the sync rule's.
    static let lateReplies: [[BorrowStep]] = Reply.allCases.map { reply in
        [.attach, .edit("3"), .submit(nil), .reply(0, reply), .submit(nil), .reply(1, reply), .attach, .edit("5"), .submit(nil)]
    } + [
        // A view attached while the request is in flight gets its reply.
        [.attach, .edit("3"), .submit(nil), .attach, .reply(0, .success)],
        // Every outcome in one sequence; a reply inside borrow(), then a view attached.
        [.attach, .edit("3"), .submit(nil), .reply(0, .invalidDays), .submit(nil), .reply(1, .unavailable), .submit(nil), .reply(2, .success)],
        [.attach, .edit("3"), .submit(.success), .attach, .submit(.unavailable), .attach],
    ]

    /// Sequences on the submit path alone that try each kind of obligation the confirm path
    /// shares with it, so a mistake of both paths is known to be the submit path's check's.
    static let submitPath: [[BorrowStep]] = lateReplies + [
        [.attach, .edit("3"), .submit(.success), .attach, .edit("5"), .submit(.unavailable), .submit(.invalidDays), .attach, .submit(nil)],
        [.attach, .edit("3"), .submit(nil), .reply(0, .success), .submit(nil), .reply(1, .invalidDays), .submit(nil), .reply(2, .unavailable), .attach, .submit(nil)],
        [.attach, .edit("3"), .submit(nil), .reply(0, .success), .reply(0, .unavailable), .submit(nil), .reply(0, .invalidDays), .reply(1, .success), .reply(1, .invalidDays), .attach],
        [.attach, .edit("3"), .submit(nil), .edit("5"), .submit(nil), .reply(0, .unavailable), .edit("4"), .submit(.success), .edit("2"), .submit(nil)],
    ]

    static let texts = ["3", "5", "1", "7", "0", "15", "abc", "", "-3", "7.5"]
    static let longTexts = ["8", "10", "14"]

    /// The step generator: one more step, or nil when the sequence is over. The model follows
    /// the sequence as it grows (sequences are generated one at a time, from their first step).
    func generator() -> (inout SeededGenerator, [BorrowStep]) -> BorrowStep? {
        var model = BorrowModel(confirmsLongLoans: confirms)
        var applied = 0
        return { generator, steps in
            if steps.count < applied || steps.isEmpty {
                model = BorrowModel(confirmsLongLoans: confirms)
                applied = 0
            }
            while applied < steps.count {
                _ = model.apply(steps[applied])
                applied += 1
            }
            return next(&generator, model, first: steps.isEmpty)
        }
    }

    private func next(_ generator: inout SeededGenerator, _ model: BorrowModel, first: Bool) -> BorrowStep? {
        if first && generator.chance(85) { return .attach }
        let reply = Reply.allCases[generator.int(in: 0...2)]
        // After the screen closed, only the library can still answer.
        if model.closed { return model.inFlight.flatMap { generator.chance(70) ? .reply($0, reply) : nil } }
        let inside: Reply? = generator.chance(answeredInside) ? Reply.allCases[generator.int(in: 0...2)] : nil
        var choices: [(Int, BorrowStep)] = []
        let sentDays = model.requests.map { String($0.days) }
        // The same text typed again is an edit too (stage 1 and stage 4 say so).
        let alphabet = Self.texts + (confirms ? Self.longTexts : []) + sentDays + sentDays + [model.text, model.text]
        let text = alphabet[generator.int(in: 0...(alphabet.count - 1))]
        choices.append((3, .edit(text)))
        if !model.submitWouldPrompt || confirms { choices.append((model.inFlight == nil ? 4 : whileBusy, .submit(inside))) }
        if let current = model.inFlight {
            choices.append((6, .reply(current, reply)))
        }
        if !model.requests.isEmpty {
            choices.append((oldReplies, .reply(generator.int(in: 0...(model.requests.count - 1)), reply)))
        }
        choices.append((attaches, .attach))
        if releases { choices.append((1, .releaseView)) }
        if closes > 0 { choices.append((model.phase == .confirming ? 3 * closes : closes, .close)) }
        if stops { choices.append((1, .stop)) }
        if confirms {
            choices.append((model.phase == .confirming ? 5 : 1, .confirm(inside)))
            choices.append((model.phase == .confirming ? 2 : 1, .cancel))
        }
        return generator.weighted(choices)
    }
}

/// What one step showed: the frames the current view got, the requests made, and whether the
/// views the screen let go of are gone.
struct Observation {
    var frames: [BorrowFrame]
    var calls: [(bookID: Int, days: Int)]
    var viewsGone: Bool
    /// Whether the presenter is gone, once the screen closed (true before).
    var presenterGone = true
    /// Where each frame and each request came from, while the harness records it (see `CallSite`).
    var frameSites: [CallSite?] = []
    var callSites: [CallSite?] = []

    /// Where the `index`-th frame of the step was drawn from.
    func site(ofFrame index: Int?) -> CallSite? {
        guard let index, frameSites.indices.contains(index) else { return nil }
        return frameSites[index]
    }
}

/// One presenter played through one sequence, judged step by step: the run ends at the first
/// step where it differs from the model (or where the rest is out of the model's reach).
@MainActor
final class SequenceRun {
    let steps: [BorrowStep]
    let service: ControlledBorrowing
    /// Nil once the screen closed.
    private(set) var presenter: BorrowPresenter?
    private var views: [FrameSpy] = []
    private var released: [() -> Bool] = []
    private var presenterReleased: (() -> Bool)?
    private var current: FrameSpy?
    private var state: SequenceJudge.State
    private var prediction: Prediction?
    private var frameMark = 0
    private var callMark = 0
    private(set) var finished = false
    /// Where the run first differed from the model, and every difference seen there.
    private(set) var verdict: (step: Int, [Difference])?
    /// The step owes a reaction (a reply to the request in flight): wait for it.
    private(set) var owesReaction = false

    /// Bumped by every view and every request of the round, so a wait for what a step owes wakes
    /// when a frame is drawn or a request is made.
    private let drawn: Activity
    /// How many requests the step owes (the model's).
    private(set) var owesRequests = 0

    init(_ steps: [BorrowStep], judge: SequenceJudge, drawn: Activity) {
        self.steps = steps
        self.drawn = drawn
        service = ControlledBorrowing(activity: drawn)
        presenter = BorrowPresenter(bookID: 7, borrowing: service)
        state = judge.start()
    }

    var reacted: Bool { current?.last?.isBusy == false }

    /// Whether what the step owes has come: its requests (a presenter may ask from a task on
    /// another thread), and the reaction to a reply.
    var arrived: Bool { service.calls.count - callMark >= owesRequests && (!owesReaction || reacted) }

    /// How much the view and the library have seen so far.
    var activity: Int { (current?.frames.count ?? 0) + service.calls.count + views.count }

    func perform(_ index: Int, later: LaterSteps?) {
        guard !finished else { return }
        guard index < steps.count, let prediction = state.predict(steps[index]) else {
            finished = true
            return
        }
        self.prediction = prediction
        let step = steps[index]
        owesReaction = current != nil && prediction.change.endsBusy
        owesRequests = prediction.calls.count
        frameMark = current?.frames.count ?? 0
        callMark = service.calls.count
        play(step, later: later)
    }

    /// Does what `step` says to the presenter, its views or the library.
    private func play(_ step: BorrowStep, later: LaterSteps?) {
        switch step {
        case .releaseView, .close:
            for view in views {
                weak var gone = view
                released.append { gone == nil }
            }
            views.removeAll()
            current = nil
            guard step == .close, let presenter else { return }
            weak var gone = presenter
            presenterReleased = { gone == nil }
            self.presenter = nil
        case let .reply(request, reply):
            if service.completions.indices.contains(request) {
                service.completions[request](reply.result(days: service.calls[request].days))
            }
        default:
            guard let presenter else { return }
            drive(presenter, step, later: later)
        }
    }

    /// The presenter's own steps.
    private func drive(_ presenter: BorrowPresenter, _ step: BorrowStep, later: LaterSteps?) {
        switch step {
        case .attach:
            let view = FrameSpy(activity: drawn)
            views.append(view)
            current = view
            frameMark = 0
            presenter.attach(view)
        case let .edit(text):
            presenter.durationChanged(text)
        case let .submit(inside):
            // Left set until the step ends: a presenter may call borrow() from a task it starts.
            service.answerAtOnce = inside.map { reply in { reply.result(days: $0) } }
            presenter.submit()
        case let .confirm(inside):
            service.answerAtOnce = inside.map { reply in { reply.result(days: $0) } }
            later?(presenter, step)
        case .cancel, .stop:
            later?(presenter, step)
        case .releaseView, .close, .reply:
            break
        }
    }

    /// Compares what the step showed with the model.
    func judge(_ index: Int) {
        guard !finished, let prediction else { return }
        self.prediction = nil
        service.answerAtOnce = nil
        let frames = current.map { Array($0.frames.dropFirst(frameMark)) } ?? []
        let seen = Observation(frames: frames, calls: Array(service.calls.dropFirst(callMark)), viewsGone: released.allSatisfy { $0() },
                               presenterGone: presenterReleased?() ?? true,
                               frameSites: current.map { Array($0.sites.dropFirst(frameMark)) } ?? [], callSites: Array(service.callSites.dropFirst(callMark)))
        let differences = state.compare(steps[index], prediction, seen)
        if !differences.isEmpty {
            verdict = (index, differences)
            finished = true
        } else if index == steps.count - 1 {
            finished = true
        }
    }
}

extension Change {
    /// The same change, owned by `owner`.
    func owned(by owner: Owner) -> Change {
        switch self {
        case .nothing: return .nothing(owner)
        case .noFrame: return .noFrame(owner)
        case let .frame(frame, _): return .frame(frame, owner)
        case let .answeredInside(busy, outcome, _): return .answeredInside(busy: busy, outcome: outcome, owner)
        case .attached: return .attached(owner)
        case .released: return .released(owner)
        }
    }

    var owner: Owner {
        switch self {
        case let .nothing(owner), let .noFrame(owner), let .frame(_, owner), let .answeredInside(_, _, owner),
             let .attached(owner), let .released(owner):
            return owner
        }
    }

    var endsBusy: Bool {
        switch self {
        case let .frame(frame, _): return !frame.isBusy
        case .answeredInside: return true
        default: return false
        }
    }
}

/// Lets the main thread run what the presenters queued: three generations, then one more at a
/// time for as long as the last one changed something a view or the library saw (at most six in
/// all, as `drainMain()`), so a step costs few turns and a deeper chain of hops still settles.
@MainActor
func settleInLockstep(_ runs: [SequenceRun]) async {
    func seen() -> Int { runs.reduce(0) { $0 + $1.activity } }
    await drainMain(hops: 3)
    var before = seen()
    for _ in 0..<3 {
        await drainMain(hops: 1)
        let now = seen()
        if now == before { return }
        before = now
    }
}

/// Plays every sequence on its own presenter, all in lockstep, and returns where each first
/// differs from the model. A run that differed is out of the lockstep: only runs that still agree
/// are waited for. A reply they owe is waited for until its frame is drawn (the views wake the
/// wait), up to `patience.bound`, which only a presenter that never reacts reaches.
@MainActor
func playInLockstep(_ sequences: [[BorrowStep]], judge: SequenceJudge, later: LaterSteps?,
                    patience: ReactionPatience) async -> [(step: Int, [Difference])?] {
    let drawn = Activity()
    let runs = sequences.map { SequenceRun($0, judge: judge, drawn: drawn) }
    let longest = sequences.map(\.count).max() ?? 0
    for index in 0..<longest {
        let active = runs.filter { !$0.finished }
        guard !active.isEmpty else { break }
        for run in active { run.perform(index, later: later) }
        await settleInLockstep(active)
        let owed = active.filter { !$0.finished && ($0.owesReaction || $0.owesRequests > 0) }
        if !owed.allSatisfy(\.arrived) {
            // What a late reaction queues in turn gets its turns too.
            patience.reacted(await waitForReaction(on: drawn, within: patience.bound) { owed.allSatisfy(\.arrived) })
            await drainMain()
        }
        for run in active { run.judge(index) }
    }
    return runs.map(\.verdict)
}

/// How long one check waits for what a step owes: 50 ms the first time, 20 ms once a wait ran out,
/// so a presenter that never reacts costs one longer wait per check, not one per step (a test
/// process has 8 s for every check, however loaded the machine). A correct presenter's request or
/// frame wakes the wait the moment it comes, so only a hop delayed past the bound could be
/// misjudged. It belongs to one check.
@MainActor
final class ReactionPatience {
    private(set) var bound: UInt64 = 50_000_000

    func reacted(_ reacted: Bool) {
        if !reacted { bound = 20_000_000 }
    }
}

/// What a fresh form shows for each text typed: the oracle of a message explaining invalid text.
@MainActor
func typedOnAFreshForm(_ texts: [String]) async -> [String: String?] {
    let forms = await Form.batch(texts.count)
    for (form, text) in zip(forms, texts) { form.presenter.durationChanged(text) }
    await drainMain()
    var shown: [String: String?] = [:]
    for (form, text) in zip(forms, texts) { shown[text] = form.last?.message }
    return shown
}

/// One difference between a presenter and the model, and whose rule it is.
struct Difference {
    var owner: Owner
    var saw: String
    var expected: String
    /// Where the wrong frame or request came from, when there is one (see `CallSite`).
    var site: CallSite? = nil
}

/// Compares the observations of one sequence with the model, step by step, and returns the first
/// step where they differ with every difference seen there (nil when the sequence agrees).
struct SequenceJudge {
    var confirms: Bool
    var typed: [String: String?]

    /// What the view shows, as far as the checks saw it. Changes made with no view attached are
    /// seen only when a view is attached again: the keys of their obligations go with them, so a
    /// difference then seen is the attach's own only when none of those kinds goes wrong elsewhere.
    enum OnScreen {
        case shown(BorrowFrame)
        case unseen(ExpectedFrame)
        case nothing
    }

    /// A sequence being judged: the model, and what the checks saw on screen so far.
    struct State {
        let judge: SequenceJudge
        var model: BorrowModel
        var screen: OnScreen
        var unseen: [String] = []
        var outcomes: [Reply: Set<String>] = [:]

        /// The model's prediction for `step`, or nil when the rest of the sequence is out of reach.
        mutating func predict(_ step: BorrowStep) -> Prediction? {
            // A long loan submitted where the stage has no confirmation yet (a shrunk sequence).
            if !judge.confirms, case .submit = step, model.submitWouldPrompt { return nil }
            // After the screen closed only the library acts (a shrunk sequence may hold more).
            if model.closed { guard case .reply = step else { return nil } }
            var next = model
            let prediction = next.apply(step)
            // A reply owed with no view attached: how long the presenter takes to handle it (a
            // task may resume on another thread) cannot be seen, so the rest is out of reach.
            if !next.hasView && prediction.change.endsBusy { return nil }
            model = next
            if !model.hasView, !model.stopped { unseen += [prediction.callsOwner.key, prediction.change.owner.key] }
            return prediction
        }

        mutating func compare(_ step: BorrowStep, _ prediction: Prediction, _ seen: Observation) -> [Difference] {
            var differences: [Difference] = []
            if seen.calls.map(\.days) != prediction.calls || seen.calls.contains(where: { $0.bookID != 7 }) {
                // A loan held back for a prompt the model does not ask for is the confirm rule's.
                let prompted = prediction.calls.count == 1 && seen.calls.isEmpty && seen.frames.contains { $0.phase == .confirming }
                // The first request beyond or instead of the predicted ones (none: a request never made).
                let wrong = seen.calls.indices.first { $0 >= prediction.calls.count || seen.calls[$0].days != prediction.calls[$0] || seen.calls[$0].bookID != 7 }
                differences.append(Difference(owner: prompted ? Owner(rule: .confirmLongLoan, key: "threshold") : prediction.callsOwner, saw: "the library got \(judge.told(seen.calls))",
                                              expected: prediction.calls.isEmpty ? "no request" : "one request for \(prediction.calls[0]) days, book 7",
                                              site: wrong.flatMap { seen.callSites.indices.contains($0) ? seen.callSites[$0] : nil }))
            }
            // What the view shows after a request that was or was not sent is that mistake's consequence.
            let shown = judge.compare(step, prediction.change, seen, live: model.hasView, unseen: &unseen, screen: &screen, outcomes: &outcomes)
            return differences.isEmpty ? shown : differences
        }
    }

    func start() -> State {
        let model = BorrowModel(confirmsLongLoans: confirms)
        return State(judge: self, model: model, screen: .unseen(model.frame))
    }

    fileprivate func compare(_ step: BorrowStep, _ change: Change, _ seen: Observation, live: Bool, unseen: inout [String],
                         screen: inout OnScreen, outcomes: inout [Reply: Set<String>]) -> [Difference] {
        let frames = seen.frames
        switch change {
        case let .nothing(owner):
            guard case let .shown(onScreen) = screen else { return [] }
            return frames.allSatisfy { $0 == onScreen } ? []
                : [Difference(owner: owner, saw: "the form showed \(describe(frames))", expected: "nothing changes: \(describe(onScreen))",
                              site: seen.site(ofFrame: frames.firstIndex { $0 != onScreen }))]
        case let .noFrame(owner):
            return frames.isEmpty ? [] : [Difference(owner: owner, saw: "the view got \(describe(frames))", expected: "no frame at all", site: seen.site(ofFrame: 0))]
        case let .released(owner):
            if !seen.presenterGone {
                return [Difference(owner: owner, saw: "the presenter stayed alive", expected: "the presenter is freed: nothing it starts or keeps (a completion, a task, a stored closure) holds it strongly")]
            }
            return seen.viewsGone ? [] : [Difference(owner: owner, saw: "the view is still alive", expected: "the presenter lets it go: hold it weakly, and let nothing the presenter starts capture it")]
        case var .attached(owner):
            // Changes made with no view are seen now: a validation mistake among them is validation's.
            owner.defersTo += unseen + (unseen.isEmpty ? [] : ["canSubmit"])
            unseen = []
            guard let first = frames.first else {
                return [Difference(owner: owner, saw: "the new view got no frame", expected: expectedText(screen))]
            }
            guard frames.allSatisfy({ $0 == first }) else {
                return [Difference(owner: owner, saw: "the new view got \(describe(frames))", expected: "one complete frame: \(expectedText(screen))",
                                   site: seen.site(ofFrame: frames.firstIndex { $0 != first }))]
            }
            switch screen {
            case let .shown(onScreen):
                screen = .shown(first)
                return first == onScreen ? [] : [Difference(owner: owner, saw: "the new view got \(describe(first))", expected: "the form as it is now: \(describe(onScreen))",
                                                            site: seen.site(ofFrame: 0))]
            case let .unseen(expected):
                screen = .shown(first)
                return judge(frames, expected, owner: owner, step: step, outcomes: &outcomes, sites: seen.frameSites)
            case .nothing:
                screen = .shown(first)
                return []
            }
        case let .frame(expected, owner):
            guard live else { screen = .unseen(expected); return [] }
            guard let last = frames.last else {
                // A step that leaves the form as the screen already shows it need not draw.
                if case let .shown(onScreen) = screen, matches(onScreen, expected) == nil { return [] }
                return [Difference(owner: owner, saw: "the form drew nothing", expected: told(expected))]
            }
            screen = .shown(last)
            return judge(frames, expected, owner: owner, step: step, outcomes: &outcomes, sites: seen.frameSites)
        case let .answeredInside(busy, outcome, owner):
            guard live else { screen = .unseen(outcome); return [] }
            guard let last = frames.last else {
                if case let .shown(onScreen) = screen, matches(onScreen, outcome) == nil { return [] }
                return [Difference(owner: owner, saw: "the form drew nothing", expected: told(outcome))]
            }
            // The busy frame may come first (judged as the busy frame: busy, with no message or the
            // old one); the rest is the outcome's.
            let before: String? = { if case let .shown(frame) = screen { return frame.message }; return nil }()
            screen = .shown(last)
            let spinning = frames.prefix { $0.isBusy && ($0.message == nil || $0.message == before) }
            if let wrong = spinning.firstIndex(where: { matches($0, busy) != nil }) {
                let busyOwner = owner.rule == .confirmLongLoan
                    ? Owner(rule: .confirmLongLoan, key: "confirm-busy-frame", defersTo: ["busy-frame"]) : Owner(rule: .noDuplicateSubmit, key: "busy-frame")
                return [Difference(owner: busyOwner, saw: "the form showed \(describe(frames[wrong]))", expected: "the busy frame: \(told(busy))", site: seen.site(ofFrame: wrong))]
            }
            let ending = Array(frames.dropFirst(spinning.count))
            guard !ending.isEmpty else {
                return [Difference(owner: owner, saw: "the form showed \(describe(frames))", expected: "the busy frame may show, then the reply's: \(told(outcome))")]
            }
            return judge(ending, outcome, owner: owner, step: step, outcomes: &outcomes, sites: Array(seen.frameSites.dropFirst(spinning.count)))
        }
    }

    /// Every frame of a change against the model's frame; a frame's message is learned for the
    /// outcome it shows. `sites` says where each frame was drawn from (see `CallSite`).
    private func judge(_ frames: [BorrowFrame], _ expected: ExpectedFrame, owner: Owner, step: BorrowStep,
                       outcomes: inout [Reply: Set<String>], sites: [CallSite?]) -> [Difference] {
        for (index, frame) in frames.enumerated() {
            let site = sites.indices.contains(index) ? sites[index] : nil
            if let wrong = matches(frame, expected) {
                // A wrong canSubmit alone, on an editing frame the user typed, is validation's to report.
                let typedHere: Bool = { if case .edit = step { return true }; return false }()
                let redirected = wrong == ["canSubmit"] && typedHere && !expected.isBusy && expected.phase == .editing
                return [Difference(owner: redirected ? Owner(rule: .validation, key: "canSubmit") : owner,
                                   saw: "the form showed \(describe(frame))", expected: told(expected), site: site)]
            }
            if case let .outcome(reply) = expected.message, let message = frame.message {
                if let other = outcomes.first(where: { $0.key != reply && $0.value.contains(message) }) {
                    let distinct = owner.rule == .confirmLongLoan ? Owner(rule: .confirmLongLoan, key: "confirm-distinct", defersTo: ["distinct"]) : Owner(rule: .failureMessages, key: "distinct")
                    return [Difference(owner: distinct, saw: "the \(reply.name) reply showed \"\(message)\", the message the \(other.key.name) reply showed",
                                       expected: "each outcome its own message", site: site)]
                }
                outcomes[reply, default: []].insert(message)
            }
        }
        return []
    }

    /// The fields of `frame` that the model's frame does not allow (nil when it allows it).
    func matches(_ frame: BorrowFrame, _ expected: ExpectedFrame) -> [String]? {
        if frame.durationText == expected.text && frame.isBusy == expected.isBusy && frame.canSubmit == expected.canSubmit
            && frame.phase == expected.phase && allows(frame.message, expected.message) { return nil }
        var wrong: [String] = []
        if frame.durationText != expected.text { wrong.append("durationText") }
        if frame.isBusy != expected.isBusy { wrong.append("isBusy") }
        if frame.canSubmit != expected.canSubmit { wrong.append("canSubmit") }
        if frame.phase != expected.phase { wrong.append("phase") }
        if !allows(frame.message, expected.message) { wrong.append("message") }
        return wrong.isEmpty ? nil : wrong
    }

    private func allows(_ message: String?, _ rule: MessageRule) -> Bool {
        switch rule {
        case .none: return message == nil
        case .validation, .prompt, .outcome: return message != nil
        case .free: return true
        case let .typed(text): return typed[text].map { $0 == message } ?? true
        }
    }

    func told(_ expected: ExpectedFrame) -> String {
        "durationText \"\(expected.text)\", isBusy \(expected.isBusy), canSubmit \(expected.canSubmit), \(told(expected.message)), phase .\(expected.phase)"
    }

    private func told(_ rule: MessageRule) -> String {
        switch rule {
        case .none: return "no message"
        case .validation: return "a message saying why"
        case .prompt: return "a message asking to confirm"
        case let .outcome(reply): return "the \(reply.name) reply's own message"
        case .free: return "a message or none"
        case let .typed(text):
            return (typed[text] ?? nil).map { "the message a fresh form shows for \"\(text)\" (\"\($0)\")" } ?? "no message (a fresh form shows none for \"\(text)\")"
        }
    }

    private func expectedText(_ screen: OnScreen) -> String {
        switch screen {
        case let .shown(frame): return "the form as it is now: \(describe(frame))"
        case let .unseen(expected): return "the form as it is now: \(told(expected))"
        case .nothing: return "the form as it is now"
        }
    }

    func told(_ calls: [(bookID: Int, days: Int)]) -> String {
        calls.isEmpty ? "no request" : calls.map { "\($0.days) days (book \($0.bookID))" }.joined(separator: ", then ")
    }
}

/// One check's plays of its mix, in lockstep, a round at a time as the harness hands them over
/// (`checkSequences`' schedule: the search, then each pass of the shrinking). Everything here
/// belongs to one check, so its verdict does not depend on which other checks ran in the process.
@MainActor
final class SequenceBatch {
    let rule: BorrowRule
    let later: LaterSteps?
    let judge: SequenceJudge
    let patience = ReactionPatience()
    /// The kinds of obligation the presenter gets wrong first somewhere in the sequences played
    /// so far: a difference that defers to one of them is not this check's.
    private var wrongSomewhere: Set<String> = []

    init(rule: BorrowRule, later: LaterSteps?, judge: SequenceJudge) {
        self.rule = rule
        self.later = later
        self.judge = judge
    }

    /// Plays a round and says, for each sequence, where it first differs from the model in a way
    /// this check's rule owns. What the round shows the presenter getting wrong first is evidence
    /// before any of it is judged (the search's first round holds the named scenarios, the probes
    /// and the generated sequences, so at the default scale every verdict sees all of it).
    func play(_ round: [[BorrowStep]]) async -> [Mismatch?] {
        let found = await playInLockstep(round, judge: judge, later: later, patience: patience)
        for verdict in found {
            for difference in verdict?.1 ?? [] { wrongSomewhere.insert(difference.owner.key) }
        }
        return found.map { verdict in
            guard let (step, differences) = verdict,
                  let own = differences.first(where: { $0.owner.rule == rule && wrongSomewhere.isDisjoint(with: $0.owner.defersTo) })
            else { return nil }
            return Mismatch(step: step, saw: own.saw, expected: own.expected, site: own.site)
        }
    }
}

/// Judges a check's rule over the named scenarios and probes, then its mix's generated sequences,
/// compared with the model, all played in lockstep; a failure is shrunk by the harness.
@MainActor
func judgeSequences(
    _ rule: BorrowRule, mix: SequenceMix, scenarios: [[BorrowStep]] = [], probes: [[BorrowStep]] = [],
    budget: SequenceBudget = SequenceBudget(seeds: 1...200, maxSteps: 8, shrinkPlays: 16), later: LaterSteps? = nil
) async {
    let typed = await typedOnAFreshForm(SequenceMix.texts + SequenceMix.longTexts)
    let batch = SequenceBatch(rule: rule, later: later, judge: SequenceJudge(confirms: mix.confirms, typed: typed))
    await checkSequences(rule.statement, scenarios: scenarios + probes + mix.probes, budget: budget,
                         next: mix.generator(), describe: \.told, playRound: batch.play)
}
