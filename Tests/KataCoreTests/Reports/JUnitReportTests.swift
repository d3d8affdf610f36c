import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import KataCLI
@testable import KataCore

/// The JUnit XML of `kata check --junit`: the shape CI reporters read, and learner text that
/// cannot break it.
@Suite struct JUnitReportTests {
    /// The common JUnit shape (the Jenkins/Ant schema GitLab and the GitHub reporters follow):
    /// per element, its allowed attributes, the required ones, and the allowed children. A test
    /// case's `file` and `line` are the widely read extension (pytest writes them; GitLab and the
    /// GitHub reporters show them).
    struct Shape {
        var attributes: Set<String>
        var required: Set<String>
        var children: Set<String>
    }

    static let schema: [String: Shape] = [
        "testsuites": Shape(attributes: ["name", "tests", "failures", "errors", "skipped", "disabled", "time"], required: [], children: ["testsuite"]),
        "testsuite": Shape(attributes: ["name", "tests", "failures", "errors", "skipped", "disabled", "time", "timestamp", "hostname", "id", "package", "file"],
                           required: ["name", "tests"], children: ["properties", "testcase", "system-out", "system-err"]),
        "testcase": Shape(attributes: ["name", "classname", "time", "assertions", "status", "file", "line"], required: ["name"],
                          children: ["skipped", "error", "failure", "system-out", "system-err"]),
        "failure": Shape(attributes: ["message", "type"], required: [], children: []),
        "error": Shape(attributes: ["message", "type"], required: [], children: []),
        "skipped": Shape(attributes: ["message"], required: [], children: []),
        "system-out": Shape(attributes: [], required: [], children: []),
        "system-err": Shape(attributes: [], required: [], children: []),
    ]

    /// Problems with the document's shape, in words; empty when it fits.
    static func shapeProblems(_ xml: String) throws -> [String] {
        #if canImport(FoundationXML) || os(macOS)
        let document = try XMLDocument(xmlString: xml, options: [])
        guard let root = document.rootElement(), root.name == "testsuites" else { return ["the root is not <testsuites>"] }
        var problems: [String] = []
        func visit(_ element: XMLElement) {
            let name = element.name ?? "?"
            guard let shape = schema[name] else { problems.append("unknown element <\(name)>"); return }
            let attributes = Set((element.attributes ?? []).compactMap(\.name))
            problems += attributes.subtracting(shape.attributes).map { "<\(name)> has unknown attribute \($0)" }
            problems += shape.required.subtracting(attributes).map { "<\(name)> lacks \($0)" }
            for numeric in ["tests", "failures", "errors", "skipped", "line"] {
                if let value = element.attribute(forName: numeric)?.stringValue, Int(value) == nil { problems.append("<\(name)> \(numeric)=\(value) is not a whole number") }
            }
            if let time = element.attribute(forName: "time")?.stringValue, Double(time) == nil { problems.append("<\(name)> time=\(time) is not a number") }
            if let stamp = element.attribute(forName: "timestamp")?.stringValue,
               stamp.range(of: "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}$", options: .regularExpression) == nil {
                problems.append("<\(name)> timestamp=\(stamp) does not fit the schema's pattern")
            }
            for child in element.children ?? [] {
                if let child = child as? XMLElement {
                    if !shape.children.contains(child.name ?? "") { problems.append("<\(child.name ?? "?")> inside <\(name)>") }
                    visit(child)
                }
            }
            if name == "testcase" {
                let kinds = (element.children ?? []).compactMap { ($0 as? XMLElement)?.name }.filter { ["skipped", "failure", "error"].contains($0) }
                if kinds.count > 1 { problems.append("a testcase with \(kinds)") }
            }
            if name == "testsuite" {
                let cases = element.elements(forName: "testcase")
                let count = { (kind: String) in cases.filter { !$0.elements(forName: kind).isEmpty }.count }
                let expected = ["tests": cases.count, "failures": count("failure"), "errors": count("error"), "skipped": count("skipped")]
                for (attribute, value) in expected where element.attribute(forName: attribute)?.stringValue != String(value) {
                    problems.append("testsuite \(attribute) is not \(value)")
                }
            }
        }
        visit(root)
        return problems
        #else
        return ["no XML parser on this platform"]
        #endif
    }

    static let hostile = "expected \"Today\" <b>&amp; 'yes'</b>\nsecond line\u{0}\u{1B}[31m\u{7}\ttab\r\u{FFFE} é 🦊 ]]>"

