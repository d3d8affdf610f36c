import Foundation
import KataCore

/// `kata review`: a timed code-review round, scored against the kata's key.
enum ReviewCommand: Command {
    static let name = "review"
    static let summary = "A mock senior code-review round: read the PR, write findings, get scored."
    static let usage = "review <kata> [--minutes N] | --submit | --history"
    static let options: Set<String> = ["minutes"]
    static let flags: Set<String> = ["submit", "history"]
    static let help = """
    1. `kata review <kata>` prints the scenario and the pull request with line numbers, starts the
       clock (the kata's time box, or --minutes N) and creates review.md in your workspace.
    2. Write one finding a line, anchored to the code:
         OrdersPresenter.swift:37: the fetch closure captures self strongly
         OrdersPresenter.swift:37-41: …      (a range)      L37: …   (when the PR is one file)
    3. `kata review <kata> --submit` scores the findings against the key: a finding counts when
       its lines meet the key item's lines (give or take one). Words alone earn nothing.
    4. `kata review <kata> --history` shows your attempts.
    """

    static func run(_ arguments: Arguments, _ context: Context) throws -> Int32 {
        let arguments = try arguments.expectingAtMost(1, command: name)
        let kata = try context.kata(arguments.positionals.first, progress: context.loadProgress())
        guard let spec = kata.review else {
            throw KataError.usage("\(kata.id) has no review round.")
        }
        let round = ReviewRound(context: context, kata: kata, spec: spec)
        if arguments.has("history") { return round.history() }
        if arguments.has("submit") { return try round.submit() }
        let minutes = try arguments.option("minutes").map { text -> Int in
            guard let minutes = Int(text), (1...240).contains(minutes) else {
                throw KataError.usage("--minutes takes a whole number from 1 to 240; got '\(text)'.")
            }
            return minutes
        } ?? spec.minutes
        return try round.start(minutes: minutes)
    }
}
