import Foundation
import Testing
@testable import KataCore

/// Locations as candidates write them, and every other line listed back with a reason.
@Suite struct ReviewParserTests {
    let twoFiles = ReviewParser(files: ["OrdersPresenter.swift", "OrdersViewController.swift"], templateHeading: "# Review: The leaky presenter")
    let oneFile = ReviewParser(files: ["BorrowPresenter.swift"])

    func only(_ text: String, _ parser: ReviewParser? = nil) throws -> ReviewFinding {
        let parsed = (parser ?? twoFiles).parse(text)
        #expect(parsed.unread.isEmpty, "\(parsed.unread)")
        return try #require(parsed.findings.first, "'\(text)' is read as a finding")
    }

    @Test(arguments: [
        ("OrdersPresenter.swift:24: the failure is dropped", "OrdersPresenter.swift", [LineRange(24, 24)], "the failure is dropped"),
        ("OrdersPresenter.swift:24-30: the failure is dropped", "OrdersPresenter.swift", [LineRange(24, 30)], "the failure is dropped"),
        ("OrdersPresenter.swift:24–30 — the failure is dropped", "OrdersPresenter.swift", [LineRange(24, 30)], "the failure is dropped"),
        ("OrdersPresenter.swift line 19: strong view", "OrdersPresenter.swift", [LineRange(19, 19)], "strong view"),
        ("OrdersPresenter.swift:24 - the failure is dropped", "OrdersPresenter.swift", [LineRange(24, 24)], "the failure is dropped"),
        ("**OrdersPresenter.swift:24** – the failure is dropped", "OrdersPresenter.swift", [LineRange(24, 24)], "the failure is dropped"),
        ("`OrdersPresenter.swift:24` the failure is dropped", "OrdersPresenter.swift", [LineRange(24, 24)], "the failure is dropped"),
        ("1. OrdersPresenter.swift:24: the failure is dropped", "OrdersPresenter.swift", [LineRange(24, 24)], "the failure is dropped"),
        ("12) OrdersPresenter.swift:24: the failure is dropped", "OrdersPresenter.swift", [LineRange(24, 24)], "the failure is dropped"),
        ("- [ ] OrdersPresenter.swift:24: the failure is dropped", "OrdersPresenter.swift", [LineRange(24, 24)], "the failure is dropped"),
        ("* Sources/App/OrdersPresenter.swift:24: the failure is dropped", "OrdersPresenter.swift", [LineRange(24, 24)], "the failure is dropped"),
        ("orderspresenter.swift#L24 the failure is dropped", "OrdersPresenter.swift", [LineRange(24, 24)], "the failure is dropped"),
        ("OrdersPresenter.swift:24, 26: off the main thread", "OrdersPresenter.swift", [LineRange(24, 24), LineRange(26, 26)], "off the main thread"),
        ("OrdersPresenter.swift:L22-L28: captures self", "OrdersPresenter.swift", [LineRange(22, 28)], "captures self"),
        ("OrdersPresenter 19 - should be weak", "OrdersPresenter.swift", [LineRange(19, 19)], "should be weak"),
        ("(OrdersPresenter.swift:19) should be weak", "OrdersPresenter.swift", [LineRange(19, 19)], "should be weak"),
        ("OrderPresenter.swift:19: should be weak", "OrdersPresenter.swift", [LineRange(19, 19)], "should be weak"),
        ("| OrdersPresenter.swift | 19 | should be weak |", "OrdersPresenter.swift", [LineRange(19, 19)], "should be weak"),
        ("| `OrdersPresenter.swift:19` | should be weak |", "OrdersPresenter.swift", [LineRange(19, 19)], "should be weak"),
        ("OrdersViewController.swift: the cell is force-unwrapped", "OrdersViewController.swift", [], "the cell is force-unwrapped"),
        ("The closure in OrdersPresenter.swift on line 23 captures self", "OrdersPresenter.swift", [LineRange(23, 23)], "The closure in OrdersPresenter.swift on line 23 captures self"),
        ("OrdersPresenter.swift @26: captures self", "OrdersPresenter.swift", [LineRange(26, 26)], "captures self"),
        ("OrdersPresenter.swift #24 the failure is dropped", "OrdersPresenter.swift", [LineRange(24, 24)], "the failure is dropped"),
        ("OrdersPresenter.swift, row 19: should be weak", "OrdersPresenter.swift", [LineRange(19, 19)], "should be weak"),
        ("OrdersPresenter.swift l.19: should be weak", "OrdersPresenter.swift", [LineRange(19, 19)], "should be weak"),
        ("OrdersPresenter.swift line #19: should be weak", "OrdersPresenter.swift", [LineRange(19, 19)], "should be weak"),
        ("OrdersPresenter.swift lines 20 to 31: does too much", "OrdersPresenter.swift", [LineRange(20, 31)], "does too much"),
        ("OrdersPresenter.swift lines 23 through 27: captures self", "OrdersPresenter.swift", [LineRange(23, 27)], "captures self"),
        ("Presenter:19 — should be weak", "OrdersPresenter.swift", [LineRange(19, 19)], "should be weak"),
        ("🔴 VC line 22: force unwrap", "OrdersViewController.swift", [LineRange(22, 22)], "force unwrap"),
        ("In OrdersPresenter.swift the busy flag is set late (l.43)", "OrdersPresenter.swift", [LineRange(43, 43)], "In OrdersPresenter.swift the busy flag is set late (l.43)"),
    ])
    func locationsAsPeopleWriteThem(text: String, file: String, lines: [LineRange], said: String) throws {
        let finding = try only(text)
        #expect(finding.file == file)
        #expect(finding.lines == lines)
        #expect(finding.text == said)
    }

