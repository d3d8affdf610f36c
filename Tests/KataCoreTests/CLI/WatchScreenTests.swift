import Foundation
import Testing
@testable import KataCLI
@testable import KataCore

/// The watch screen fits the terminal: nothing wider than it, nothing scrolled away, and the
/// verdict and the keys always on screen.
@Suite struct WatchScreenTests {
    static let sizes: [WatchScreen.Size] = [.init(columns: 80, rows: 24), .init(columns: 40, rows: 12)]

    /// A busy screen: every check of a kata failing with a long message, a long brief, long paths
    /// and a hint in the status.
    func busyContent() throws -> WatchScreen.Content {
        let kata = try Repository.catalog.kata("leaky-presenter")
        let checks = kata.checks.map { check in
            CheckResult(check, .fail, message: "The presenter keeps its view alive after everyone else let it go: the view controller was released, yet the view is still there.\nHold the view weakly.",
                        location: SourceLocation(file: "OrdersPresenter.swift", line: 19, path: "/home/learner/swift-katas/Workspace/leaky-presenter/OrdersPresenter.swift"))
        }
        let report = KataReport(kata: kata.id, checks: checks, diagnostics: [], durationMs: 3100)
        let brief = try String(contentsOf: kata.directory.appendingPathComponent(try #require(kata.stage(2)).brief), encoding: .utf8)
        return WatchScreen.Content(kata: kata, stage: 2, stagesPassed: 1,
                                   files: ["/home/learner/swift-katas/Workspace/leaky-presenter/OrdersPresenter.swift"],
                                   brief: brief, report: report,
                                   status: ["Hints for stage 2: Main thread", "1. The completion runs on whatever queue the service chose; the view must only be touched on the main thread, so hop there before you call it."],
                                   mode: .watching, listEntries: [])
    }

    @Test(arguments: sizes, [false, true])
    func aBusyScreenFitsAndKeepsTheVerdictAndTheKeys(size: WatchScreen.Size, colors: Bool) throws {
        let lines = WatchScreen(style: Style(colors: colors)).lines(try busyContent(), size: size)
        let plain = lines.map(TextWrap.plain)
        #expect(lines.count <= size.rows - 1, "one row is left for the cursor, so nothing scrolls")
        for line in plain {
            #expect(line.count <= size.columns, "wider than \(size.columns): \(line)")
        }
        let bottom = plain.suffix(4).joined(separator: " ")
        #expect(bottom.contains("0 of \(try busyContent().kata.checks.count) checks pass (3.1 s)."), "the verdict stays: \(plain)")
        #expect(bottom.contains("q quit"), "the keys stay: \(plain)")
        #expect(plain[0].hasPrefix("Swift Katas · "))
        #expect(plain.contains { $0.contains("more lines") || $0.contains("the full brief") }, "what was left out is said")
        for line in lines {
            #expect(TextWrap.openCodes(line).isEmpty, "a colour opened on a line is closed on it: \(line)")
            #expect(colors || !line.contains("\u{1B}"))
        }
    }

    @Test(arguments: sizes)
    func theKataListFitsWithItsKeys(size: WatchScreen.Size) throws {
        var content = try busyContent()
        content.mode = .list(cursor: 1)
        content.listEntries = Repository.catalog.katas.map { "\($0.title) · not started" }
        let plain = WatchScreen(style: Style(colors: false)).lines(content, size: size).map(TextWrap.plain)
        #expect(plain.count <= size.rows - 1)
        #expect(plain.contains("▸ " + content.listEntries[1]), "the list comes before the status: \(plain)")
        #expect(plain.last?.contains("Esc back") == true, "\(plain)")
    }

    @Test func aKeyPressedDuringACheckIsShownAsWaiting() throws {
        var content = try busyContent()
        content.report = nil
        content.waitingKeys = [.character("h")]
        let plain = WatchScreen(style: Style(colors: false)).lines(content).joined(separator: "\n")
        #expect(plain.contains("Checking… a key is waiting (h): it acts when the check ends. q stops the check."))
        content.waitingKeys = []
        #expect(!WatchScreen(style: Style(colors: false)).lines(content).joined().contains("waiting"))
    }

    @Test func questionsAndInterviewOutputWrapsAtWordsLikeTheScreen() {
        let buffer = OutputBuffer()
        let output = buffer.output.wrapping(width: 30)
        output.out("Model answer: the view becomes nil once the screen closes, so a weak reference is right.")
        let lines = buffer.out.components(separatedBy: "\n").filter { !$0.isEmpty }
        #expect(lines.count > 1 && lines.allSatisfy { $0.count <= 30 }, "\(lines)")
        #expect(lines.joined(separator: " ").contains("the view becomes nil"), "no word is cut: \(lines)")
    }

    @Test func onALargeTerminalNothingIsLeftOut() throws {
        let content = try busyContent()
        let plain = WatchScreen(style: Style(colors: false)).lines(content, size: .init(columns: 200, rows: 200)).joined(separator: "\n")
        #expect(!plain.contains("more lines") && !plain.contains("the full brief"))
        #expect(plain.contains("Hold the view weakly."))
        #expect(plain.contains("hop there before you call it."))
    }

    /// At 80×24 the hint asked for is whole, the brief's first lines stay, and the checks' details
    /// give way, saying so.
    @Test func theStatusAndTheStartOfTheBriefStayInView() throws {
        let content = try busyContent()
        let plain = WatchScreen(style: Style(colors: false)).lines(content, size: .standard).map(TextWrap.plain)
        let text = plain.joined(separator: "\n")
        #expect(text.contains("hop there before you call it."), "the hint the learner asked for is shown whole")
        let firstOfBrief = try #require(content.brief.split(separator: "\n").first.map(String.init))
        #expect(plain.contains(TextWrap.wrap(firstOfBrief, width: 80)[0]), "\(plain)")
        #expect(text.contains("(the full brief: `swift run kata brief leaky-presenter`)"))
        #expect(text.contains("more lines: `swift run kata check leaky-presenter` prints them all"), "the checks' details give way, and say so")
    }

    @Test func longLinesWrapAtWordsWithTheirIndent() {
        let line = "         The presenter keeps its view alive after everyone else let it go: hold the view weakly."
        let wrapped = TextWrap.wrap(line, width: 40)
        #expect(wrapped.count > 1)
        #expect(wrapped.allSatisfy { $0.count <= 40 })
        #expect(wrapped.allSatisfy { $0.hasPrefix("         ") && !$0.hasPrefix("          ") }, "\(wrapped)")
        #expect(wrapped.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ") == line.trimmingCharacters(in: .whitespaces), "no word is split or lost")
    }

    @Test func aListItemContinuesUnderItsText() {
        let wrapped = TextWrap.wrap("1. The completion runs on whatever queue the service chose.", width: 24)
        #expect(wrapped.dropFirst().allSatisfy { $0.hasPrefix("   ") && !$0.hasPrefix("    ") }, "\(wrapped)")
    }

    @Test func aWordLongerThanTheLineIsCut() {
        let path = "/home/learner/swift-katas/Workspace/leaky-presenter/OrdersPresenter.swift"
        let wrapped = TextWrap.wrap("Edit    " + path, width: 30)
        #expect(wrapped.allSatisfy { $0.count <= 30 })
        #expect(wrapped.joined().replacingOccurrences(of: " ", with: "") == "Edit" + path)
    }

    @Test func coloursCarryOverABreakAndTakeNoRoom() {
        let red = "\u{1B}[31m"
        let line = red + "one two three four five six" + TextWrap.reset
        let wrapped = TextWrap.wrap(line, width: 10)
        #expect(wrapped.map(TextWrap.plain) == ["one two", "three four", "five six"])
        #expect(wrapped[0] == red + "one two" + TextWrap.reset)
        #expect(wrapped[1] == red + "three four" + TextWrap.reset)
        #expect(wrapped[2] == red + "five six" + TextWrap.reset)
        #expect(TextWrap.visibleWidth(line) == 27)
    }
}
