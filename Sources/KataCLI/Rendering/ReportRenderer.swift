import Foundation
import KataCore

/// Turns a `KataReport` into plain words for the terminal.
struct ReportRenderer: Sendable {
var style: Style

init(style: Style) { self.style = style }

func render(_ report: KataReport, heading: String? = nil) -> String {
        var lines: [String] = []
        if let heading { lines.append(style.bold(heading)); lines.append("") }

        let errors = report.diagnostics.filter { $0.severity == .error }
        if !errors.isEmpty {
            lines.append(style.red("Your code does not compile yet:"))
            for diagnostic in errors.prefix(10) {
                lines.append("  \(diagnostic.path):\(diagnostic.line):\(diagnostic.column): \(style.red("error:")) \(diagnostic.message)")
            }
            if errors.count > 10 { lines.append("  … and \(errors.count - 10) more errors") }
            lines.append("")
        }

        let width = (report.checks.map(\.id.count).max() ?? 10) + 2
        for check in report.checks {
            let label = badge(check.status)
            let id = check.id.padding(toLength: width, withPad: " ", startingAt: 0)
            lines.append("  \(label) \(style.bold(id))\(check.title)")
            if let grade = check.grade {
                lines += render(grade).map { "         " + $0 }
                if let location = check.location { lines.append("         at \(location.path):\(location.line)") }
                continue
            }
            guard check.status != .pass else { continue }
            if let message = check.message, check.status != .skipped || errors.isEmpty {
                for line in message.split(separator: "\n") {
                    lines.append("         " + String(line))
                }
            }
            if let location = check.location {
                lines.append("         at \(location.path):\(location.line)")
            }
        }

        let warnings = report.diagnostics.filter { $0.severity == .warning }
        if !warnings.isEmpty {
            lines.append("")
            lines.append(style.yellow("Compiler warnings (worth a look: Swift 6 turns many into errors):"))
            for diagnostic in warnings.prefix(5) {
                lines.append("  \(diagnostic.path):\(diagnostic.line):\(diagnostic.column): warning: \(diagnostic.message)")
            }
            if warnings.count > 5 { lines.append("  … and \(warnings.count - 5) more warnings") }
        }

        for note in report.notes ?? [] {
            lines.append("")
            lines.append(style.dim("Note: \(note)"))
        }
        lines.append("")
        let seconds = String(format: "%.1f", Double(report.durationMs) / 1000)
        let summary = "\(report.passedCount) of \(report.checks.count) checks pass (\(seconds) s)."
        lines.append(report.status == .pass ? style.green(summary) : summary)
        return lines.joined(separator: "\n")
    }

    /// The grading of the learner's tests: each correct presenter (every test must pass on it),
    /// then each behaviour, noticed or not, in words (never a mutant's code).
    func render(_ grade: TestGrade) -> [String] {
        var lines: [String] = []
        if grade.tests.isEmpty {
            return [CheckWords.noTests] + grade.warnings
        }
        lines.append("On the correct presenters (every test must pass on each, every run):")
        let presenters = grade.tests.first?.correct.map(\.presenter) ?? []
        for (index, presenter) in presenters.enumerated() {
            let failing = grade.tests.filter { $0.correct.indices.contains(index) && $0.correct[index].status != .pass }
            if failing.isEmpty {
                lines.append("  \(style.green("pass")) \(presenter): all \(grade.tests.count) tests pass")
            } else {
                lines.append("  \(style.red("FAIL")) \(presenter):")
                for test in failing {
                    let verdict = test.correct[index]
                    let line = test.line.map { " (line \($0))" } ?? ""
                    lines.append("       \(test.name)\(line) \(verdict.status == .flaky ? "is flaky" : verdict.status.rawValue == "fail" ? "fails" : verdict.status.rawValue == "crash" ? "crashes" : "hangs"): \(verdict.message ?? "")")
                }
            }
        }
        lines.append("Behaviours your tests notice: \(grade.noticedCount) of \(grade.behaviours.count)" + (grade.unsoundTests.isEmpty ? "" : " (only tests that pass on every correct presenter count)"))
        for behaviour in grade.behaviours {
            let needed = behaviour.required ? " [needed for this stage]" : ""
            switch behaviour.status {
            case .noticed:
                // The tests that caught this behaviour's own mutants (all of them were caught).
                let mutants = Set(behaviour.mutants ?? [])
                let by = grade.tests.filter { !mutants.isDisjoint(with: $0.caught) }.map(\.name)
                lines.append("  \(style.green("noticed")) \(behaviour.words)" + (by.isEmpty ? "" : style.dim(" (by \(by.prefix(2).joined(separator: ", ")))")))
            case .missed:
                lines.append("  \(style.red("missed")) \(behaviour.words)\(needed)")
            case .error:
                let detail = grade.mutants.first { behaviour.missedMutants.contains($0.id) && $0.status == .error }?.detail ?? ""
                lines.append("  \(style.yellow("not judged")) \(behaviour.words): \(detail)")
            }
        }
        if let own = grade.ownPresenter { lines.append(style.dim("And \(own).")) }
        return lines + grade.warnings.map { style.yellow("Advice: ") + $0 }
    }

func badge(_ status: CheckStatus) -> String {
        switch status {
        case .pass: return style.green("PASS  ")
        case .fail: return style.red("FAIL  ")
        case .crash: return style.red("CRASH ")
        case .timeout: return style.red("HANG  ")
        case .notCompiled: return style.yellow("NEEDS ")
        case .skipped: return style.dim("SKIP  ")
        }
    }
}