    @Test(arguments: [
        ("Line 24: the failure is dropped", [LineRange(24, 24)]),
        ("L24 the failure is dropped", [LineRange(24, 24)]),
        ("Lines 24 and 26: off main", [LineRange(24, 24), LineRange(26, 26)]),
        ("24, 26: off main", [LineRange(24, 24), LineRange(26, 26)]),
        ("38–42 — Today is 24 hours", [LineRange(38, 42)]),
        ("- 30-45: busy is set late", [LineRange(30, 45)]),
        ("- 42-44 busy is set late", [LineRange(42, 44)]),
    ])
    func aOneFilePullRequestNeedsNoFileName(text: String, lines: [LineRange]) throws {
        let finding = try only(text, oneFile)
        #expect(finding.file == "BorrowPresenter.swift")
        #expect(finding.lines == lines)
    }

    @Test func aNumberIsALineOnlyWhenItReadsAsOne() throws {
        let finding = try only("3 things are wrong with the presenter", oneFile)
        #expect(finding.lines.isEmpty, "no delimiter after the number: a sentence, not line 3")
        #expect(try only("24h is not a day", oneFile).lines.isEmpty)
    }

    @Test func headingsAndFileLinesSetTheFileOfTheFindingsBelow() {
        let parsed = twoFiles.parse("""
        # Review: The leaky presenter
        ### OrdersViewController.swift
        - Line 22: force unwrap
        **OrdersPresenter.swift**
        1. Line 19: strong view
        Quick pass over OrdersPresenter:
        - L24 failure dropped
        """)
        #expect(parsed.findings.map(\.file) == ["OrdersViewController.swift", "OrdersPresenter.swift", "OrdersPresenter.swift"])
        #expect(parsed.unread.map(\.sourceLine) == [2, 4, 6], "the template's own heading is passed over; the others are listed")
        #expect(parsed.unread.map(\.reason) == [.heading(file: "OrdersViewController.swift"), .namesAFile("OrdersPresenter.swift"), .title(file: "OrdersPresenter.swift")])
    }

    @Test func aLongLineBrokenMidSentenceIsOneFinding() {
        let parsed = twoFiles.parse("""
        In OrdersPresenter.swift at line 19 the presenter keeps its view with a strong reference, and
        the view controller owns the presenter, so neither is ever freed.
        fix the dates
        the presenter uses UIKit
        #3 OrdersPresenter.swift:24: the failure is dropped, as Foo.swift does
        """)
        #expect(parsed.findings.map(\.sourceLine) == [1, 3, 4, 5])
        #expect(parsed.findings.first?.text.hasSuffix("neither is ever freed.") == true)
        #expect(parsed.findings.last?.lines == [LineRange(24, 24)])
        #expect(twoFiles.parse("the closure, like the one in Foo.swift, captures self").findings.count == 1, "an unknown file inside a sentence is a word")
        #expect(twoFiles.parse("the presenter holds an OrdersViewController, not a protocol").findings.first?.file == nil, "a type in a sentence is the type, not its file")
    }

