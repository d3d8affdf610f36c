import KataCore

/// `kata new`: scaffolds a kata an author grows from, valid and verified as written.
enum NewCommand: Command {
    static let name = "new"
    static let summary = "Authoring: scaffold a new kata (Katas/<id>/ and Solutions/<id>/)."
    static let arguments = "<id>"
    static let help = """
    Writes a small complete kata: one stage, one check with its hidden suite, a starter that fails
    it, a solution that passes it, a mutant and an alternative written as patches, a review key
    item, hints and a question. It passes `kata validate <id>` and `kata verify <id>` as written;
    Katas/README.md walks through growing it into a real kata.
    """

    static func run(_ arguments: Arguments, _ context: Context) throws -> Int32 {
        let arguments = try arguments.expectingAtMost(1, command: name)
        guard let id = arguments.positionals.first else {
            throw KataError.usage("`swift run kata new` needs the new kata's id, e.g. `swift run kata new list-presenter`.")
        }
        let scaffold = try KataScaffold(id: id, catalog: context.catalog, commands: .kata)
        let written = try scaffold.write()
        context.say("Wrote the kata \(id) (module \(scaffold.module), order \(scaffold.order)):")
        for path in written { context.say("  \(path)") }
        context.say("Next: `swift run kata validate \(id)`, then `swift run kata verify \(id)`; Katas/README.md walks through each file.")
        return ExitCode.success
    }
}
