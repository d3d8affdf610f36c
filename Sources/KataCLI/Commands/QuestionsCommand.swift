import Foundation
import KataCore

/// `kata questions`: practise the follow-up interview questions, spaced by a Leitner schedule.
enum QuestionsCommand: Command {
    static let name = "questions"
    static let summary = "Practise the follow-up interview questions; the ones you miss come back sooner."
    static let arguments = "[kata]"
    static let options: [Option] = [.flag("all", "ask every question now, whatever the schedule")]
    static let help = """
    One question at a time: answer in your head or type it, press Enter to see the model answer,
    then say whether you knew it (y/n). Questions you knew come back less often; missed ones come
    back next time. Without a kata, questions of every kata are mixed.
    """

    static func run(_ arguments: Arguments, _ context: Context) throws -> Int32 {
        let context = context.wrappingToTerminal()
        let arguments = try arguments.expectingAtMost(1, command: name)
        let katas = try arguments.positionals.first.map { [try context.catalog.kata($0)] } ?? context.catalog.katas
        let pool: [(id: String, kata: Kata, question: Question)] = katas.flatMap { kata in
            kata.questions.map { (LeitnerSchedule.id(kata: kata.id, question: $0.question), kata, $0) }
        }
        let store = QuestionStore(workspace: context.workspace)
        var schedule = store.load()
        let due = arguments.has("all") ? pool.map(\.id) : schedule.due(pool.map(\.id))
        guard !due.isEmpty else {
            context.say("Nothing is due this time. Run it again later, or `--all` to go through every question.")
            schedule.finishSession()
            try store.save(schedule)
            return ExitCode.success
        }
        let style = context.style
        var knew = 0
        var asked = 0
        for (index, id) in due.enumerated() {
            guard let entry = pool.first(where: { $0.id == id }) else { continue }
            context.say("")
            context.say(style.bold("Question \(index + 1) of \(due.count)") + style.dim("  (\(entry.kata.title), box \(schedule.box(of: id)))"))
            context.say(entry.question.question)
            context.say(style.dim("Answer in your head or type it, then press Enter to see the model answer."))
            guard context.input() != nil else { break }
            context.say(style.green("Model answer: ") + entry.question.answer)
            context.say("Did you know it? [y/n]")
            guard let reply = context.input()?.trimmingCharacters(in: .whitespaces).lowercased() else { break }
            let knewIt = reply.hasPrefix("y")
            schedule.record(id, knew: knewIt)
            asked += 1
            if knewIt { knew += 1 }
            try store.save(schedule)
        }
        schedule.finishSession()
        try store.save(schedule)
        try recordHistory(asked: asked, knew: knew, due: due, pool: pool, context: context)
        context.say("")
        context.say("You knew \(knew) of \(asked). Missed questions come back next time.")
        return ExitCode.success
    }

    /// Keeps the session's result per kata for the trend in `kata report` (only when something was
    /// asked; a mixed session is split by kata, in the order asked).
    static func recordHistory(asked: Int, knew: Int, due: [String], pool: [(id: String, kata: Kata, question: Question)], context: Context) throws {
        guard asked > 0 else { return }
        let schedule = QuestionStore(workspace: context.workspace).load()
        var perKata: [String: (asked: Int, knew: Int)] = [:]
        var order: [String] = []
        for id in due.prefix(asked) {
            guard let entry = pool.first(where: { $0.id == id }) else { continue }
            if perKata[entry.kata.id] == nil { order.append(entry.kata.id) }
            // A question known this session moved up from box 1; a missed one sits in box 1.
            let known = schedule.box(of: id) > 1
            perKata[entry.kata.id, default: (0, 0)].asked += 1
            if known { perKata[entry.kata.id, default: (0, 0)].knew += 1 }
        }
        let now = context.clock()
        try QuestionHistory.append(order.map { QuestionHistory.Session(kata: $0, at: now, asked: perKata[$0]?.asked ?? 0, knew: perKata[$0]?.knew ?? 0) }, in: context.workspace)
    }
}
