import Foundation

/// Turns a `KataReport` into plain words for the terminal.
public struct ReportRenderer: Sendable {
    public var style: Style

    public init(style: Style) { self.style = style }

    public func render(_ report: KataReport, heading: String? = nil) -> String {
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

    public func badge(_ status: CheckStatus) -> String {
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
