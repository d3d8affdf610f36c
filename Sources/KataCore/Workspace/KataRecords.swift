import Foundation

/// What the workspace keeps of one kata between commands, beside the learner's files: the bugs
/// their tests last missed (`<kata>/.missed-bugs.json`, for the hints of the test stage) and the
/// last check with the stage it ran at (`<kata>/.last-check.json`, for the round's report).
package struct KataRecords: Sendable {
    package let kata: Kata
    let folder: URL

    package init(workspace: Workspace, kata: Kata) {
        self.kata = kata
        folder = workspace.folder(for: kata)
    }

    var missedBugsFile: URL { folder.appendingPathComponent(".missed-bugs.json") }
    var lastCheckFile: URL { folder.appendingPathComponent(".last-check.json") }

    /// Keeps the bugs the report's grade of the learner's tests missed (required ones first).
    package func rememberMissedBugs(_ report: KataReport) {
        guard let grade = report.checks.compactMap(\.grade).first else { return }
        let missed = grade.missedRequired.flatMap(\.missedMutants) + grade.behaviours.filter { !$0.required && $0.status == .missed }.flatMap(\.missedMutants)
        if let data = try? JSONEncoder().encode(missed) { try? AtomicFile.write(data, to: missedBugsFile) }
    }

    /// The bug the learner's tests last missed that matters most (a required one first), if any.
    package func firstMissedBug() -> Mutant? {
        guard let data = try? Data(contentsOf: missedBugsFile),
              let ids = try? JSONDecoder().decode([String].self, from: data), let first = ids.first else { return nil }
        return kata.mutants.first { $0.id == first }
    }

    package func rememberLastCheck(_ report: KataReport, stage: Int, at date: Date) {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        if let data = try? encoder.encode(LastCheck(stage: stage, at: date, report: report)) { try? AtomicFile.write(data, to: lastCheckFile) }
    }

    package func lastCheck() -> LastCheck? {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return (try? Data(contentsOf: lastCheckFile)).flatMap { try? decoder.decode(LastCheck.self, from: $0) }
    }
}
