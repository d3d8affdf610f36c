import Foundation
import KataCore

/// `kata check`: compile the learner's code with the hidden checks and report each verdict.
enum CheckCommand: Command {
    static let name = "check"
    static let summary = "Check your code: compile it with the kata's hidden checks and say what holds."
    static let arguments = "[kata]"
    static let options: [Option] = [
        .text("file", "PATH", "check this file instead (a kata with one learner file)"),
        .text("dir", "DIR", "check the files in DIR, named as in the starter"),
        .text("tests", "PATH", "grade this test file (the test-writing stage); with --file or --dir and\nno --tests, the check of your tests is left out"),
        .flag("all", "run every check of every stage, whatever your progress"),
        .text("check", "ID", "run only this check (repeatable)", repeatable: true),
        .flag("json", "print one JSON object (see the README), errors included"),
        .text("junit", "FILE", "also write the verdicts as JUnit XML (one test case per check, a test\nsuite per stage) for GitLab, Jenkins or a GitHub test reporter"),
        .optionalText("markdown", "FILE", "print a Markdown summary instead (for an issue or a chat);\n--markdown FILE writes it to FILE (a path with a `/` or a `.`)"),
    ] + TestLimitOptions.options
    static let help = """
    With no kata, checks the current one. By default it checks your copy in the workspace, runs the
    checks of the stages you have unlocked, and unlocks the next stage when they all pass.
    The compiler is stopped after KATA_COMPILE_TIMEOUT seconds (default 180).
    """

    /// The options that cannot go together.
    static func validate(_ arguments: Arguments) throws {
        if CheckOutputs(arguments).markdownToStdout && arguments.has("json") {
            throw KataError.usage("--json and --markdown both print to stdout: pick one, or write the Markdown to a file with --markdown FILE.")
        }
        if arguments.option("file") != nil && arguments.option("dir") != nil { throw KataError.usage("use --file or --dir, not both.") }
    }

    /// Grading the learner's tests takes seconds: each correct presenter's verdict as it comes
    /// (not in JSON), and with `KATA_TRACE` each build and run.
    static func tellGrading(_ environment: inout RunnerEnvironment, json: Bool, context: Context) {
        let err = context.output.err
        if !json {
            environment.gradingProgress = { progress in err("your tests: " + CheckWords().sentence(for: progress)) }
        }
        if context.environment["KATA_TRACE"].map({ $0.isEmpty }) == false {
            environment.gradingTrace = { event in err(KataCLI.words(for: event)) }
        }
    }

    static func run(_ arguments: Arguments, _ context: Context) throws -> Int32 {
        let arguments = try arguments.expectingAtMost(1, command: name)
        let progress = context.loadProgress()
        let kata = try context.kata(arguments.positionals.first, progress: progress)
        var environment = try context.runnerEnvironment()
        TestLimitOptions(arguments).apply(to: &environment)
        // One check run and nothing else: its suites' test processes may use every core (up to 2).
        environment.testProcesses = min(2, ProcessInfo.processInfo.activeProcessorCount)
        tellGrading(&environment, json: arguments.has("json"), context: context)
        let runner = CheckRunner(catalog: context.catalog, environment: environment)
        let selected = try selectedChecks(arguments, kata: kata)
        let session = PracticeSession(context: context, kata: kata)
        let outputs = CheckOutputs(arguments)

        let sources: [LearnerSource]
        var tests = try arguments.option("tests").map { path in
            try LearnerSource.read(name: URL(fileURLWithPath: kata.testFilePath ?? path).lastPathComponent, from: URL(fileURLWithPath: path))
        }
        if tests != nil && kata.testsCheck == nil {
            throw KataError.usage("\(kata.id) has no test-writing stage, so there is no test file to grade.")
        }
        if let file = arguments.option("file") {
            guard kata.learnerFiles.count == 1 else {
                throw KataError.usage("\(kata.id) has \(kata.learnerFiles.count) learner files (\(kata.learnerFiles.joined(separator: ", "))); use --dir DIR with files named like that.")
            }
            sources = [try LearnerSource.read(name: kata.learnerFiles[0], from: URL(fileURLWithPath: file))]
        } else if let dir = arguments.option("dir") {
            sources = try kata.learnerFiles.map { try LearnerSource.read(name: $0, from: URL(fileURLWithPath: dir).appendingPathComponent($0)) }
        } else if selected == nil && tests == nil {
            return try session.checkAndAdvance(runner: runner, json: arguments.has("json"), outputs: outputs)
        } else {
            sources = try session.workspaceSources()
            if tests == nil { tests = try session.workspaceTests(for: selected ?? []) }
        }

        let stage = kata.currentStage(in: progress)
        var checks = selected ?? kata.checks(upToStage: stage)
        if tests == nil {
            // Files given without a test file: judge the presenter, not tests that were not given.
            if arguments.all("check") != nil, let asked = checks.first(where: { $0.kind == .tests }) {
                throw KataError.usage("the check '\(asked.id)' grades your tests: give the test file with --tests PATH.")
            }
            checks.removeAll { $0.kind == .tests }
        }
        let report = try runner.run(kata, sources: sources, checks: checks, tests: tests)
        let scope = arguments.has("all") ? "all checks" : selected != nil && arguments.all("check") != nil ? "selected checks" : "stage \(stage) of \(kata.lastStage)"
        if arguments.has("json") {
            context.say(JSONDocument.render(report))
        } else if outputs.printsText {
            context.say(ReportRenderer(style: context.style).render(report, heading: "\(kata.title) · \(scope)"))
        }
        try outputs.write(report, kata: kata, scope: scope, context: context)
        return report.status == .pass ? ExitCode.success : ExitCode.checkFailed
    }

    /// `--all` or `--check`, else nil (the unlocked stages).
    static func selectedChecks(_ arguments: Arguments, kata: Kata) throws -> [Check]? {
        if let ids = arguments.all("check") {
            return try ids.map { id in
                guard let check = kata.check(id: id) else {
                    throw KataError.usage("\(kata.id) has no check '\(id)'. Its checks: \(kata.checks.map(\.id).joined(separator: ", ")).")
                }
                return check
            }
        }
        if arguments.has("all") { return kata.checks }
        if arguments.option("file") != nil || arguments.option("dir") != nil { return nil }
        return nil
    }
}
