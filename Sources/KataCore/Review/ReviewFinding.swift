import Foundation

/// One finding of a learner's review: where it points (a file of the pull request and lines, either
/// of which may be missing) and what it says is wrong there.
package struct ReviewFinding: Sendable, Hashable {
    /// The pull request's file it is read in; nil when it names none and the PR has several.
    package var file: String?
    /// The lines it points at; empty when it names none. `24, 26` is two ranges.
    package var lines: [LineRange]
    /// What it says, without the location.
    package var text: String
    /// The line of `review.md` it starts on, 1-based.
    package var sourceLine: Int

    init(file: String?, lines: [LineRange], text: String, sourceLine: Int) {
        self.file = file
        self.lines = lines.sorted()
        self.text = text
        self.sourceLine = sourceLine
    }

    /// Both a file and a line: the finding can be placed in the code.
    var isPlaced: Bool { file != nil && !lines.isEmpty }
}
