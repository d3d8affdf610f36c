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
}

/// How many sequences a check plays and how long they are.
struct SequenceBudget: Sendable {
    var seeds: ClosedRange<UInt64> = 1...200
    var maxSteps = 12
    /// At most this many extra plays go into shrinking a failure.
    var shrinkPlays = 150

    /// How many times more sequences every check plays: `KATA_SEQUENCE_SCALE` in the test
    /// process's environment (`kata verify --deep` sets it), 1 when it is absent or not a number.
    static var scale: UInt64 {
        guard let text = ProcessInfo.processInfo.environment["KATA_SEQUENCE_SCALE"], let value = UInt64(text), value > 0 else { return 1 }
        return value
    }

    /// The same budget with `factor` times as many seeds, from the same first seed.
    func scaled(by factor: UInt64) -> SequenceBudget {
        var scaled = self
        let count = seeds.upperBound - seeds.lowerBound + 1
        scaled.seeds = seeds.lowerBound...(seeds.lowerBound + count * max(factor, 1) - 1)
        return scaled
    }
}

/// Plays the scenarios, then the generated sequences, and records one issue for the first
/// sequence that fails, shrunk and told as steps. Returns whether every sequence agreed.
@MainActor
@discardableResult
func checkSequences<Step>(
    _ rule: String,
    scenarios: [[Step]] = [],
    budget: SequenceBudget = SequenceBudget(),
    next: (inout SeededGenerator, [Step]) -> Step?,
    describe: (Step) -> String,
    play: ([Step]) async -> Mismatch?
) async -> Bool {
    let budget = budget.scaled(by: SequenceBudget.scale)
    var candidates = scenarios.makeIterator()
    var seed = budget.seeds.lowerBound
    while true {
        let steps: [Step]
        if let scenario = candidates.next() {
            steps = scenario
        } else if seed <= budget.seeds.upperBound {
            steps = generate(seed: seed, maxSteps: budget.maxSteps, next: next)
            seed += 1
        } else {
            return true
        }
        guard let mismatch = await play(steps) else { continue }
        let (shortest, found) = await shrink(steps, mismatch, plays: budget.shrinkPlays, play: play)
        Issue.record(Comment(rawValue: tell(shortest, found, rule: rule, describe: describe)))
        return false
    }
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
@MainActor
func shrink<Step>(
    _ steps: [Step], _ mismatch: Mismatch, plays: Int, play: ([Step]) async -> Mismatch?
) async -> ([Step], Mismatch) {
    var best = Array(steps.prefix(mismatch.step + 1))
    var found = mismatch
    var left = plays
    if best.count < steps.count {
        if let again = await play(best) { found = again; left -= 1 } else { best = steps; left -= 1 }
    }
    var chunk = max(best.count / 2, 1)
    while chunk >= 1 && left > 0 {
        var start = 0
        var removedAny = false
        while start < best.count && left > 0 {
            var trial = best
            trial.removeSubrange(start..<min(start + chunk, best.count))
            left -= 1
            if !trial.isEmpty, let again = await play(trial) {
                best = Array(trial.prefix(again.step + 1))
                found = again
                removedAny = true
            } else {
                start += chunk
            }
        }
        if !removedAny { chunk /= 2 }
    }
    return (best, found)
}

/// The learner's message: the steps, what was seen, what the contract asks, and the rule.
func tell<Step>(_ steps: [Step], _ mismatch: Mismatch, rule: String, describe: (Step) -> String) -> String {
    let shown = steps.prefix(mismatch.step + 1).map(describe).joined(separator: ", ")
    return "After \(shown): \(mismatch.saw) (expected: \(mismatch.expected)). The rule: \(rule)"
}
