import KataCore

/// One subcommand of `kata`: its name, help and options, and what it does.
protocol Command {
    static var name: String { get }
    static var summary: String { get }
    /// The full `--help` text after the usage line.
    static var help: String { get }
    static var usage: String { get }
    static var options: Set<String> { get }
    static var flags: Set<String> { get }
    static func run(_ arguments: Arguments, _ context: Context) throws -> Int32
}

extension Command {
    static var options: Set<String> { [] }
    static var flags: Set<String> { [] }
    static var helpText: String {
        "usage: kata \(usage)\n\n\(summary)\n\n\(help)\n\n\(KataCLI.commonHelp)"
    }
}

/// A command's description as a plain value, so the command table needs no existential
/// metatypes (which crash this compiler's SIL generation when opened with `try`).
struct CommandSpec: Sendable {
    let name: String
    let summary: String
    let helpText: String
    let options: Set<String>
    let flags: Set<String>
    let run: @Sendable (Arguments, Context) throws -> Int32

    init<C: Command>(_ command: C.Type) {
        name = C.name
        summary = C.summary
        helpText = C.helpText
        options = C.options
        flags = C.flags
        run = { try C.run($0, $1) }
    }
}
