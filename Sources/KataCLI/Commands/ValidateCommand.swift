import KataCore

/// `kata validate`: the authoring check of a kata's files; for a kata with a test-writing stage,
/// also the libraries of its correct presenters (their interfaces), which needs the compiler.
enum ValidateCommand: Command {
    static let name = "validate"
    static let summary = "Authoring check of a kata's files: every field, file, anchor and patch."
    static let arguments = "[kata]"
    static let help = """
    For each kata (or the one named): kata.json has every required field and no unknown one; the
    prose files (hints.md, key.md, questions.md, story.md, idea.md) hold what kata.json names; every
    brief, suite, probe, starter, solution, variant and patch exists; each patch applies to the
    solution; each review anchor holds its text; ids and orders are unique across katas. For a
    kata with a test-writing stage, every alternative shows the learner's tests the solution's
    interface (extra members private), so their tests are compiled once for all correct
    presenters: this builds the solution and each alternative as a library (cached, as grading
    builds them). Each problem names the file, the field and what is expected. Then run
    `kata verify <kata>`, which compiles and runs every check. Katas/README.md is the guide.
    Exit code: 0 every kata named is valid, 2 a problem was found.
    """

    static func run(_ arguments: Arguments, _ context: Context) throws -> Int32 {
        let arguments = try arguments.expectingAtMost(1, command: name)
        let catalog = context.catalog
        var valid = catalog.katas
        var broken = catalog.broken
        if let id = arguments.positionals.first {
            valid = valid.filter { $0.id == id }
            broken = broken.filter { $0.folder == id }
            if valid.isEmpty && broken.isEmpty { _ = try catalog.kata(id) }
        }
        // The interface rule builds presenters: only where a kata has a test-writing stage.
        let built = valid.filter { $0.testsCheck != nil && !($0.alternatives ?? []).isEmpty }
        let runner = built.isEmpty ? nil : CheckRunner(catalog: catalog, environment: try context.runnerEnvironment(announcingUnsandboxed: false))
        for kata in valid {
            if let runner, built.contains(where: { $0.id == kata.id }) {
                let problems = try runner.interfaceProblems(kata)
                if !problems.isEmpty {
                    broken.append(BrokenKata(folder: kata.id, problems: problems))
                    continue
                }
            }
            let alternatives = kata.alternatives?.count ?? 0
            context.say("\(context.style.green("ok  ")) \(kata.id): \(kata.stages.count) stage(s), \(kata.checks.count) check(s), \(kata.mutants.count) mutant(s), \(alternatives) alternative(s), \(kata.key.count) key item(s), \(kata.questions.count) question(s)")
        }
        for kata in broken {
            context.say("\(context.style.red("FAIL")) \(kata.folder): \(kata.problems.count) problem(s)")
            for problem in kata.problems { context.say("  - \(problem.words)") }
        }
        if broken.isEmpty {
            context.say(context.style.green("Valid. Next: `swift run kata verify\(arguments.positionals.first.map { " \($0)" } ?? "")` compiles and runs every check."))
            return ExitCode.success
        }
        context.say(context.style.red("Fix the files named above; Katas/README.md describes each of them."))
        return ExitCode.usage
    }
}
