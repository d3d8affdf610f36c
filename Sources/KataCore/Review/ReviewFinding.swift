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

/// One finding of a learner's review: where it points (a file of the pull request and lines, either
/// of which may be missing) and what it says is wrong there.
public struct ReviewFinding: Sendable, Hashable {
    /// The pull request's file it is read in; nil when it names none and the PR has several.
    public var file: String?
    /// The lines it points at; empty when it names none. `24, 26` is two ranges.
    public var lines: [LineRange]
    /// What it says, without the location.
    public var text: String
    /// The line of `review.md` it starts on, 1-based.
    public var sourceLine: Int

    public init(file: String?, lines: [LineRange], text: String, sourceLine: Int) {
        self.file = file
        self.lines = lines.sorted()
        self.text = text
        self.sourceLine = sourceLine
    }

    /// Both a file and a line: the finding can be placed in the code.
    public var isPlaced: Bool { file != nil && !lines.isEmpty }

    /// How the location reads back to the learner: `OrdersPresenter.swift:24-30`, `line 24` or `no line`.
    public var locationText: String {
        let lineText = lines.map(\.text).joined(separator: ", ")
        switch (file, lines.isEmpty) {
        case let (file?, false): return "\(file):\(lineText)"
        case let (file?, true): return file
        case (nil, false): return "line \(lineText)"
        case (nil, true): return "no line"
        }
    }
}

/// A line of `review.md` that is not read as a finding, and why: the learner sees each one.
public struct UnreadLine: Sendable, Hashable, Codable {
    public var sourceLine: Int
    public var text: String
    public var reason: String

    public init(sourceLine: Int, text: String, reason: String) {
        self.sourceLine = sourceLine
        self.text = text
        self.reason = reason
    }
}
