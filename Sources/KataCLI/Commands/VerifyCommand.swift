import Foundation
import KataCore

/// `kata verify`: the authoring check that proves each kata's checks.
enum VerifyCommand: Command {
    static let name = "verify"
    static let summary = "Authoring check: the solution passes, the starter and every mutant fail as declared."
    static let usage = "verify [kata] [--repeat N]"
    static let options: Set<String> = ["repeat"]
    static let help = """
    For each kata (or the one named): the reference solution passes every check; the starter fails
    every check; each mutant (a bug variant of the solution) fails exactly the checks it names;
    every check is caught by some mutant.
      --repeat N    run the solution and every alternative N times, to catch a flaky check (default 1)
    """

    static func run(_ arguments: Arguments, _ context: Context) throws -> Int32 {
        let arguments = try arguments.expectingAtMost(1, command: name)
        let repetitions = try arguments.option("repeat").map { text -> Int in
            guard let count = Int(text), (1...1000).contains(count) else {
                throw KataError.usage("--repeat takes a whole number from 1 to 1000; got '\(text)'.")
            }
            return count
        } ?? 1
        let katas = try arguments.positionals.first.map { [try context.catalog.kata($0)] } ?? context.catalog.katas
        let runner = CheckRunner(catalog: context.catalog, environment: try context.runnerEnvironment())
        let verifier = Verifier(runner: runner, solutionsRoot: context.solutionsRoot)
        var allGood = true
        if arguments.positionals.isEmpty {
            for broken in context.catalog.broken {
                context.say(context.style.bold("Verifying \(broken.folder)"))
                for problem in broken.problems { context.say("  \(context.style.red("FAIL")) files: \(problem)") }
                allGood = false
            }
        }
        for kata in katas {
            context.say(context.style.bold("Verifying \(kata.id)"))
            let style = context.style
            let output = context.output
            let findings = try verifier.verify(kata, repeat: repetitions) { finding in
                output.out("  \(finding.ok ? style.green("ok  ") : style.red("FAIL")) \(finding.subject): \(finding.detail)")
            }
            allGood = allGood && findings.allSatisfy(\.ok)
        }
        context.say(allGood ? context.style.green("All katas verified.") : context.style.red("Verification failed."))
        return allGood ? ExitCode.success : ExitCode.checkFailed
    }
}
