import Foundation
import KataCore

/// The `kata` command line: parses the arguments, builds the context, runs one command, and maps
/// every error to a message and a documented exit code.
package enum KataCLI {
    static let commands: [CommandSpec] = [
        CommandSpec(RunCommand.self), CommandSpec(ListCommand.self), CommandSpec(StartCommand.self),
        CommandSpec(CheckCommand.self), CommandSpec(HintCommand.self), CommandSpec(BriefCommand.self), CommandSpec(SolutionCommand.self),
        CommandSpec(ResetCommand.self), CommandSpec(RestoreCommand.self), CommandSpec(ReviewCommand.self), CommandSpec(QuestionsCommand.self),
        CommandSpec(InterviewCommand.self), CommandSpec(ReportCommand.self), CommandSpec(GradeCommand.self),
        CommandSpec(VerifyCommand.self), CommandSpec(ValidateCommand.self), CommandSpec(NewCommand.self),
    ]

    /// Options every command takes, besides `--help`.
    static let commonOptions: [Option] = [
        .text("workspace", "DIR", "your workspace (default: Workspace/ in the repository; or KATA_WORKSPACE)"),
    ]

    static var commonHelp: String {
        let column = (commonOptions.map(\.synopsis.count).max() ?? 0) + 5
        let lines = ["options for every command:"] + commonOptions.flatMap { $0.helpLines(column: column) }
            + ["  -h, --help".padding(toLength: column, withPad: " ", startingAt: 0) + "this help"]
        return lines.joined(separator: "\n") + """


        exit codes: 0 all requested checks pass · 1 a check failed or your code does not compile ·
                    2 usage or input error · 3 environment problem (no swiftc, no Swift Testing,
                    workspace not writable) · 4 internal error of the runner
        """
    }

    static var overview: String {
        var lines = ["Swift Katas: practise iOS architecture, one kata at a time.", "", "usage: kata [command] [options]", "", "commands:"]
        for command in commands {
            let name = command.name.isEmpty ? "(none)" : command.name
            lines.append("  " + name.padding(toLength: 10, withPad: " ", startingAt: 0) + command.summary)
        }
        lines += ["", "Run `swift run kata <command> --help` for a command's options.", "", commonHelp]
        return lines.joined(separator: "\n")
    }

    package static func main(
        arguments: [String] = Array(CommandLine.arguments.dropFirst()),
        environment: [String: String] = ProcessInfo.processInfo.environment,
        output: Output = .standard,
        launcher: ProcessLauncher = .live,
        interactive: Bool? = nil,
        clock: @escaping @Sendable () -> Date = Date.init,
        input: @escaping @Sendable () -> String? = { readLine() }
    ) -> Int32 {
        do {
            return try run(arguments, environment: environment, output: output, launcher: launcher, interactive: interactive, clock: clock, input: input)
        } catch {
            let error = worded(error)
            // With --json (wherever it stands, even where it is not an option) the error is a JSON
            // document on stdout too, so a grader reads stdout alone.
            if arguments.contains("--json") { output.out(JSONDocument.error(error)) }
            if let error = error as? KataError {
                output.err("kata: \(error.message)")
                return error.exitCode
            }
            output.err("kata: internal error (a bug in Swift Katas, not in your code): \(error)")
            return ExitCode.internalError
        }
    }

    static func run(_ tokens: [String], environment: [String: String], output: Output, launcher: ProcessLauncher, interactive: Bool?,
                    clock: @escaping @Sendable () -> Date, input: @escaping @Sendable () -> String?) throws -> Int32 {
        var tokens = tokens
        if tokens.first == "--help" || tokens.first == "-h" || tokens.first == "help" {
            if tokens.count > 1, let command = commands.first(where: { $0.name == tokens[1] }) {
                output.out(command.helpText)
            } else {
                output.out(overview)
            }
            return ExitCode.success
        }
        let command: CommandSpec
        if let first = tokens.first, !first.hasPrefix("-") {
            guard let named = commands.first(where: { $0.name == first && !$0.name.isEmpty }) else {
                throw KataError.usage("unknown command '\(first)'. Commands: \(commands.map(\.name).filter { !$0.isEmpty }.joined(separator: ", ")). Run `swift run kata --help`.")
            }
            command = named
            tokens.removeFirst()
        } else {
            command = CommandSpec(RunCommand.self)
        }
        let arguments = try Arguments(tokens, options: command.parsedOptions, command: command.name)
        if arguments.has("help") {
            output.out(command.helpText)
            return ExitCode.success
        }
        try command.validate(arguments)
        let repositoryRoot = environment["KATA_HOME"].map { URL(fileURLWithPath: $0) } ?? KataCatalog.repositoryRoot()
        let catalog = try KataCatalog(root: KataCatalog.locateRoot(environment: environment))
        let context = Context(
            catalog: catalog,
            workspace: Workspace.locate(option: arguments.option("workspace"), environment: environment, repositoryRoot: repositoryRoot),
            environment: environment,
            output: output,
            style: Style.detect(environment: environment),
            repositoryRoot: repositoryRoot,
            launcher: environment["KATA_TRACE"].map { $0.isEmpty } == false ? traced(launcher, output: output) : launcher,
            isInteractive: interactive ?? (isatty(0) == 1 && isatty(1) == 1),
            clock: clock,
            input: input
        )
        return try command.run(arguments, context)
    }

    /// The core's typed reasons in the CLI's words: each names the options and commands it is
    /// about, which the core does not know.
    static func worded(_ error: Error) -> Error {
        switch error {
        case let problem as CohortProblem: return problem.error
        case let problem as LearnerFileProblem: return problem.error
        case let problem as InterviewStore.Unreadable: return problem.error
        case let problem as WorkspaceProblem: return problem.error
        case let problem as BrokenKata: return problem.error
        case let problem as KataCatalog.NoSuchKata: return problem.error
        case let problem as ScaffoldProblem: return problem.error
        // A tool that cannot be started past the compiler (the test binary, nm) stops the command as an internal error, as before.
        case let problem as LaunchError: return KataError.internal(problem.words)
        default: return error
        }
    }

    /// An error said within a sentence (a submission's result, a warning): a `KataError` in its
    /// words, any other error as it describes itself.
    @Sendable static func words(for error: Error) -> String {
        if let error = error as? LaunchError { return error.words }
        if let error = error as? LearnerFileProblem { return error.fact }
        if let error = error as? SubmissionProblem { return error.words }
        return (error as? KataError)?.message ?? String(describing: error)
    }

    /// `KATA_TRACE=1`: a grading's builds and runs, one line each, with when each ended.
    static func words(for event: GradingTrace) -> String {
        func s(_ seconds: Double) -> String { String(format: "%.3f", seconds) }
        switch event {
        case let .librariesReady(at):
            return "[grade] \(s(at)) presenter libraries ready"
        case let .testsBuilt(interface, succeeded, seconds, at):
            return "[grade] \(s(at)) tests built for the interface of presenter \(interface) in \(s(seconds)) s\(succeeded ? "" : " (failed)")"
        case let .correctRun(presenter, seconds, at):
            return "[grade] \(s(at)) correct run \(s(seconds)) s: \(presenter)"
        case let .mutantRun(mutant, end, seconds, cpu, bound, at):
            let how = switch end {
            case let .caught(by, hung): "caught by \(by)\(hung ? " (hung)" : "")"
            case .missed: "missed"
            case .error: "error"
            }
            return "[grade] \(s(at)) mutant \(mutant) \(s(seconds)) s (cpu \(s(cpu)) s, bound \(s(bound)) s): \(how)"
        case let .graded(at):
            return "[grade] \(s(at)) graded"
        }
    }

    /// `KATA_TRACE=1`: one line on stderr per process the command ran, with its time and flags.
    static func traced(_ launcher: ProcessLauncher, output: Output) -> ProcessLauncher {
        launcher.observing { trace in
            output.err("[trace] \(String(format: "%.3f", trace.seconds)) s (cpu \(String(format: "%.3f", trace.cpuSeconds)) s) \(trace.command)")
        }
    }
}
