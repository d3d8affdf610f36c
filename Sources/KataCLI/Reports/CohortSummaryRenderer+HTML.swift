import Foundation
import KataCore

extension CohortSummaryRenderer {
    func html(_ summary: CohortSummary) -> String {
        let manifest = summary.manifest, results = summary.results
        let counts = Dictionary(grouping: results, by: \.status).mapValues(\.count)
        let tally = [SubmissionResult.Status.pass, .fail, .error, .invalid, .refused].map { "\(counts[$0] ?? 0) \(Self.word(for: $0))" }.joined(separator: " · ")
        var page = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(Self.escape(manifest.kata)): cohort results</title>
        <style>
        body { font: 15px/1.45 system-ui, sans-serif; margin: 2rem; color: #1a1a1a; background: #fff; }
        table { border-collapse: collapse; margin: 1rem 0; }
        caption { text-align: left; font-weight: 600; padding-bottom: .4rem; }
        th, td { border: 1px solid #999; padding: .3rem .5rem; text-align: left; vertical-align: top; }
        thead th { background: #eee; }
        .pass { background: #dff3e0; } .fail, .crash, .timeout { background: #fde2e1; }
        .error, .invalid, .refused, .not-compiled { background: #fff1cc; } .skipped { background: #f2f2f2; }
        .scroll { overflow-x: auto; max-width: 100%; }
        td.message { min-width: 18rem; max-width: 40rem; font-size: 13px; overflow-wrap: anywhere; }
        td.message ul { margin: 0; padding-left: 1.1rem; }
        @media print { body { margin: 0; } th, td { border-color: #000; } }
        </style>
        </head>
        <body>
        <main>
        <h1>Cohort results: \(Self.escape(manifest.kata))</h1>
        <p>\(results.count) submission\(results.count == 1 ? "" : "s"): \(tally). Each submission was graded under the bounds of a learner's check: \(Self.number(manifest.bounds.timeoutSeconds)) s per test run\(manifest.bounds.memoryMB.map { ", \($0) MB of memory" } ?? "")\(manifest.bounds.cpuSeconds.map { ", \($0) s of CPU" } ?? "")\(manifest.bounds.sandbox.map { $0 == "none" ? ", not sandboxed" : ", sandboxed (\($0))" } ?? "").</p>
        <div class="scroll">
        <table>
        <caption>Verdict of every check, per submission (✓ pass, ✗ fail, ⚠ crashed, hung or could not be built, – not run)</caption>
        <thead>
        <tr><th scope="col">Submission</th><th scope="col">Result</th><th scope="col">Checks passed</th>
        """
        page += headerCells(summary) + "</thead>\n<tbody>\n"
        for result in results { page += row(result, of: summary) }
        page += "</tbody>\n</table>\n</div>\n<h2>Checks</h2>\n<dl>\n"
        for check in manifest.checks {
            page += "<dt>\(Self.escape(check.id))</dt><dd>\(Self.escape(check.title))</dd>\n"
        }
        page += "</dl>\n<p>Each submission's full result is in <code>&lt;submission&gt;.json</code> beside this page.</p>\n</main>\n</body>\n</html>\n"
        return page
    }

    /// The table's header cells after the first three: one per check, the review, the tests, details.
    func headerCells(_ summary: CohortSummary) -> String {
        var page = ""
        for check in summary.manifest.checks {
            page += "<th scope=\"col\"><abbr title=\"\(Self.escape(check.title))\">\(Self.escape(check.id))</abbr></th>"
        }
        if summary.hasReview { page += "<th scope=\"col\">Review</th>" }
        if summary.hasTests { page += "<th scope=\"col\">Own tests: bugs caught</th>" }
        return page + "<th scope=\"col\">Details</th></tr>\n"
    }

    /// One submission's row of the table.
    func row(_ result: SubmissionResult, of summary: CohortSummary) -> String {
        let manifest = summary.manifest
        var page = "<tr><th scope=\"row\"><a href=\"\(Self.escape(Self.link(result.submission)))\">\(Self.escape(result.submission))</a></th>"
        page += "<td class=\"\(result.status.rawValue)\">\(Self.mark(result.status.rawValue)) \(Self.word(for: result.status))</td>"
        // One denominator for everyone: a check not run (no test file given) counts as not passed.
        page += "<td>\(result.passedCount) of \(manifest.checks.count)</td>"
        for check in manifest.checks {
            let status = summary.status(of: check.id, in: result)
            page += status.isEmpty ? "<td>—</td>" : "<td class=\"\(status)\">\(Self.mark(status)) \(status)</td>"
        }
        if summary.hasReview {
            page += result.review.map { "<td>\($0.percent) % (\($0.found) of \($0.total) found)</td>" } ?? "<td>—</td>"
        }
        if summary.hasTests {
            page += result.tests.map { tests in
                let missed = tests.requiredMissed.isEmpty ? "" : "; missed required: \(Self.escape(tests.requiredMissed.joined(separator: ", ")))"
                return "<td class=\"\(tests.status.rawValue)\">\(tests.caught) of \(tests.mutants)\(missed)</td>"
            } ?? "<td>—</td>"
        }
        let lines = Self.details(result)
        let cell = lines.count > 1 ? "<ul>" + lines.map { "<li>\(Self.escape($0))</li>" }.joined() + "</ul>" : Self.escape(lines.first ?? "")
        return page + "<td class=\"message\">\(cell)</td></tr>\n"
    }

    /// What is worth reading about a submission that did not pass: why it could not be graded,
    /// its first compile error, or every check that did not pass with the first line of its message.
    static func details(_ result: SubmissionResult) -> [String] {
        if let error = result.error { return [error] }
        if result.status == .error, let first = result.diagnostics.first(where: { $0.severity == .error }) {
            return ["does not compile: \(first.file):\(first.line): \(first.message)"]
        }
        return result.checks.filter { $0.status != .pass && $0.status != .skipped }.map { failed in
            "\(failed.id): " + (failed.message?.split(separator: "\n").first.map(String.init) ?? failed.status.rawValue)
        }
    }
}
