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

    @Test func idsSurviveReordering() {
        #expect(LeitnerSchedule.id(kata: "k", question: "Why weak?") == LeitnerSchedule.id(kata: "k", question: "Why weak?"))
        #expect(LeitnerSchedule.id(kata: "k", question: "Why weak?") != LeitnerSchedule.id(kata: "k", question: "Why final?"))
    }
}
