import Foundation
import KataCore

/// `kata check`: compile the learner's code with the hidden checks and report each verdict.
enum CheckCommand: Command {
    static let name = "check"
    static let summary = "Check your code: compile it with the kata's hidden checks and say what holds."
    static let usage = "check [kata] [--file PATH | --dir DIR] [--tests PATH] [--all] [--check ID]… [--json] [--junit FILE] [--markdown [FILE]] [--timeout SECONDS]"
    static let options: Set<String> = ["file", "dir", "tests", "check", "timeout", "memory", "cpu", "junit", "markdown"]
    static let flags: Set<String> = ["all", "json", "markdown"]
    static let help = """
    With no kata, checks the current one. By default it checks your copy in the workspace, runs the
    checks of the stages you have unlocked, and unlocks the next stage when they all pass.

      --file PATH      check this file instead (a kata with one learner file)
      --dir DIR        check the files in DIR, named as in the starter
      --tests PATH     grade this test file (the test-writing stage); with --file or --dir and
                       no --tests, the check of your tests is left out
      --all            run every check of every stage, whatever your progress
      --check ID       run only this check (repeatable)
      --json           print one JSON object: kata, status, checks, diagnostics, durationMs
      --junit FILE     also write the verdicts as JUnit XML (one test case per check, a test
                       suite per stage) for GitLab, Jenkins or a GitHub test reporter
      --markdown       print a Markdown summary instead (for an issue or a chat);
                       --markdown FILE writes it to FILE (a path with a `/` or a `.`)
      --timeout S      seconds before a hanging check is stopped (default 4)
      --memory MB      address-space limit of a test process in MB (default 1024; Linux only)
      --cpu S          CPU-time limit of a test process in seconds (default 20)
    The compiler is stopped after KATA_COMPILE_TIMEOUT seconds (default 180).
    """

    static func run(_ arguments: Arguments, _ context: Context) throws -> Int32 {
        let arguments = try arguments.expectingAtMost(1, command: name)
        let progress = context.loadProgress()
        let kata = try context.kata(arguments.positionals.first, progress: progress)
        var environment = try context.runnerEnvironment()
        if let seconds = try number(arguments, "timeout", in: 0.1...600) { environment.testLimits.wallSeconds = seconds }
        if let megabytes = try number(arguments, "memory", in: 64...65536) { environment.testLimits.addressSpaceBytes = UInt64(megabytes) * 1024 * 1024 }
        if let seconds = try number(arguments, "cpu", in: 1...3600) { environment.testLimits.cpuSeconds = Int(seconds) }
        let runner = CheckRunner(catalog: context.catalog, environment: environment)
        let selected = try selectedChecks(arguments, kata: kata)
        let session = PracticeSession(context: context, kata: kata)
        let outputs = CheckOutputs(arguments)
        if outputs.markdownToStdout && arguments.has("json") {
            throw KataError.usage("--json and --markdown both print to stdout: pick one, or write the Markdown to a file with --markdown FILE.")
        }

        let sources: [LearnerSource]
        var tests = try arguments.option("tests").map { path in
            try LearnerSource.read(name: URL(fileURLWithPath: kata.testFilePath ?? path).lastPathComponent, from: URL(fileURLWithPath: path))
        }
        if tests != nil && kata.testsCheck == nil {
            throw KataError.usage("\(kata.id) has no test-writing stage, so there is no test file to grade.")
        }
        if let file = arguments.option("file") {
            guard arguments.option("dir") == nil else { throw KataError.usage("use --file or --dir, not both.") }
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

        let stage = min(max(progress.kata(kata.id).stage, 1), kata.lastStage)
        var checks = selected ?? kata.checks(upToStage: stage)
        if tests == nil {
            // Files given without a test file: judge the presenter, not tests that were not given.
            if arguments.options["check"] != nil, let asked = checks.first(where: { $0.kind == .tests }) {
                throw KataError.usage("the check '\(asked.id)' grades your tests: give the test file with --tests PATH.")
            }
            checks.removeAll { $0.kind == .tests }
        }
        let report = try runner.run(kata, sources: sources, checks: checks, tests: tests)
        let scope = arguments.has("all") ? "all checks" : selected != nil && arguments.options["check"] != nil ? "selected checks" : "stage \(stage) of \(kata.lastStage)"
        if arguments.has("json") {
            context.say(report.jsonString())
        } else if outputs.printsText {
            context.say(ReportRenderer(style: context.style).render(report, heading: "\(kata.title) · \(scope)"))
        }
        try outputs.write(report, kata: kata, scope: scope, context: context)
        return report.status == .pass ? ExitCode.success : ExitCode.checkFailed
    }

    static func number(_ arguments: Arguments, _ name: String, in range: ClosedRange<Double>) throws -> Double? {
        guard let text = arguments.option(name) else { return nil }
        guard let value = Double(text), range.contains(value) else {
            throw KataError.usage("--\(name) takes a number from \(Int(range.lowerBound)) to \(Int(range.upperBound)); got '\(text)'.")
        }
        return value
    }

    /// `--all` or `--check`, else nil (the unlocked stages).
    static func selectedChecks(_ arguments: Arguments, kata: Kata) throws -> [Check]? {
        if let ids = arguments.options["check"] {
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
