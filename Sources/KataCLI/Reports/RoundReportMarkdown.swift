import Foundation
import KataCore

/// The report as Markdown, for an issue or a chat: the same sections as the HTML page, tables
/// instead of charts.
struct RoundReportMarkdown: Sendable {
    init() {}

    /// A few lines: the scores at a glance.
    func summary(_ report: RoundReport) -> String {
        var lines: [String] = []
        if let review = report.review { lines.append("- Review: \(review.percent)%, \(review.found) of \(review.total) findings" + (review.draft ? " (draft)" : "")) }
        lines.append("- Checks: \(report.checksText)")
        if let tests = report.tests { lines.append("- Candidate's tests: notice \(tests.caught) of \(tests.total) behaviours (\(tests.percent)%)") }
        let asked = report.questions.filter { $0.knew != nil }
        if !asked.isEmpty { lines.append("- Questions: knew \(asked.filter { $0.knew == true }.count) of \(asked.count)") }
        return lines.joined(separator: "\n")
    }

    func render(_ report: RoundReport) -> String {
        var lines = ["# Interview report: \(Markdown.inline(report.title))", "",
                     "Kata `\(report.kata)` · \(report.roundStatusText) · written \(RoundReport.timeText(report.generatedAt))", "",
                     (report.candidate.map { "**Candidate:** \(Markdown.inline($0)) · " } ?? "") + "**Overall:** \(report.overallText)", "",
                     summary(report)]
        if !report.phases.isEmpty {
            lines += ["", "## Timeline", "", "| phase | status | box | used |", "| --- | --- | --- | --- |"]
            for phase in report.phases {
                lines.append("| \(phase.title) | \(phase.status) | \(phase.minutes) min | \(String(format: "%.1f", phase.secondsUsed / 60)) min\(phase.overBox ? " (over)" : "") |")
            }
        }
        if let review = report.review {
            lines += ["", "## Review: \(review.percent)%" + (review.draft ? " (draft)" : ""), "", "| verdict | severity | item | the candidate's words |", "| --- | --- | --- | --- |"]
            for item in review.items {
                lines.append("| \(item.found ? "✅ found" : "❌ missed") | \(item.severity) | \(Markdown.cell(item.title)) | \(item.words.map { Markdown.cell($0) } ?? "—") |")
            }
        }
        lines += ["", "## Checks (\(report.checksSource))", "", "| stage | check | verdict | what was seen |", "| --- | --- | --- | --- |"]
        for stage in report.stages {
            for check in stage.checks {
                let verdict = CheckStatus(rawValue: check.status).map(Markdown.verdict) ?? "not run"
                let seen = (check.message.map { Markdown.cell($0) } ?? "") + (check.location.map { " (`\($0)`)" } ?? "")
                lines.append("| \(stage.number) | `\(check.id)` | \(verdict) | \(seen) |")
            }
        }
        if let tests = report.tests {
            lines += ["", "## The candidate's tests: \(tests.percent)% of behaviours noticed", ""]
            for mutant in tests.mutants {
                lines.append("- \(mutant.status == "noticed" || mutant.status == "caught" ? "✅ \(mutant.status)" : mutant.status == "missed" ? "❌ missed" : "⚠️ not judged"): \(Markdown.inline(mutant.description))\(mutant.required ? " (needed)" : "")")
            }
        }
        let asked = report.questions.filter { $0.knew != nil }
        if !asked.isEmpty {
            lines += ["", "## Questions", ""]
            for question in asked {
                lines.append("- \(question.knew == true ? "✅ knew" : "❌ did not know"): \(Markdown.inline(question.question))")
            }
        }
        let changed = report.diff.filter { $0.added + $0.removed > 0 }
        if !changed.isEmpty {
            lines += ["", "## Changes against the starter", ""]
            for file in changed {
                lines += ["`\(file.file)`: \(file.added) added, \(file.removed) removed", "", "```diff"]
                lines += file.lines.map { line in
                    switch line.kind {
                    case "added": return "+ " + line.text
                    case "removed": return "- " + line.text
                    case "gap": return "  …"
                    default: return "  " + line.text
                    }
                }
                lines += ["```", ""]
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
