import Foundation

/// The brace structure of one reviewed file: which lines make up each function, closure and type.
/// A key item's anchors are a few lines; a finding that points a little away from them, at the
/// closing line of the function at fault or at a line inside the completion, still points at the
/// same code. The outline turns an anchor into the code it stands for (its region), and says when a
/// range a learner wrote is wider than any code it can mean.
struct CodeOutline: Sendable, Equatable {
    /// A `{ … }` block: the lines from the one that opens it to the one that closes it.
    struct Block: Sendable, Equatable {
        var lines: LineRange
        /// A type (`class`, `struct`, `enum`, `protocol`, `extension`, `actor`), not code.
        var isType: Bool
        /// Its parent is a type or the file itself: a function, an initializer, a property body.
        var isMember: Bool
        /// For a function: its name and argument labels (`tableView`, `didSelectRowAt`), the
        /// words people use to say where a finding is.
        var names: [String] = []
    }

    var lineCount: Int
    var blocks: [Block]

    /// Lines either side of an anchor that is not inside a function (a stored property, a type's
    /// declaration, an import) that still point at it.
    static let tolerance = 1
    /// A function longer than this is not one place: it holds several statements a finding could
    /// be about (a long `viewDidLoad` sets up a button, a table and a banner). There an anchor
    /// stands for its own statement, give or take `statementTolerance` lines.
    static let longestFunction = 16
    static let statementTolerance = 2

    init(_ text: String) {
        var lines = text.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        lineCount = lines.count
        blocks = Self.scan(lines)
    }

    /// The member-level code blocks (functions, initializers) that hold any of `range`'s lines. A
    /// block on one line (`var data: [String] { get }`) is a declaration, not a function.
    func members(overlapping range: LineRange) -> [Block] {
        blocks.filter { $0.isMember && !$0.isType && $0.lines.count > 1 && $0.lines.overlaps(range) }
    }

    /// The code an anchor stands for: the functions that hold it (its statement, in a long one),
    /// or, for a declaration outside any function, the anchor give or take `tolerance` lines.
    func region(of anchor: LineRange) -> LineRange {
        let holders = members(overlapping: anchor)
        guard !holders.isEmpty else { return widened(anchor, by: Self.tolerance) }
        let short = holders.filter { $0.lines.count <= Self.longestFunction }
        let region = short.reduce(anchor) { $0.union($1.lines) }
        return short.count == holders.count ? region : region.union(widened(anchor, by: Self.statementTolerance))
    }

    private func widened(_ range: LineRange, by lines: Int) -> LineRange {
        LineRange(max(1, range.from - lines), min(max(lineCount, range.to), range.to + lines))
    }

    /// The functions a text names: `submit()`, `row(for:)`, `didSelectRowAt`, `viewDidLoad`, "the
    /// row builder". A name counts when it is written as code (followed by `(`, or in camel case)
    /// or followed by what it is ("method", "handler", "builder"); a plain word ("row", "attach")
    /// is only a word.
    func functions(namedIn text: String) -> [Block] {
        blocks.filter { block in
            block.isMember && !block.isType && (block.names.contains { name in
                Self.mentions(text, function: name)
            } || Self.mentions(text, signature: block.names) || Self.mentions(text, inWords: block.names.first ?? ""))
        }
    }

    /// A function named in words: its name and what it is ("the row builder", "the submit
    /// method", "in the `didSelectRowAt` handler").
    static func mentions(_ text: String, inWords name: String) -> Bool {
        guard name.count >= 3 else { return false }
        let pattern = #"\b\#(NSRegularExpression.escapedPattern(for: name))\s+(?:method|function|func|handler|builder|callback)\b"#
        return text.range(of: pattern, options: [.regularExpression, .caseInsensitive]) != nil
    }

    /// A short name written with its first argument label, as Swift writes a function:
    /// `row(for:)`, `row(for: order)`.
    static func mentions(_ text: String, signature names: [String]) -> Bool {
        guard let name = names.first, let label = names.dropFirst().first, !name.isEmpty else { return false }
        let pattern = #"\b\#(NSRegularExpression.escapedPattern(for: name))\(\s*\#(NSRegularExpression.escapedPattern(for: label))\s*:"#
        return text.range(of: pattern, options: .regularExpression) != nil
    }

    static func mentions(_ text: String, function name: String) -> Bool {
        guard name.count >= 4 else { return false }
        let isCamelCase = name.dropFirst().contains { $0.isUppercase }
        let escaped = NSRegularExpression.escapedPattern(for: name)
        let pattern = isCamelCase ? #"\b\#(escaped)\b"# : #"\b\#(escaped)\("#
        return text.range(of: pattern, options: .regularExpression) != nil
    }

