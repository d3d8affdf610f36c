import Foundation

/// Folds a review's classified lines (`ReviewLine`), in order, into findings and the lines not
/// read as one. What a line means can depend on the lines before it: a heading or a line naming a
/// file sets the file of the findings below it, a file named in a paragraph carries over to the
/// places after it in that paragraph, a quote of the code places the finding under it, an indented
/// or hard-wrapped line goes on with the finding above, and so does the text right under a line of
/// code alone; a code block belongs to the finding above.
struct ReviewFold {
    let parser: ReviewParser
    private(set) var findings: [ReviewFinding] = []
    private(set) var unread: [UnreadLine] = []
    /// The file a heading, a title or a line naming only a file set for the findings below it.
    private var section: String?
    /// The file named last in this paragraph: places after it with no file are in it.
    private var paragraphFile: String?
    /// A quoted line of the code right above: the finding under it is there.
    private var quoted: (file: String, line: Int)?
    /// The next indented or hard-wrapped line goes on with the last finding.
    private var continuing = false
    /// The last line that was not blank belonged to a finding: a code block opened now goes with it.
    private var findingAbove = false
    /// The open code block belongs to the last finding.
    private var fenceAttached = false
    /// The line before closed a code block that belonged to a finding.
    private var afterFence = false
    /// The last finding is a place with no words (`**OrdersPresenter.swift:19**` on its own line,
    /// as a review comment's header): the next line of text says what is wrong there.
    private var awaitingText = false
    /// The last finding is a line of code alone (`` `let thirtyDays = 30 * 24 * 3600` ``), a
    /// review comment's quote: the lines right under it say what is wrong there.
    private var codeAlone = false
    /// The last finding's first line, not a list item, starts in lowercase or with `^` ("ln 34 any
    /// reply gets applied"): a chat's one finding a line, never hard-wrapped, so a lowercase line
    /// under it is a finding of its own.
    private var chatLine = false
    /// The last finding is a bold title and nothing else but its place (`**[P0] The view is
    /// never told** (ArticleListPresenter.swift:18)`): the paragraph right under it is its body.
    private var titleAbove = false
    /// The last finding is a template's (`Location:`, `Problem:`, `Fix:` lines): the fields under
    /// it go on with it. `fieldPlaceOnly`: so far it holds only its place.
    private var fieldBlock = false
    private var fieldPlaceOnly = false
    /// The code of the block right above, kept for the `^` line under it ("^ the old call returns
    /// nil"): the comment is about that code, and the code is its place.
    private var codeForCaret: [String]?
    /// The open block's line above it, while it is still read as the block's finding: the first
    /// line of the PR's code with a comment of its own in the block (an annotated paste) makes
    /// that line a title, and each such comment a finding.
    private var blockIntro: (index: Int, sourceLine: Int, text: String)?

    init(parser: ReviewParser) {
        self.parser = parser
    }

    var parsed: ReviewParser.Parsed { ReviewParser.Parsed(findings: findings, unread: unread) }

    mutating func take(_ line: ReviewLine) {
        if let comment = line.comment {
            unread.append(UnreadLine(sourceLine: line.number, text: comment, reason: .htmlComment))
        }
        switch line.kind {
        case let .fence(opens, commentBelow): takeFence(line, opens: opens, commentBelow: commentBelow)
        case .code: takeCode(line)
        default:
            let followsFence = afterFence
            afterFence = false
            takeOutsideCode(line, followsFence: followsFence)
        }
    }

    private mutating func takeOutsideCode(_ line: ReviewLine, followsFence: Bool) {
        switch line.kind {
        case let .blank(commentOnly):
            continuing = continuing && commentOnly
            codeAlone = codeAlone && commentOnly
            titleAbove = titleAbove && commentOnly
            fieldBlock = fieldBlock && commentOnly
            if !commentOnly { paragraphFile = nil }
        case let .quote(text):
            quoted = parser.lineQuoted(text)
            if let quoted {
                skip(line, .quoteOfCode(file: quoted.file, line: quoted.line))
            } else {
                skip(line, .quoteOfNoLine)
            }
        case .templateHeading, .fence, .code:
            break
        case let .heading(title):
            takeHeading(line, title: title)
        case .noWords:
            skip(line, .noWords)
        case .tableHeader:
            skip(line, .tableHeader)
        case let .text(text):
            takeText(line, text, followsFence: followsFence)
        }
    }

