import Foundation
import KataCore

/// `kata interview`: a mock senior round end to end, paused and resumed at will.
enum InterviewCommand: Command {
    static let name = "interview"
    static let summary = "A mock interview round: review the PR, fix it, test it, answer the follow-up questions, each timed."
    static let arguments = "<kata>"
    static let options: [Option] = [
        .text("minutes", "N", "the review's time box (default: the kata's, 20); or boxes per phase,\ne.g. review=15,fix=30,tests=20,questions=5 (defaults: fix 40, tests 20, questions 10)"),
        .flag("skip", "skip the current phase and go on"),
        .flag("restart", "set the current round aside (kept as interview.<time>.json) and start anew"),
        .text("candidate", "NAME", "the candidate's name, shown at the top of the round's report"),
    ]
    static let help = """
    The round the way a senior interview runs it, one phase after the other:
      1. review     the pull request is shown; write findings in review.md; Enter submits it
      2. fix        fix the code stage by stage; `check` runs the checks
      3. tests      "now show me it works": write the tests; `check` grades them
      4. questions  the follow-up questions; Enter shows the model answer, the interviewer
                    says whether the candidate knew it
    At the prompt: Enter ends the phase (the checks run once more), `skip` skips it (the
    interviewer's call), `pause` stops the clock (so does closing the terminal), `time` shows the
    clock. `kata interview <kata>` again resumes; the state is in <workspace>/<kata>/interview.json.
    At the end the report is written to <workspace>/reports/<kata>/ (`kata report` writes it any time).
    """

    static func run(_ arguments: Arguments, _ context: Context) throws -> Int32 {
        let context = context.wrappingToTerminal()
        let arguments = try arguments.expectingAtMost(1, command: name)
        let kata = try context.kata(arguments.positionals.first, progress: context.loadProgress())
        let minutes = try InterviewRound.minutes(arguments.option("minutes"))
        return try InterviewRound(context: context, kata: kata).run(minutes: minutes, restart: arguments.has("restart"), skip: arguments.has("skip"),
                                                                  candidate: arguments.option("candidate"))
    }
}
