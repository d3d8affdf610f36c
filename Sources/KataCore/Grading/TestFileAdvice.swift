import Foundation

/// Advice on a learner's test file: what does not change its verdict (waiting on the real clock
/// makes tests slow and, on a loaded machine, flaky; waiting long for what a buggy presenter
/// never does makes the grade slow), and what stops it from being graded at all (XCTest).
enum TestFileAdvice {
    static let sleeps = ["Thread.sleep", "usleep(", "Task.sleep", "sleep(", "asyncAfter("]

    static func warnings(for tests: LearnerSource) -> [GradeAdvice] {
        var warnings: [GradeAdvice] = []
        for (index, line) in tests.contents.components(separatedBy: "\n").enumerated() {
            let code = line.components(separatedBy: "//")[0]
            guard let found = sleeps.first(where: { code.contains($0) }) else { continue }
            warnings.append(.sleeps(file: tests.name, line: index + 1, call: found.trimmingCharacters(in: CharacterSet(charactersIn: "("))))
            if warnings.count == 3 { break }
        }
        return warnings
    }

    /// Said when the tests spent noticeable time on mutant runs waiting for a call that never came.
    static func waited(_ runs: [Double]) -> GradeAdvice? {
        let total = runs.reduce(0, +)
        guard runs.count >= 2, total >= 1 else { return nil }
        return .waited(seconds: total, presenters: runs.count)
    }

    /// Whether a test file is written with XCTest: the stage grades Swift Testing.
    static func isWrongFramework(_ tests: LearnerSource) -> Bool {
        let code = tests.contents
        return code.contains("import XCTest") && code.contains("XCTestCase") && !code.contains("import Testing")
    }

    /// The freedom of the contract a test that fails on a correct presenter most likely assumed
    /// away, from its failure message.
    /// A process that stopped (a crash, or a wait past the bound) says nothing of a freedom.
    static func freedom(assumedAwayBy said: TestGrade.Said?) -> ContractFreedom {
        guard case let .failure(message)? = said else { return .other }
        return freedom(assumedAwayBy: message)
    }

    static func freedom(assumedAwayBy message: String) -> ContractFreedom {
        let said = message.lowercased()
        if said.contains("ismainthread") || said.contains("thread") { return .thread }
        if said.contains("message") && said.contains("nil") { return .messageShows }
        if said.contains("message") && (said.contains("\"") || said.contains("==")) { return .messageWording }
        if said.contains(".count") || said.contains("frames") || said.contains("calls") { return .callCount }
        if said.contains("nil") { return .unset }
        return .other
    }
}
