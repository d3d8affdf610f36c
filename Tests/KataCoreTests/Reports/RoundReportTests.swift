import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import KataCLI
@testable import KataCore

/// The report's HTML and Markdown, read as text and as XML (the page is written as well-formed
/// XHTML-compatible markup, so a parser can walk it): structure, accessibility, self-containment.
@Suite struct RoundReportTests {
    let html = RoundReportHTML().render(ReportFixture.report())

    /// The page's body parsed as XML (the doctype and head's void elements aside).
    func body() throws -> XMLElement {
        let start = try #require(html.range(of: "<main>")), end = try #require(html.range(of: "</main>"))
        let document = try XMLDocument(xmlString: String(html[start.lowerBound..<end.upperBound]), options: [])
        return try #require(document.rootElement())
    }

    func all(_ name: String, in element: XMLElement) -> [XMLElement] {
        (element.name == name ? [element] : []) + (element.children ?? []).compactMap { $0 as? XMLElement }.flatMap { all(name, in: $0) }
    }

    @Test func headingsTablesAndChartsAreAccessible() throws {
        let main = try body()
        #expect(all("h1", in: main).count == 1)
        #expect(all("h2", in: main).map(\.stringValue) == ["Summary", "Timeline of the round", "Review", "Checks per stage", "The candidate's tests",
                                                           "Follow-up questions", "Score per attempt", "The candidate's code against the starter"].map(Optional.some))
        for table in all("table", in: main) {
            let headers = all("th", in: table).filter { $0.attribute(forName: "scope")?.stringValue == "col" }
            #expect(!headers.isEmpty, "every table has column headers")
        }
        let charts = all("svg", in: main)
        #expect(charts.count == 2)
        for chart in charts {
            // In the SVG namespace, attributes are found by their local name.
            #expect(chart.attributes?.first { $0.localName == "role" }?.stringValue == "img")
            #expect(!(all("title", in: chart).first?.stringValue ?? "").isEmpty && !(all("desc", in: chart).first?.stringValue ?? "").isEmpty)
        }
        #expect(html.contains("23 of 20 min (over)"), "time over the box is said in words, not only hatched")
        #expect(html.contains("1 of 20 min (skipped)"))
        let badges = all("span", in: main).filter { $0.attribute(forName: "class")?.stringValue?.hasPrefix("badge") == true }
        let words = Set(badges.compactMap { $0.stringValue?.replacingOccurrences(of: "✓ ", with: "").replacingOccurrences(of: "✗ ", with: "") })
        let expected: Set<String> = ["found", "missed", "pass", "fail", "hang", "caught", "knew it", "did not know"]
        #expect(words.isSuperset(of: expected), "each verdict is a word: \(words)")
    }

    @Test func theTopSaysWhoAndHowItWentAndCountsSayWhatDidNotRun() throws {
        var report = ReportFixture.report()
        report.candidate = "Alice <Ali> Doe"
        report.stages[0].checks[0].status = "not-run"
        report.tests?.testCount = 1
        let page = RoundReportHTML().render(report)
        let header = try #require(page.components(separatedBy: "</header>").first)
        #expect(header.contains("<strong>Candidate:</strong> Alice &lt;Ali&gt; Doe"))
        #expect(header.contains("<strong>Overall:</strong> ") && header.contains("the mean of review 42%, checks "))
        #expect(report.notRunCount >= 1)
        #expect(page.contains("\(report.passedCount) of \(report.checkCount) pass, \(report.notRunCount) not run"), "a check that never ran is not a failure")
        #expect(page.contains("1 test notices 2 of 3 behaviours") && !page.contains("1 tests"))
        let markdown = RoundReportMarkdown().render(report)
        #expect(markdown.contains("**Candidate:** Alice") && markdown.contains("**Overall:**") && markdown.contains("\(report.notRunCount) not run"))
    }

    @Test func twoSeriesAtTheSameScoreDoNotPrintTheirLabelsOnEachOther() {
        let series = [SVGChart.Series(name: "review score", points: [("r1", 0)], shape: "circle", color: "#000"),
                      SVGChart.Series(name: "questions known", points: [("q1", 0)], shape: "square", color: "#111")]
        let svg = SVGChart.lines(id: "c", title: "t", description: "d", series: series)
        let labels = svg.components(separatedBy: "\n").filter { $0.contains("class=\"chart-value\"") }.map { line in
            line.components(separatedBy: "\"").prefix(4).joined()
        }
        #expect(labels.count == 2)
        #expect(Set(labels).count == 2, "each label has a place of its own: \(labels)")
    }

    @Test func thePageNeedsNothingFromOutside() {
        #expect(!html.contains("<script"), "no scripts at all")
        #expect(!html.contains("<script>console"), "the candidate's markup is text")
        let links = html.components(separatedBy: "http").dropFirst().map { String($0.prefix(30)) }
        #expect(links.allSatisfy { $0.hasPrefix("://www.w3.org/2000/svg") }, "only the SVG namespace, no fetch: \(links)")
        #expect(!html.contains("src="))
        #expect(html.contains("@media print"))
    }

    @Test func candidateTextIsEscapedEverywhere() throws {
        let main = try body()
        let text = main.stringValue ?? ""
        #expect(text.contains("strong view <script>console.error(\"injected\")</script> & \"quotes\" \\u{1B}[31m"))
        #expect(all("script", in: main).isEmpty)
        let markdown = RoundReportMarkdown().render(ReportFixture.report())
        #expect(markdown.contains("strong view &lt;script>"))
        #expect(markdown.contains("| Fix it | done | 40 min | 31.0 min |"))
    }

    @Test func jsonRoundTrips() throws {
        let report = ReportFixture.report()
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        #expect(try decoder.decode(RoundReport.self, from: Data(report.jsonString().utf8)) == report)
    }

    /// Where the verdicts come from is a value in the core (`RoundReport.ChecksSource`), worded by the CLI as before.
    @Test func theSourceOfTheVerdictsIsSaidInWords() {
        #expect(RoundReport.ChecksSource.round.words == "the last check of each kind in this round")
        #expect(RoundReport.ChecksSource.lastCheck(stage: 2, at: Date(timeIntervalSince1970: 1_800_000_000)).words
            == "the last `swift run kata check`, at stage 2 (2027-01-15 08:00 UTC)")
        #expect(RoundReport.ChecksSource.none.words == "not checked yet")
    }
}
