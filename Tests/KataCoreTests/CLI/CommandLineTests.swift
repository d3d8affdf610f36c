import Foundation
import Testing
@testable import KataCLI
@testable import KataCore

/// The `kata` command as a learner uses it, in a temporary workspace, with the real toolchain.
@Suite(.serialized, .tags(.compiler), .startsTheCompiler) struct CommandLineTests {
    struct Run {
        var code: Int32
        var out: String
        var err: String
    }

    let workspace = temporaryFolder("cli-ws")

    func kata(_ arguments: String..., environment extra: [String: String] = [:]) -> Run {
        var environment = ProcessInfo.processInfo.environment
        environment["KATA_WORKSPACE"] = workspace.path
        environment["KATA_CACHE"] = Repository.sharedCache.path
        environment["NO_COLOR"] = "1"
        environment.removeValue(forKey: "KATA_HOME")
        for (key, value) in extra { environment[key] = value }
        let buffer = OutputBuffer()
        let code = KataCLI.main(arguments: arguments, environment: environment, output: buffer.output, interactive: false)
        return Run(code: code, out: buffer.out, err: buffer.err)
    }

    var learnerFile: URL { workspace.appendingPathComponent("leaky-presenter/OrdersPresenter.swift") }
    let solution = Repository.solutions.appendingPathComponent("leaky-presenter/OrdersPresenter.swift")

    @Test func helpAndUsageErrors() {
        let help = kata("--help")
        #expect(help.code == 0)
        #expect(help.out.contains("check") && help.out.contains("exit codes"))
        #expect(kata("check", "--help").out.contains("--json"))
        let unknown = kata("frobnicate")
        #expect(unknown.code == 2)
        #expect(unknown.err.contains("unknown command"))
        let badKata = kata("start", "no-such-kata")
        #expect(badKata.code == 2)
        #expect(badKata.err.contains("leaky-presenter"), "the error lists the katas there are")
        #expect(kata("check", "leaky-presenter", "--check", "no-such-check").code == 2)
        #expect(kata("check", "leaky-presenter", "--timeout", "soon").code == 2)
    }

    @Test func startKeepsWorkAndHintsComeOneAtATime() throws {
        let start = kata("start", "leaky-presenter")
        #expect(start.code == 0)
        #expect(start.out.contains(learnerFile.path))
        #expect(start.out.contains("Stage 1 of 5"))
        try "// my edits\n".write(to: learnerFile, atomically: true, encoding: .utf8)
        let again = kata("start", "leaky-presenter")
        #expect(again.out.contains("kept"))
        #expect(try String(contentsOf: learnerFile, encoding: .utf8) == "// my edits\n")

        let first = kata("hint")
        let second = kata("hint")
        #expect(first.out.contains("1. ") && !first.out.contains("2. "))
        #expect(second.out.contains("2. "))

        let reset = kata("reset", "leaky-presenter")
        #expect(reset.code == 0)
        let backups = try FileManager.default.contentsOfDirectory(atPath: workspace.appendingPathComponent("leaky-presenter/backups").path)
        #expect(backups.count == 1)
        #expect(kata("list").out.contains("stage 1 of 5"))
    }

    @Test func checkWithoutStartingSaysWhatToDo() {
        let run = kata("check", "leaky-presenter")
        #expect(run.code == 2)
        #expect(run.err.contains("kata start leaky-presenter"))
    }

    @Test func jsonForGraders() throws {
        let run = kata("check", "leaky-presenter", "--file", solution.path, "--all", "--json")
        #expect(run.code == 0)
        let object = try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any]
        #expect(object?["status"] as? String == "pass")
        #expect(object?["version"] as? Int == JSONDocument.version)
        let checks = object?["checks"] as? [[String: Any]] ?? []
        #expect(checks.map { $0["id"] as? String } == ["view-is-weak", "fetch-does-not-retain", "main-thread", "failure-state", "today", "return-rule", "stale-index", "tap-on-main-thread", "no-uikit", "swift6"])
        #expect(object?["durationMs"] is Int)
    }

    @Test func aTwoFileKataIsCheckedFromAFolder() throws {
        let folder = Repository.solutions.appendingPathComponent("menu-presenter")
        let run = kata("check", "menu-presenter", "--dir", folder.path, "--all", "--json")
        #expect(run.code == 0)
        let object = try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any]
        #expect(object?["status"] as? String == "pass")
        let single = kata("check", "menu-presenter", "--file", folder.appendingPathComponent("MenuPresenter.swift").path)
        #expect(single.code == 2)
        #expect(single.err.contains("--dir"))
    }

    @Test func aLostFileIsSaidToBeMissingAndRestorePutsTheCheckedVersionBack() throws {
        #expect(kata("start", "leaky-presenter").code == 0)
        try "// my stage work\n".write(to: learnerFile, atomically: true, encoding: .utf8)
        #expect(kata("check").code == 1)
        try FileManager.default.removeItem(at: learnerFile)
        for run in [kata("check"), kata()] {
            #expect(run.code == 2)
            #expect(run.err.contains("\(learnerFile.path) is missing") && run.err.contains("`swift run kata restore leaky-presenter` puts it back"))
            #expect(!run.err.contains("not started"))
        }
        #expect(!FileManager.default.fileExists(atPath: learnerFile.path), "`kata` does not put the starter in the place of lost work")
        let restore = kata("restore", "leaky-presenter")
        #expect(restore.code == 0 && restore.out.contains("Put back the last checked version of \(learnerFile.path)"))
        #expect(try String(contentsOf: learnerFile, encoding: .utf8) == "// my stage work\n")
    }

    @Test func missingFileIsAUsageError() {
        let run = kata("check", "leaky-presenter", "--file", "/nonexistent/OrdersPresenter.swift")
        #expect(run.code == 2)
        #expect(run.err.contains("does not exist"))
    }

    @Test func aWorkspaceThatCannotBeWrittenIsAnEnvironmentError() throws {
        let blocker = temporaryFolder("blocked").appendingPathComponent("not-a-folder")
        try "a file where the workspace should be".write(to: blocker, atomically: true, encoding: .utf8)
        let run = kata("start", "leaky-presenter", "--workspace", blocker.path)
        #expect(run.code == 3)
        #expect(run.err.contains("cannot write"))
    }

    @Test func noCompilerIsAnEnvironmentError() {
        _ = kata("start", "leaky-presenter")
        let run = kata("check", "leaky-presenter", environment: ["SWIFTC": "/nonexistent/swiftc"])
        #expect(run.code == 3)
        #expect(run.err.contains("swiftc"))
    }

    @Test func theStarterFailsAndTheSolutionWalksThroughEveryStageToTheKey() throws {
        let first = kata()
        #expect(first.code == 1, "with no terminal, `kata` starts the first kata and checks it once")
        #expect(first.out.contains("view-is-weak"))
        #expect(FileManager.default.fileExists(atPath: learnerFile.path))

        try FileManager.default.removeItem(at: learnerFile)
        try FileManager.default.copyItem(at: solution, to: learnerFile)
        let solved = kata("check")
        #expect(solved.code == 1, "the last stage asks for the learner's own tests")
        #expect(solved.out.contains("Stage 4 passed"))
        #expect(solved.out.contains("no tests yet"))
        let tests = workspace.appendingPathComponent("leaky-presenter/Tests/OrdersPresenterTests.swift")
        #expect(FileManager.default.fileExists(atPath: tests.path), "start put the test skeleton in place")
        try FileManager.default.removeItem(at: tests)
        try FileManager.default.copyItem(at: Repository.solutions.appendingPathComponent("leaky-presenter/Tests/OrdersPresenterTests.swift"), to: tests)
        let tested = kata("check")
        #expect(tested.code == 0)
        #expect(tested.out.contains("Stage 5 passed"))
        #expect(tested.out.contains("You finished"))
        #expect(kata("solution").out.contains("Tests/OrdersPresenterTests.swift"), "the model tests are shown after the stage")
        #expect(!tested.out.contains("The key:") && !tested.out.contains("retain cycle"), "the review key is not spoiled before the review round")
        #expect(tested.out.contains("kata review leaky-presenter"), "the review round is offered next")
        #expect(kata("review", "leaky-presenter", "--key").out.contains("retain cycle"), "the key on request")
        #expect(kata("list").out.contains("done"))
        let again = kata()
        #expect(again.out.contains("The leaky presenter") && !again.out.contains("borrow"), "a finished kata stays current until the learner picks another")
        #expect(try JSONDecoder().decode(LearnerProgress.self, from: Data(contentsOf: workspace.appendingPathComponent("progress.json"))).current == "leaky-presenter")
    }
}

