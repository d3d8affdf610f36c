import Foundation
import KataCore

/// `kata verify`: the authoring check that proves each kata's checks.
enum VerifyCommand: Command {
    static let name = "verify"
    static let summary = "Authoring check: the solution passes, the starter and every mutant fail as declared."
    static let arguments = "[kata]"
    static let options: [Option] = [
        .whole("repeat", "N", in: 1...1000, default: "1", "run the solution and every alternative N times, to catch a flaky check"),
        .flag("deep", "then audit the model: the solution and every alternative against many more\ngenerated sequences (at least 24 x --scale a check; minutes, not in the default CI run)"),
        .whole("scale", "N", in: 2...100_000, default: String(Verifier.deepScale), "with --deep: each check plays at least 24 x N sequences"),
    ]
    static let help = """
    For each kata (or the one named): the reference solution passes every check; the starter fails
    every check; each mutant (a bug variant of the solution) fails exactly the checks it names;
    every check is caught by some mutant. With --deep, the solution and every alternative then
    play every sequence check with at least 24 x --scale sequences (20,400 by default;
    KATA_SEQUENCE_SCALE in the test process), with the time limits raised to match.
    """

    static func run(_ arguments: Arguments, _ context: Context) throws -> Int32 {
        let arguments = try arguments.expectingAtMost(1, command: name)
        let repetitions = arguments.whole("repeat") ?? 1
        let katas = try arguments.positionals.first.map { [try context.catalog.kata($0)] } ?? context.catalog.katas
        let runner = CheckRunner(catalog: context.catalog, environment: try context.runnerEnvironment())
        let verifier = Verifier(runner: runner, solutionsRoot: context.solutionsRoot)
        var allGood = true
        if arguments.positionals.isEmpty {
            for broken in context.catalog.broken {
                context.say(context.style.bold("Verifying \(broken.folder)"))
                for problem in broken.problems { context.say("  \(context.style.red("FAIL")) files: \(problem.words)") }
                allGood = false
            }
        }
        for kata in katas {
            context.say(context.style.bold("Verifying \(kata.id)"))
            let style = context.style
            let output = context.output
            let say: @Sendable (Verifier.Finding) -> Void = { finding in
                output.out("  \(finding.ok ? style.green("ok  ") : style.red("FAIL")) \(finding.words)")
            }
            var findings = try verifier.verify(kata, repeat: repetitions, report: say)
            if arguments.has("deep") {
                findings += try verifier.verifyDeep(kata, scale: arguments.whole("scale") ?? Verifier.deepScale, report: say)
            }
            allGood = allGood && findings.allSatisfy(\.ok)
        }
        context.say(allGood ? context.style.green("All katas verified.") : context.style.red("Verification failed."))
        return allGood ? ExitCode.success : ExitCode.checkFailed
    }
}
