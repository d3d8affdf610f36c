// Compiled with every kata's hidden suites: checks that compare a presenter with a model of its
// contract over many generated sequences of steps, the way stateful property testing does.
//
// A check names its rule, the hand-written scenarios to play first, and how to generate one more
// step. `play` runs a whole sequence on a fresh presenter and a fresh model and returns the first
// step where what the user observes differs from what the model says (nil when every step agrees).
// The seeds are fixed, so the verdict is the same on every run and machine. A failing sequence is
// shrunk to a shortest one that still fails, and told as steps in the learner's words.
import Foundation
import Testing

/// A small, fast, deterministic generator (SplitMix64): a seed names the same sequence everywhere.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A whole number in `range`.
    /// (Its own arithmetic, not the standard library's, so a seed means the same on every toolchain.)
    mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.upperBound - range.lowerBound + 1))
    }

    /// True with probability `percent` / 100.
    mutating func chance(_ percent: Int) -> Bool { int(in: 1...100) <= percent }

    /// One of `choices`, each as likely as its weight.
    mutating func weighted<Choice>(_ choices: [(Int, Choice)]) -> Choice {
        let total = choices.reduce(0) { $0 + max($1.0, 0) }
        precondition(total > 0, "weighted needs a positive weight")
        var roll = int(in: 1...total)
        for (weight, choice) in choices where weight > 0 {
            roll -= weight
            if roll <= 0 { return choice }
        }
        return choices[choices.count - 1].1
    }
}

/// Where a sequence's presenter and model first disagree, in the learner's words.
struct Mismatch: Error {
    /// The index of the step after which the difference was seen.
    var step: Int
    /// What the presenter did, e.g. "the form showed `isBusy: true`".
    var saw: String
    /// What the contract asks for, e.g. "not busy, with a message".
    var expected: String
    /// Where the call that was wrong came from (see `CallSite`); nil when nothing was recorded
    /// then, or the mistake is a call that never came.
    var site: CallSite? = nil
}

/// How many sequences a check plays and how long they are.
struct SequenceBudget: Sendable {
    var seeds: ClosedRange<UInt64> = 1...200
    var maxSteps = 12
    /// At most this many extra plays go into shrinking a failure.
    var shrinkPlays = 150
    /// At most this many sequences are played in one round (a player that plays a round at once
    /// keeps that many presenters alive).
    var roundSize = 512

    /// The audit's scale: `KATA_SEQUENCE_SCALE` in the test process's environment (`kata verify
    /// --deep` sets it), 1 when it is absent or not a number.
    static var scale: UInt64 {
        guard let text = ProcessInfo.processInfo.environment["KATA_SEQUENCE_SCALE"], let value = UInt64(text), value > 0 else { return 1 }
        return value
    }

    /// Sequences per unit of scale: at scale `s` every check plays at least `s` × 24 sequences
    /// (20,400 at `kata verify --deep`'s 850), whatever its own count, so a check that plays more
    /// at scale 1 (the borrow form's, in lockstep) does not play more in the audit too.
    static let scaleUnit: UInt64 = 24

    /// The same budget with at least `factor` × `scaleUnit` seeds (its own at factor 1), from the
    /// same first seed: the seeds a check plays at scale 1 are among them.
    func scaled(by factor: UInt64) -> SequenceBudget {
        guard factor > 1 else { return self }
        var scaled = self
        let count = max(seeds.upperBound - seeds.lowerBound + 1, factor * Self.scaleUnit)
        scaled.seeds = seeds.lowerBound...(seeds.lowerBound + count - 1)
        return scaled
    }
}

/// Plays a round of sequences, each on a fresh presenter and model, and returns, in order, where
/// each first differs from the model (nil: it agrees). A player may stop after the first sequence
/// that fails: the harness reads no verdict after it, and counts the verdicts returned as plays.
typealias RoundPlayer<Step> = ([[Step]]) async -> [Mismatch?]

