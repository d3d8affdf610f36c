import Foundation

extension Kata {
    /// The stage the learner is on: the highest one unlocked, kept within the kata's stages (a
    /// progress file from an older kata with more stages, or a hand-edited one, cannot point
    /// outside them).
    package func currentStage(in progress: LearnerProgress) -> Int {
        min(max(progress.kata(id).stage, 1), lastStage)
    }

    /// How many stages the learner has passed.
    package func stagesPassed(in progress: LearnerProgress) -> Int {
        progress.kata(id).completed ? lastStage : currentStage(in: progress) - 1
    }
}

extension LearnerProgress {
    /// Records that `stage` of `kata` passed: the next stage opens, or after the last stage the
    /// kata is complete. Returns true when this completed the kata for the first time.
    @discardableResult
    mutating func recordPass(of stage: Int, in kata: Kata) -> Bool {
        var firstCompletion = false
        update(kata.id) { entry in
            if stage < kata.lastStage {
                entry.stage = max(entry.stage, stage + 1)
            } else {
                firstCompletion = !entry.completed
                entry.completed = true
                entry.stage = kata.lastStage
            }
        }
        return firstCompletion
    }
}

/// How a learner moves through a kata: the stage they are on is checked; when it passes, the next
/// stage opens and is checked at once, until a check fails or the kata is complete. The checks and
/// the progress store are passed in, so the rule is tested without a compiler or a workspace.
package struct StageProgression: Sendable {
    /// One run of the checks, at the stage the learner had reached then.
    package struct Run: Sendable {
        package var stage: Int
        package var report: KataReport

        package init(stage: Int, report: KataReport) {
            self.stage = stage
            self.report = report
        }
    }

    /// What checking did to the learner's progress.
    package struct Outcome: Sendable {
        package var runs: [Run] = []
        /// Stages that passed in this call, in order.
        package var passedStages: [Int] = []
        package var completed = false
        package var firstCompletion = false
        package var last: Run { runs[runs.count - 1] }
    }

    let kata: Kata

    package init(kata: Kata) { self.kata = kata }

    /// Makes the kata current and checks the learner's stage, moving on while stages pass.
    /// `once` stops after the first stage that opens; `upTo` stops once that stage passes (the
    /// next opens, unchecked). `update` changes and saves the progress
    /// (under the workspace lock) and returns it as saved; `check` runs the checks of every stage
    /// up to the one given.
    package func advance(
        once: Bool = false,
        upTo: Int? = nil,
        update: ((inout LearnerProgress) -> Void) throws -> LearnerProgress,
        check: (_ upToStage: Int) throws -> KataReport
    ) throws -> Outcome {
        var stage = kata.currentStage(in: try update { $0.current = kata.id })
        var outcome = Outcome()
        while true {
            let report = try check(stage)
            outcome.runs.append(Run(stage: stage, report: report))
            guard report.status == .pass else { return outcome }
            outcome.passedStages.append(stage)
            var firstCompletion = false
            let passed = stage
            _ = try update { firstCompletion = $0.recordPass(of: passed, in: kata) }
            if stage == kata.lastStage {
                outcome.completed = true
                outcome.firstCompletion = firstCompletion
                return outcome
            }
            stage += 1
            if once || upTo == passed { return outcome }
        }
    }
}
