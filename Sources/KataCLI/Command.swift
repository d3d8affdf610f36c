import KataCore

/// One subcommand of `kata`: its name, what it takes, its help, and what it does.
///
/// A command declares its options once, in `options`; the usage line, the `--help` text, the
/// README's command table (checked by a test) and every option error are made from it. To add a
/// command: write a type conforming to `Command` in `Commands/` and list it in `KataCLI.commands`.
protocol Command: SendableMetatype {
    static var name: String { get }
    static var summary: String { get }
    /// The positional arguments as the usage line shows them: `[kata]`, `<kata>`, or "".
    static var arguments: String { get }
    /// Every option the command takes (`--workspace` and `--help` are added for all).
    static var options: [Option] { get }
    /// Prose for `--help`, between the summary and the option list; "" for none.
    static var help: String { get }
    /// Checks the combination of options before `run` starts (swift-argument-parser's
    /// `validate()`): what cannot go together, whatever the katas and the workspace hold.
    static func validate(_ arguments: Arguments) throws
    static func run(_ arguments: Arguments, _ context: Context) throws -> Int32
}

extension Command {
    static var arguments: String { "" }
    static var options: [Option] { [] }
    static var help: String { "" }
    static func validate(_ arguments: Arguments) throws {}
}

/// A command's description as a plain value, so the command table needs no existential
/// metatypes (which crash this compiler's SIL generation when opened with `try`).
struct CommandSpec: Sendable {
    let name: String
    let summary: String
    let arguments: String
    let options: [Option]
    let help: String
    let validate: @Sendable (Arguments) throws -> Void
    let run: @Sendable (Arguments, Context) throws -> Int32

    init<C: Command>(_ command: C.Type) {
        name = C.name
        summary = C.summary
        arguments = C.arguments
        options = C.options
        help = C.help
        validate = { try C.validate($0) }
        run = { try C.run($0, $1) }
    }

    /// The options the parser accepts: the command's own and the common ones.
    var parsedOptions: [Option] { options + KataCLI.commonOptions }

    /// `kata check [kata] [--file PATH] …`, from the declarations.
    var usage: String {
        (["kata"] + [name, arguments].filter { !$0.isEmpty } + options.map(\.usage)).joined(separator: " ")
    }

    var helpText: String {
        var sections = ["usage: \(usage)", summary]
        if !help.isEmpty { sections.append(help) }
        if !options.isEmpty { sections.append(Self.optionList(options).joined(separator: "\n")) }
        sections.append(KataCLI.commonHelp)
        return sections.joined(separator: "\n\n")
    }

    /// Help lines of options, their descriptions aligned in one column.
    static func optionList(_ options: [Option]) -> [String] {
        let column = (options.map(\.synopsis.count).max() ?? 0) + 5
        return options.flatMap { $0.helpLines(column: column) }
    }
}
