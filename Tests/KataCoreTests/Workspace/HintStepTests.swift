import Foundation
import Testing
@testable import KataCLI
@testable import KataCore

/// The hint progression is the core's (`HintStep`, counted in the progress); its words are the
/// CLI's (`HintText`), the same for `kata hint` and the watch screen's `h`.
@Suite struct HintStepTests {
    let kata = try! Repository.catalog.kata("leaky-presenter")

    @Test func eachStepShowsOneMoreHintUntilTheLast() throws {
        let records = KataRecords(workspace: Workspace(root: temporaryFolder("hint-ws")), kata: kata)
        var progress = LearnerProgress()
        let hints = try #require(kata.stage(1)?.hints)
        var steps: [HintStep] = []
        for _ in 0...hints.count {
            steps.append(try #require(HintStep.next(of: kata, progress: &progress, records: records)))
        }
        #expect(steps.map(\.shown.count) == (1...hints.count).map { $0 } + [hints.count])
        #expect(steps.map(\.remaining) == (0..<hints.count).reversed().map { $0 } + [0])
        #expect(progress.kata(kata.id).hintsShown["1"] == hints.count)
        #expect(steps.allSatisfy { $0.stage == 1 && $0.missedBug == nil })
        let text = HintText.render(steps[0], kata: kata, style: Style(colors: false), again: "press h again")
        #expect(text.hasPrefix("Hints for stage 1: \(steps[0].stageTitle)\n1. \(hints[0])"))
        #expect(text.hasSuffix(hints.count > 1 ? "\(hints.count - 1) more: press h again." : "shows the reference, if you want it."))
        #expect(HintText.render(nil, kata: kata, style: Style(colors: false)) == "No hints here.")
    }

    @Test func onTheTestStageTheBugTheTestsMissedIsNamedByItsBehaviour() throws {
        let check = try #require(kata.testsCheck)
        let records = KataRecords(workspace: Workspace(root: temporaryFolder("hint-ws")), kata: kata)
        let mutant = try #require(kata.mutants.first { !$0.fails.isEmpty })
        try FileManager.default.createDirectory(at: records.folder, withIntermediateDirectories: true)
        try JSONEncoder().encode([mutant.id]).write(to: records.missedBugsFile)
        var progress = LearnerProgress()
        progress.update(kata.id) { $0.stage = check.stage }
        let step = try #require(HintStep.next(of: kata, progress: &progress, records: records))
        #expect(step.missedBug?.description == mutant.description)
        #expect(step.missedBug?.guardedBy == kata.checks.filter { mutant.fails.contains($0.id) && $0.kind == .test }.map(\.title))
        #expect(HintText.render(step, kata: kata, style: Style(colors: false)).contains("Your tests last missed a presenter where \(mutant.description)."))
    }
}
