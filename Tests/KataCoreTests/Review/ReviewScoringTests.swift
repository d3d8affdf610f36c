import Foundation
import Testing
@testable import KataCore

@Suite struct ReviewScoringTests {
    let kata = try! Repository.catalog.kata("leaky-presenter")
    var files: [String] { kata.review!.files.map(\.name) }

    @Test func findingsOnTheRightLinesScoreAndTheSameWordsOnWrongLinesDoNot() {
        let right = """
        - OrdersPresenter.swift:19: the view is held strongly: retain cycle
        - OrdersPresenter.swift:23: the fetch closure captures self strongly
        - OrdersViewController.swift:22: force-unwrapped dequeue crashes
        """
        let wrong = """
        - OrdersPresenter.swift:2: the view is held strongly: retain cycle
        - OrdersPresenter.swift:45: the fetch closure captures self strongly
        - OrdersViewController.swift:5: force-unwrapped dequeue crashes
        """
        let good = ReviewScore.score(ReviewParser.parse(right, files: files).findings, key: kata.key)
        let bad = ReviewScore.score(ReviewParser.parse(wrong, files: files).findings, key: kata.key)
        #expect(good.found == 3)
        #expect(good.points == 9, "three high-severity findings, 3 points each")
        #expect(bad.found == 0)
        #expect(bad.points == 0)
        #expect(bad.unmatched.count == 3, "unmatched findings are listed for the learner to compare")
    }

    @Test func oneFindingCreditsOneItemAndTwoOnTheSameLineCanCreditTwo() {
        let one = ReviewScore.score(ReviewParser.parse("OrdersPresenter.swift:23: everything is wrong here", files: files).findings, key: kata.key)
        #expect(one.found == 1)
        let two = ReviewScore.score(ReviewParser.parse("""
        OrdersPresenter.swift:23: captures self strongly
        OrdersPresenter.swift:23: calls the view off the main thread
        """, files: files).findings, key: kata.key)
        #expect(two.found == 2)
    }

    @Test func keywordStuffingEarnsNothing() {
        let stuffed = "retain cycle weak self main thread failure Today calendar DateFormatter singleton UIKit dequeue textLabel"
        let score = ReviewScore.score(ReviewParser.parse(stuffed, files: files).findings, key: kata.key)
        #expect(score.points == 0)
    }

    @Test func sprayingEveryLineIsCapped() {
        let spray = (1...46).map { "OrdersPresenter.swift:\($0): x" }.joined(separator: "\n")
        let score = ReviewScore.score(ReviewParser.parse(spray, files: files).findings, key: kata.key)
        #expect(score.ignored == 46 - ReviewScore.maximumFindings)
    }

    @Test func rangesToleranceAndTheShortForm() {
        let parsed = ReviewParser.parse("""
        # My review
        <!-- OrdersPresenter.swift:19: an example inside a comment is not a finding -->
        * OrdersPresenter.swift:35-37: a DateFormatter per row
        L22: only for one-file pull requests
        OrdersPresenter.swift:20: one line below the view's anchor still counts
        Nonsense.swift:3: not a file of the PR
        """, files: files)
        #expect(parsed.findings.map(\.from) == [35, 20])
        #expect(parsed.findings.first?.to == 37)
        #expect(parsed.problems.count == 2)
        let score = ReviewScore.score(parsed.findings, key: kata.key)
        #expect(score.found == 2)
        #expect(ReviewParser.parse("L12: strong view", files: ["BorrowPresenter.swift"]).findings.first?.file == "BorrowPresenter.swift")
    }

    @Test func everyAnchorPointsAtItsCode() throws {
        for kata in Repository.catalog.katas {
            let review = try #require(kata.review, "\(kata.id) has a review round")
            for item in kata.key {
                let anchors = try #require(item.anchors, "\(kata.id): '\(item.title)' has anchors")
                #expect(!anchors.isEmpty)
                for anchor in anchors {
                    let file = try #require(review.files.first { $0.name == anchor.file }, "\(kata.id): \(anchor.file) is a file of the review")
                    let lines = kata.contents(of: file).components(separatedBy: "\n")
                    #expect(anchor.from >= 1 && anchor.to <= lines.count && anchor.from <= anchor.to)
                    let span = lines[(anchor.from - 1)..<min(anchor.to, lines.count)].joined(separator: "\n")
                    #expect(span.contains(anchor.contains), "\(kata.id): '\(item.title)' anchor \(anchor.file):\(anchor.from)-\(anchor.to) no longer holds `\(anchor.contains)`")
                }
            }
        }
    }
}

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