    /// A range is wider than any code it can mean when it covers half the file or more, or spans
    /// several functions without fitting in one of them (give or take two lines).
    func isTooWide(_ range: LineRange) -> Bool {
        guard range.count > 1 else { return false }
        if lineCount > 0 && range.count * 2 > lineCount { return true }
        let holders = members(overlapping: range)
        guard holders.count > 1 else { return false }
        return !holders.contains { LineRange($0.lines.from - 2, $0.lines.to + 2).contains(range) }
    }

    // MARK: - Scanning

    private static let typeHeader = try? NSRegularExpression(pattern: #"(?:^|\s)(?:class|struct|enum|protocol|extension|actor)\s+[A-Za-z_]"#)

    /// `func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)` →
    /// `tableView`, `didSelectRowAt`: the name and the external argument labels; an initializer's
    /// name is `init` (`init(with view:)` → `init`, `with`).
    static func functionNames(_ header: String) -> [String] {
        let signature: String
        if let range = header.range(of: #"\bfunc\s+\w+\s*\([^)]*"#, options: .regularExpression) {
            signature = header[range].dropFirst(4).trimmingCharacters(in: .whitespaces)
        } else if let range = header.range(of: #"\binit[?!]?\s*\([^)]*"#, options: .regularExpression) {
            signature = header[range].filter { $0 != "?" && $0 != "!" }
        } else {
            return []
        }
        let name = String(signature.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        let arguments = signature.drop { $0 != "(" }.dropFirst().split(separator: ",")
        let labels = arguments.compactMap { argument -> String? in
            let label = argument.trimmingCharacters(in: .whitespaces).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            return label.isEmpty || label == "_" ? nil : String(label)
        }
        return [name] + labels
    }

    /// What a line holds for the brace scan, left to right: code outside comments and string
    /// literals (a run of it), an opening brace, a closing brace.
    enum Piece: Sendable, Equatable {
        case code(String)
        case open
        case close
    }

    /// What a line starts in: code, or a block comment or a multi-line string literal left open
    /// by the lines before it.
    enum Context: Sendable, Equatable {
        case code, blockComment, multilineString
    }

    /// The pieces of one line that starts in `context`, which becomes the context the next line
    /// starts in. A string literal ends with its line; a `//` comment ends the line's code.
    static func pieces(of line: String, from context: inout Context) -> [Piece] {
        let characters = Array(line)
        var pieces: [Piece] = []
        var code = ""
        func endCode() {
            if !code.isEmpty { pieces.append(.code(code)) }
            code = ""
        }
        var position = 0
        var inString = false
        while position < characters.count {
            let character = characters[position]
            let next = position + 1 < characters.count ? characters[position + 1] : nil
            let isTripleQuote = character == "\"" && line.dropFirst(position).hasPrefix("\"\"\"")
            if context == .blockComment {
                if character == "*" && next == "/" { context = .code; position += 1 }
            } else if context == .multilineString {
                if isTripleQuote { context = .code; position += 2 }
            } else if inString {
                if character == "\\" { position += 1 } else if character == "\"" { inString = false }
            } else if character == "/" && next == "/" {
                break
            } else if character == "/" && next == "*" {
                context = .blockComment
                position += 1
            } else if isTripleQuote {
                context = .multilineString
                position += 2
            } else if character == "\"" {
                inString = true
            } else if character == "{" || character == "}" {
                endCode()
                pieces.append(character == "{" ? .open : .close)
            } else {
                code.append(character)
            }
            position += 1
        }
        endCode()
        return pieces
    }

    /// Finds the blocks: each line's pieces (`pieces(of:from:)`), folded into the braces they
    /// open and close. A block's header is the code before its `{` on its line, or the line
    /// before when there is none.
    private static func scan(_ lines: [String]) -> [Block] {
        struct Open { var line: Int; var isType: Bool; var names: [String] }
        var stack: [Open] = []
        var blocks: [Block] = []
        var context = Context.code
        for (index, line) in lines.enumerated() {
            let number = index + 1
            var header = ""
            for piece in pieces(of: line, from: &context) {
                switch piece {
                case let .code(text):
                    header += text
                case .open:
                    let text = header.isEmpty && number > 1 ? lines[index - 1] : header
                    let isType = typeHeader?.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
                        && !text.contains("func ") && !text.contains("=")
                    stack.append(Open(line: number, isType: isType, names: functionNames(text)))
                    header = ""
                case .close:
                    if let open = stack.popLast() {
                        let parentIsType = stack.last?.isType ?? true
                        blocks.append(Block(lines: LineRange(open.line, number), isType: open.isType, isMember: parentIsType, names: open.names))
                    }
                }
            }
        }
        return blocks.sorted { $0.lines < $1.lines }
    }
}
