import Foundation
import KataCore

/// The report as one self-contained HTML page: no scripts, no network, styles inline, charts as
/// inline SVG. Headings and tables with headers carry the structure; every verdict is a word (a
/// symbol and a colour only help), so it reads the same printed in black and white.
struct RoundReportHTML: Sendable {
    init() {}

    func render(_ report: RoundReport) -> String {
        var body: [String] = []
        body.append("<header><h1>Interview report: \(esc(report.title))</h1>")
        body.append("<p class=\"meta\">Kata <code>\(esc(report.kata))</code> · \(esc(report.roundStatusText)) · written \(esc(RoundReport.timeText(report.generatedAt)))</p>")
        body.append("<p class=\"verdict\">" + (report.candidate.map { "<strong>Candidate:</strong> \(esc($0)) · " } ?? "") + "<strong>Overall:</strong> \(esc(report.overallText))</p></header>")
        body.append(summary(report))
        body.append(timeline(report))
        body.append(review(report))
        body.append(checks(report))
        body.append(tests(report))
        body.append(questions(report))
        body.append(trends(report))
        body.append(diff(report))
        return """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <link rel="icon" href="data:,">
        <title>Interview report: \(esc(report.title))</title>
        <style>\(Self.css)</style>
        </head>
        <body>
        <main>
        \(body.joined(separator: "\n"))
        </main>
        </body>
        </html>

        """
    }

    func summary(_ report: RoundReport) -> String {
        var rows: [(String, String)] = []
        if let review = report.review {
            rows.append(("Review", "\(review.percent)% · \(review.found) of \(review.total) findings" + (review.draft ? " (draft, not submitted)" : "")))
        }
        rows.append(("Checks", report.checksText))
        if let tests = report.tests { rows.append(("Candidate's tests", "notice \(tests.caught) of \(tests.total) behaviours (\(tests.percent)%)")) }
        let asked = report.questions.filter { $0.knew != nil }
        if !asked.isEmpty { rows.append(("Questions", "knew \(asked.filter { $0.knew == true }.count) of \(asked.count)")) }
        let items = rows.map { "<div><dt>\(esc($0.0))</dt><dd>\(esc($0.1))</dd></div>" }.joined()
        return "<section aria-labelledby=\"summary\"><h2 id=\"summary\">Summary</h2><dl class=\"summary\">\(items)</dl></section>"
    }

    func timeline(_ report: RoundReport) -> String {
        var html = ["<section aria-labelledby=\"timeline\"><h2 id=\"timeline\">Timeline of the round</h2>"]
        guard !report.phases.isEmpty else {
            html.append("<p>No interview round was run; this report shows the practice in the workspace.</p></section>")
            return html.joined(separator: "\n")
        }
        html.append(SVGChart.bars(id: "chart-time", title: "Time per phase",
                                  description: "Minutes used in each phase against its time box (dashed outline); time over the box is hatched.",
                                  bars: report.phases.map { phase in
                                      let used = phase.secondsUsed / 60
                                      let text = String(format: "%.0f of %d min", used, phase.minutes) + (phase.overBox ? " (over)" : "") + (phase.status == "skipped" ? " (skipped)" : "")
                                      return SVGChart.Bar(label: phase.title, value: used, box: Double(phase.minutes), valueText: text)
                                  }))
        html.append("<table><caption>Phases in order</caption><thead><tr><th scope=\"col\">Phase</th><th scope=\"col\">Status</th><th scope=\"col\">Time box</th><th scope=\"col\">Used</th><th scope=\"col\">Started</th><th scope=\"col\">Ended</th></tr></thead><tbody>")
        for phase in report.phases {
            let used = String(format: "%.1f min", phase.secondsUsed / 60) + (phase.overBox ? " — over the box" : "")
            html.append("<tr><th scope=\"row\">\(esc(phase.title))</th><td>\(esc(phase.status))</td><td>\(phase.minutes) min</td><td>\(esc(used))</td><td>\(esc(phase.startedAt.map(RoundReport.timeText) ?? "—"))</td><td>\(esc(phase.endedAt.map(RoundReport.timeText) ?? "—"))</td></tr>")
        }
        html.append("</tbody></table></section>")
        return html.joined(separator: "\n")
    }

