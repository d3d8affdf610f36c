import KataCore

/// A hint step in words, for `kata hint` and the watch screen's `h`.
enum HintText {
    /// `again` says how to get the next one ("press h again"); by default, the command.
    static func render(_ step: HintStep?, kata: Kata, style: Style, again: String? = nil) -> String {
        guard let step else { return "No hints here." }
        var lines = [style.bold("Hints for stage \(step.stage): \(step.stageTitle)")]
        for (index, hint) in step.shown.enumerated() {
            lines.append("\(index + 1). \(hint)")
        }
        if let missed = step.missedBug {
            let guardedBy = missed.guardedBy.map { "“\($0)”" }
            lines.append("Your tests last missed a presenter where \(missed.description)." + (guardedBy.isEmpty ? "" : " That is the behaviour of \(guardedBy.joined(separator: " and ")): write a test that fails when it breaks."))
        }
        if step.remaining <= 0 {
            lines.append(style.dim("That was the last hint for this stage. `swift run kata solution \(kata.id)` shows the reference, if you want it."))
        } else {
            lines.append(style.dim("\(step.remaining) more: \(again ?? "run `swift run kata hint \(kata.id)` again")."))
        }
        return lines.joined(separator: "\n")
    }
}
