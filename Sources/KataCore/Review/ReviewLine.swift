import Foundation

/// One line of `review.md`, classified on its own (with what the lines around it say about it)
/// before the lines are folded into findings (`ReviewFold`).
struct ReviewLine: Equatable {
    enum Kind: Equatable {
        /// Nothing on it. `commentOnly`: it held only an HTML comment, which does not end a paragraph.
        case blank(commentOnly: Bool)
        /// A line that opens or closes a fenced code block (```` ``` ````, ```` ```swift ````, `~~~`).
        /// A fence; `commentBelow`: it opens a block whose closing fence has a line starting with `^`
        /// right under it (a comment on the code above it).
        case fence(opens: Bool, commentBelow: Bool)
        /// A line inside a fenced code block.
        case code
        /// A quote (`> let days = …`), markdown removed.
        case quote(String)
        /// The template's own first heading, passed over silently.
        case templateHeading
        /// A markdown heading: its title, markdown removed.
        case heading(String)
        /// No letters or digits.
        case noWords
        /// A markdown table's header row.
        case tableHeader
        /// Text: a finding, part of one, a title or a file's name.
        case text(Text)
    }

    struct Text: Equatable {
        /// List marker removed, a table row read as text, markdown removed.
        var body: String
        /// The same before markdown is removed: code spans keep their backticks.
        var marked: String
        /// It starts with a space or a tab.
        var indented: Bool
        /// It starts with a list marker.
        var listItem: Bool
        /// The line before is long and stops mid-sentence, and this one goes on in lowercase or
        /// with a code span: an editor's hard wrap.
        var hardWrapped: Bool
        /// The next line that is not blank is a list item.
        var introducesList: Bool
        /// The next line that is not blank opens a code block ("suggest:" above a diff).
        var introducesCode: Bool = false
    }

    /// 1-based.
    var number: Int
    /// Trimmed, HTML comments removed.
    var text: String
    var kind: Kind
    /// An HTML comment that starts on the line and is not the template's instructions: listed
    /// back as not read.
    var comment: String?

    /// A line at least this long that stops mid-sentence was broken by the editor, not the writer.
    static let wrapWidth = 60

    /// Every line of a review, classified.
    static func classify(_ review: String, templateHeading: String?) -> [ReviewLine] {
        let raws = review.components(separatedBy: "\n")
        let hashCounts = ReviewParser.hashNumbersCount(raws)
        var inComment = false
        var inFence = false
        var previous = ""
        var lines: [ReviewLine] = []
        // A table whose first column counts its rows (`| # | Where | What |`): that cell is no line.
        var countedRows = false
        for (index, raw) in raws.enumerated() {
            let comment = inComment ? nil : listedComment(raw)
            let line = ReviewParser.removingComments(raw, inComment: &inComment).trimmingCharacters(in: .whitespaces)
            let kind: Kind
            if ReviewParser.isFence(line) {
                kind = .fence(opens: !inFence, commentBelow: !inFence && Self.caretBelowBlock(opening: index, in: raws))
                inFence.toggle()
            } else if inFence {
                kind = .code
            } else if line.isEmpty {
                kind = .blank(commentOnly: !raw.trimmingCharacters(in: .whitespaces).isEmpty)
            } else {
                let next = raws.dropFirst(index + 1)
                if !line.hasPrefix("|") { countedRows = false }
                kind = classifyText(countedRows ? Self.withoutFirstCell(line) : line, raw: raw, previous: previous, next: next,
                                    hashCounts: hashCounts, templateHeading: templateHeading)
                if case .tableHeader = kind { countedRows = Self.countsRows(header: line) }
            }
            lines.append(ReviewLine(number: index + 1, text: line, kind: kind, comment: comment))
            previous = line
        }
        return lines
    }

    /// Whether a table's header names its first column as a count of its rows (`#`, `No.`, `Id`).
    static func countsRows(header: String) -> Bool {
        let first = header.split(separator: "|").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
        return ["#", "no", "no.", "nr", "nr.", "n°", "id", "item", "rank", "num", "number"].contains(first)
    }

