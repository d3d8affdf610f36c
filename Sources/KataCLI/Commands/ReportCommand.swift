import Foundation
import KataCore

/// `kata report`: the report of a kata's interview round (or of the practice, with no round), at
/// any time, as HTML, Markdown or JSON.
enum ReportCommand: Command {
    static let name = "report"
    static let summary = "Write the report of an interview round: HTML for people, Markdown for chats, JSON for tools."
    static let arguments = "[kata]"
    static let options: [Option] = [
        .text("html", "FILE", "one self-contained page (no network, prints well)"),
        .optionalText("markdown", "FILE", "Markdown, printed or written to FILE (a path with a `/` or a `.`)"),
        .optionalText("json", "FILE", "the report's data as JSON, printed or written to FILE"),
    ]
    static let help = """
    The round's timeline, the review's items found and missed, the checks per stage, the mutation
    score of the candidate's tests, the questions, and the code against the starter. With no round,
    the practice in the workspace: the last review, the last `kata check`, the question sessions.
    The checks are not run again: run `kata check` first for fresh verdicts. With no option, prints
    the Markdown.
    """

    static func run(_ arguments: Arguments, _ context: Context) throws -> Int32 {
        let arguments = try arguments.expectingAtMost(1, command: name)
        let kata = try context.kata(arguments.positionals.first, progress: context.loadProgress())
        let interview = try InterviewStore(workspace: context.workspace, kata: kata).load()
        let report = RoundReport.build(kata: kata, workspace: context.workspace, interview: interview,
                                       lastCheck: KataRecords(workspace: context.workspace, kata: kata).lastCheck(), now: context.clock(),
                                       source: \.words, explain: \.words)
        if arguments.has("markdown") && arguments.has("json") {
            throw KataError.usage("--markdown and --json both print: write one of them to a file (`--json report.json`).")
        }
        var wrote: [String] = []
        if let html = arguments.option("html") {
            try AtomicFile.write(RoundReportHTML().render(report), to: URL(fileURLWithPath: html))
            wrote.append(html)
        }
        if let markdown = arguments.option("markdown") {
            try AtomicFile.write(RoundReportMarkdown().render(report), to: URL(fileURLWithPath: markdown))
            wrote.append(markdown)
        }
        if let json = arguments.option("json") {
            try AtomicFile.write(report.jsonString() + "\n", to: URL(fileURLWithPath: json))
            wrote.append(json)
        }
        if arguments.has("json") {
            context.say(report.jsonString())
        } else if arguments.has("markdown") || wrote.isEmpty {
            context.say(RoundReportMarkdown().render(report))
        } else {
            context.say("Wrote \(wrote.joined(separator: ", ")).")
        }
        return ExitCode.success
    }
}
