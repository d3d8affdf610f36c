import Foundation
import Testing
@testable import KataCore

/// The progression rule without a compiler: reports are made up per stage, progress lives in memory.
@Suite struct StageProgressionTests {
    let kata = Repository.catalog.katas[0]

    func report(_ pass: Bool) -> KataReport {
        let check = CheckResult(id: "c", stage: 1, title: "c", status: pass ? .pass : .fail)
        return KataReport(kata: kata.id, checks: [check], diagnostics: [], durationMs: 0)
    }

    /// Runs `advance` from `progress`, with the stages in `passing` passing; returns the outcome,
    /// the progress as saved and the stages checked.
    func advance(_ progress: inout LearnerProgress, passing: Set<Int>, once: Bool = false) throws -> (StageProgression.Outcome, [Int]) {
        var checked: [Int] = []
        var saved = progress
        let outcome = try StageProgression(kata: kata).advance(once: once, update: { change in
            change(&saved)
            return saved
        }, check: { stage in
            checked.append(stage)
            return report(passing.contains(stage))
        })
        progress = saved
        return (outcome, checked)
    }

    @Test func passingStagesOpenTheNextUntilOneFails() throws {
        var progress = LearnerProgress()
        let (outcome, checked) = try advance(&progress, passing: [1, 2])
        #expect(checked == [1, 2, 3])
        #expect(outcome.passedStages == [1, 2])
        #expect(!outcome.completed)
        #expect(outcome.last.stage == 3 && outcome.last.report.status == .fail)
        #expect(progress.kata(kata.id).stage == 3)
        #expect(progress.current == kata.id)
        #expect(kata.stagesPassed(in: progress) == 2)
    }

    @Test func onceStopsAfterTheFirstStageThatOpens() throws {
        var progress = LearnerProgress()
        let (outcome, checked) = try advance(&progress, passing: [1, 2], once: true)
        #expect(checked == [1])
        #expect(outcome.passedStages == [1])
        #expect(progress.kata(kata.id).stage == 2)
    }

    @Test func theLastStageCompletesTheKataOnceForTheFirstTime() throws {
        var progress = LearnerProgress()
        progress.update(kata.id) { $0.stage = kata.lastStage }
        let (first, _) = try advance(&progress, passing: Set(1...kata.lastStage))
        #expect(first.completed && first.firstCompletion)
        #expect(progress.kata(kata.id).completed)
        let (again, checked) = try advance(&progress, passing: Set(1...kata.lastStage))
        #expect(checked == [kata.lastStage])
        #expect(again.completed && !again.firstCompletion)
        #expect(kata.stagesPassed(in: progress) == kata.lastStage)
    }

    @Test func aFailureChangesNoStage() throws {
        var progress = LearnerProgress()
        progress.update(kata.id) { $0.stage = 2 }
        let (outcome, checked) = try advance(&progress, passing: [1])
        #expect(checked == [2])
        #expect(outcome.passedStages.isEmpty)
        #expect(progress.kata(kata.id).stage == 2)
    }

    @Test(arguments: [-3, 0, 1, 99])
    func theCurrentStageStaysWithinTheKata(_ stored: Int) {
        var progress = LearnerProgress()
        progress.update(kata.id) { $0.stage = stored }
        #expect((1...kata.lastStage).contains(kata.currentStage(in: progress)))
        #expect(kata.currentStage(in: progress) == min(max(stored, 1), kata.lastStage))
    }

    @Test func aPassNeverMovesTheLearnerBack() {
        var progress = LearnerProgress()
        progress.update(kata.id) { $0.stage = 4 }
        let completed = progress.recordPass(of: 1, in: kata)
        #expect(!completed)
        #expect(progress.kata(kata.id).stage == 4)
    }
}