    func report() -> KataReport {
        var failing = CheckResult(id: "today", stage: 3, title: "Say \"Today\" <right>", status: .fail, message: Self.hostile,
                                  location: SourceLocation(file: "Orders<&>Presenter.swift", line: 42, path: "/tmp/x/Orders<&>Presenter.swift"))
        failing.grade = nil
        return KataReport(kata: "leaky-presenter", checks: [
            CheckResult(id: "view-is-weak", stage: 1, title: "weak view", status: .pass),
            CheckResult(id: "fetch-does-not-retain", stage: 1, title: "no retain", status: .crash, message: "signal 11 & more"),
            CheckResult(id: "main-thread", stage: 2, title: "main", status: .timeout, message: "hung after 4 s"),
            CheckResult(id: "failure-state", stage: 2, title: "failure", status: .notCompiled, message: "needs `OrderFetching`"),
            failing,
            CheckResult(id: "no-uikit", stage: 4, title: "Foundation only", status: .skipped, message: "not requested"),
        ], diagnostics: [], durationMs: 1234)
    }

    @Test func theDocumentHasTheCommonJUnitShape() throws {
        let kata = try Repository.catalog.kata("leaky-presenter")
        let xml = JUnitRenderer(kata: kata, runName: "kata check \(kata.id)").render(report(), timestamp: Date(timeIntervalSince1970: 1_800_000_000))
        #expect(try Self.shapeProblems(xml) == [])
        let document = try XMLDocument(xmlString: xml, options: [])
        let root = try #require(document.rootElement())
        #expect(root.attribute(forName: "tests")?.stringValue == "6")
        #expect(root.attribute(forName: "failures")?.stringValue == "2", "a failed check and one whose contract is missing")
        #expect(root.attribute(forName: "errors")?.stringValue == "2", "a crash and a hang")
        #expect(root.attribute(forName: "skipped")?.stringValue == "1")
        let suites = root.elements(forName: "testsuite")
        #expect(suites.first?.attribute(forName: "timestamp")?.stringValue == "2027-01-15T08:00:00")
        #expect(suites.map { $0.attribute(forName: "name")?.stringValue ?? "" } == [
            "leaky-presenter · stage 1: Break the cycles", "leaky-presenter · stage 2: The main thread and the failure state",
            "leaky-presenter · stage 3: Time and the return rule", "leaky-presenter · stage 4: A presenter that builds anywhere",
        ])
    }

    @Test func codeThatDoesNotCompileSkipsEveryCheckAndSaysWhy() throws {
        let kata = try Repository.catalog.kata("leaky-presenter")
        let report = KataReport(kata: "leaky-presenter", checks: [
            CheckResult(id: "view-is-weak", stage: 1, title: "weak view", status: .skipped, message: "your code does not compile"),
            CheckResult(id: "fetch-does-not-retain", stage: 1, title: "no retain", status: .skipped),
        ], diagnostics: [Diagnostic(file: "OrdersPresenter.swift", line: 3, column: 7, severity: .error, message: "expected '{' <here>", path: "/tmp/w/OrdersPresenter.swift")],
           durationMs: 900)
        let xml = JUnitRenderer(kata: kata, runName: "kata check \(kata.id)").render(report)
        #expect(try Self.shapeProblems(xml) == [])
        #expect(xml.contains("<skipped message=\"not run: the code does not compile\"/>"))
        #expect(xml.contains("<system-err>OrdersPresenter.swift:3:7: error: expected '{' &lt;here&gt;</system-err>"))
    }

    @Test func learnerTextSurvivesEscaping() throws {
        let kata = try Repository.catalog.kata("leaky-presenter")
        let xml = JUnitRenderer(kata: kata, runName: "kata check \(kata.id)").render(report())
        let document = try XMLDocument(xmlString: xml, options: [])
        let cases = try #require(document.rootElement()).elements(forName: "testsuite").flatMap { $0.elements(forName: "testcase") }
        let today = try #require(cases.first { $0.attribute(forName: "name")?.stringValue?.hasPrefix("today") == true })
        #expect(today.attribute(forName: "name")?.stringValue == "today: Say \"Today\" <right>")
        #expect(today.attribute(forName: "file")?.stringValue == "Orders<&>Presenter.swift")
        #expect(today.attribute(forName: "line")?.stringValue == "42")
        let failure = try #require(today.elements(forName: "failure").first)
        let visible = "expected \"Today\" <b>&amp; 'yes'</b>\nsecond line\\u{0}\\u{1B}[31m\\u{7}\ttab\r\\u{FFFE} é 🦊 ]]>"
        #expect(failure.attribute(forName: "message")?.stringValue == "expected \"Today\" <b>&amp; 'yes'</b>", "the first line is the message")
        #expect(failure.stringValue == visible + "\nat Orders<&>Presenter.swift:42", "the body keeps every line, control characters shown, and the place")
        #expect(!xml.contains("/tmp/x/"), "the learner's file name, never the grader's path")
    }

    @Test func escapingKeepsEveryAllowedCharacterAndNamesTheOthers() {
        for value in [0x9, 0xA, 0xD, 0x20, 0xD7FF, 0xE000, 0xFFFD, 0x10000, 0x10FFFF] {
            let scalar = Unicode.Scalar(UInt32(value))!
            #expect(!XMLText.escape(String(scalar), attribute: false).contains("\\u{"), "U+\(String(value, radix: 16)) is allowed in XML")
        }
        for value in [0x0, 0x8, 0xB, 0xC, 0x1F, 0x7F, 0x85, 0xFFFE, 0xFFFF] {
            let scalar = Unicode.Scalar(UInt32(value))!
            #expect(XMLText.escape(String(scalar), attribute: false) == "\\u{\(String(value, radix: 16, uppercase: true))}")
        }
    }

    @Test func markdownEscapesTableCellsAndMarkup() throws {
        let kata = try Repository.catalog.kata("leaky-presenter")
        let text = CheckMarkdownRenderer(kata: kata).render(report(), scope: "all checks")
        #expect(text.hasPrefix("### The leaky presenter · all checks: ❌ fail"))
        #expect(text.contains("| 3 Time and the return rule | `today` Say \"Today\" &lt;right> | ❌ fail |"))
        #expect(text.contains("| 4 A presenter that builds anywhere | `no-uikit` Foundation only | ➖ skipped |"))
        #expect(text.contains("&lt;b>&amp;amp;"), "learner markup is shown, never rendered")
        #expect(!text.contains("\u{1B}") && !text.contains("\u{0}"))
        #expect(text.contains("1 of 6 checks pass"))
        #expect(Markdown.inline("a <b> `Result<[X]> & y` & c") == "a &lt;b> `Result<[X]> & y` &amp; c", "code spans show text as written")
        #expect(Markdown.inline("an unpaired ` <b>") == "an unpaired ` &lt;b>")
        #expect(Markdown.cell("`a|b` | c") == "`a\\|b` \\| c")
    }

    /// `--markdown` prints, `--markdown FILE` writes: a following word is its value only when it
    /// looks like a path, so a kata named after it stays a kata.
    @Test func anOptionalValueIsTakenOnlyWhenItLooksLikeAPath() throws {
        func parse(_ tokens: String...) throws -> Arguments {
            try Arguments(tokens, options: [.optionalText("markdown", "FILE", ""), .text("junit", "FILE", ""), .flag("json", "")], command: "check")
        }
        let alone = try parse("--markdown", "leaky-presenter")
        #expect(alone.has("markdown") && alone.option("markdown") == nil && alone.positionals == ["leaky-presenter"])
        let file = try parse("leaky-presenter", "--markdown", "out/summary.md")
        #expect(file.option("markdown") == "out/summary.md" && file.positionals == ["leaky-presenter"])
        #expect(try parse("--markdown=summary").option("markdown") == "summary")
        let beforeFlag = try parse("--markdown", "--json")
        #expect(beforeFlag.has("markdown") && beforeFlag.has("json"))
        #expect(throws: KataError.self) { try parse("--junit") }
    }

    /// One real check (about a second): the starter through the CLI, both files written.
    @Test func checkWritesJUnitAndMarkdown() throws {
        let folder = temporaryFolder("junit")
        let junit = folder.appendingPathComponent("out/kata.xml")
        let markdown = folder.appendingPathComponent("summary.md")
        let starter = try Repository.catalog.kata("leaky-presenter").starterDirectory.appendingPathComponent("OrdersPresenter.swift")
        var environment = ProcessInfo.processInfo.environment
        environment["KATA_WORKSPACE"] = folder.appendingPathComponent("ws").path
        environment["KATA_CACHE"] = Repository.sharedCache.path
        environment["NO_COLOR"] = "1"
        let buffer = OutputBuffer()
        let code = KataCLI.main(arguments: ["check", "leaky-presenter", "--file", starter.path, "--check", "view-is-weak", "--check", "today",
                                            "--junit", junit.path, "--markdown", markdown.path],
                                environment: environment, output: buffer.output, interactive: false)
        #expect(code == 1)
        #expect(buffer.out.contains("NEEDS"), "the terminal text is still printed")
        let xml = try String(contentsOf: junit, encoding: .utf8)
        #expect(try Self.shapeProblems(xml) == [])
        #expect(xml.contains("<testcase name=\"view-is-weak: "))
        #expect(xml.contains("<failure message="))
        #expect(try String(contentsOf: markdown, encoding: .utf8).contains("0 of 2 checks pass"))

        let stdout = OutputBuffer()
        _ = KataCLI.main(arguments: ["check", "leaky-presenter", "--markdown", "--file", starter.path, "--check", "view-is-weak"],
                         environment: environment, output: stdout.output, interactive: false)
        #expect(stdout.out.hasPrefix("### The leaky presenter"), "--markdown alone prints the summary instead of the terminal text")
    }
}