    func review(_ report: RoundReport) -> String {
        guard let review = report.review else {
            return "<section aria-labelledby=\"review\"><h2 id=\"review\">Review</h2><p>No review written yet.</p></section>"
        }
        var html = ["<section aria-labelledby=\"review\"><h2 id=\"review\">Review</h2>"]
        let time = review.minutesTaken.map { taken in review.minutesAllowed.map { String(format: " in %.0f of %d minutes", taken, $0) } ?? "" } ?? ""
        html.append("<p>Score <strong>\(review.percent)%</strong> (\(number(review.points)) of \(number(review.maximum)) points, weighted by severity): \(review.found) of \(review.total) items found\(esc(time)).\(review.draft ? " Scored from the draft in review.md: not submitted." : "")</p>")
        html.append("<table><caption>The key, item by item</caption><thead><tr><th scope=\"col\">Verdict</th><th scope=\"col\">Severity</th><th scope=\"col\">Item</th><th scope=\"col\">The candidate's words</th><th scope=\"col\">The key's explanation</th></tr></thead><tbody>")
        for item in review.items {
            let verdict = item.found ? badge("found", "pass") : badge("missed", "fail")
            let words = item.words.map { "<q>\(esc($0))</q>" + (item.reviewLine.map { " <span class=\"muted\">(review line \($0))</span>" } ?? "") } ?? "<span class=\"muted\">—</span>"
            html.append("<tr><td>\(verdict)</td><td>\(esc(item.severity))</td><th scope=\"row\">\(prose(item.title))</th><td class=\"words\">\(words)</td><td>\(prose(item.detail))</td></tr>")
        }
        html.append("</tbody></table>")
        if !review.unearned.isEmpty {
            html.append("<h3>Findings that earned nothing</h3><ul>")
            for finding in review.unearned {
                html.append("<li><q>\(esc(finding.text))</q> <span class=\"muted\">(review line \(finding.reviewLine))</span>: \(esc(finding.why))</li>")
            }
            html.append("</ul>")
        }
        html.append("</section>")
        return html.joined(separator: "\n")
    }

