import Foundation

/// A line of `review.md` that is not read as a finding, and why: the learner sees each one.
public struct UnreadLine: Sendable, Hashable, Codable {
    public var sourceLine: Int
    public var text: String
    public var reason: String

    init(sourceLine: Int, text: String, reason: String) {
        self.sourceLine = sourceLine
        self.text = text
        self.reason = reason
    }
}
