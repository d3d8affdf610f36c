import Foundation

/// A line of `review.md` that is not read as a finding, and why: the learner sees each one.
package struct UnreadLine: Sendable, Hashable {
    package var sourceLine: Int
    package var text: String
    package var reason: Reason

    init(sourceLine: Int, text: String, reason: Reason) {
        self.sourceLine = sourceLine
        self.text = text
        self.reason = reason
    }

    /// Why the line is not a finding, as a value: the CLI words it (`UnreadLine.Reason.words`).
    package enum Reason: Sendable, Hashable {
        /// An HTML comment (not the template's own).
        case htmlComment
        /// A quote of one line of the pull request: the finding under it is placed there.
        case quoteOfCode(file: String, line: Int)
        /// A quote that is no one line of the pull request, so it places nothing.
        case quoteOfNoLine
        /// Punctuation or markup only.
        case noWords
        /// A table's header row.
        case tableHeader
        /// A code block's fence; the code in it goes with the finding above when there is one.
        case fence(withFindingAbove: Bool)
        /// Code in a block with no finding right above it.
        case codeWithNoFindingAbove
        /// A code block's fence; the code in it goes with the `^` comment right under the block.
        case fenceWithCommentBelow
        /// A heading; the file it names, when it names one, is the file of the findings under it.
        case heading(file: String?)
        /// A line naming only a file: the file of the findings below it.
        case namesAFile(String)
        /// It names a file that is not one of the pull request's `files`.
        case notAFileOfThePullRequest(name: String, files: [String])
        /// One word, no place.
        case oneWord
        /// A title (a short line ending in a colon, or above a list); the file it names, if any.
        case title(file: String?)
    }
}
