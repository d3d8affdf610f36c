import Foundation
import KataCore

/// `kata review`: a timed code-review round, scored against the kata's key.
enum ReviewCommand: Command {
    static let name = "review"
    static let summary = "A mock senior code-review round: read the PR, write findings, get scored."
    static let arguments = "<kata>"
    static let options: [Option] = [
        .whole("minutes", "N", in: 1...240, default: "the kata's", "the time box of a new round, in minutes"),
        .flag("submit", "score the findings in review.md against the key"),
        .flag("json", "with --submit: print the score as one JSON object"),
        .flag("history", "show your attempts"),
        .flag("key", "show the review key (what a senior reviewer finds), without a round"),
    ]
    static let help = """
    1. `kata review <kata>` prints the scenario and the pull request with line numbers, starts the
       clock (the kata's time box, or --minutes N) and creates review.md in your workspace.
    2. Write one finding a line: where, then what is wrong there and why. Any of these reads:
         OrdersPresenter.swift:37: the fetch closure captures self strongly
         - OrdersPresenter.swift:37-41 – …      1. Line 37: …      **OrdersPresenter.swift:37** …
         OrdersPresenter.swift line 37: …       37, 41: …           Sources/App/OrdersPresenter.swift:37 …
         L37 …    #37 …    @37: …    (l.37)
       So do places in sentences: "In OrdersPresenter.swift on line 37, I think …", "around line
       37", "(line 37)", "the closure on lines 37-41". A one-file PR needs no file name; a heading
       or a line naming a file sets the file for the findings under it, and a file named in a
       paragraph for the places after it; a function written as code (`submit()`, `row(for:)`,
       `didSelectRowAt`) or in words ("the row builder"), and code quoted in backticks, are places
       too. An indented line continues the finding above it, and so do the lines right under a
       bold title or a line of code alone; a code block (a suggestion) belongs to the finding above.
    3. `kata review <kata> --submit` scores the findings against the key. A finding earns a key item
       when it points into the item's code (its lines, or the function that holds them) and says
       what is wrong there; the same words elsewhere, a place with no words (a quoted line of the
       code is a place), or the item's words with a wrong reason ("UIKit makes the build slower",
       "`.shared` is not thread-safe") earn nothing, and so do a thank-you and general design words
       ("tight coupling", "SOLID"), and a question that only asks what happens ("What if the user
       logs out?": say what goes wrong). Where a place holds several items, say which one is wrong.
       A finding with no place (no line, no function) earns its item at half points if it says what
       is wrong in the item's own words. A range wider than one function (or half the file) earns nothing. Each finding earns
       at most one item, each item once, assigned for the best total; points are weighted by
       severity (high 3, medium 2, low 1). The report lists every finding that earned nothing and
       every line not read as a finding, with why. --json prints the same as one JSON object.
    4. `kata review <kata> --history` shows your attempts; `--key` shows the key at any time
       (it is not shown at the end of the fix stages, so the round stays worth doing).
    """

    static func run(_ arguments: Arguments, _ context: Context) throws -> Int32 {
        let arguments = try arguments.expectingAtMost(1, command: name)
        let kata = try context.kata(arguments.positionals.first, progress: context.loadProgress())
        guard let spec = kata.review else {
            throw KataError.usage("\(kata.id) has no review round.")
        }
        let round = ReviewRound(context: context, kata: kata, spec: spec)
        if arguments.has("json") && !arguments.has("submit") {
            throw KataError.usage("--json goes with --submit: `swift run kata review \(kata.id) --submit --json`.")
        }
        if arguments.has("history") { return round.history() }
        if arguments.has("key") {
            context.say(KataEnding.keyLines(kata, style: context.style).joined(separator: "\n"))
            return ExitCode.success
        }
        if arguments.has("submit") { return try round.submit(json: arguments.has("json")) }
        let minutes = arguments.whole("minutes") ?? spec.minutes
        return try round.start(minutes: minutes)
    }
}
