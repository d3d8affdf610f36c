import Foundation

/// Reads `review.md` into findings, and lists back every other line with the reason it was not
/// read as one, so nothing a learner wrote disappears without a word. Blank lines, the template's
/// own heading and its instructions (the comment that starts with "Time box:") are the only lines
/// passed over; any other HTML comment is listed back as not read.
///
/// A finding is a line of text, with or without a list marker (`-`, `*`, `1.`, `1)`), with or
/// without a location (see `ReviewLocation`); an indented line under a finding continues it, and
/// so does a line that carries on a long line broken mid-sentence (an editor's hard wrap). A
/// heading or a line holding only a file name (`### OrdersPresenter.swift`, `**MenuPresenter.swift**`)
/// says which file the findings below it are in; a place alone on its line (`**OrdersPresenter.swift:19**`,
/// `### OrdersPresenter.swift:19`) takes the text on the next line as what it says. A quoted line of the code (`> let days = …`), as
/// review comments often start, places the finding under it when it stands on one line of the PR.
public struct ReviewParser: Sendable {
    public struct Parsed: Sendable, Equatable {
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
    public init(kata: Kata) {
        let files = kata.review?.files ?? []
        self.init(files: files.map(\.name), templateHeading: "# Review: \(kata.title)",
                  sources: Dictionary(uniqueKeysWithValues: files.map { ($0.name, kata.contents(of: $0)) }))
    }

    /// The one line of the PR whose code is `quote` (spaces aside), if there is exactly one.
    func lineQuoted(_ quote: String) -> (file: String, line: Int)? {
        let wanted = quote.filter { !$0.isWhitespace }
        guard wanted.count >= 8 else { return nil }
        var hits: [(String, Int)] = []
        for (file, text) in sources {
            for (index, line) in text.components(separatedBy: "\n").enumerated() where line.filter({ !$0.isWhitespace }) == wanted {
                hits.append((file, index + 1))
            }
        }
        return hits.count == 1 ? hits[0] : nil
    }

    private var typeNames: [String] { files.map { $0.hasSuffix(".swift") ? String($0.dropLast(6)) : $0 } }

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

    private var leadingNames: [String] { typeNames + shortNames.keys.sorted { $0.count > $1.count } }

