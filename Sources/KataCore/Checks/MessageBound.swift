import Foundation

/// What a report may carry of text that code under test can shape (a check message, a crash
/// reason, a compiler diagnostic): at most `limit` characters, and no path of the machine that
/// ran it (the build cache, the katas, the home and temporary folders become `…`).
struct MessageBound: Sendable {
    /// Characters kept of one message; the rest is replaced by a stated cut.
    static let limit = 1200
    var hidden: [String]

    init(hiding paths: [String]) {
        // Longest first, so a folder inside another is replaced whole.
        hidden = Set(paths.filter { $0.count > 1 }.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 })
            .sorted { $0.count > $1.count }
    }

    func apply(_ message: String) -> String {
        var text = message
        for path in hidden where text.contains(path) { text = text.replacingOccurrences(of: path, with: "…") }
        guard text.count > Self.limit else { return text }
        return String(text.prefix(Self.limit)) + " … (cut at \(Self.limit) characters)"
    }

    func apply(_ report: KataReport) -> KataReport {
        var report = report
        for index in report.checks.indices {
            report.checks[index].message = report.checks[index].message.map(apply)
        }
        for index in report.diagnostics.indices {
            report.diagnostics[index].message = apply(report.diagnostics[index].message)
        }
        report.notes = report.notes?.map(apply)
        return report
    }
}
