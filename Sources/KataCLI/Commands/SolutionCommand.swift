import Foundation
import KataCore

/// `kata solution`: the reference solution, as a diff against the learner's file; after the
/// test-writing stage, the model tests too.
enum SolutionCommand: Command {
    static let name = "solution"
    static let summary = "Show the reference solution, as a diff against your file."
    static let arguments = "[kata]"
    static let options: [Option] = [.flag("full", "print the whole reference file instead of the diff")]
    static let help = """
    Lines starting with - are yours, + the reference's. It is one correct answer among many: the
    checks accept any fix that keeps the contract.
    """

    static func run(_ arguments: Arguments, _ context: Context) throws -> Int32 {
        let arguments = try arguments.expectingAtMost(1, command: name)
        let progress = context.loadProgress()
        let kata = try context.kata(arguments.positionals.first, progress: progress)
        try lines(for: kata, full: arguments.has("full"), context: context).forEach(context.say)
        return ExitCode.success
    }

    /// The reference solution of each learner file: a diff against the learner's copy, or the
    /// whole file when asked for or when there is no copy. Watch mode shows the same lines.
    static func lines(for kata: Kata, full: Bool, context: Context) throws -> [String] {
        var lines: [String] = []
        var files = kata.learnerFiles
        if let tests = kata.testsCheck, let path = kata.testFilePath {
            // The model tests are the answer to the test-writing stage: shown once it has passed.
            let progress = context.loadProgress().kata(kata.id)
            if progress.completed || progress.stage > tests.stage {
                files.append(path)
            } else {
                lines.append(context.style.dim("The model tests (\(path)) are shown once your own tests pass stage \(tests.stage)."))
            }
        }
        for name in files {
            let reference = context.solutionsRoot.appendingPathComponent(kata.id).appendingPathComponent(name)
            guard let solution = try? String(contentsOf: reference, encoding: .utf8) else {
                throw KataError.internal("the reference solution \(reference.path) is missing")
            }
            lines.append(context.style.bold("Reference solution: \(reference.path)"))
            let mine = try? String(contentsOf: context.workspace.file(name, of: kata), encoding: .utf8)
            if full || mine == nil {
                if mine == nil { lines.append(context.style.dim("(you have no copy yet, so here is the whole file)")) }
                lines.append(solution)
            } else if let mine {
                lines.append(context.style.dim("--- your \(name)  +++ reference"))
                lines.append(LineDiff.render(LineDiff.diff(mine, solution), style: context.style))
            }
        }
        return lines
    }
}
