import Foundation

/// `--shard I/N`: the I-th (1-based) of N slices of a cohort. Submissions are sorted by name and
/// dealt out in turn (the k-th name, 0-based, goes to slice k mod N + 1), so every machine that
/// sees the same folder computes the same slices, and the slices differ in size by one at most.
public struct Shard: Sendable, Codable, Equatable, CustomStringConvertible {
    public var index: Int
    public var count: Int

    public static let whole = Shard(index: 1, count: 1)
    /// More slices than this is a typo, not a plan.
    public static let maximumCount = 10_000

    public init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// Parses `I/N`, with a message that says what is wrong and what is expected.
    public static func parse(_ text: String) throws -> Shard {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
            throw KataError.usage("--shard takes I/N, the I-th of N slices counted from 1 (for example 2/3); got '\(text)'.")
        }
        guard count >= 1, count <= maximumCount else {
            throw KataError.usage("--shard \(text): N, the number of slices, must be from 1 to \(maximumCount).")
        }
        guard index >= 1, index <= count else {
            let hint = index == 0 ? " Slices count from 1: a 0-based index such as Kubernetes' JOB_COMPLETION_INDEX needs +1." : ""
            throw KataError.usage("--shard \(text): I must be from 1 to \(count).\(hint)")
        }
        return Shard(index: index, count: count)
    }

    /// This slice's names out of all of them.
    public func slice(_ sortedNames: [String]) -> [String] {
        sortedNames.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }

    public var description: String { "\(index)/\(count)" }
}
