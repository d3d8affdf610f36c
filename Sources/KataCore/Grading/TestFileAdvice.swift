import Foundation

/// Advice on a learner's test file that does not change its verdict: waiting on the real clock
/// makes tests slow and, on a loaded machine, flaky.
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
}
