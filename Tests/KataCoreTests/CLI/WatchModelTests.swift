import Foundation
import Testing
@testable import KataCLI
@testable import KataCore

/// Watch mode's key handling and screen, without a terminal.
@Suite struct WatchModelTests {
    let ids = ["leaky-presenter", "borrow-form", "menu-presenter"]

    @Test func keysWhileWatching() {
        let model = WatchModel(kataIDs: ids, currentKata: ids[0])
        #expect(model.command(for: .character("h")) == .hint)
        #expect(model.command(for: .character("l")) == .openList)
        #expect(model.command(for: .character("c")) == .check)
        #expect(model.command(for: .character("r")) == .askReset)
        #expect(model.command(for: .character("n")) == .next)
        #expect(model.command(for: .character("q")) == .quit)
        #expect(model.command(for: .character("x")) == nil)
    }

    @Test func duringACheckQuitAndCtrlCStopItAndOtherKeysWait() {
        var model = WatchModel(kataIDs: ids, currentKata: ids[0])
        model.isChecking = true
        for key: Key in [.character("q"), .character("\u{03}"), .character("\u{04}")] {
            #expect(WatchModel.stopsCheck(key))
        }
        for key: Key in [.character("h"), .character("c"), .enter, .up] {
            #expect(!WatchModel.stopsCheck(key))
            #expect(model.command(for: key) == nil, "it waits for the check to end")
        }
        model.isChecking = false
        #expect(model.command(for: .character("h")) == .hint, "and acts once it has")
        #expect(model.command(for: .character("\u{03}")) == .quit)
        model.mode = .list(cursor: 0)
        #expect(model.command(for: .character("\u{03}")) == .quit, "Ctrl-C quits from any mode")
    }

    @Test func theSolutionAsksFirstUntilTheLearnerHasPassed() {
        var model = WatchModel(kataIDs: ids, currentKata: ids[0])
        #expect(model.command(for: .character("s")) == .askSolution)
        model.mode = .confirmSolution
        #expect(model.command(for: .character("y")) == .solution)
        #expect(model.command(for: .character("n")) == .cancel)
        model.mode = .watching
        model.hasPassed = true
        #expect(model.command(for: .character("s")) == .solution)
    }

    @Test func resetAsksAndAnythingButYesCancels() {
        var model = WatchModel(kataIDs: ids, currentKata: ids[0])
        model.mode = .confirmReset
        #expect(model.command(for: .character("y")) == .reset)
        #expect(model.command(for: .enter) == .cancel)
    }

    @Test func theListMovesWithArrowsAndVimKeysAndSwitchesOnEnter() {
        var model = WatchModel(kataIDs: ids, currentKata: ids[0])
        model.mode = .list(cursor: 0)
        #expect(model.command(for: .down) == .moveCursor(1))
        #expect(model.command(for: .character("j")) == .moveCursor(1))
        #expect(model.command(for: .up) == .moveCursor(0), "the cursor stops at the top")
        model.mode = .list(cursor: 2)
        #expect(model.command(for: .down) == .moveCursor(2), "and at the bottom")
        #expect(model.command(for: .character("k")) == .moveCursor(1))
        #expect(model.command(for: .enter) == .switchKata("menu-presenter"))
        #expect(model.command(for: .escape) == .closeList)
    }

    @Test func keysAreIgnoredWhileACheckRuns() {
        var model = WatchModel(kataIDs: ids, currentKata: ids[0])
        model.isChecking = true
        #expect(model.command(for: .character("q")) == nil)
        #expect(model.command(for: .character("h")) == nil)
    }

    @Test func theScreenShowsProgressTheFileAndTheVerdict() throws {
        let kata = try Repository.catalog.kata("leaky-presenter")
        let report = KataReport(kata: kata.id, checks: [
            CheckResult(kata.checks[0], .pass),
            CheckResult(kata.checks[1], .fail, message: "the fetch keeps the presenter alive"),
        ], diagnostics: [], durationMs: 480)
        let content = WatchScreen.Content(kata: kata, stage: 2, stagesPassed: 1, files: ["/w/OrdersPresenter.swift"],
                                          brief: "Fix the thread.", report: report, status: ["Stage 1 passed."],
                                          mode: .watching, listEntries: [])
        let text = WatchScreen(style: Style(colors: false)).lines(content).joined(separator: "\n")
        #expect(text.contains("stage 2 of 5"))
        #expect(text.contains("Stages  ✓ ● · · ·"))
        #expect(text.contains("■□  1 of 2"))
        #expect(text.contains("Edit    /w/OrdersPresenter.swift"))
        #expect(text.contains("the fetch keeps the presenter alive"))
        #expect(text.contains("Stage 1 passed."))
        #expect(text.contains("q quit"))
        #expect(!text.contains("\u{1B}["), "no escape codes without colour")
        #expect(WatchScreen.redraw(["a"]).hasPrefix("\u{1B}[H\u{1B}[2J"), "redrawn in place, not scrolled")
    }
}