    /// A fenced code block (a GitHub suggestion, the fix as code) is part of the finding right
    /// above it; with no finding above, it is code, not a finding.
    private mutating func takeFence(_ line: ReviewLine, opens: Bool, commentBelow: Bool) {
        if opens {
            fenceAttached = findingAbove && !findings.isEmpty && !commentBelow
            codeForCaret = commentBelow ? [] : nil
            blockIntro = fenceAttached ? (findings.count - 1, findings[findings.count - 1].sourceLine, findings[findings.count - 1].text) : nil
        } else {
            blockIntro = nil
            afterFence = fenceAttached
            continuing = fenceAttached
            // A second code block needs words of its own above it.
            findingAbove = false
        }
        let reason: UnreadLine.Reason = codeForCaret != nil ? .fenceWithCommentBelow : .fence(withFindingAbove: fenceAttached)
        unread.append(UnreadLine(sourceLine: line.number, text: line.text, reason: reason))
    }

    private mutating func takeCode(_ line: ReviewLine) {
        guard !line.text.isEmpty else { return }
        if codeForCaret == nil, let annotation = parser.annotation(of: line.text) {
            // `var view: OrdersView?   // <- strong: a retain cycle`: a finding at that line.
            if fenceAttached, let intro = blockIntro, intro.index == findings.count - 1 {
                findings.removeLast()
                unread.append(UnreadLine(sourceLine: intro.sourceLine, text: intro.text, reason: .title(file: nil)))
            }
            fenceAttached = false
            blockIntro = nil
            findings.append(ReviewFinding(file: annotation.file, lines: [LineRange(annotation.line, annotation.line)],
                                          text: annotation.comment, sourceLine: line.number))
            return
        }
        if fenceAttached, var last = findings.popLast() {
            last.text += " " + line.text
            // A line of the code a diff removes or keeps places a finding that gave no place.
            if last.lines.isEmpty, let spot = parser.lineQuoted(diffLine: line.text) {
                last.file = spot.file
                last.lines = [LineRange(spot.line, spot.line)]
            }
            findings.append(last)
        } else if codeForCaret != nil {
            codeForCaret?.append(line.text)
        } else {
            unread.append(UnreadLine(sourceLine: line.number, text: line.text, reason: .codeWithNoFindingAbove))
        }
    }

    private mutating func takeHeading(_ line: ReviewLine, title: String) {
        paragraphFile = nil
        // After the place, the heading may quote its line (`### OrdersPresenter.swift#L19: var view: OrdersView?`).
        if let place = ReviewLocation.leading(in: title, typeNames: parser.leadingNames), !place.lines.isEmpty,
           let name = place.fileName, let file = parser.resolve(name),
           place.rest.isEmpty || place.lines.contains(where: { range in
               parser.lineHolding(codeIn: "`\(place.rest)`", file: file).map { range.contains(LineRange($0.line, $0.line)) } == true }) {
            // A heading that is a place (`### OrdersPresenter.swift:19`, perhaps with the line's
            // code quoted after it): the text under it is the finding.
            findings.append(ReviewFinding(file: file, lines: place.lines, text: "", sourceLine: line.number))
            awaitingText = true
            continuing = false
            findingAbove = true
            return
        }
        let file = parser.namedFile(in: title)
        if let file { section = file }
        skip(line, .heading(file: file))
    }

    private mutating func skip(_ line: ReviewLine, _ reason: UnreadLine.Reason) {
        unread.append(UnreadLine(sourceLine: line.number, text: line.text, reason: reason))
        continuing = false
        findingAbove = false
        awaitingText = false
        codeAlone = false
        titleAbove = false
        fieldBlock = false
    }

    // MARK: - Text

