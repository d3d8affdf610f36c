import Foundation

/// `--shard I/N`: the I-th (1-based) of N slices of a cohort. Submissions are sorted by name and
/// dealt out in turn (the k-th name, 0-based, goes to slice k mod N + 1), so every machine that
/// sees the same folder computes the same slices, and the slices differ in size by one at most.
package struct Shard: Sendable, Codable, Equatable, CustomStringConvertible {
    package var index: Int
    package var count: Int

    package static let whole = Shard(index: 1, count: 1)
    /// More slices than this is a typo, not a plan.
    package static let maximumCount = 10_000

    package init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// Parses `I/N`; throws the `CohortProblem` that says what is wrong.
    package static func parse(_ text: String) throws -> Shard {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
            throw CohortProblem.shardNotAFraction(text)
        }
        guard count >= 1, count <= maximumCount else {
            throw CohortProblem.shardCountOutOfRange(text, maximum: maximumCount)
        }
        guard index >= 1, index <= count else {
            throw CohortProblem.shardIndexOutOfRange(text, index: index, count: count)
        }
        return Shard(index: index, count: count)
    }

    /// This slice's names out of all of them.
    package func slice(_ sortedNames: [String]) -> [String] {
        sortedNames.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }

    package var description: String { "\(index)/\(count)" }
}
