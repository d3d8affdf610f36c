import Foundation
import KataCore

/// A cohort's summaries in words (`kata grade`): `summary.csv` for a spreadsheet, and `summary.html`,
/// one self-contained page: no script, no network; a real table with a caption and headers, and
/// every verdict in words, so colour is never the only signal. The core has the values
/// (`CohortSummary`) and writes the files where the grading or the merge writes them.
struct CohortSummaryRenderer: CohortSummaryWriting {
    func csv(_ summary: CohortSummary) -> String {
        let manifest = summary.manifest, results = summary.results
        var header = ["submission", "status", "passed", "checks"] + manifest.checks.map(\.id)
        header += ["review_percent", "review_found", "review_items", "tests_caught", "tests_mutants", "tests_required_missed", "error"]
        var lines = [header.map(CSVField.quote).joined(separator: ",")]
        for result in results {
            var row = [result.submission, result.status.rawValue, String(result.passedCount), String(result.checks.count)]
            row += manifest.checks.map { summary.status(of: $0.id, in: result) }
            row += [result.review.map { String($0.percent) } ?? "", result.review.map { String($0.found) } ?? "", result.review.map { String($0.total) } ?? ""]
            row += [result.tests.map { String($0.caught) } ?? "", result.tests.map { String($0.mutants) } ?? "", result.tests?.requiredMissed.joined(separator: " ") ?? ""]
            row.append(result.error ?? "")
            lines.append(row.map(CSVField.quote).joined(separator: ","))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func word(for status: SubmissionResult.Status) -> String {
        switch status {
        case .pass: return "pass"
        case .fail: return "fail"
        case .error: return "does not compile"
        case .invalid: return "not gradable"
        case .refused: return "refused"
        }
    }

    static func mark(_ status: String) -> String {
        switch status {
        case "pass": return "✓"
        case "fail": return "✗"
        case "skipped": return "–"
        default: return "⚠"
        }
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    static func link(_ submission: String) -> String {
        (submission + ".json").addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "?#"))) ?? submission + ".json"
    }

    /// Text and attribute values alike: the page's one escaping (`XMLText`), which also makes
    /// control characters in a candidate's text visible instead of passing them into the page.
    static func escape(_ text: String) -> String { XMLText.escape(text, attribute: true) }
}