    public func parse(_ text: String) -> Parsed {
        var findings: [ReviewFinding] = []
        var unread: [UnreadLine] = []
        var section: String?
        var inComment = false
        var continuing = false
        var previous = ""
        var quoted: (file: String, line: Int)?
        /// Inside a fenced code block (```` ``` ````), and whether it belongs to the finding above.
        var inFence = false
        var fenceAttached = false
        /// The last line that was not blank belonged to a finding: a code block opened now (or a
        /// line right after one closes) goes with it.
        var findingAbove = false
        var afterFence = false
        /// The last finding is a place with no words (`**OrdersPresenter.swift:19**` on its own
        /// line, as a review comment's header): the next line of text says what is wrong there.
        var awaitingText = false
        let rawLines = text.components(separatedBy: "\n")
        let hashCounts = Self.hashNumbersCount(rawLines)
        func hasListMarker(_ line: String) -> Bool { Self.hasListMarker(line, hashCounts: hashCounts) }
        for (index, raw) in rawLines.enumerated() {
            let number = index + 1
            if !inComment, let start = raw.range(of: "<!--") {
                let comment = String(raw[start.lowerBound...]).trimmingCharacters(in: .whitespaces)
                if !comment.dropFirst(4).trimmingCharacters(in: .whitespaces).hasPrefix(Self.templateCommentStart) {
                    unread.append(UnreadLine(sourceLine: number, text: comment, reason: "an HTML comment: not read (remove the comment marks to have it scored)"))
                }
            }
            let uncommented = Self.removingComments(raw, inComment: &inComment)
            let line = uncommented.trimmingCharacters(in: .whitespaces)
            defer { previous = line }
            // A fenced code block (a GitHub suggestion, the fix as code) is part of the finding
            // right above it; with no finding above, it is code, not a finding.
            if Self.isFence(line) {
                if inFence {
                    inFence = false
                    afterFence = fenceAttached
                    continuing = fenceAttached
                } else {
                    inFence = true
                    fenceAttached = findingAbove && !findings.isEmpty
                }
                unread.append(UnreadLine(sourceLine: number, text: line, reason: fenceAttached
                    ? "a code block's fence: the code in it is read with the finding above"
                    : "a code block's fence: a block with no finding right above it is not read"))
                continue
            }
            if inFence {
                guard !line.isEmpty else { continue }
                if fenceAttached, var last = findings.popLast() {
                    last.text += " " + line
                    findings.append(last)
                } else {
                    unread.append(UnreadLine(sourceLine: number, text: line, reason: "code in a block with no finding right above it: not a finding (put the block under the finding it belongs to)"))
                }
                continue
            }
            let followsFence = afterFence
            afterFence = false
            guard !line.isEmpty else {
                continuing = continuing && !raw.trimmingCharacters(in: .whitespaces).isEmpty
                continue
            }
            func skip(_ reason: String) {
                unread.append(UnreadLine(sourceLine: number, text: line, reason: reason))
                continuing = false
                findingAbove = false
                awaitingText = false
            }
            if line.hasPrefix(">") {
                let quote = Self.plain(String(line.dropFirst()))
                quoted = lineQuoted(quote)
                if let quoted {
                    skip("a quote of \(quoted.file):\(quoted.line): the finding under it is read there")
                } else {
                    skip("a quote, not a finding (it is not one line of the pull request, so it places nothing)")
                }
                continue
            }
            if line.range(of: #"^#{1,6}(\s|$)"#, options: .regularExpression) != nil {
                let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
                if let templateHeading, line == templateHeading { continue }
                let plainTitle = Self.plain(title)
                if let place = ReviewLocation.leading(in: plainTitle, typeNames: leadingNames), !place.lines.isEmpty, place.rest.isEmpty,
                   let name = place.fileName, let file = resolve(name) {
                    // A heading that is a place (`### OrdersPresenter.swift:19`): the text under it is the finding.
                    findings.append(ReviewFinding(file: file, lines: place.lines, text: "", sourceLine: number))
                    section = file
                    awaitingText = true
                    continuing = false
                    findingAbove = true
                    continue
                }
                if let file = namedFile(in: plainTitle) {
                    section = file
                    skip("a heading: findings under it with no file name are read in \(file)")
                } else {
                    skip("a heading, not a finding")
                }
                continue
            }
            guard line.contains(where: { $0.isLetter || $0.isNumber }) else {
                skip("no words: not a finding")
                continue
            }
            if line.hasPrefix("|"), index + 1 < rawLines.count,
               rawLines[index + 1].range(of: #"^\s*\|?\s*:?-{3,}"#, options: .regularExpression) != nil {
                skip("a table's header row, not a finding")
                continue
            }
            let body = Self.plain(Self.tableRowAsText(Self.withoutListMarker(line, hashCounts: hashCounts)))
            let location = ReviewLocation.leading(in: body, typeNames: leadingNames)
            let startsWithSpace = raw.first == " " || raw.first == "\t"
            let hardWrapped = previous.count >= Self.wrapWidth && !".!?:;)".contains(previous.last ?? ".") && (line.first?.isLowercase ?? false)
            if awaitingText, location == nil, var last = findings.popLast() {
                last.text = body
                findings.append(last)
                awaitingText = false
                continuing = true
                findingAbove = true
                continue
            }
            awaitingText = false
            if continuing, startsWithSpace || hardWrapped || followsFence, location == nil, !hasListMarker(line), var last = findings.popLast() {
                last.text += " " + body
                findings.append(last)
                continue
            }
            if let location, location.lines.isEmpty, location.rest.isEmpty, let name = location.fileName {
                if let file = resolve(name) {
                    section = file
                    skip("names a file: findings below it with no file name are read in \(file)")
                } else {
                    skip("\(name) is not a file of this pull request (\(files.joined(separator: ", ")))")
                }
                continue
            }
            // A file named inside a sentence that is not one of the PR's ("as Foo.swift does") is
            // only a word; a location at the start of a line must name a file of the PR.
            let inside = location == nil ? ReviewLocation.inside(body, typeNames: typeNames) : nil
            let found = location ?? inside.flatMap { inside in inside.fileName.map(resolve) == .some(nil) ? nil : inside }
            var file: String?
            if let name = found?.fileName {
                guard let known = resolve(name) else {
                    skip("\(name) is not a file of this pull request (\(files.joined(separator: ", ")))")
                    continue
                }
                file = known
            } else {
                file = files.count == 1 ? files[0] : section
            }
            let said = location?.rest ?? body
            let words = said.split { !$0.isLetter && !$0.isNumber }
            let introducesList = rawLines.dropFirst(index + 1).first { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
                .map { hasListMarker($0.trimmingCharacters(in: .whitespaces)) } ?? false
            let isTitle = said.hasSuffix(":") ? words.count <= Self.longestTitle || introducesList
                : introducesList && words.count <= Self.longestBareTitle && !hasListMarker(line)
                    && (said.first?.isUppercase ?? false) && !".!?)".contains(said.last ?? ".")
            if found?.lines.isEmpty ?? true, isTitle {
                // A title naming a file or its type ("Quick pass over OrdersPresenter:") sets it.
                let named = files.first { said.range(of: #"\b\#(Self.baseName($0))\b"#, options: .regularExpression) != nil }
                if let file = named {
                    section = file
                    skip("reads as a title: findings below it with no file name are read in \(file)")
                } else {
                    skip("reads as a title (a short line ending in a colon, or above a list), not a finding")
                }
                continue
            }
            if found == nil && quoted == nil {
                if words.count < 2 {
                    skip("one word and no place in the code: not read as a finding")
                    continue
                }
            }
            if found?.lines.isEmpty ?? true, let quote = quoted, file == nil || file == quote.file {
                findings.append(ReviewFinding(file: quote.file, lines: [LineRange(quote.line, quote.line)], text: said, sourceLine: number))
            } else {
                findings.append(ReviewFinding(file: file, lines: found?.lines ?? [], text: said, sourceLine: number))
            }
            quoted = nil
            continuing = true
            findingAbove = true
            awaitingText = said.isEmpty && !(found?.lines.isEmpty ?? true)
        }
        return Parsed(findings: findings, unread: unread)
    }

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
    public static let templateCommentStart = "Time box:"

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

    /// A line at least this long that stops mid-sentence was broken by the editor, not the writer.
    static let wrapWidth = 60

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

    /// A line that is only a file name (`OrdersPresenter.swift`, `OrdersPresenter.swift:`).
    private func namedFile(in text: String) -> String? {
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
