import Foundation
import KataCore

/// The report's values said in words, for the HTML page, the Markdown and the round's last lines.
extension RoundReport {
    /// `10 of 11 pass`, and how many did not run when some did not.
    var checksText: String {
        "\(passedCount) of \(checkCount) pass" + (notRunCount > 0 ? ", \(notRunCount) not run" : "")
    }

    /// The round at a glance: the mean of the parts' scores in percent, each named.
    var overallText: String {
        var parts: [(String, Int)] = []
        if let review { parts.append(("review", review.percent)) }
        if checkCount > 0 { parts.append(("checks", Int((Double(passedCount) / Double(checkCount) * 100).rounded()))) }
        if let tests { parts.append(("tests", tests.percent)) }
        let asked = questions.filter { $0.knew != nil }
        if !asked.isEmpty { parts.append(("questions", Int((Double(asked.filter { $0.knew == true }.count) / Double(asked.count) * 100).rounded()))) }
        guard !parts.isEmpty else { return "nothing graded yet" }
        let mean = Int((Double(parts.map(\.1).reduce(0, +)) / Double(parts.count)).rounded())
        return "\(mean)%, the mean of " + parts.map { "\($0.0) \($0.1)%" }.joined(separator: ", ")
    }

    /// The round's status in words for a heading.
    var roundStatusText: String { roundStatus == "no interview" ? "practice, no interview round" : "round \(roundStatus)" }

    /// `1 test notices`, `7 tests notice`.
    static func testsNotice(_ count: Int) -> String {
        count == 1 ? "1 test notices" : "\(count) tests notice"
    }

    static func timeText(_ date: Date) -> String {
        UTCFormat.string(date, "yyyy-MM-dd HH:mm 'UTC'")
    }
}

extension RoundReport.ChecksSource {
    /// Where the verdicts come from, as the report's `checksSource` says it.
    var words: String {
        switch self {
        case .round: return "the last check of each kind in this round"
        case let .lastCheck(stage, at): return "the last `\(CommandNames.kata(.check))`, at stage \(stage) (\(RoundReport.timeText(at)))"
        case .none: return "not checked yet"
        }
    }
}
