import Foundation
import KataCore

/// Words for a scored review.
struct ReviewReport {
    var style: Style

    func render(_ score: ReviewScore, problems: [String], minutesTaken: Double, minutesAllowed: Int) -> String {
        var lines: [String] = []
        for item in score.items {
            if let finding = item.foundBy {
                lines.append(style.green("FOUND  ") + "[\(item.key.severity)] \(item.key.title)")
                lines.append("         yours: \(finding.file):\(finding.from)\(finding.to != finding.from ? "-\(finding.to)" : ""): \(finding.text)")
            } else {
                lines.append(style.red("MISSED ") + "[\(item.key.severity)] \(item.key.title)")
            }
            lines.append(style.dim("         " + item.key.detail))
        }
        if !score.unmatched.isEmpty {
            lines.append("")
            lines.append("Findings that match no key item (compare them with the key; some may be fair points the key leaves out):")
            for finding in score.unmatched {
                lines.append("  \(finding.file):\(finding.from): \(finding.text)")
            }
        }
        if score.ignored > 0 {
            lines.append("")
            lines.append("Only the first \(ReviewScore.maximumFindings) findings are scored; \(score.ignored) more were not.")
        }
        if !problems.isEmpty {
            lines.append("")
            lines.append(style.yellow("Lines that could not be read as findings:"))
            problems.forEach { lines.append("  " + $0) }
        }
        lines.append("")
        let time = String(format: "%.0f", minutesTaken)
        let verdict = minutesTaken <= Double(minutesAllowed) ? "within the \(minutesAllowed)-minute box" : "over the \(minutesAllowed)-minute box"
        lines.append(style.bold("Score: \(score.percent)% (\(score.points) of \(score.maximum) points, weighted by severity); \(score.found) of \(score.items.count) findings; \(time) minutes, \(verdict)."))
        return lines.joined(separator: "\n")
    }
}
