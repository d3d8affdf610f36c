import Foundation
import Testing
@testable import KataCore

@Suite struct LeitnerScheduleTests {
    @Test func missedQuestionsComeBackSoonerThanKnownOnes() {
        var schedule = LeitnerSchedule()
        let ids = ["a", "b", "c"]
        #expect(schedule.due(ids) == ids, "everything starts in box 1, due every session")
        schedule.record("a", knew: true)
        schedule.record("b", knew: false)
        schedule.record("c", knew: true)
        schedule.finishSession()
        #expect(schedule.due(ids) == ["b"], "box 2 is due every second session")
        schedule.finishSession()
        #expect(schedule.due(ids) == ["b", "a", "c"], "lowest box first")
        schedule.record("a", knew: false)
        #expect(schedule.box(of: "a") == 1)
    }

    @Test func boxesStopAtFive() {
        var schedule = LeitnerSchedule()
        for _ in 0..<10 { schedule.record("a", knew: true) }
        #expect(schedule.box(of: "a") == LeitnerSchedule.boxes)
    }

    /// An author reorders a kata's questions and adds one: each question keeps its box.
    @Test func boxesSurviveReorderingTheQuestions() {
        let before = ["Why weak?", "Why final?", "MVP or MVVM?"]
        var schedule = LeitnerSchedule()
        let id = { (question: String) in LeitnerSchedule.id(kata: "k", question: question) }
        schedule.record(id(before[0]), knew: true)
        schedule.record(id(before[0]), knew: true)
        schedule.record(id(before[2]), knew: true)
        let after = ["MVP or MVVM?", "A new question?", "Why weak?", "Why final?"]
        let boxes = Dictionary(uniqueKeysWithValues: after.map { ($0, schedule.box(of: id($0))) })
        #expect(boxes == ["Why weak?": 3, "Why final?": 1, "MVP or MVVM?": 2, "A new question?": 1])
        #expect(Set(after.map(id)).count == after.count, "different questions, different ids")
        #expect(id("Why weak?") != LeitnerSchedule.id(kata: "other", question: "Why weak?"), "the same text in another kata is another question")
    }
}