    /// A GitHub review pastes the fix as a suggestion block under the comment: the code belongs
    /// to that finding (it names the cure), and so does a line right after the block closes.
    /// A block with no finding above it (at the top, under a heading) is code, not a finding, and
    /// is listed back.
    @Test func aCodeBlockBelongsToTheFindingAboveIt() {
        let parsed = twoFiles.parse("""
        ```swift
        import Foundation
        ```
        **OrdersPresenter.swift:19** the view makes a cycle
        ```suggestion
            weak var view: OrdersView?
        ```
        Needs `OrdersView: AnyObject` too.
        """)
        #expect(parsed.findings.count == 1)
        #expect(parsed.findings.first?.text == "the view makes a cycle weak var view: OrdersView? Needs OrdersView: AnyObject too.")
        #expect(parsed.unread.contains { $0.sourceLine == 2 && $0.reason == .codeWithNoFindingAbove })
        #expect(parsed.unread.filter { if case .fence = $0.reason { true } else { false } }.map(\.reason)
            == [.fence(withFindingAbove: false), .fence(withFindingAbove: false), .fence(withFindingAbove: true), .fence(withFindingAbove: true)])
    }

    /// A review comment's header is often the place alone, bold or as a heading, with the text
    /// under it: that text is what the place's finding says.
    @Test func aPlaceAloneOnItsLineTakesTheTextUnderIt() {
        let parsed = twoFiles.parse("""
        **OrdersPresenter.swift:19**
        the view is held strongly: a retain cycle

        ### OrdersViewController.swift:22

        the forced dequeue can crash
        OrdersPresenter.swift:24
        OrdersPresenter.swift:26: off the main thread
        """)
        #expect(parsed.findings.map(\.sourceLine) == [1, 4, 7, 8])
        #expect(parsed.findings.map(\.text) == ["the view is held strongly: a retain cycle", "the forced dequeue can crash", "", "off the main thread"])
        #expect(parsed.findings[1].file == "OrdersViewController.swift" && parsed.findings[1].lines == [LineRange(22, 22)])
    }

    /// `#2`, `#10`, `#23` at the start of lines are lines of the code; `#1`, `#2`, `#3` count the
    /// findings; so does a `#3` followed by a location of its own.
    @Test func hashNumbersAreLinesUnlessTheyCount() {
        let lines = twoFiles.parse("""
        OrdersPresenter.swift
        #19 strong view
        #23 closure captures self
        """)
        #expect(lines.findings.map(\.lines) == [[LineRange(19, 19)], [LineRange(23, 23)]])
        let counted = twoFiles.parse("""
        OrdersPresenter.swift
        #1 strong view on line 19
        #2 the closure captures self
        """)
        #expect(counted.findings.map(\.lines) == [[LineRange(19, 19)], []])
    }

    @Test func aQuoteOfTheCodePlacesTheFindingUnderIt() throws {
        let kata = try Repository.catalog.kata("borrow-form")
        let file = try #require(kata.review?.files.first)
        let parser = ReviewParser(files: [file.name], sources: [file.name: kata.contents(of: file)])
        let parsed = parser.parse("""
        > let days = Int(durationText) ?? 0
        "abc" becomes a zero-day loan

        > self.view = nil   // not in the PR
        this is fine
        """)
        #expect(parsed.findings.first?.lines == [LineRange(31, 31)])
        #expect(parsed.findings.last?.lines == [], "the quote stands on no single line of the PR")
        #expect(parsed.unread.map(\.sourceLine) == [1, 4])
    }

    @Test func shortTitlesAboveAListAreNotFindings() {
        let parsed = oneFile.parse("""
        Must fix
        - 30: a double tap borrows twice
        Nits
        - 48: canSubmit is always true
        the view is strong
        - 11: weak
        """)
        #expect(parsed.findings.map(\.sourceLine) == [2, 4, 5, 6])
        #expect(parsed.unread.map(\.sourceLine) == [1, 3])
    }

    @Test func withoutAFileInAPullRequestOfTwoTheLineIsKeptButNotPlaced() throws {
        let finding = try only("Line 24: the failure is dropped")
        #expect(finding.file == nil && finding.lines == [LineRange(24, 24)])
        #expect(!finding.isPlaced)
    }

    @Test func nothingIsDroppedWithoutAWord() {
        let parsed = twoFiles.parse("""
        # Review: The leaky presenter
        <!-- the template's
        comment -->
        ## My notes

        ---
        Nonsense.swift:3: not a file of the PR
        leak
        Presenter problems:
        A sentence with no place at all is still a finding.
        OrdersPresenter.swift:19: strong view,
          which is a retain cycle
        """)
        #expect(parsed.findings.map(\.sourceLine) == [10, 11])
        #expect(parsed.findings.last?.text == "strong view, which is a retain cycle", "an indented line continues the finding")
        let reasons = Dictionary(uniqueKeysWithValues: parsed.unread.map { ($0.sourceLine, $0.reason) })
        #expect(reasons.keys.sorted() == [2, 4, 6, 7, 8, 9], "the template's comment starts with 'Time box:'; this one does not")
        #expect(reasons[2] == .htmlComment)
        #expect(twoFiles.parse("<!-- Time box: 20 minutes. OrdersPresenter.swift:12: an example -->").unread.isEmpty)
        #expect(reasons[4] == .heading(file: nil))
        #expect(reasons[6] == .noWords)
        #expect(reasons[7] == .notAFileOfThePullRequest(name: "Nonsense.swift", files: ["OrdersPresenter.swift", "OrdersViewController.swift"]))
        #expect(reasons[8] == .oneWord)
        #expect(reasons[9] == .title(file: nil))
    }

    // MARK: - Places written in prose (issue 24)

    @Test(arguments: [
        ("In OrdersPresenter.swift on line 6, I think importing UIKit could be a problem", "OrdersPresenter.swift", [LineRange(6, 6)]),
        ("OrdersPresenter.swift line 36, I might be wrong, but the formatter is made every time", "OrdersPresenter.swift", [LineRange(36, 36)]),
        ("OrdersPresenter.swift first. View held strongly (line 19) while the VC holds the presenter", "OrdersPresenter.swift", [LineRange(19, 19)]),
        ("OrdersViewController.swift. Line 22, force unwrap of the dequeue", "OrdersViewController.swift", [LineRange(22, 22)]),
        ("I think in OrdersPresenter.swift the closure on lines 25-26 keeps the presenter alive", "OrdersPresenter.swift", [LineRange(25, 26)]),
        ("In OrdersPresenter.swift, around line 42, hoursAgo < 24 is not today", "OrdersPresenter.swift", [LineRange(42, 42)]),
        ("The view in OrdersPresenter.swift (line 19) is strong", "OrdersPresenter.swift", [LineRange(19, 19)]),
        ("OrdersPresenter.swift: the view at l. 19 is strong", "OrdersPresenter.swift", [LineRange(19, 19)]),
    ])
    func placesInsideASentence(text: String, file: String, lines: [LineRange]) throws {
        let finding = try only(text)
        #expect(finding.file == file)
        #expect(finding.lines == lines)
    }

    /// A file named once in a paragraph is the file of the places after it in that paragraph; a
    /// finding with no place does not take it, and a blank line ends the paragraph.
    @Test func aFileNamedInAParagraphCarriesOverToThePlacesAfterIt() {
        let parsed = twoFiles.parse("""
        Then a few things in OrdersViewController.swift, sorry if these are obvious.
        At line 22 the dequeue is forced and can crash.
        I'm not sure, but (line 32) the 30 days ignore DST.
        the presenter uses UIKit

        On line 26 the view is called off the main thread.
        """)
        #expect(parsed.findings.map(\.sourceLine) == [1, 2, 3, 4, 6])
        #expect(parsed.findings.map(\.file) == ["OrdersViewController.swift", "OrdersViewController.swift", "OrdersViewController.swift", nil, nil])
        #expect(parsed.findings.map(\.lines) == [[], [LineRange(22, 22)], [LineRange(32, 32)], [], [LineRange(26, 26)]])
    }

    @Test func aPlaceOnTheNextLineOfAHardWrappedParagraphIsItsPlace() {
        let parsed = twoFiles.parse("""
        I have been reading the presenter for a while and I am fairly sure that the closure
        captures self strongly, in OrdersPresenter.swift on line 23, so it stays alive.
        """)
        #expect(parsed.findings.count == 1)
        #expect(parsed.findings.first?.file == "OrdersPresenter.swift")
        #expect(parsed.findings.first?.lines == [LineRange(23, 23)])
    }

    /// Code quoted in backticks inside the finding places it at the one line holding that code; a
    /// name in backticks (`submit()`, `viewDidLoad`) is a name, not a quote.
    @Test func codeQuotedInsideAFindingPlacesIt() throws {
        let borrow = ReviewParser(kata: try Repository.catalog.kata("borrow-form"))
        let quoted = try #require(borrow.parse("The line `let days = Int(durationText) ?? 0` sends 0 days for letters").findings.first)
        #expect(quoted.lines == [LineRange(31, 31)])
        let partial = try #require(borrow.parse("I think `isSubmitting = true` comes after the call").findings.first)
        #expect(partial.lines == [LineRange(43, 43)])
        #expect(borrow.parse("`submit()` never checks busy").findings.first?.lines == [])
        let leaky = ReviewParser(kata: try Repository.catalog.kata("leaky-presenter"))
        let inline = try #require(leaky.parse("the VC makes its presenter with `let presenter = OrdersPresenter()`").findings.first)
        #expect(inline.file == "OrdersViewController.swift")
        #expect(inline.lines == [LineRange(3, 3)])
        #expect(leaky.parse("`self.orders = fetched` is fine").findings.first?.lines == [LineRange(25, 25)])
        #expect(leaky.parse("use `DispatchQueue.main.async { }` here").findings.first?.lines == [], "code not in the PR places nothing")
    }
}
