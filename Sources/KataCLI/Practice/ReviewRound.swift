import Foundation
import KataCore

/// One kata's review rounds: starting (or resuming), submitting, and the history.
struct ReviewRound {
    var context: Context
    var kata: Kata
    var spec: ReviewSpec

    var store: ReviewStore { ReviewStore(workspace: context.workspace, kata: kata) }
    var reviewFile: URL { context.workspace.folder(for: kata).appendingPathComponent("review.md") }
    var fileNames: [String] { spec.files.map(\.name) }

    /// `submitWith`: how the learner hands the review in, said at the end.
    func start(minutes: Int, submitWith: String? = nil) throws -> Int32 {
        let now = context.clock()
        var resumed = false
        let history = try store.update { history in
            if history.currentStartedAt != nil {
                resumed = true
            } else {
                history.currentStartedAt = now
                history.currentMinutes = minutes
            }
        }
        if !resumed {
            // A fresh round gets a fresh sheet; the previous one is kept with its attempt.
            try AtomicFile.write(template(minutes: minutes), to: reviewFile)
        } else if !FileManager.default.fileExists(atPath: reviewFile.path) {
            try AtomicFile.write(template(minutes: history.currentMinutes ?? minutes), to: reviewFile)
        }
        let style = context.style
        context.say(style.bold("Review round: \(kata.title)"))
        context.say("")
        context.say(context.text("story.md", of: kata))
        for file in spec.files {
            context.say("")
            context.say(style.bold("── \(file.name) ──"))
            var lines = kata.contents(of: file).components(separatedBy: "\n")
            if lines.last == "" { lines.removeLast() }
            for (index, line) in lines.enumerated() {
                context.say(style.dim(String(format: "%3d", index + 1)) + "  " + line)
            }
        }
        context.say("")
        if resumed, let started = history.currentStartedAt {
            let elapsed = Int(now.timeIntervalSince(started) / 60)
            context.say("Resuming your round: \(elapsed) of \(history.currentMinutes ?? minutes) minutes used.")
        } else {
            context.say("The clock is running: \(minutes) minutes.")
        }
        context.say("Write your findings in \(reviewFile.path), one a line, like")
        context.say("  \(fileNames[0]):12: what is wrong and why")
        context.say(submitWith ?? "then run `swift run kata review \(kata.id) --submit`.")
        return ExitCode.success
    }

    func template(minutes: Int) -> String {
        """
        \(templateHeading)
        <!-- \(ReviewParser.templateCommentStart) \(minutes) minutes. One finding a line: where, then what is wrong and why, for example
        \(fileNames[0]):12: what is wrong on line 12, and why it matters
        \(fileNames[0]):20-24: what is wrong in those lines, and why
        Lists, `Line 12:` and ranges are fine; a one-file PR needs no file name. A finding earns a key
        item when it points into the item's code and says what is wrong there; a finding with no line
        earns half. Files: \(fileNames.joined(separator: ", ")). -->


        """
    }

    /// The parser passes it over (`ReviewParser(kata:)`).
    var templateHeading: String { "# Review: \(kata.title)" }

    func submit(json: Bool) throws -> Int32 {
        guard let text = try? String(contentsOf: reviewFile, encoding: .utf8) else {
            throw KataError.usage("there is no review to submit. Start a round with `swift run kata review \(kata.id)`.")
        }
        let now = context.clock()
        let before = store.load()
        guard let started = before.currentStartedAt else {
            throw KataError.usage("no review round of \(kata.id) is running. Start one with `swift run kata review \(kata.id)`.")
        }
        let parsed = ReviewParser(kata: kata).parse(text)
        let score = ReviewScorer(key: ReviewKey(kata: kata)).score(parsed)
        let minutes = before.currentMinutes ?? spec.minutes
        _ = try store.update { history in
            history.attempts.append(ReviewHistory.Attempt(
                startedAt: started, submittedAt: now, percent: score.percent, found: score.found,
                total: score.items.count, minutesAllowed: minutes, review: text))
            history.currentStartedAt = nil
            history.currentMinutes = nil
        }
        let minutesTaken = now.timeIntervalSince(started) / 60
        if json {
            context.say(ReviewJSONReport(kata: kata.id, score: score, minutesTaken: minutesTaken, minutesAllowed: minutes).document)
        } else {
            context.say(ReviewReport(style: context.style).render(score, minutesTaken: minutesTaken, minutesAllowed: minutes))
        }
        return ExitCode.success
    }

    func history() -> Int32 {
        let attempts = store.load().attempts
        guard !attempts.isEmpty else {
            context.say("No review rounds of \(kata.id) yet. Start one with `swift run kata review \(kata.id)`.")
            return ExitCode.success
        }
        context.say(context.style.bold("Review rounds: \(kata.title)"))
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        var previous: Int?
        for attempt in attempts {
            let trend = previous.map { attempt.percent > $0 ? "↑" : attempt.percent < $0 ? "↓" : "=" } ?? " "
            let time = String(format: "%.0f of %d min", attempt.minutesTaken, attempt.minutesAllowed)
            context.say("  \(formatter.string(from: attempt.startedAt))  \(String(format: "%3d", attempt.percent))% \(trend)  \(attempt.found)/\(attempt.total) findings  \(time)")
            previous = attempt.percent
        }
        return ExitCode.success
    }
}
