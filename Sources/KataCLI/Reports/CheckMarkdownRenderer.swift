import Foundation
import KataCore

/// `kata check --markdown`: the verdicts as a short Markdown summary for an issue or a chat, one
/// table row per check and the messages of the failures under it.
struct CheckMarkdownRenderer: Sendable {
    var kataTitle: String
    var stageTitles: [Int: String]

    init(kata: Kata) {
        kataTitle = kata.title
        stageTitles = Dictionary(kata.stages.map { ($0.number, $0.title) }, uniquingKeysWith: { first, _ in first })
    }

    func render(_ report: KataReport, scope: String) -> String {
        var lines: [String] = []
        let verdict = report.status == .pass ? "✅ pass" : report.status == .error ? "❌ does not compile" : "❌ fail"
        lines.append("### \(Markdown.inline(kataTitle)) · \(Markdown.inline(scope)): \(verdict)")
        lines.append("")
        lines.append("\(report.passedCount) of \(report.checks.count) checks pass (\(String(format: "%.1f", Double(report.durationMs) / 1000)) s).")
        let errors = report.diagnostics.filter { $0.severity == .error }
        if !errors.isEmpty {
            lines.append("")
            lines.append("The code does not compile:")
            lines.append("")
            lines.append("```")
            lines += errors.prefix(10).map { "\($0.file):\($0.line):\($0.column): error: \($0.message)" }
            lines.append("```")
        }
        lines.append("")
        lines.append("| stage | check | verdict |")
        lines.append("| --- | --- | --- |")
        for check in report.checks {
            let stage = "\(check.stage)" + (stageTitles[check.stage].map { " " + Markdown.cell($0) } ?? "")
            lines.append("| \(stage) | `\(check.id)` \(Markdown.cell(check.title)) | \(Markdown.verdict(check.status)) |")
        }
        let failed = report.checks.filter { $0.status != .pass && $0.status != .skipped }
        if !failed.isEmpty {
            lines.append("")
            lines.append("<details><summary>What failed</summary>")
            lines.append("")
            for check in failed {
                let place = check.location.map { " (`\($0.file):\($0.line)`)" } ?? ""
                lines.append("- **\(check.id)**\(place): " + Markdown.inline(check.message ?? check.status.rawValue).replacingOccurrences(of: "\n", with: "\n  "))
                if let grade = check.grade {
                    lines.append("  behaviours noticed: \(grade.noticedCount) of \(grade.behaviours.count)")
                    for behaviour in grade.behaviours where behaviour.status != .noticed {
                        lines.append("  - missed: \(Markdown.inline(behaviour.words))" + (behaviour.required ? " (needed)" : ""))
                    }
                }
            }
            lines.append("")
            lines.append("</details>")
        }
        return lines.joined(separator: "\n")
    }
}

/// Markdown escaping for learner and kata text.
enum Markdown {
    /// Text that cannot open HTML or break the page: `<`, `&` escaped outside `code` spans (inside
    /// them Markdown shows text as written), control characters made visible everywhere.
    static func inline(_ text: String) -> String {
        let parts = text.split(separator: "`", omittingEmptySubsequences: false)
        // An unpaired backtick opens no code span: then everything is escaped as text.
        guard parts.count % 2 == 1 else { return escaped(text, inCode: false) }
        return parts.enumerated().map { escaped(String($0.element), inCode: $0.offset % 2 == 1) }.joined(separator: "`")
    }

    static func escaped(_ text: String, inCode: Bool) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "<" where !inCode: result += "&lt;"
            case "&" where !inCode: result += "&amp;"
            case "\n", "\t": result.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// Text for a table cell: one line, pipes escaped.
    static func cell(_ text: String) -> String {
        inline(text).replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }

    /// A verdict in words first, the symbol only as a help (colour is never the only signal).
    static func verdict(_ status: CheckStatus) -> String {
        switch status {
        case .pass: return "✅ pass"
        case .fail: return "❌ fail"
        case .crash: return "💥 crash"
        case .timeout: return "⏱ hang"
        case .notCompiled: return "⚠️ needs the stage's contract"
        case .skipped: return "➖ skipped"
        }
    }
}