    func checks(_ report: RoundReport) -> String {
        var html = ["<section aria-labelledby=\"checks\"><h2 id=\"checks\">Checks per stage</h2><p>Verdicts from \(esc(report.checksSource)).</p>"]
        for stage in report.stages {
            html.append("<h3>Stage \(stage.number): \(esc(stage.title))</h3>")
            html.append("<table><thead><tr><th scope=\"col\">Check</th><th scope=\"col\">Verdict</th><th scope=\"col\">What was seen</th><th scope=\"col\">Where</th></tr></thead><tbody>")
            for check in stage.checks {
                html.append("<tr><th scope=\"row\"><code>\(esc(check.id))</code> \(prose(check.title))</th><td>\(verdict(check.status))</td><td>\(check.message.map { "<pre class=\"message\">\(esc($0))</pre>" } ?? "")</td><td>\(check.location.map { "<code>\(esc($0))</code>" } ?? "")</td></tr>")
            }
            html.append("</tbody></table>")
        }
        html.append("</section>")
        return html.joined(separator: "\n")
    }

    func tests(_ report: RoundReport) -> String {
        guard let tests = report.tests else {
            guard report.testsCheck != nil else { return "" }
            return "<section aria-labelledby=\"tests\"><h2 id=\"tests\">The candidate's tests</h2><p>Not graded yet.</p></section>"
        }
        var html = ["<section aria-labelledby=\"tests\"><h2 id=\"tests\">The candidate's tests</h2>"]
        html.append("<p>Mutation score <strong>\(tests.percent)%</strong>: \(RoundReport.testsNotice(tests.testCount)) \(tests.caught) of \(tests.total) behaviours.</p>")
        if !tests.unsound.isEmpty {
            html.append("<p>Tests that fail on a correct presenter, so catch nothing: \(tests.unsound.map { "<code>\(esc($0))</code>" }.joined(separator: ", ")).</p>")
        }
        html.append("<table><caption>Each bug planted in a correct presenter</caption><thead><tr><th scope=\"col\">Verdict</th><th scope=\"col\">The bug</th><th scope=\"col\">Needed for the stage</th></tr></thead><tbody>")
        for mutant in tests.mutants {
            let verdict = mutant.status == "noticed" || mutant.status == "caught" ? badge(mutant.status, "pass") : mutant.status == "missed" ? badge("missed", "fail") : badge("not judged", "warn")
            html.append("<tr><td>\(verdict)</td><th scope=\"row\">\(prose(mutant.description))</th><td>\(mutant.required ? "yes" : "no")</td></tr>")
        }
        html.append("</tbody></table></section>")
        return html.joined(separator: "\n")
    }

    func questions(_ report: RoundReport) -> String {
        guard !report.questions.isEmpty else { return "" }
        var html = ["<section aria-labelledby=\"questions\"><h2 id=\"questions\">Follow-up questions</h2>"]
        html.append("<table><thead><tr><th scope=\"col\">Question</th><th scope=\"col\">How it went</th><th scope=\"col\">Model answer</th></tr></thead><tbody>")
        for question in report.questions {
            let verdict = question.knew.map { $0 ? badge("knew it", "pass") : badge("did not know", "fail") } ?? "<span class=\"muted\">not asked</span>"
            html.append("<tr><th scope=\"row\">\(prose(question.question))</th><td>\(verdict)</td><td>\(prose(question.answer))</td></tr>")
        }
        html.append("</tbody></table></section>")
        return html.joined(separator: "\n")
    }

    func trends(_ report: RoundReport) -> String {
        var series: [SVGChart.Series] = []
        if !report.reviewHistory.isEmpty {
            series.append(SVGChart.Series(name: "review score", points: report.reviewHistory.map { ($0.label, $0.percent) }, shape: "circle", color: "#2563eb"))
        }
        if !report.questionHistory.isEmpty {
            series.append(SVGChart.Series(name: "questions known", points: report.questionHistory.map { ($0.label, $0.percent) }, shape: "square", color: "#b45309"))
        }
        var html = ["<section aria-labelledby=\"trend\"><h2 id=\"trend\">Score per attempt</h2>"]
        guard !series.isEmpty else {
            html.append("<p>No review or question attempts yet.</p></section>")
            return html.joined(separator: "\n")
        }
        html.append(SVGChart.lines(id: "chart-attempts", title: "Score per attempt",
                                   description: "Review score and share of questions known, in percent, for each attempt in order (circles: review; squares: questions).",
                                   series: series))
        html.append("<table><caption>The same scores as a table</caption><thead><tr><th scope=\"col\">Attempt</th><th scope=\"col\">When</th><th scope=\"col\">Score</th></tr></thead><tbody>")
        for point in report.reviewHistory + report.questionHistory {
            html.append("<tr><th scope=\"row\">\(esc(point.label))</th><td>\(esc(RoundReport.timeText(point.at)))</td><td>\(point.percent)%</td></tr>")
        }
        html.append("</tbody></table></section>")
        return html.joined(separator: "\n")
    }

    func diff(_ report: RoundReport) -> String {
        var html = ["<section aria-labelledby=\"diff\"><h2 id=\"diff\">The candidate's code against the starter</h2>"]
        if report.diff.isEmpty { html.append("<p>No files in the workspace yet.</p>") }
        for file in report.diff {
            html.append("<h3><code>\(esc(file.file))</code>: \(file.added) lines added, \(file.removed) removed</h3>")
            guard !file.lines.isEmpty else { html.append("<p>Unchanged.</p>"); continue }
            let lines = file.lines.map { line -> String in
                switch line.kind {
                case "added": return "<ins>+ \(esc(line.text))</ins>"
                case "removed": return "<del>- \(esc(line.text))</del>"
                case "gap": return "<span class=\"gap\">  …</span>"
                default: return "<span>  \(esc(line.text))</span>"
                }
            }
            html.append("<pre class=\"diff\" aria-label=\"changes in \(XMLText.escape(file.file, attribute: true)): lines starting with + were added, with - removed\">\(lines.joined())</pre>")
        }
        html.append("</section>")
        return html.joined(separator: "\n")
    }

    func verdict(_ status: String) -> String {
        switch status {
        case "pass": return badge("pass", "pass")
        case "fail": return badge("fail", "fail")
        case "crash": return badge("crash", "fail")
        case "timeout": return badge("hang", "fail")
        case "not-compiled": return badge("needs the contract", "warn")
        case "skipped": return badge("skipped", "muted")
        default: return badge("not run", "muted")
        }
    }

    /// A verdict word with a symbol, coloured as a help only.
    func badge(_ word: String, _ kind: String) -> String {
        let symbol = ["pass": "✓", "fail": "✗", "warn": "!", "muted": "–"][kind] ?? ""
        return "<span class=\"badge \(kind)\"><span aria-hidden=\"true\">\(symbol) </span>\(esc(word))</span>"
    }

    /// Kata text, where `code` in backticks is shown as code.
    func prose(_ text: String) -> String {
        text.split(separator: "`", omittingEmptySubsequences: false).enumerated().map { index, part in
            index % 2 == 1 ? "<code>\(esc(String(part)))</code>" : esc(String(part))
        }.joined()
    }

    func number(_ value: Double) -> String { value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value) }
    func esc(_ text: String) -> String { XMLText.escape(text, attribute: false) }

    static let css = """
    body{font:15px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1a1a1a;background:#fff;margin:0}
    main{max-width:60rem;margin:0 auto;padding:1.5rem}
    h1{font-size:1.7rem;margin:0 0 .2rem}h2{font-size:1.3rem;margin-top:2rem;border-bottom:2px solid #ddd;padding-bottom:.2rem}h3{font-size:1.05rem;margin-top:1.2rem}
    .meta,.muted{color:#555}
    table{border-collapse:collapse;width:100%;margin:.5rem 0 1rem;font-size:.92rem}
    caption{text-align:left;font-weight:600;padding:.2rem 0}
    th,td{border:1px solid #ccc;padding:.35rem .5rem;text-align:left;vertical-align:top}
    thead th{background:#f1f1f1}tbody th{font-weight:500}
    .summary{display:flex;flex-wrap:wrap;gap:.5rem 2rem;margin:0}.summary dt{font-weight:600}.summary dd{margin:0}
    .badge{display:inline-block;border:1px solid;border-radius:3px;padding:0 .35rem;font-weight:600;white-space:nowrap}
    .badge.pass{color:#065f46;background:#ecfdf5}.badge.fail{color:#991b1b;background:#fef2f2}.badge.warn{color:#92400e;background:#fffbeb}.badge.muted{color:#444;background:#f5f5f5}
    pre{white-space:pre-wrap;word-break:break-word;margin:0;font:13px/1.4 ui-monospace,Menlo,Consolas,monospace}
    pre.diff{border:1px solid #ccc;padding:.5rem;background:#fafafa}
    pre.diff ins{text-decoration:none;background:#e6ffed;display:block}pre.diff del{text-decoration:none;background:#ffeef0;display:block}pre.diff span{display:block}
    .chart{max-width:100%;height:auto;display:block;margin:.5rem 0}.chart-label,.chart-value,.chart-axis{font:12px system-ui,sans-serif;fill:#1a1a1a}
    q{quotes:"“" "”"}td,th{overflow-wrap:break-word}td code,th code{overflow-wrap:anywhere}code{font:13px ui-monospace,Menlo,Consolas,monospace;background:#f3f3f3;padding:0 .15rem}
    @media print{body{font-size:11pt}main{max-width:none;padding:0}h2{break-after:avoid}tr,pre,svg{break-inside:avoid}.badge{background:none!important;color:#000!important}pre.diff ins,pre.diff del{background:none}}
    """
}
