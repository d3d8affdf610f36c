/// Marks a presenter's own types `@usableFromInline`, so that in a library-evolution build
/// (`-enable-library-evolution`) code compiled against it reaches their stored properties, cases
/// and sizes through the library, not at offsets fixed at compile time.
///
/// Why: the learner's tests are compiled once per interface they can tell apart
/// (`ABIFingerprint`). Internal types always have a fixed layout, even in a resilient module, and
/// `@testable` code writes `presenter.view` at its offset: a presenter holding its view strongly,
/// or with one more private property before it, needed a build of the tests of its own. An
/// internal type marked `@usableFromInline` is resilient (measured: the model tests compile to
/// the same object code against a weak and a strong `view` once the class is marked), so the
/// presenters of a kata share one build. Behaviour is untouched: the mark only changes how other
/// modules reach the type.
///
/// The rewrite is lexical and conservative: a type is marked when it is declared at the top level
/// or directly inside a marked type or an extension, and has no access modifier that forbids the
/// mark (`private`, `fileprivate`, `public`, `open`, `package`). The mark is inserted where the
/// declaration starts (before its attributes and modifiers), on the same line, so line numbers do
/// not move. A source the compiler then refuses is built unmarked (`presenterLibrary`).
///
/// Stated blind spot (found by an adversary): a marked type is no longer implicitly `Sendable`
/// (the mark counts as public for the inference). The learner's tests compile in Swift 5 mode,
/// where a missing `Sendable` is a warning, so the only difference a test can see is an overload
/// chosen on `Sendable`. Compile refusals that only the mark causes are handled by the grader
/// (`TestGrader.isResilienceRefusal`).
enum ResilientSource {
    /// Bump when the rewrite changes: presenter libraries are cached by it.
    static let version = "resilient-4"

    /// Declarations with a layout. Protocols have none the mark would hide (their requirements
    /// are kept whole by `ABIFingerprint`), and a marked protocol's requirements could only
    /// mention marked or public types.
    static let typeKeywords: Set<String> = ["class", "struct", "enum", "actor"]
    /// Access that rules the mark out: it is for internal declarations only.
    static let forbidding: Set<String> = ["private", "fileprivate", "public", "open", "package"]
    /// Words that may stand between a declaration's start and its keyword.
    static let modifiers: Set<String> = forbidding.union([
        "internal", "final", "nonisolated", "indirect", "static", "override", "required", "convenience",
        "dynamic", "lazy", "weak", "unowned", "mutating", "nonmutating", "distributed", "isolated",
        "optional", "prefix", "postfix", "infix", "consuming", "borrowing", "sending", "__consuming",
    ])
    /// Words after `class` that make it a modifier (`class func`), not a declaration.
    static let notATypeName: Set<String> = [
        "func", "var", "let", "subscript", "init", "deinit", "typealias", "static", "final", "override",
        "required", "convenience", "dynamic", "lazy", "weak", "unowned", "nonisolated", "public", "private",
        "fileprivate", "internal", "open", "package", "mutating", "nonmutating", "prefix", "postfix", "infix",
    ]

    static let mark = "@usableFromInline "

