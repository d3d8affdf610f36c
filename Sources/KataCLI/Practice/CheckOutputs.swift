import Foundation
import KataCore

/// `kata check --junit FILE` and `--markdown [FILE]`: the same verdicts written for CI systems and
/// for pasting into an issue. Markdown with no file replaces the terminal text on stdout.
struct CheckOutputs {
    var junit: String?
    var markdown: String?
    var markdownToStdout: Bool

    init(_ arguments: Arguments) {
        junit = arguments.option("junit")
        markdown = arguments.option("markdown")
        markdownToStdout = arguments.option("markdown") == nil && arguments.has("markdown")
    }

    /// Whether the terminal text should be printed (not when Markdown takes stdout).
    var printsText: Bool { !markdownToStdout }

    func write(_ report: KataReport, kata: Kata, scope: String, context: Context) throws {
        if let junit {
            try AtomicFile.write(JUnitRenderer(kata: kata, runName: "kata check \(kata.id)").render(report, timestamp: context.clock()), to: URL(fileURLWithPath: junit))
        }
        let text = CheckMarkdownRenderer(kata: kata).render(report, scope: scope)
        if let markdown {
            try AtomicFile.write(text + "\n", to: URL(fileURLWithPath: markdown))
        } else if markdownToStdout {
            context.say(text)
        }
    }
}
