import Foundation
import KataCore

/// Words for a scored review: each key item found (in the learner's words) or missed (with the
/// explanation), the findings that earned nothing and why, the lines not read as findings, what a
/// senior would have said first, and the score against the time box.
struct ReviewReport {
    var style: Style

    func render(_ score: ReviewScore, minutesTaken: Double, minutesAllowed: Int) -> String {
        var lines: [String] = []
        for item in score.items {
            if let finding = item.foundBy {
                let half = item.points < Double(item.key.weight) ? ", half points: name the line to earn the rest" : ""
                lines.append(style.green("FOUND  ") + "[\(item.key.severity)] \(item.key.title)")
                lines.append("         yours (review line \(finding.sourceLine), \(finding.locationText)): \(finding.text)")
                lines.append(style.dim("         it says \(Self.quoted(item.concept ?? "")); \(Self.number(item.points)) of \(item.key.weight) points\(half)"))
            } else {
                lines.append(style.red("MISSED ") + "[\(item.key.severity)] \(item.key.title)")
                lines.append(style.dim("         " + item.key.detail))
            }
        }
        let idle = score.findings.filter { $0.earned == nil }
        if !idle.isEmpty {
            lines.append("")
            lines.append(style.yellow("Findings that earned nothing (some may be fair points the key leaves out):"))
            for judged in idle {
                lines.append("  \(judged.finding.locationText): \(judged.finding.text)")
                lines.append(style.dim("         review line \(judged.finding.sourceLine): \(judged.why.words)"))
            }
        }
        if !score.unread.isEmpty {
            lines.append("")
            lines.append(style.yellow("Lines not read as findings:"))
            for line in score.unread {
                lines.append("  review line \(line.sourceLine): \(line.text)")
                lines.append(style.dim("         \(line.reason.words)"))
            }
        }
        if !score.seniorFirst.isEmpty {
            lines.append("")
            lines.append(style.bold("What a senior would have said first:"))
            for item in score.seniorFirst {
                lines.append("  • \(item.title)")
            }
        }
        lines.append("")
        let time = String(format: "%.0f", minutesTaken)
        let verdict = minutesTaken <= Double(minutesAllowed) ? "within the \(minutesAllowed)-minute box" : "over the \(minutesAllowed)-minute box"
        lines.append(style.bold("Score: \(score.percent)% (\(Self.number(score.points)) of \(Self.number(score.maximum)) points, weighted by severity); \(score.found) of \(score.items.count) findings; \(time) minutes, \(verdict)."))
        return lines.joined(separator: "\n")
    }

    /// `12`, or `7.5` for a half point.
    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }

    static func quoted(_ concept: String) -> String {
        concept.hasPrefix("`") ? concept : "\"\(concept)\""
    }
}