    private mutating func takeText(_ line: ReviewLine, _ written: ReviewLine.Text, followsFence: Bool) {
        guard let (text, placeField) = readPrefixes(line, written) else { return }
        let location = ReviewLocation.leading(in: text.body, typeNames: parser.leadingNames)
        if awaitingText, location == nil, var last = findings.popLast() {
            last.text = text.body
            findings.append(last)
            awaitingText = false
            continuing = true
            findingAbove = true
            return
        }
        awaitingText = false
        let code = codeForCaret
        codeForCaret = nil
        if text.marked.hasPrefix("^"), let code {
            takeCaret(line, text, code: code)
            return
        }
        if continuesAbove(text, location: location, followsFence: followsFence) {
            goOn(with: text)
            return
        }
        startFinding(line, text, location: location, placeField: placeField, isField: Self.field(in: written) != nil)
    }

    /// The line without what it starts with: a file named by its role ("in the vc: ln 12 …"),
    /// which is the file of this line and the ones below, or a template field's name (and
    /// whether that field gives the place). Nil when that is all the line was.
    private mutating func readPrefixes(_ line: ReviewLine, _ written: ReviewLine.Text) -> (ReviewLine.Text, Bool)? {
        var text = written
        if let (file, body, marked) = parser.roleNamed(atStartOf: text) {
            section = file
            paragraphFile = file
            text.body = body
            text.marked = marked
        }
        guard let field = Self.field(in: text) else { return (text, false) }
        text.body = field.body
        text.marked = field.marked
        if !field.isPlace, fieldBlock, !findings.isEmpty {
            takeFieldWords(line, text)
            return nil
        }
        if field.isPlace, Self.saysNoPlace(field.body) {
            skip(line, .title(file: nil))
            return nil
        }
        return (text, field.isPlace)
    }

    /// Whether the line goes on with the finding above: indented, hard-wrapped (not in a chat),
    /// right under its code block, its line of code alone or its bold title, or introducing a
    /// code block of its own ("Make it weak; the protocol has to be class-bound for that:") unless
    /// a block just ended (then it is the next suggestion's: "this one too:").
    private mutating func continuesAbove(_ text: ReviewLine.Text, location: ReviewLocation?, followsFence: Bool) -> Bool {
        let underCode = codeAlone
        let underTitle = titleAbove && !Self.isBoldTitle(text.marked)
        codeAlone = false
        titleAbove = false
        let leadIn = text.introducesCode && !text.listItem && !followsFence
        let afterBlock = followsFence && !text.introducesCode
        return continuing && (text.indented || (text.hardWrapped && !chatLine) || afterBlock || underCode || underTitle || leadIn)
            && location == nil && !text.listItem && !findings.isEmpty
    }