/// Review rounds and questions end to end, with an injected clock and input.
@Suite(.serialized, .tags(.compiler), .startsTheCompiler) struct PracticeCommandTests {
    let workspace = temporaryFolder("practice-ws")

    func kata(_ arguments: String..., at time: Date = Date(timeIntervalSince1970: 1_800_000_000), input: [String] = []) -> (code: Int32, out: String) {
        var environment = ProcessInfo.processInfo.environment
        environment["KATA_WORKSPACE"] = workspace.path
        environment["NO_COLOR"] = "1"
        let buffer = OutputBuffer()
        let lines = Locked(input)
        let code = KataCLI.main(arguments: arguments, environment: environment, output: buffer.output, interactive: false,
                                clock: { time }, input: { lines.withLock { $0.isEmpty ? nil : $0.removeFirst() } })
        return (code, buffer.out)
    }

    @Test func aReviewRoundIsScoredAgainstTheKeyAndKeptInTheHistory() throws {
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        let opened = kata("review", "leaky-presenter", at: start)
        #expect(opened.code == 0)
        #expect(opened.out.contains(" 19      var view: OrdersView?"), "the PR is shown with line numbers")
        #expect(opened.out.contains("20 minutes"))
        let sheet = workspace.appendingPathComponent("leaky-presenter/review.md")
        var text = try String(contentsOf: sheet, encoding: .utf8)
        text += "OrdersPresenter.swift:19: strong view, retain cycle\nOrdersPresenter.swift:3: strong view, retain cycle\n"
        try text.write(to: sheet, atomically: true, encoding: .utf8)

        let submitted = kata("review", "leaky-presenter", "--submit", at: start.addingTimeInterval(12 * 60))
        #expect(submitted.code == 0)
        #expect(submitted.out.contains("FOUND  [high] The presenter holds its view strongly"))
        #expect(submitted.out.contains("1 of 15 findings"))
        #expect(submitted.out.contains("12 minutes, within the 20-minute box"))
        #expect(submitted.out.contains("OrdersPresenter.swift:3: strong view"), "the same words on a wrong line match nothing")

        let history = kata("review", "leaky-presenter", "--history")
        #expect(history.out.contains("1/15 findings"))
        #expect(kata("review", "leaky-presenter", "--submit").code == 2, "no round is running any more")
    }

    @Test func questionsFollowTheSchedule() throws {
        let first = kata("questions", "leaky-presenter", input: ["", "y", "", "n", "", "y", "", "y", "", "y"])
        #expect(first.code == 0)
        #expect(first.out.contains("You knew 4 of 5"))
        let next = kata("questions", "leaky-presenter", input: Array(repeating: "", count: 20))
        #expect(next.out.contains("Why `weak` and not `unowned`"), "the missed question comes back in the next session")
        #expect(!next.out.contains("MVP or MVVM"), "a known question waits a session")
    }
}
