import KataCore

extension UnreadLine.Reason {
    /// Why the line is not a finding, and what would make it one where something would.
    var words: String {
        switch self {
        case .htmlComment: return "an HTML comment: not read (remove the comment marks to have it scored)"
        case let .quoteOfCode(file, line): return "a quote of \(file):\(line): the finding under it is read there"
        case .quoteOfNoLine: return "a quote, not a finding (it is not one line of the pull request, so it places nothing)"
        case .noWords: return "no words: not a finding"
        case .tableHeader: return "a table's header row, not a finding"
        case .fence(withFindingAbove: true): return "a code block's fence: the code in it is read with the finding above"
        case .fence(withFindingAbove: false): return "a code block's fence: a block with no finding right above it is not read"
        case .codeWithNoFindingAbove:
            return "code in a block with no finding right above it: not a finding (put the block under the finding it belongs to)"
        case let .heading(file?): return "a heading: findings under it with no file name are read in \(file)"
        case .heading(nil): return "a heading, not a finding"
        case let .namesAFile(file): return "names a file: findings below it with no file name are read in \(file)"
        case let .notAFileOfThePullRequest(name, files): return "\(name) is not a file of this pull request (\(files.joined(separator: ", ")))"
        case .oneWord: return "one word and no place in the code: not read as a finding"
        case let .title(file?): return "reads as a title: findings below it with no file name are read in \(file)"
        case .title(nil): return "reads as a title (a short line ending in a colon, or above a list), not a finding"
        }
    }
}