/// Plays the scenarios, then the generated sequences, and records one issue for the first
/// sequence that fails, shrunk and told as steps. Returns whether every sequence agreed.
/// `play` plays one sequence at a time; see the overload with a `RoundPlayer` for a player that
/// plays many at once.
@MainActor
@discardableResult
func checkSequences<Step>(
    _ rule: String,
    scenarios: [[Step]] = [],
    budget: SequenceBudget = SequenceBudget(),
    next: (inout SeededGenerator, [Step]) -> Step?,
    describe: (Step) -> String,
    simplify: (([Step]) -> [[Step]])? = nil,
    play: ([Step]) async -> Mismatch?
) async -> Bool {
    await checkSequences(rule, scenarios: scenarios, budget: budget, next: next, describe: describe, simplify: simplify) { (round: [[Step]]) in
        var verdicts: [Mismatch?] = []
        for steps in round {
            let verdict = await play(steps)
            verdicts.append(verdict)
            if verdict != nil { break }
        }
        return verdicts
    }
}

/// The same, for a player that plays a whole round of sequences at once (in lockstep, or side by
/// side): the search plays the scenarios and the generated sequences in rounds of at most
/// `budget.roundSize`, and the shrinking plays every trial of one pass in one round. This is the
/// one schedule of trials every kata's checks use.
@MainActor
@discardableResult
func checkSequences<Step>(
    _ rule: String,
    scenarios: [[Step]] = [],
    budget: SequenceBudget = SequenceBudget(),
    next: (inout SeededGenerator, [Step]) -> Step?,
    describe: (Step) -> String,
    simplify: (([Step]) -> [[Step]])? = nil,
    playRound: RoundPlayer<Step>
) async -> Bool {
    let budget = budget.scaled(by: SequenceBudget.scale)
    var pending = scenarios[...]
    var seed = budget.seeds.lowerBound
    while !pending.isEmpty || seed <= budget.seeds.upperBound {
        var round = Array(pending.prefix(budget.roundSize))
        pending = pending.dropFirst(round.count)
        while round.count < budget.roundSize && seed <= budget.seeds.upperBound {
            round.append(generate(seed: seed, maxSteps: budget.maxSteps, next: next))
            seed += 1
        }
        let verdicts = await playRound(round)
        guard let failing = verdicts.indices.first(where: { verdicts[$0] != nil }), let mismatch = verdicts[failing] else { continue }
        let (shortest, found) = await shrink(round[failing], mismatch, plays: budget.shrinkPlays, simplify: simplify, playRound: playRound)
        let site = await siteOfWrongCall(shortest, found, playRound: playRound)
        Issue.record(Comment(rawValue: tell(shortest, found, rule: rule, describe: describe) + CallSite.marker(site)))
        return false
    }
    return true
}

/// One generated sequence: steps until `next` says the sequence is over or it is `maxSteps` long.
func generate<Step>(seed: UInt64, maxSteps: Int, next: (inout SeededGenerator, [Step]) -> Step?) -> [Step] {
    var generator = SeededGenerator(seed: seed)
    var steps: [Step] = []
    while steps.count < maxSteps, let step = next(&generator, steps) { steps.append(step) }
    return steps
}

/// A shorter sequence that still fails: cut after the failing step, then take out runs of steps,
/// halving their length, while the failure stays (delta debugging), within a budget of plays.
/// Each pass (one length of run, from where the last pass stopped) is one round: the first trial
/// of the round that still fails is kept, exactly as if the trials were played one by one.
/// Then `simplify`'s shorter sequences (a step taken out together with what names it, such as a
/// request and its replies, renumbered), one round; the first that still fails is shrunk again.
@MainActor
func shrink<Step>(
    _ steps: [Step], _ mismatch: Mismatch, plays: Int, simplify: (([Step]) -> [[Step]])? = nil, playRound: RoundPlayer<Step>
) async -> ([Step], Mismatch) {
    var (best, found, left) = (steps, mismatch, plays)
    var first = true
    while true {
        var simplerFound = false
        if let simplify {
            while let simpler = await simplified(best, simplify, plays: &left, playRound: playRound) {
                (best, found) = simpler
                simplerFound = true
            }
        }
        // Runs were already taken out of this sequence, and nothing simpler came of it since.
        if !first && !simplerFound { return (best, found) }
        first = false
        let before = best.count
        (best, found, left) = await removeRuns(best, found, plays: left, playRound: playRound)
        if simplify == nil || left <= 0 || best.count == before { return (best, found) }
    }
}