    /// The source with every markable type marked; the text is otherwise unchanged.
    static func marked(_ source: String) -> String {
        let bytes = Array(source.utf8)
        let offsets = insertionPoints(bytes)
        guard !offsets.isEmpty else { return source }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + offsets.count * mark.utf8.count)
        var start = 0
        for offset in offsets {
            result.append(contentsOf: bytes[start..<offset])
            result.append(contentsOf: mark.utf8)
            start = offset
        }
        result.append(contentsOf: bytes[start...])
        return String(decoding: result, as: UTF8.self)
    }

    /// What the compiler says of a member that must carry the mark too: one that meets a
    /// requirement of a public protocol (`tableView(_:cellForRowAt:)` of a marked view
    /// controller), which no lexical rule can tell.
    static let memberNeedsMark = "must be declared '@usableFromInline'"

    /// The source with the mark also where the declaration of each named member begins: the
    /// compiler points at the member's name (1-based line and UTF-8 column); the declaration
    /// begins after the last `{`, `}`, `;` or line break before it (`struct Row: Identifiable {
    /// @usableFromInline let id: String }`, `@usableFromInline override func …`). A place that
    /// already carries the mark is left alone.
    static func marking(_ names: [(line: Int, column: Int)], in source: String) -> String {
        let bytes = Array(source.utf8)
        var lineStarts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { lineStarts.append(offset + 1) }
        var points = Set<Int>()
        for name in names where name.line >= 1 && name.line <= lineStarts.count && name.column >= 1 {
            var offset = min(lineStarts[name.line - 1] + name.column - 1, bytes.count)
            while offset > 0, ![UInt8(ascii: "\n"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ";")].contains(bytes[offset - 1]) {
                offset -= 1
            }
            while offset < bytes.count, [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r")].contains(bytes[offset]) { offset += 1 }
            if !bytes[offset...].starts(with: mark.utf8) { points.insert(offset) }
        }
        guard !points.isEmpty else { return source }
        var result: [UInt8] = []
        var start = 0
        for point in points.sorted() {
            result.append(contentsOf: bytes[start..<point])
            result.append(contentsOf: mark.utf8)
            start = point
        }
        result.append(contentsOf: bytes[start...])
        return String(decoding: result, as: UTF8.self)
    }

    private enum Scope: Equatable {
        case type(marked: Bool)
        case extensionBody(markable: Bool)
        case code
        case group
    }

    /// Byte offsets where `@usableFromInline ` goes, in increasing order.
    static func insertionPoints(_ bytes: [UInt8]) -> [Int] {
        var scanner = Scanner(bytes: bytes)
        var points: [Int] = []
        var scopes: [Scope] = []
        var atStatementStart = true
        var declarationStart: Int?
        var words: [String] = []
        var pendingBody: Scope?

        func resetStatement(_ start: Bool) {
            atStatementStart = start
            declarationStart = nil
            words = []
        }

        while let token = scanner.next() {
            switch token.kind {
            case .newline:
                if scopes.last != .group, declarationStart == nil { resetStatement(true) }
            case .attribute:
                if atStatementStart { declarationStart = declarationStart ?? token.start } else { resetStatement(false) }
            case let .word(word):
                guard atStatementStart else { continue }
                if modifiers.contains(word) || (word == "class" && scanner.peekWord().map(notATypeName.contains) == true) {
                    declarationStart = declarationStart ?? token.start
                    words.append(word)
                    scanner.skipGroupIfNext()
                    continue
                }
                if let declared = body(declaredBy: word, named: scanner.peekWord(), in: scopes.last, after: words) {
                    if case .type(marked: true) = declared { points.append(declarationStart ?? token.start) }
                    pendingBody = declared
                }
                // Other words keep `pendingBody`: a header may run over lines (`struct A<T>` then
                // `where T: P {`), and every type and extension has a body that takes it.
                resetStatement(false)
            case .open:
                scopes.append(pendingBody ?? .code)
                pendingBody = nil
                resetStatement(true)
            case .close:
                if scopes.last != nil && scopes.last != .group { scopes.removeLast() }
                resetStatement(true)
            case .openGroup:
                scopes.append(.group)
                resetStatement(false)
            case .closeGroup:
                if scopes.last == .group { scopes.removeLast() }
                resetStatement(false)
            case .semicolon:
                pendingBody = nil
                resetStatement(true)
            case .other:
                resetStatement(false)
            }
        }
        return points
    }

    /// The scope of the body that `word` (followed by the word `next`) declares in `parent`,
    /// after the modifiers `words`: a type, marked where the mark is allowed, or an extension;
    /// nil when `word` declares neither.
    private static func body(declaredBy word: String, named next: String?, in parent: Scope?, after words: [String]) -> Scope? {
        if word == "protocol", next.map({ !$0.isEmpty }) == true {
            return .type(marked: false)
        } else if typeKeywords.contains(word), let name = next, !name.isEmpty, !notATypeName.contains(name) {
            let inMarkable: Bool
            switch parent {
            case nil, .type(marked: true)?, .extensionBody(markable: true)?: inMarkable = true
            default: inMarkable = false
            }
            return .type(marked: inMarkable && words.allSatisfy { !forbidding.contains($0) })
        } else if word == "extension" {
            return .extensionBody(markable: parent == nil && words.allSatisfy { !forbidding.contains($0) })
        }
        return nil
    }

    /// Swift tokens, as far as the rewrite needs them: comments and string literals (with their
    /// interpolations) are skipped whole, so braces inside them do not count.
    struct Scanner {
        enum Kind: Equatable { case newline, attribute, word(String), open, close, openGroup, closeGroup, semicolon, other }
        struct Token { var kind: Kind; var start: Int }

        let bytes: [UInt8]
        var index = 0

        init(bytes: [UInt8]) { self.bytes = bytes }

        static func isWordByte(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                || byte >= 0x80
        }

        func byte(_ offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

        mutating func next() -> Token? {
            while index < bytes.count {
                let start = index
                let current = bytes[index]
                switch current {
                case UInt8(ascii: "\n"):
                    index += 1
                    return Token(kind: .newline, start: start)
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                    index += 1
                case UInt8(ascii: "/") where byte(index + 1) == UInt8(ascii: "/"):
                    while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                case UInt8(ascii: "/") where byte(index + 1) == UInt8(ascii: "*"):
                    skipBlockComment()
                case UInt8(ascii: "\""):
                    skipString(hashes: 0)
                    return Token(kind: .other, start: start)
                case UInt8(ascii: "#"):
                    skipHashed()
                    return Token(kind: .other, start: start)
                case UInt8(ascii: "@"):
                    index += 1
                    while let next = byte(index), Self.isWordByte(next) || next == UInt8(ascii: ".") { index += 1 }
                    skipGroupIfNext(allowingSpace: false)
                    return Token(kind: .attribute, start: start)
                case UInt8(ascii: "`"):
                    index += 1
                    while let next = byte(index), next != UInt8(ascii: "`"), next != UInt8(ascii: "\n") { index += 1 }
                    if byte(index) == UInt8(ascii: "`") { index += 1 }
                    return Token(kind: .word("`"), start: start)
                case UInt8(ascii: "{"):
                    index += 1
                    return Token(kind: .open, start: start)
                case UInt8(ascii: "}"):
                    index += 1
                    return Token(kind: .close, start: start)
                case UInt8(ascii: "("), UInt8(ascii: "["):
                    index += 1
                    return Token(kind: .openGroup, start: start)
                case UInt8(ascii: ")"), UInt8(ascii: "]"):
                    index += 1
                    return Token(kind: .closeGroup, start: start)
                case UInt8(ascii: ";"):
                    index += 1
                    return Token(kind: .semicolon, start: start)
                default:
                    if Self.isWordByte(current) {
                        while let next = byte(index), Self.isWordByte(next) { index += 1 }
                        return Token(kind: .word(String(decoding: bytes[start..<index], as: UTF8.self)), start: start)
                    }
                    index += 1
                    return Token(kind: .other, start: start)
                }
            }
            return nil
        }

        /// Skips what starts with `#` at `index`: a raw string (`#"…"#`), an extended regex
        /// literal (`#/…/#`) or a directive or literal word (`#if`, `#file`).
        mutating func skipHashed() {
            var hashes = 0
            while byte(index + hashes) == UInt8(ascii: "#") { hashes += 1 }
            index += hashes
            if byte(index) == UInt8(ascii: "\"") {
                skipString(hashes: hashes)
            } else if byte(index) == UInt8(ascii: "/") {
                skipRegex(hashes: hashes)
            } else {
                while let next = byte(index), Self.isWordByte(next) { index += 1 }
            }
        }

        /// The next word after blanks and comments on any line, without consuming it ("" when the
        /// next token is not a word, nil at the end).
        func peekWord() -> String? {
            var copy = self
            while let token = copy.next() {
                switch token.kind {
                case .newline: continue
                case let .word(word): return word
                default: return ""
                }
            }
            return nil
        }

        /// Skips `(…)` when it comes next (`private(set)`, `@available(…)`), strings and comments
        /// inside it included.
        mutating func skipGroupIfNext(allowingSpace: Bool = true) {
            var probe = index
            if allowingSpace { while let next = byte(probe), next == UInt8(ascii: " ") || next == UInt8(ascii: "\t") { probe += 1 } }
            guard byte(probe) == UInt8(ascii: "(") else { return }
            index = probe + 1
            skipBalanced(until: UInt8(ascii: ")"))
        }

        /// Skips to the byte that closes what was just opened, nested groups, strings and
        /// comments included.
        mutating func skipBalanced(until close: UInt8) {
            var depth = 1
            while index < bytes.count {
                let current = bytes[index]
                if current == UInt8(ascii: "\"") {
                    skipString(hashes: 0)
                } else if current == UInt8(ascii: "#"), byte(index + 1) == UInt8(ascii: "\"") || byte(index + 1) == UInt8(ascii: "#") {
                    var hashes = 0
                    while byte(index + hashes) == UInt8(ascii: "#") { hashes += 1 }
                    index += hashes
                    if byte(index) == UInt8(ascii: "\"") { skipString(hashes: hashes) }
                    if byte(index) == UInt8(ascii: "/") { skipRegex(hashes: hashes) }
                } else if current == UInt8(ascii: "/"), byte(index + 1) == UInt8(ascii: "/") {
                    while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                } else if current == UInt8(ascii: "/"), byte(index + 1) == UInt8(ascii: "*") {
                    skipBlockComment()
                } else {
                    if current == UInt8(ascii: "(") || current == UInt8(ascii: "[") || current == UInt8(ascii: "{") { depth += 1 }
                    if current == UInt8(ascii: ")") || current == UInt8(ascii: "]") || current == UInt8(ascii: "}") {
                        depth -= 1
                        if depth == 0 {
                            index += 1
                            return
                        }
                    }
                    index += 1
                }
            }
        }

        /// Skips an extended regex literal (`#/ … /#`, which may run over lines) whose opening
        /// slash is at `index`.
        mutating func skipRegex(hashes: Int) {
            index += 1
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "\\") {
                    index += 2
                    continue
                }
                if bytes[index] == UInt8(ascii: "/") {
                    var run = 0
                    while run < hashes, byte(index + 1 + run) == UInt8(ascii: "#") { run += 1 }
                    if run == hashes {
                        index += 1 + hashes
                        return
                    }
                }
                index += 1
            }
        }

        mutating func skipBlockComment() {
            index += 2
            var depth = 1
            while index < bytes.count, depth > 0 {
                if bytes[index] == UInt8(ascii: "/"), byte(index + 1) == UInt8(ascii: "*") {
                    depth += 1
                    index += 2
                } else if bytes[index] == UInt8(ascii: "*"), byte(index + 1) == UInt8(ascii: "/") {
                    depth -= 1
                    index += 2
                } else {
                    index += 1
                }
            }
        }

        /// Skips a string literal whose opening quote is at `index` (after its `#`s): single-line
        /// or multi-line, with `\(…)` interpolations (`\#(…)` in a raw string) skipped as code.
        mutating func skipString(hashes: Int) {
            let multiline = byte(index + 1) == UInt8(ascii: "\"") && byte(index + 2) == UInt8(ascii: "\"")
            index += multiline ? 3 : 1
            while index < bytes.count {
                let current = bytes[index]
                if current == UInt8(ascii: "\\") {
                    var run = 0
                    while run < hashes, byte(index + 1 + run) == UInt8(ascii: "#") { run += 1 }
                    if run == hashes {
                        index += 1 + hashes
                        if byte(index) == UInt8(ascii: "(") {
                            index += 1
                            skipBalanced(until: UInt8(ascii: ")"))
                        } else {
                            index += 1
                        }
                        continue
                    }
                    index += 1
                    continue
                }
                if current == UInt8(ascii: "\n"), !multiline { return }
                if current == UInt8(ascii: "\"") {
                    let quotes = multiline ? 3 : 1
                    var closes = true
                    for offset in 0..<quotes where byte(index + offset) != UInt8(ascii: "\"") { closes = false }
                    if closes {
                        var run = 0
                        while run < hashes, byte(index + quotes + run) == UInt8(ascii: "#") { run += 1 }
                        if run == hashes {
                            index += quotes + hashes
                            return
                        }
                    }
                }
                index += 1
            }
        }
    }
}
