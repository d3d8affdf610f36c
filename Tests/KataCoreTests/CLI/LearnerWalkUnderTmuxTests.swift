import Foundation
import Testing
@testable import KataCLI
@testable import KataCore

/// A learner's first hour in a real terminal (tmux, 100×30): `kata start`, watch mode through every
/// stage to the end, a lost file and `kata restore`, a key pressed during a check, the review round
/// offered instead of the key, the round itself, the questions wrapped to the window, and `q`
/// stopping a check that hangs. What the screen shows is asserted at each of those points.
@Suite(.serialized, .tags(.compiler), .startsTheCompiler, .enabled("needs tmux (`.ci/run` installs it; skipped without it) and the built `kata` next to the tests") {
    TmuxServer.executable != nil && TmuxServer.kata != nil
})
struct LearnerWalkUnderTmuxTests {
    static let columns = 100
    let workspace = temporaryFolder("walk-ws")
    var learnerFile: URL { workspace.appendingPathComponent("leaky-presenter/OrdersPresenter.swift") }
    var testFile: URL { workspace.appendingPathComponent("leaky-presenter/Tests/OrdersPresenterTests.swift") }
    let solutions = Repository.solutions.appendingPathComponent("leaky-presenter")

    /// What the window shows now (no history: watch mode redraws by clearing it).
    func visible(_ terminal: TmuxServer) -> String {
        terminal.client(["capture-pane", "-p", "-J", "-t", "round"]).stdout
    }

    /// The window (with its history when asked) with line breaks and indents folded into single
    /// spaces: a message reads the same wherever the screen wrapped it.
    func flat(_ terminal: TmuxServer, history: Bool = false) -> String {
        (history ? terminal.screen() : visible(terminal)).replacingOccurrences(of: "\\s+", with: " ", options: .regularExpression)
    }

