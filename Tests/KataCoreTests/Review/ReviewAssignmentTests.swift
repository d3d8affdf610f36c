import Foundation
import Testing
@testable import KataCore

/// A small deterministic generator, so a failure here can be replayed.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The best assignment, whatever the order.
@Suite struct ReviewAssignmentTests {
    /// The best total by trying every assignment (small matrices only).
    func bruteForce(_ weights: [[Int]]) -> Int {
        func best(_ row: Int, _ used: Set<Int>) -> Int {
            guard row < weights.count else { return 0 }
            var result = best(row + 1, used)
            for (column, weight) in weights[row].enumerated() where weight > 0 && !used.contains(column) {
                result = max(result, weight + best(row + 1, used.union([column])))
            }
            return result
        }
        return best(0, [])
    }

    @Test func theMatchingFindsTheBestTotal() {
        var random = SplitMix64(state: 13)
        for _ in 0..<300 {
            let rows = Int.random(in: 1...6, using: &random)
            let columns = Int.random(in: 1...6, using: &random)
            let weights = (0..<rows).map { _ in (0..<columns).map { _ in Bool.random(using: &random) ? Int.random(in: 1...9, using: &random) : 0 } }
            let assignment = MaximumWeightMatching.solve(weights)
            let columnsUsed = assignment.compactMap { $0 }
            #expect(Set(columnsUsed).count == columnsUsed.count, "each column once: \(weights)")
            let total = assignment.enumerated().reduce(0) { sum, pair in sum + (pair.element.map { weights[pair.offset][$0] } ?? 0) }
            #expect(total == bruteForce(weights), "\(weights) → \(assignment)")
            #expect(assignment.enumerated().allSatisfy { pair in pair.element.map { weights[pair.offset][$0] > 0 } ?? true }, "nothing paired at weight 0")
        }
    }

    @Test func aGreedyOrderWouldLoseWhatTheMatchingKeeps() {
        // Row 0 takes column 0 greedily (9 > 8); row 1 can only use column 0.
        let assignment = MaximumWeightMatching.solve([[9, 8], [7, 0]])
        #expect(assignment == [1, 0])
    }

    /// Shuffling the findings of a review, or the items of the key, never changes what is earned.
    @Test func shufflingFindingsOrKeyItemsNeverChangesTheScore() throws {
        var random = SplitMix64(state: 2026)
        var reviews = try ReviewCorpusTests.reviews().map { ($0.kata, $0.text) }
        // Crowded reviews too: the first finding of several that want one item must not win by place.
        let crowded = """
        OrdersPresenter.swift:23: captures self strongly and reaches the view from a background queue
        OrdersPresenter.swift:23: the completion runs off the main thread
        OrdersPresenter.swift:24: the failure is ignored, and self is captured strongly
        OrdersPresenter.swift:19: strong reference to the view, a retain cycle
        OrdersPresenter.swift:19: weak var view
        OrdersViewController.swift:33: the return rule uses seconds: wrong on DST days, and it is business logic
        OrdersViewController.swift:33: business logic in the view controller
        Line 24: errors are swallowed
        """
        reviews.append((try Repository.catalog.kata("leaky-presenter"), crowded))
        for (kata, text) in reviews {
            let files = kata.review?.files.map(\.name) ?? []
            let parsed = ReviewParser(files: files).parse(text)
            let key = ReviewKey(kata: kata)
            let reference = ReviewScorer(key: key).score(parsed)
            for _ in 0..<6 {
                let findings = parsed.findings.shuffled(using: &random)
                let order = Array(key.items.indices).shuffled(using: &random)
                let shuffled = ReviewScorer(key: key.reordered(order)).score(findings, unread: parsed.unread)
                #expect(shuffled.points == reference.points, "\(kata.id): the points changed with the order")
                #expect(shuffled.earnedItems == reference.earnedItems)
                let earnedBy = { (score: ReviewScore) in score.findings.map { "\($0.finding.sourceLine):\($0.earned ?? "-")" } }
                #expect(earnedBy(shuffled) == earnedBy(reference), "\(kata.id): the same finding earns the same item")
            }
        }
    }
}