    /// A table row without its first cell: `| 3 | File.swift:22 | … |` → `| File.swift:22 | … |`.
    static func withoutFirstCell(_ row: String) -> String {
        let afterFirst = row.dropFirst().drop { $0 != "|" }
        return afterFirst.isEmpty ? row : String(afterFirst)
    }

    /// Whether the line right under the block that opens at `opening` starts with `^`.
    static func caretBelowBlock(opening: Int, in raws: [String]) -> Bool {
        guard let closing = raws.indices.dropFirst(opening + 1).first(where: { ReviewParser.isFence(raws[$0].trimmingCharacters(in: .whitespaces)) }),
              closing + 1 < raws.count else { return false }
        return raws[closing + 1].trimmingCharacters(in: .whitespaces).hasPrefix("^")
    }

    /// An HTML comment that starts on `raw`, unless it is the template's own instructions.
    private static func listedComment(_ raw: String) -> String? {
        guard let start = raw.range(of: "<!--") else { return nil }
        let comment = String(raw[start.lowerBound...]).trimmingCharacters(in: .whitespaces)
        let inner = comment.dropFirst(4).trimmingCharacters(in: .whitespaces)
        return inner.hasPrefix(ReviewParser.templateCommentStart) ? nil : comment
    }

    /// A line that goes on from `previous`: it starts in lowercase, or with a code span after a
    /// word that needs what follows ("… plus a\n`guard let self` sorts it"). A line of its own
    /// may start with code too ("`row(for:)` uses a 24-hour window"), after a line with no stop.
    static func continues(_ previous: String, with line: String) -> Bool {
        guard let first = line.first else { return false }
        if first.isLowercase { return true }
        guard first == "`" else { return false }
        if previous.hasSuffix(",") || previous.hasSuffix(";") { return true }
        let last = previous.split { !$0.isLetter }.last.map { $0.lowercased() } ?? ""
        return connectives.contains(last)
    }

    /// Words a sentence does not stop at.
    static let connectives: Set<String> = [
        "a", "an", "the", "and", "or", "but", "nor", "plus", "of", "to", "in", "on", "at", "for", "with", "by", "from",
        "into", "onto", "before", "after", "than", "as", "that", "which", "who", "when", "while", "where", "so",
        "because", "if", "then", "is", "are", "was", "were", "be", "been", "does", "do", "did", "calls", "call",
        "uses", "use", "like", "via", "until", "its", "their", "this", "these", "those", "not",
    ]

    /// A line outside code blocks that is not blank. `next`: the lines after it.
    private static func classifyText(_ line: String, raw: String, previous: String, next: ArraySlice<String>,
                                     hashCounts: Bool, templateHeading: String?) -> Kind {
        if line.hasPrefix(">") { return .quote(ReviewParser.plain(String(line.dropFirst()))) }
        if line.range(of: #"^#{1,6}(\s|$)"#, options: .regularExpression) != nil {
            if let templateHeading, line == templateHeading { return .templateHeading }
            return .heading(ReviewParser.plain(line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)))
        }
        guard line.contains(where: { $0.isLetter || $0.isNumber }) else { return .noWords }
        if line.hasPrefix("|"), let below = next.first, below.range(of: #"^\s*\|?\s*:?-{3,}"#, options: .regularExpression) != nil {
            return .tableHeader
        }
        let marked = ReviewParser.tableRowAsText(ReviewParser.withoutListMarker(line, hashCounts: hashCounts))
        let nextText = next.first { !$0.trimmingCharacters(in: .whitespaces).isEmpty }?.trimmingCharacters(in: .whitespaces)
        return .text(Text(
            body: ReviewParser.plain(marked),
            marked: marked,
            indented: raw.first == " " || raw.first == "\t",
            // Each row of a table is a finding of its own, as each item of a list is.
            listItem: line.hasPrefix("|") || ReviewParser.hasListMarker(line, hashCounts: hashCounts),
            hardWrapped: previous.count >= wrapWidth && !".!?)".contains(previous.last ?? ".") && continues(previous, with: line),
            introducesList: nextText.map { ReviewParser.hasListMarker($0, hashCounts: hashCounts) } ?? false,
            introducesCode: nextText.map(ReviewParser.isFence) ?? false
        ))
    }
}