    func waitForFlat(_ terminal: TmuxServer, _ text: String, history: Bool = false, seconds: Double = 30) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if flat(terminal, history: history).contains(text) { return true }
            Thread.sleep(forTimeInterval: 0.1)
        }
        return false
    }

    func replace(_ file: URL, with source: URL) throws {
        try Data(contentsOf: source).write(to: file, options: .atomic)
    }

    func kataInProcess(_ arguments: String...) -> Int32 {
        var environment = ProcessInfo.processInfo.environment
        environment["KATA_WORKSPACE"] = workspace.path
        environment["KATA_CACHE"] = Repository.sharedCache.path
        environment["NO_COLOR"] = "1"
        return KataCLI.main(arguments: arguments, environment: environment, output: OutputBuffer().output, interactive: false)
    }

    @Test func fromStartToTheReviewRound() throws {
        let kata = try #require(TmuxServer.kata)
        let shell = "env KATA_WORKSPACE=\(workspace.path) KATA_CACHE=\(Repository.sharedCache.path) NO_COLOR=1 PS1='walk$ ' PATH=\(kata.deletingLastPathComponent().path):\(ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin") sh"
        let terminal = try TmuxServer(command: shell, seconds: 1500)
        defer { terminal.stop() }
        terminal.resize(columns: Self.columns, rows: 30)
        try #require(waitForFlat(terminal, "walk$"))

        // kata start: the brief, and the review round offered first.
        terminal.type("kata start leaky-presenter")
        #expect(waitForFlat(terminal, "Review the PR first? `swift run kata review leaky-presenter`", history: true), "\(terminal.screen().suffix(800))")
        let started = flat(terminal, history: true)
        #expect(started.contains("Stage 1 of 5: Break the cycles"))
        #expect(started.contains("Then run `swift run kata check leaky-presenter`"), "briefs name the command the learner has")
        #expect(started.contains("var view: OrdersView? // settable from outside"), "the contract names the shape, not the fix")
        #expect(!started.contains("review key"), "the story does not promise the key at the end of fixing")

        // Watch mode on the starter: the brief is cut on a small window, and says where it is whole.
        terminal.type("clear; kata")
        try #require(waitForFlat(terminal, "of 2 checks pass", seconds: 240), "\(terminal.screen())")
        #expect(flat(terminal).contains("(the full brief: `swift run kata brief leaky-presenter`)"))

        // A save starts a check; a key pressed meanwhile is said to wait, and acts at the end.
        try replace(learnerFile, with: solutions.appendingPathComponent("OrdersPresenter.swift"))
        #expect(waitForFlat(terminal, "Checking…"))
        terminal.press("h")
        #expect(waitForFlat(terminal, "Checking… a key is waiting (h): it acts when the check ends. q stops the check."), "\(terminal.screen())")
        try #require(waitForFlat(terminal, "stage 5 of 5", seconds: 400), "\(terminal.screen())")
        #expect(waitForFlat(terminal, "Hints for stage 5", seconds: 300), "the waiting key acted once the check ended: \(terminal.screen())")
        #expect(!flat(terminal).contains("a key is waiting"))

        // The file is lost: said to be missing, with the way back; restore puts it back.
        try FileManager.default.removeItem(at: learnerFile)
        #expect(waitForFlat(terminal, "\(learnerFile.path) is missing"), "\(terminal.screen())")
        #expect(waitForFlat(terminal, "`swift run kata restore leaky-presenter` puts it back"))
        #expect(!flat(terminal).contains("not started"))
        #expect(kataInProcess("restore", "leaky-presenter") == 0)
        #expect(try Data(contentsOf: learnerFile) == Data(contentsOf: solutions.appendingPathComponent("OrdersPresenter.swift")))
        #expect(waitForFlat(terminal, "checks pass", seconds: 240) && !flat(terminal).contains("is missing"), "\(terminal.screen())")

        // The last stage: the model tests finish the kata; the review round is offered, the key is not shown.
        try replace(testFile, with: solutions.appendingPathComponent("Tests/OrdersPresenterTests.swift"))
        try #require(waitForFlat(terminal, "You finished The leaky presenter.", seconds: 600), "\(terminal.screen())")
        #expect(flat(terminal).contains("Next, the review round: `swift run kata review leaky-presenter`."))
        #expect(!flat(terminal).contains("The key: what a senior reviewer finds"), "the key is not spoiled before the round")
        terminal.press("q")
        try #require(waitForFlat(terminal, "walk$"))

        // The review round, then the key.
        terminal.type("clear; kata review leaky-presenter")
        try #require(waitForFlat(terminal, "The clock is running"), "\(terminal.screen())")
        let sheet = workspace.appendingPathComponent("leaky-presenter/review.md")
        #expect(!(try String(contentsOf: sheet, encoding: .utf8)).contains("held strongly"), "the sheet's example is no key item")
        try "OrdersPresenter.swift:19: the view is held strongly, a retain cycle with the view controller\n".write(to: sheet, atomically: true, encoding: .utf8)
        terminal.type("clear; kata review leaky-presenter --submit")
        #expect(waitForFlat(terminal, "FOUND [high] The presenter holds its view strongly: a retain cycle", history: true), "\(terminal.screen())")
        terminal.type("clear; kata review leaky-presenter --key")
        #expect(waitForFlat(terminal, "The key: what a senior reviewer finds in the original code", history: true))

        // A finished kata stays current: `kata` opens it again, not the next one.
        #expect(try JSONDecoder().decode(LearnerProgress.self, from: Data(contentsOf: workspace.appendingPathComponent("progress.json"))).current == "leaky-presenter")

        // The questions wrap at words to the window, as the watch screen does.
        terminal.type("clear; kata questions leaky-presenter --all")
        try #require(waitForFlat(terminal, "Question 1 of"), "\(terminal.screen())")
        terminal.type("")
        #expect(waitForFlat(terminal, "Model answer:"))
        let lines = visible(terminal).components(separatedBy: "\n")
        #expect(lines.allSatisfy { $0.count <= Self.columns }, "no line ran past the window's edge: \(lines.filter { $0.count > Self.columns })")
        terminal.client(["send-keys", "-t", "round", "C-c"])
        terminal.type("clear")
        try #require(waitForFlat(terminal, "walk$"))

        // `q` during a check that hangs: the check stops at once, and its test processes with it.
        let hanging = try String(contentsOf: solutions.appendingPathComponent("OrdersPresenter.swift"), encoding: .utf8)
            .replacingOccurrences(of: "    func viewDidLoad() {\n", with: "    func viewDidLoad() {\n        while Int.random(in: 0...1) < 2 {}\n")
        try hanging.write(to: learnerFile, atomically: true, encoding: .utf8)
        terminal.type("clear; sh -c 'echo KATAPID=$$; exec kata'")
        try #require(waitForFlat(terminal, "KATAPID=", history: true))
        let pid = try #require(terminal.screen().components(separatedBy: "KATAPID=").last?.prefix { $0.isNumber })
        try #require(waitForFlat(terminal, "Checking…", seconds: 60))
        Thread.sleep(forTimeInterval: 3)
        let pressed = Date()
        terminal.press("q")
        #expect(waitForFlat(terminal, "walk$", seconds: 10), "\(terminal.screen())")
        #expect(Date().timeIntervalSince(pressed) < 4, "q stopped the check at once")
        // Test processes run in scratch folders named after the kata process: none is left.
        Thread.sleep(forTimeInterval: 0.5)
        let left = ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).filter { entry in
            guard Int(entry) != nil, let cwd = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(entry)/cwd") else { return false }
            return cwd.contains("-\(pid)@")
        }
        #expect(left.isEmpty, "processes of the stopped check still run: \(left)")
    }
}