    /// A line that starts a finding, names a file, or is a title or one word.
    private mutating func startFinding(_ line: ReviewLine, _ text: ReviewLine.Text, location: ReviewLocation?, placeField: Bool, isField: Bool) {
        if let location, location.lines.isEmpty, location.rest.isEmpty, let name = location.fileName {
            if let file = parser.resolve(name) {
                section = file
                paragraphFile = file
                skip(line, .namesAFile(file))
            } else {
                skip(line, parser.notAFile(name))
            }
            return
        }
        guard let place = place(of: text, location, line: line) else { return }
        // "suggest:" or "this one too:" right above a code block: the code is the finding's words.
        if place.lines.isEmpty, !text.introducesCode, takeTitle(line, text, said: place.said) { return }
        let words = place.said.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).count
        if !placeField && !text.introducesCode && !place.written && quoted == nil && words < 2 {
            skip(line, .oneWord)
            return
        }
        findings.append(placedByCode(ReviewFinding(file: place.file, lines: place.lines, text: place.said, sourceLine: line.number), text))
        quoted = nil
        continuing = true
        findingAbove = true
        awaitingText = place.said.isEmpty && !place.lines.isEmpty
        codeAlone = !text.listItem && Self.isCodeAlone(text.marked)
        chatLine = !text.listItem && (text.marked.first.map { $0.isLowercase || $0 == "^" } ?? false)
        titleAbove = !text.listItem && Self.isBoldTitle(text.marked)
        fieldBlock = placeField || isField
        fieldPlaceOnly = placeField
    }

    /// A field of a template under its finding (`Problem:`, `Impact:`, `Fix:`): more words of
    /// it. The first words under a place alone (`Location: submit()`) are where the finding is read.
    private mutating func takeFieldWords(_ line: ReviewLine, _ text: ReviewLine.Text) {
        guard var last = findings.popLast() else { return }
        if fieldPlaceOnly {
            last.text = awaitingText ? text.body : last.text + " " + text.body
            last.sourceLine = line.number
        } else {
            last.text += " " + text.body
        }
        findings.append(last)
        fieldPlaceOnly = false
        awaitingText = false
        continuing = true
        findingAbove = true
    }

    /// A `^` comment under a code block: a finding whose words include the code, placed where a
    /// line the code removes (`-` in a diff) or quotes stands, if it gives no place of its own.
    private mutating func takeCaret(_ line: ReviewLine, _ text: ReviewLine.Text, code: [String]) {
        let said = String(text.body.drop { $0 == "^" || $0 == " " })
        var finding = ReviewFinding(file: section, lines: [], text: said + " " + code.joined(separator: " "), sourceLine: line.number)
        let parser = self.parser
        if let spot = code.lazy.compactMap(parser.lineQuoted(diffLine:)).first {
            finding.file = spot.file
            finding.lines = [LineRange(spot.line, spot.line)]
        }
        findings.append(finding)
        continuing = true
        findingAbove = true
        chatLine = false
        titleAbove = false
        fieldBlock = false
    }

    /// A template's field at the start of a line ("Location: OrdersPresenter.swift, line 19",
    /// "Problem: …", "Fix: …"): whether it gives the place, and the line without its name.
    static func field(in text: ReviewLine.Text) -> (isPlace: Bool, body: String, marked: String)? {
        let pattern = #"^(?:\*\*|__)?(location|where|file|place|lines?|problem|issue|impact|why|fix|suggested fix|proposed fix|suggestion|solution|recommendation|severity|priority|risk|consequence|root cause|cause|description|details|explanation)(?:\*\*|__)?\s*:(?:\*\*|__)?\s*"#
        guard let range = text.body.range(of: pattern, options: [.regularExpression, .caseInsensitive]) else { return nil }
        let name = text.body[range].lowercased().filter(\.isLetter)
        let body = String(text.body[range.upperBound...])
        let marked = text.marked.range(of: pattern, options: [.regularExpression, .caseInsensitive]).map { String(text.marked[$0.upperBound...]) } ?? body
        return (["location", "where", "file", "place", "line", "lines"].contains(name), body, marked)
    }

    /// A place field that gives none ("n/a", "none", "-").
    static func saysNoPlace(_ value: String) -> Bool {
        ["", "n/a", "na", "none", "-", "–", "nowhere", "general", "overall"].contains(value.trimmingCharacters(in: .whitespaces).lowercased())
    }

    /// A line in bold and nothing else but a place in parentheses or a colon after it.
    static func isBoldTitle(_ marked: String) -> Bool {
        marked.range(of: #"^(\*\*|__)[^*_]+(\*\*|__)\s*(\(.*\))?\s*:?$"#, options: .regularExpression) != nil
    }

    /// A line that is one code span and nothing else, but a closing mark (`` `view?.show(rows:` ``).
    static func isCodeAlone(_ marked: String) -> Bool {
        marked.range(of: #"^`[^`]+`[.:,;]?$"#, options: .regularExpression) != nil
    }

    /// A line that goes on with the last finding; a line it names there (a paragraph broken by
    /// the editor: "…the closure\ncaptures self on line 23") is its place if it had none.
    private mutating func goOn(with text: ReviewLine.Text) {
        guard var last = findings.popLast() else { return }
        last.text += " " + text.body
        if last.lines.isEmpty, let more = ReviewLocation.inside(text.body, typeNames: parser.typeNames), !more.lines.isEmpty {
            let named = more.fileName.flatMap(parser.resolve)
            if more.fileName == nil || named != nil, last.file == nil || named == nil || named == last.file {
                last.lines = more.lines.sorted()
                last.file = named ?? last.file
            }
        }
        findings.append(last)
    }

    /// Where a line of text points, as written: its file and lines, and what it says.
    struct Place {
        var file: String?
        var lines: [LineRange]
        var said: String
        /// It writes a place (a file or lines), not only takes one from the lines around it.
        var written: Bool
    }

    /// The place a line of text writes, at its start or inside a sentence ("In OrdersPresenter.swift
    /// on line 6, …", "around line 42", "(l. 19)"); lines with no file are in the file named last
    /// in the paragraph, else the section's. Nil when it names a file that is not one of the pull
    /// request's (the line is listed back).
    private mutating func place(of text: ReviewLine.Text, _ location: ReviewLocation?, line: ReviewLine) -> Place? {
        // A file named inside a sentence that is not one of the PR's ("as Foo.swift does") is
        // only a word; a location at the start of a line must name a file of the PR.
        // Each item of a list is a paragraph of its own: a file one item names is not the next one's.
        if text.listItem { paragraphFile = nil }
        let inside = location == nil ? ReviewLocation.inside(text.body, typeNames: parser.typeNames) : nil
        var found = location ?? inside.flatMap { inside in inside.fileName.map(parser.resolve) == .some(nil) ? nil : inside }
        // "OrdersPresenter.swift first. The view (line 19) is held strongly": lines after the file.
        if let written = location, written.fileName != nil, written.lines.isEmpty,
           let more = ReviewLocation.inside(written.rest, typeNames: parser.typeNames), !more.lines.isEmpty,
           more.fileName == nil || more.fileName.flatMap(parser.resolve) == written.fileName.flatMap(parser.resolve) {
            found?.lines = more.lines
        }
        // "line 32 of the presenter" names the file of that place only, not of the paragraph's.
        let namedAfter = found?.fileName == nil && found?.lines.isEmpty == false ? parser.fileNamedAfterLines(in: text.body) : nil
        var file: String?
        if let namedAfter {
            file = namedAfter
        } else if let name = found?.fileName {
            guard let known = parser.resolve(name) else {
                skip(line, parser.notAFile(name))
                return nil
            }
            file = known
            paragraphFile = known
        } else if parser.files.count == 1 {
            file = parser.files[0]
        } else {
            // The paragraph's file carries over to a place ("On line 26 …"), not to a finding that
            // names none ("the presenter uses UIKit" under a line about the view controller).
            file = found?.lines.isEmpty == false ? paragraphFile ?? section : section
        }
        return Place(file: file, lines: found?.lines ?? [], said: location?.rest ?? text.body, written: found != nil)
    }

    /// A finding with no lines, under a quote of the code or quoting one line of it inline
    /// (`` `let dateFormatter = DateFormatter()` ``), is placed at that line.
    private func placedByCode(_ finding: ReviewFinding, _ text: ReviewLine.Text) -> ReviewFinding {
        guard finding.lines.isEmpty else { return finding }
        var placed = finding
        if let quote = quoted, finding.file == nil || finding.file == quote.file {
            placed.file = quote.file
            placed.lines = [LineRange(quote.line, quote.line)]
        } else if let spot = parser.lineHolding(codeIn: text.marked, file: finding.file) {
            placed.file = spot.file
            placed.lines = [LineRange(spot.line, spot.line)]
        }
        return placed
    }

    /// A title ("Quick pass over OrdersPresenter:", "Must fix" above a list) is not a finding; one
    /// naming a file or its type sets it for the findings below.
    private mutating func takeTitle(_ line: ReviewLine, _ text: ReviewLine.Text, said: String) -> Bool {
        let words = said.split { !$0.isLetter && !$0.isNumber }
        let isTitle = said.hasSuffix(":") ? words.count <= ReviewParser.longestTitle || text.introducesList
            : text.introducesList && words.count <= ReviewParser.longestBareTitle && !text.listItem
                && (said.first?.isUppercase ?? false) && !".!?)".contains(said.last ?? ".")
        guard isTitle else { return false }
        let named = parser.files.first { said.range(of: #"\b\#(ReviewParser.baseName($0))\b"#, options: .regularExpression) != nil }
            ?? parser.fileNamedByRole(said)
        if let named {
            section = named
            paragraphFile = named
        }
        skip(line, .title(file: named))
        return true
    }
}
