import Foundation

/// A line of `review.md` that is not read as a finding, and why: the learner sees each one.
package struct UnreadLine: Sendable, Hashable, Codable {
    package var sourceLine: Int
    package var text: String
    package var reason: String

    init(sourceLine: Int, text: String, reason: String) {
        self.sourceLine = sourceLine
        self.text = text
        self.reason = reason
    }
}
