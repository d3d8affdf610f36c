import Foundation

/// Advice on a learner's test file: what does not change its verdict (waiting on the real clock
/// makes tests slow and, on a loaded machine, flaky; waiting long for what a buggy presenter
/// never does makes the grade slow), and what stops it from being graded at all (XCTest).
enum TestFileAdvice {
    static let sleeps = ["Thread.sleep", "usleep(", "Task.sleep", "sleep(", "asyncAfter("]

    static func warnings(for tests: LearnerSource) -> [String] {
        var warnings: [String] = []
        for (index, line) in tests.contents.components(separatedBy: "\n").enumerated() {
            let code = line.components(separatedBy: "//")[0]
            guard let found = sleeps.first(where: { code.contains($0) }) else { continue }
            warnings.append("\(tests.name):\(index + 1): `\(found.trimmingCharacters(in: CharacterSet(charactersIn: "(")))` waits on the real clock: on a busy machine the reply may come later, and every run pays the wait. Let your fake service keep the completion and call it yourself, then wait for what you expect (for example a bounded loop of `await Task.yield()` until the spy has it).")
            if warnings.count == 3 { break }
        }
        return warnings
    }

    /// Said when the tests spent noticeable time on mutant runs waiting for a call that never came.
    static func waited(_ runs: [Double]) -> String? {
        let total = runs.reduce(0, +)
        guard runs.count >= 2, total >= 1 else { return nil }
        return String(format: "your tests waited %.1f s on %d presenters that never answered: wait for the call with a shorter bound (a correct presenter answers within a few turns of the main queue).", total, runs.count)
    }

    /// One sentence for a test file written with XCTest: the stage grades Swift Testing, and how
    /// to start. Nil for a Swift Testing file.
    static func wrongFramework(_ tests: LearnerSource) -> String? {
        let code = tests.contents
        guard code.contains("import XCTest"), code.contains("XCTestCase"), !code.contains("import Testing") else { return nil }
        return "Your test file is written with XCTest; this stage grades Swift Testing tests: write `import Testing`, then `@Test func name() { #expect(...) }` in a `@MainActor struct` (the skeleton in Tests/ shows the start), so every test is run against each presenter."
    }

    /// The freedom of the contract a test that fails on a correct presenter most likely assumed
    /// away, from its failure message.
    static func freedom(assumedAwayBy message: String) -> String {
        let said = message.lowercased()
        if said.contains("ismainthread") || said.contains("thread") {
            return "which thread or queue turn a call comes on: a correct presenter may hop to the main thread its own way"
        }
        if said.contains("message") && said.contains("nil") {
            return "whether a message shows: where a brief leaves that to the presenter, a correct one shows one"
        }
        if said.contains("message") && (said.contains("\"") || said.contains("==")) {
            return "the wording of a message: each presenter words its own"
        }
        if said.contains(".count") || said.contains("frames") || said.contains("calls") {
            return "how many calls or frames the view gets: a correct presenter may draw an extra frame or call in its own order where the contract allows"
        }
        if said.contains("nil") {
            return "what a presenter leaves unset: the contract may let it show something there"
        }
        return "a detail this presenter is free to do its own way"
    }
}
