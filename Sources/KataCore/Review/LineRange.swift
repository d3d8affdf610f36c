import Foundation

/// Lines of a file, 1-based and inclusive.
public struct LineRange: Sendable, Hashable, Comparable, Codable {
    public var from: Int
    public var to: Int

    public init(_ from: Int, _ to: Int) {
        self.from = min(from, to)
        self.to = max(from, to)
    }

    public var count: Int { to - from + 1 }
    public func overlaps(_ other: LineRange) -> Bool { from <= other.to && other.from <= to }
    public func contains(_ other: LineRange) -> Bool { from <= other.from && other.to <= to }
    public func union(_ other: LineRange) -> LineRange { LineRange(min(from, other.from), max(to, other.to)) }

    public static func < (lhs: LineRange, rhs: LineRange) -> Bool {
        (lhs.from, lhs.to) < (rhs.from, rhs.to)
    }

    /// `24` or `24-30`.
    public var text: String { from == to ? "\(from)" : "\(from)-\(to)" }
}
