import Foundation

/// Reads `review.md` into findings, and lists back every other line with the reason it was not
/// read as one, so nothing a learner wrote disappears without a word. Blank lines, the template's
/// own heading and its instructions (the comment that starts with "Time box:") are the only lines
/// passed over; any other HTML comment is listed back as not read. Each line is classified on its
/// own first (`ReviewLine`: heading, quote, code, text…), then the lines are folded in order
/// (`ReviewFold`).
///
/// A finding is a line of text, with or without a list marker (`-`, `*`, `1.`, `1)`), with or
/// without a location (see `ReviewLocation`), at its start or anywhere in its sentences ("In
/// OrdersPresenter.swift on line 6, I think…", "around line 42", "(l. 19)"); an indented line
/// under a finding continues it, and so does a line that carries on a long line broken
/// mid-sentence (an editor's hard wrap). A heading or a line holding only a file name
/// (`### OrdersPresenter.swift`, `**MenuPresenter.swift**`) says which file the findings below it
/// are in; a file named in a paragraph (each list item is one) says it for the places after it in
/// that paragraph; a place alone on its line (`**OrdersPresenter.swift:19**`,
/// `### OrdersPresenter.swift:19`) takes the text on the next line as what it says. A quoted line of the code (`> let days = …`), as review
/// comments often start, places the finding under it when it stands on one line of the PR, and so
/// does code quoted in backticks inside the finding.
package struct ReviewParser: Sendable {
    package struct Parsed: Sendable, Equatable {
        var findings: [ReviewFinding]
        var unread: [UnreadLine]
    }

    /// The pull request's file names (`OrdersPresenter.swift`).
    var files: [String]
    /// The template's own first heading, passed over silently.
    var templateHeading: String?
    /// The files' text, by name, to find the line a quote of the code stands on.
    var sources: [String: String]

    init(files: [String], templateHeading: String? = nil, sources: [String: String] = [:]) {
        self.files = files
        self.templateHeading = templateHeading
        self.sources = sources
    }

    /// The parser of a kata's review round: its files, their text, and the template's heading.
    package init(kata: Kata) {
        let files = kata.review?.files ?? []
        self.init(files: files.map(\.name), templateHeading: "# Review: \(kata.title)",
                  sources: Dictionary(uniqueKeysWithValues: files.map { ($0.name, kata.contents(of: $0)) }))
    }

    /// The one line of the PR a line of a diff removes or keeps (`-        loadArticles()`), or
    /// quotes without a diff's mark.
    func lineQuoted(diffLine: String) -> (file: String, line: Int)? {
        lineQuoted(String(diffLine.drop { $0 == "-" || $0 == "+" || $0 == " " }))
    }

    /// The one line of the PR whose code is `quote` (spaces aside), if there is exactly one.
    /// `file`: only in that file.
    func lineQuoted(_ quote: String, in file: String? = nil) -> (file: String, line: Int)? {
        let wanted = quote.filter { !$0.isWhitespace }
        guard wanted.count >= Self.shortestQuote else { return nil }
        var hits: [(String, Int)] = []
        for (name, text) in sources where file == nil || file == name {
            for (index, line) in text.components(separatedBy: "\n").enumerated() where line.filter({ !$0.isWhitespace }) == wanted {
                hits.append((name, index + 1))
            }
        }
        return hits.count == 1 ? hits[0] : nil
    }

    var typeNames: [String] { files.map { $0.hasSuffix(".swift") ? String($0.dropLast(6)) : $0 } }

    /// What people call a file of the pull request for short, at the start of a finding with a
    /// line (`Presenter:19`, `VC:22`, `ViewController line 8`): the last words of its type's name,
    /// and their initials, when only one file's name ends that way.
    var shortNames: [String: String] {
        var names: [String: [String]] = [:]
        for file in files {
            let base = file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
            let words = Self.camelWords(base)
            guard words.count > 1 else { continue }
            for start in 1..<words.count {
                let suffix = Array(words[start...])
                names[suffix.joined().lowercased(), default: []].append(file)
                if suffix.count > 1 {
                    names[String(suffix.compactMap(\.first)).lowercased(), default: []].append(file)
                }
            }
        }
        let fullNames = Set(typeNames.map { $0.lowercased() })
        return names.filter { $0.value.count == 1 && $0.key.count >= 2 && !fullNames.contains($0.key) }.mapValues { $0[0] }
    }

    /// `OrdersViewController` → Orders, View, Controller.
    static func camelWords(_ name: String) -> [String] {
        var words: [String] = []
        for character in name {
            if character.isUppercase || words.isEmpty { words.append(String(character)) } else { words[words.count - 1].append(character) }
        }
        return words
    }

    var leadingNames: [String] { typeNames + shortNames.keys.sorted { $0.count > $1.count } }

    /// Classifies each line of the review (`ReviewLine`), then folds the lines into findings
    /// (`ReviewFold`).
    package func parse(_ text: String) -> Parsed {
        var fold = ReviewFold(parser: self)
        for line in ReviewLine.classify(text, templateHeading: templateHeading) {
            fold.take(line)
        }
        return fold.parsed
    }

    /// Why a file name a line writes is not read: it is not a file of the pull request.
    func notAFile(_ name: String) -> UnreadLine.Reason {
        .notAFileOfThePullRequest(name: name, files: files)
    }

    /// The one line of the PR (in `file`, when known) that holds the code of a span the text
    /// quotes in backticks (`` `let dateFormatter = DateFormatter()` ``, `` `Int(durationText) ?? 0` ``),
    /// spaces aside; the first span that stands on exactly one line.
    func lineHolding(codeIn marked: String, file: String?) -> (file: String, line: Int)? {
        guard let regex = Self.codeSpan else { return nil }
        // A name (`viewDidLoad`, `submit()`, `row(for:)`, `OrderService.shared`) names code; a
        // quote of code is a statement or an expression: it has spaces or operators.
        let spans = regex.matches(in: marked, range: NSRange(marked.startIndex..., in: marked)).compactMap { match -> String? in
            guard let range = Range(match.range(at: 1), in: marked), marked[range].contains(where: { $0 == " " || Self.codeSigns.contains($0) }) else { return nil }
            return String(marked[range]).filter { !$0.isWhitespace }
        }
        // A quote of a whole line places the finding before a quote of part of one
        // ("its `let presenter` … because `var view: OrdersView?` is a strong reference").
        for span in spans { if let whole = lineQuoted(span, in: file) { return whole } }
        for span in spans where span.count >= Self.shortestQuote {
            var hits: [(String, Int)] = []
            for (name, text) in sources.sorted(by: { $0.key < $1.key }) where file == nil || file == name {
                for (index, line) in text.components(separatedBy: "\n").enumerated() where line.filter({ !$0.isWhitespace }).contains(span) {
                    hits.append((name, index + 1))
                }
            }
            if hits.count == 1 { return hits[0] }
        }
        return nil
    }

    /// A line of a pasted block that is a whole line of the PR's code with a comment of the
    /// reviewer's after it (`var view: OrdersView?   // <- strong`): that line, and the comment.
    func annotation(of codeLine: String) -> (file: String, line: Int, comment: String)? {
        let spaced = codeLine.replacingOccurrences(of: "\t", with: " ")
        guard let range = spaced.range(of: " //", options: .backwards) else { return nil }
        let code = spaced[..<range.lowerBound].filter { !$0.isWhitespace }
        let comment = spaced[range.upperBound...].trimmingCharacters(in: CharacterSet(charactersIn: " <-←^:").union(.whitespaces))
        guard !comment.isEmpty, let spot = lineQuoted(String(code)) else { return nil }
        return (spot.file, spot.line, comment)
    }

    private static let codeSpan = try? NSRegularExpression(pattern: "`([^`]+)`")
    private static let codeSigns = Set("=?!+-*/<>[]{}\"")
    /// A quote shorter than this (spaces aside) is too little code to stand for one line.
    static let shortestQuote = 8

    /// A line that opens or closes a fenced code block: ```` ``` ````, ```` ```swift ````, `~~~`.
    static func isFence(_ line: String) -> Bool {
        line.hasPrefix("```") || line.hasPrefix("~~~")
    }

    /// An emoji, an arrow or a bullet-like symbol: a mark before a finding, not part of it.
    static func isMarkSign(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first, scalar.value >= 0x2000 else { return false }
        return !character.isLetter && !character.isNumber && !"–—‘’“”…".contains(character)
    }

    /// How the template's own instructions begin (`ReviewRound.template`).
    package static let templateCommentStart = "Time box:"

    /// A line ending in a colon with at most this many words is a title ("Presenter issues:"), and
    /// so is any that introduces a list; otherwise it is a finding that happens to end in a colon.
    static let longestTitle = 8
    /// …and a capitalised line of at most this many words with no full stop, not itself a list
    /// item, right above a list ("Must fix", "Nits").
    static let longestBareTitle = 3

    /// `OrdersPresenter` for `OrdersPresenter.swift`.
    static func baseName(_ file: String) -> String {
        NSRegularExpression.escapedPattern(for: file.hasSuffix(".swift") ? String(file.dropLast(6)) : file)
    }

    /// The file of the pull request a written name stands for (`orderspresenter.swift`,
    /// `Sources/App/OrdersPresenter.swift`, `OrdersPresenter`, or a typo of one of them:
    /// `OrderPresenter.swift`), if any.
    func resolve(_ name: String) -> String? {
        let base = (name.split(separator: "/").last.map(String.init) ?? name).lowercased()
        let exact = files.first { file in
            let lowered = file.lowercased()
            return lowered == base || (lowered.hasSuffix(".swift") && String(lowered.dropLast(6)) == base)
        }
        if let exact { return exact }
        if let short = shortNames[base] { return short }
        let close = files.filter { Self.distance($0.lowercased(), base) <= Self.typoDistance }
        return close.count == 1 ? close[0] : nil
    }

    /// The file a place in a sentence names after its lines in words, "line 32 of the presenter",
    /// "lines 18-20 of the view controller", "line 2 of MenuPresenter": a type name, or the last words
    /// of one (`shortNames`).
    func fileNamedAfterLines(in text: String) -> String? {
        let after = #"\blines?\s+\d+(?:\s*(?:[-–,&]|and|to)\s*\d+)*\s+of\s+(?:the\s+|its\s+)?([A-Za-z]+)(?:\s+([A-Za-z]+))?"#
        // "in the view controller's `viewDidLoad`, around line 12": the file owns the place.
        let owner = #"\bthe\s+([A-Za-z]+)(?:\s+([A-Za-z]+))?['’]s\s+`?[A-Za-z_]\w*(?:\([\w:]*\))?`?\s*(?:method|function|handler)?\s*,?\s*(?:(?:on|at|around|about|near)\s+)?lines?\s+\d"#
        for (pattern, roleOnly) in [(after, false), (owner, true)] {
            guard let regex = try? NSRegularExpression(pattern: pattern, options: [.caseInsensitive]),
                  let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) else { continue }
            let words = (1...2).compactMap { Range(match.range(at: $0), in: text).map { String(text[$0]).lowercased() } }
            if words.count == 2, let file = shortNames[words.joined()] { return file }
            if let file = roleOnly ? words.last.flatMap({ shortNames[$0] }) : words.first.flatMap(resolve) { return file }
        }
        return nil
    }

    /// Letters a written file name may differ by and still name a file of the pull request.
    static let typoDistance = 2

    /// Edit distance (insertions, deletions, substitutions).
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }

    /// A title that names a file by the last words of its type and nothing else: "in the vc:",
    /// "the view controller:", "in the contract file:".
    func fileNamedByRole(_ title: String) -> String? {
        let words = title.lowercased().split { !$0.isLetter }.map(String.init).filter { !Self.roleFillers.contains($0) }
        guard !words.isEmpty else { return nil }
        return shortNames[words.joined()]
    }

    /// A file named by its role at the start of a line with more after it ("in the vc: ln 12
    /// …"): the file, and the line's text without it.
    func roleNamed(atStartOf text: ReviewLine.Text) -> (file: String, body: String, marked: String)? {
        let pattern = #"^(?:in|for|on)\s+(?:the\s+)?([A-Za-z][A-Za-z ]{0,30}?)(?:\s+file)?\s*:\s+(?=\S)"#
        guard let range = text.body.range(of: pattern, options: [.regularExpression, .caseInsensitive]),
              let file = fileNamedByRole(String(text.body[range])) else { return nil }
        let body = String(text.body[range.upperBound...])
        let marked = text.marked.range(of: pattern, options: [.regularExpression, .caseInsensitive]).map { String(text.marked[$0.upperBound...]) } ?? body
        return (file, body, marked)
    }

    static let roleFillers: Set<String> = ["in", "for", "on", "the", "file", "now", "then", "and", "over", "to", "its"]

    /// A line that is only a file name (`OrdersPresenter.swift`, `OrdersPresenter.swift:`).
    func namedFile(in text: String) -> String? {
        let bare = text.trimmingCharacters(in: CharacterSet(charactersIn: " :-–—()"))
        guard !bare.contains(" ") else { return nil }
        return resolve(bare)
    }

    // MARK: - Markdown

    private static let listMarker = try? NSRegularExpression(pattern: #"^(?:[-*+•]|\d{1,2}[.)]|\(\d{1,2}\)|#\d{1,2}[.):]?|\[[ xX]\])\s+"#)
    /// The same without `#1`: in a review whose `#N` are lines (`#24 strong self`), not a count.
    private static let listMarkerNoHash = try? NSRegularExpression(pattern: #"^(?:[-*+•]|\d{1,2}[.)]|\(\d{1,2}\)|\[[ xX]\])\s+"#)

    /// Whether the `#N` that start lines of a review count its findings (`#1`, `#2`, `#3`…) or
    /// name lines of the code (`#2`, `#10`, `#23`): a count starts at 1 and goes up one at a time,
    /// or is followed by a location of its own (`#3 OrdersPresenter.swift:24: …`).
    static func hashNumbersCount(_ lines: [String]) -> Bool {
        var numbers: [Int] = []
        for line in lines {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            let body = trimmed.hasPrefix("- ") || trimmed.hasPrefix("* ") ? String(trimmed.dropFirst(2)) : trimmed
            guard let range = body.range(of: #"^#\d{1,3}(?=[.):]?\s)"#, options: .regularExpression), let number = Int(body[range].dropFirst()) else { continue }
            let after = body[range.upperBound...].drop { ".):".contains($0) }.trimmingCharacters(in: .whitespaces)
            if after.range(of: #"^(?:\**`?[\w/.+-]+\.swift\b|(?:lines?|l)\s*\d)"#, options: [.regularExpression, .caseInsensitive]) != nil { return true }
            numbers.append(number)
        }
        return numbers.enumerated().allSatisfy { $0.element == $0.offset + 1 }
    }

    static func hasListMarker(_ line: String, hashCounts: Bool = true) -> Bool {
        let regex = hashCounts ? listMarker : listMarkerNoHash
        return regex?.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil
    }

    /// `- `, `* `, `1. `, `2) `, `- [ ] ` removed from the front (and `#1 ` when `hashCounts`), and
    /// the signs people mark severity or bullets with (`🔴`, `⚠️`, `→`, `▶`).
    static func withoutListMarker(_ line: String, hashCounts: Bool = true) -> String {
        var text = String(line.drop { isMarkSign($0) || ($0.isWhitespace && line.first.map(isMarkSign) == true) })
        while let regex = hashCounts ? listMarker : listMarkerNoHash, let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
              let range = Range(match.range, in: text) {
            text.removeSubrange(range)
        }
        return text
    }

    /// A markdown table row (`| OrdersPresenter.swift | 19 | strong view |`) read as the line
    /// `OrdersPresenter.swift: 19: strong view`.
    static func tableRowAsText(_ line: String) -> String {
        guard line.hasPrefix("|") else { return line }
        let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        return cells.joined(separator: ": ")
    }

    /// Backticks, bold and italic markers removed: `**File.swift:24**` reads as File.swift:24.
    /// A lone `*` between spaces (`30 * 24`) stays.
    static func plain(_ text: String) -> String {
        var result = text.replacingOccurrences(of: "`", with: "")
            .replacingOccurrences(of: "**", with: "")
            .replacingOccurrences(of: "__", with: "")
        result = result.replacingOccurrences(of: #"(?:^|(?<=\s))\*(?=\S)|(?<=\S)\*(?=\s|$|[.,:;!?)])"#, with: "", options: .regularExpression)
        return result.trimmingCharacters(in: .whitespaces)
    }

    /// The line without HTML comments; `inComment` carries an open comment to the next line.
    static func removingComments(_ raw: String, inComment: inout Bool) -> String {
        var line = raw
        var kept = ""
        while !line.isEmpty {
            if inComment {
                guard let end = line.range(of: "-->") else { return kept }
                inComment = false
                line = String(line[end.upperBound...])
            } else if let start = line.range(of: "<!--") {
                kept += line[..<start.lowerBound]
                line = String(line[start.upperBound...])
                inComment = true
            } else {
                kept += line
                line = ""
            }
        }
        return kept
    }
}
