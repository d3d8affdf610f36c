import Foundation

/// Lines of a file, 1-based and inclusive.
package struct LineRange: Sendable, Hashable, Comparable, Codable {
    var from: Int
    var to: Int

    init(_ from: Int, _ to: Int) {
        self.from = min(from, to)
        self.to = max(from, to)
    }

    var count: Int { to - from + 1 }
    func overlaps(_ other: LineRange) -> Bool { from <= other.to && other.from <= to }
    func contains(_ other: LineRange) -> Bool { from <= other.from && other.to <= to }
    func union(_ other: LineRange) -> LineRange { LineRange(min(from, other.from), max(to, other.to)) }

    package static func < (lhs: LineRange, rhs: LineRange) -> Bool {
        (lhs.from, lhs.to) < (rhs.from, rhs.to)
    }

    /// `24` or `24-30`.
    package var text: String { from == to ? "\(from)" : "\(from)-\(to)" }
}