/// The first of `simplify`'s shorter sequences of `steps` that still fails, cut after the failing
/// step (one round of plays); nil when none does or no plays are left.
@MainActor
private func simplified<Step>(
    _ steps: [Step], _ simplify: ([Step]) -> [[Step]], plays left: inout Int, playRound: RoundPlayer<Step>
) async -> ([Step], Mismatch)? {
    guard left > 0 else { return nil }
    let trials = Array(simplify(steps).filter { !$0.isEmpty && $0.count < steps.count }.prefix(left))
    guard !trials.isEmpty else { return nil }
    let verdicts = await playRound(trials)
    left -= max(verdicts.count, 1)
    guard let kept = verdicts.indices.first(where: { verdicts[$0] != nil }), let again = verdicts[kept] else { return nil }
    return (Array(trials[kept].prefix(again.step + 1)), again)
}

/// The delta-debugging part of `shrink`: runs of steps taken out while the failure stays; returns
/// the plays left too.
@MainActor
private func removeRuns<Step>(
    _ steps: [Step], _ mismatch: Mismatch, plays: Int, playRound: RoundPlayer<Step>
) async -> ([Step], Mismatch, Int) {
    var best = Array(steps.prefix(mismatch.step + 1))
    var found = mismatch
    var left = plays
    if best.count < steps.count {
        left -= 1
        if let again = await playRound([best]).first ?? nil { found = again } else { best = steps }
    }
    var chunk = max(best.count / 2, 1)
    var start = 0
    var removedAny = false
    while chunk >= 1 && left > 0 {
        var trials: [[Step]] = []
        var starts: [Int] = []
        for trialStart in stride(from: start, to: best.count, by: chunk) where trials.count < left {
            var trial = best
            trial.removeSubrange(trialStart..<min(trialStart + chunk, best.count))
            if !trial.isEmpty {
                trials.append(trial)
                starts.append(trialStart)
            }
        }
        let verdicts = trials.isEmpty ? [] : await playRound(trials)
        left -= max(verdicts.count, 1)
        if let kept = verdicts.indices.first(where: { verdicts[$0] != nil }), let again = verdicts[kept] {
            best = Array(trials[kept].prefix(again.step + 1))
            found = again
            start = starts[kept]
            removedAny = true
        } else {
            // The pass is over: another of the same length if it took anything out, else a shorter.
            if !removedAny { chunk /= 2 }
            removedAny = false
            start = 0
        }
    }
    return (best, found, left)
}

/// Plays the shrunk sequence once more with every spy call recording its stack (only here, never
/// in the search, so a passing run pays nothing for it), and returns where the wrong call came
/// from, when the replay fails the same way.
@MainActor
func siteOfWrongCall<Step>(_ steps: [Step], _ found: Mismatch, playRound: RoundPlayer<Step>) async -> CallSite? {
    guard let again = await CallSite.capturing({ await playRound([steps]).first ?? nil }),
          again.step == found.step, again.saw == found.saw, again.expected == found.expected else { return nil }
    return again.site
}

/// The learner's message: the steps, what was seen, what the contract asks, and the rule.
func tell<Step>(_ steps: [Step], _ mismatch: Mismatch, rule: String, describe: (Step) -> String) -> String {
    let shown = steps.prefix(mismatch.step + 1).map(describe).joined(separator: ", ")
    return "After \(shown): \(mismatch.saw) (expected: \(mismatch.expected)). The rule: \(rule)"
}
