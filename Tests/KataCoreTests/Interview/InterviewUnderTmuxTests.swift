import Foundation
import Testing
@testable import KataCore

/// A private tmux server run in the foreground (`-D`) through the runner's launcher, so the
/// runner's sweep of stray children never takes it, and everything it starts is its own.
final class TmuxServer: @unchecked Sendable {
    static let executable: String? = locate()

    /// A socket of its own, so the test can see when the server listens: a client that finds no
    /// server starts a daemon of its own, which would escape the launcher.
    let socket = temporaryFolder("tmux").appendingPathComponent("socket").path
    private let finished = DispatchSemaphore(value: 0)

    /// tmux where the system has it; the tests never install it (`.ci/run` does, as root on
    /// Debian), and the suites that need it are skipped, saying so, without it.
    static func locate() -> String? {
        ["/usr/bin/tmux", "/usr/local/bin/tmux", "/opt/homebrew/bin/tmux"].first(where: FileManager.default.isExecutableFile(atPath:))
    }

    /// Sets the window's size, so what wraps and what is cut shows as on a small terminal.
    func resize(columns: Int, rows: Int) {
        client(["resize-window", "-t", "round", "-x", String(columns), "-y", String(rows)])
    }

    /// Sends keys as typed, without Enter.
    func press(_ keys: String) {
        client(["send-keys", "-t", "round", "-l", keys])
    }

    /// The `kata` executable built next to the test bundle.
    static var kata: URL? {
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for candidate in [folder, folder.deletingLastPathComponent()] {
            let url = candidate.appendingPathComponent("kata")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return nil
    }

    /// Starts the server with one window running `command`; it is stopped after `seconds`.
    init(command: String, seconds: Double = 120) throws {
        let tmux = try #require(Self.executable)
        let socket = socket
        let finished = finished
        DispatchQueue.global().async {
            _ = try? ProcessLauncher.live.run(ProcessRequest(executable: tmux, arguments: ["-S", socket, "-D", "-f", "/dev/null"],
                                                             limits: ResourceLimits(wallSeconds: seconds)))
            finished.signal()
        }
        for _ in 0..<100 where !FileManager.default.fileExists(atPath: socket) {
            Thread.sleep(forTimeInterval: 0.05)
        }
        guard FileManager.default.fileExists(atPath: socket) else {
            throw TmuxFailure(description: "the tmux server on \(socket) did not start")
        }
        let started = client(["new-session", "-d", "-s", "round", "-x", "200", "-y", "60", command])
        guard started.termination.isSuccess else {
            throw TmuxFailure(description: "tmux could not open the window: \(started.stderr)")
        }
    }

    @discardableResult
    func client(_ arguments: [String]) -> ProcessResult {
        let tmux = Self.executable ?? "tmux"
        return (try? ProcessLauncher.live.run(ProcessRequest(executable: tmux, arguments: ["-S", socket] + arguments, limits: ResourceLimits(wallSeconds: 10))))
            ?? ProcessResult(termination: .exited(-1))
    }

    func screen() -> String { client(["capture-pane", "-p", "-J", "-S", "-400", "-t", "round"]).stdout }

    func type(_ keys: String) {
        if !keys.isEmpty { client(["send-keys", "-t", "round", "-l", keys]) }
        client(["send-keys", "-t", "round", "Enter"])
    }

    /// Waits (by polling the screen, at most `seconds`) until it shows `text`.
    func waitFor(_ text: String, seconds: Double = 20) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if screen().contains(text) { return true }
            Thread.sleep(forTimeInterval: 0.1)
        }
        return false
    }

    func stop() {
        client(["kill-server"])
        _ = finished.wait(timeout: .now() + 10)
    }
}

/// `kata interview` in a real terminal: a tty for input, a closed window that pauses the round, a
/// resumed round walked to its report. No check runs (the interviewer skips those phases), so it
/// costs a second or two.
@Suite(.serialized, .tags(.compiler), .startsTheCompiler, .enabled("needs tmux (`.ci/run` installs it; skipped without it) and the built `kata` next to the tests") {
    TmuxServer.executable != nil && TmuxServer.kata != nil
})
struct InterviewUnderTmuxTests {
    @Test func aRoundInATerminalPausesWhenTheWindowClosesAndResumes() throws {
        let workspace = temporaryFolder("tmux-ws")
        let kata = try #require(TmuxServer.kata)
        let command = "env KATA_WORKSPACE=\(workspace.path) NO_COLOR=1 \(kata.path) interview leaky-presenter --minutes review=3"
        let kataFolder = workspace.appendingPathComponent("leaky-presenter")
        let store = InterviewStore(workspace: Workspace(root: workspace), kata: try Repository.catalog.kata("leaky-presenter"))

        let first = try TmuxServer(command: command)
        try #require(first.waitFor("Enter: submit the review"), "the review starts: \(first.screen().suffix(600))")
        // The window closes: a hang-up, the input ends. (The server stays until the round has
        // written its pause: a process it leaves behind would be swept by the runner.)
        first.client(["kill-session", "-t", "round"])
        var paused: InterviewState?
        for _ in 0..<50 where paused?.pausedAt == nil {
            paused = try store.load()
            Thread.sleep(forTimeInterval: 0.1)
        }
        first.stop()
        try #require(paused?.pausedAt != nil, "closing the terminal paused the round")

        var review = try String(contentsOf: kataFolder.appendingPathComponent("review.md"), encoding: .utf8)
        review += "OrdersPresenter.swift:19: the view is held strongly, a retain cycle with the view controller\n"
        try review.write(to: kataFolder.appendingPathComponent("review.md"), atomically: true, encoding: .utf8)

        let second = try TmuxServer(command: command + "; sleep 30")
        defer { second.stop() }
        try #require(second.waitFor("Review the PR · 3 minutes (resumed)"), "resumed: \(second.screen().suffix(600))")
        second.type("")
        try #require(second.waitFor("Phase 2 of 4: Fix it"), "Enter hands the review in: \(second.screen().suffix(600))")
        #expect(second.screen().contains("FOUND  [high] The presenter holds its view strongly"))
        second.type("skip")
        #expect(second.waitFor("Phase 3 of 4"))
        second.type("skip")
        for number in 1...6 {
            try #require(second.waitFor("Question \(number) of 6"), "\(second.screen().suffix(600))")
            second.type("")
            try #require(second.waitFor("Did the candidate know it?"))
            second.type(number % 2 == 0 ? "n" : "y")
            if number < 6 { _ = second.waitFor("Question \(number + 1) of 6") }
        }
        #expect(second.waitFor("The round is over."), "\(second.screen().suffix(800))")
        #expect(second.screen().contains("- Questions: knew 3 of 6"))
        let state = try #require(try store.load())
        #expect(state.phases.map(\.status) == [.done, .skipped, .skipped, .done])
        #expect(state.phases[0].pausedSeconds > 0)
        #expect(FileManager.default.fileExists(atPath: kataFolder.deletingLastPathComponent().appendingPathComponent("reports/leaky-presenter/interview-report.html").path))
    }
}

/// tmux itself failed, so the round was not tried.
struct TmuxFailure: Error, CustomStringConvertible {
    var description: String
}
