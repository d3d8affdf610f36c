import Foundation

/// One more hint of the stage a learner is on (`kata hint`, `h` in the watch screen): the hints
/// shown so far, how many are left, and on the test stage the bug their tests last missed. How
/// many were shown is kept in the learner's progress.
package struct HintStep: Sendable, Equatable {
    package var stage: Int
    package var stageTitle: String
    /// The hints shown so far, the new one last.
    package var shown: [String]
    /// How many are left after these.
    package var remaining: Int
    /// The bug the learner's tests last missed, said by its behaviour (never by its code).
    package var missedBug: MissedBug?

    package struct MissedBug: Sendable, Equatable {
        /// What the presenter does wrong (`Mutant.description`).
        package var description: String
        /// The titles of the checks of the presenter that guard the behaviour.
        package var guardedBy: [String]
    }

    /// Shows one more hint of the learner's current stage of `kata`, counting it in `progress`;
    /// nil when there is no such stage.
    package static func next(of kata: Kata, progress: inout LearnerProgress, records: KataRecords) -> HintStep? {
        let number = kata.currentStage(in: progress)
        guard let stage = kata.stage(number) else { return nil }
        let key = String(number)
        let shown = min((progress.kata(kata.id).hintsShown[key] ?? 0) + 1, stage.hints.count)
        progress.update(kata.id) { $0.hintsShown[key] = shown }
        var missedBug: MissedBug?
        if kata.checks(inStage: number).contains(where: { $0.kind == .tests }), let missed = records.firstMissedBug() {
            let guardedBy = kata.checks.filter { missed.fails.contains($0.id) && $0.kind == .test }.map(\.title)
            missedBug = MissedBug(description: missed.description, guardedBy: guardedBy)
        }
        return HintStep(stage: number, stageTitle: stage.title, shown: Array(stage.hints.prefix(shown)),
                        remaining: stage.hints.count - shown, missedBug: missedBug)
    }
}
