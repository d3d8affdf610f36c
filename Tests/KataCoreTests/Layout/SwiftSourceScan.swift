import Foundation
@testable import KataCore

/// The package's own Swift sources, read for the layout tests through the lexer the grader
/// already has (`ResilientSource.Scanner`: comments, strings with their interpolations and regex
/// literals skipped). No parser: `SwiftSyntax` is a package dependency, and the project takes none.
struct SwiftSourceScan {
    /// `Sources/` of this repository.
    static let sources = Repository.root.appendingPathComponent("Sources")

    /// Every `.swift` file under `folder`, sorted, with its path relative to `Sources/`.
    static func files(under folder: URL) -> [(path: String, scan: SwiftSourceScan)] {
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        var found: [(path: String, scan: SwiftSourceScan)] = []
        let prefix = sources.standardizedFileURL.path + "/"
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift", let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            found.append((String(url.standardizedFileURL.path.dropFirst(prefix.count)), SwiftSourceScan(text)))
        }
        return found.sorted { $0.path < $1.path }
    }

    /// The code's tokens, newlines left out.
    let tokens: [ResilientSource.Scanner.Token]
    /// Each string literal (raw ones included), as written between its first and last quote
    /// (interpolations included), with the byte offset where it starts.
    let literals: [(start: Int, text: String)]
    /// The byte offset where each line starts.
    private let lineStarts: [Int]

    init(_ text: String) {
        let bytes = Array(text.utf8)
        var scanner = ResilientSource.Scanner(bytes: bytes)
        var tokens: [ResilientSource.Scanner.Token] = []
        var literals: [(start: Int, text: String)] = []
        while let token = scanner.next() {
            if token.kind != .newline { tokens.append(token) }
            if token.kind == .other, bytes[token.start..<scanner.index].contains(UInt8(ascii: "\"")),
               bytes[token.start] == UInt8(ascii: "\"") || bytes[token.start] == UInt8(ascii: "#") {
                literals.append((token.start, String(decoding: bytes[token.start..<scanner.index], as: UTF8.self)))
            }
        }
        self.tokens = tokens
        self.literals = literals
        lineStarts = [0] + bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") }.map { $0 + 1 }
    }

    /// The 1-based line of the byte at `offset`.
    func line(of offset: Int) -> Int {
        var low = 0, high = lineStarts.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle }
        }
        return low + 1
    }

    func word(_ index: Int) -> String? {
        guard index >= 0, index < tokens.count, case let .word(word) = tokens[index].kind else { return nil }
        return word
    }

    /// The names of the types declared at the top level (outside every brace), `private` and
    /// `fileprivate` ones left out.
    var topLevelTypes: [String] {
        var depth = 0
        var names: [String] = []
        for (index, token) in tokens.enumerated() {
            switch token.kind {
            case .open: depth += 1
            case .close: depth -= 1
            case let .word(keyword) where depth == 0 && ["struct", "class", "enum", "protocol", "actor", "typealias"].contains(keyword):
                guard let name = word(index + 1), !["private", "fileprivate"].contains(word(index - 1) ?? "") else { continue }
                names.append(name)
            default: break
            }
        }
        return names
    }

    /// The words of the code that could name a type (capitalised identifiers).
    var capitalisedWords: Set<String> {
        Set(tokens.indices.compactMap { word($0) }.filter { $0.first?.isUppercase == true })
    }

    /// Each function, initialiser, deinitialiser and subscript, with the lines from its keyword's
    /// line to its closing brace's line. Approximates the parser: a declaration is the keyword
    /// `func`, `init` (not after a `.`), `deinit` or `subscript`; its body is the first `{`
    /// outside parentheses and brackets; a requirement without a body (the enclosing `}` or the
    /// next declaration comes first) is left out. Closures and computed properties do not count.
    var functions: [(line: Int, name: String, lines: Int)] {
        var found: [(line: Int, name: String, lines: Int)] = []
        for (index, token) in tokens.enumerated() {
            guard let keyword = word(index), Self.declarationKeywords.contains(keyword) else { continue }
            if keyword == "init", index > 0, tokens[index - 1].kind == .other, tokens[index - 1].start == token.start - 1 { continue } // `.init(`, `self.init(`
            guard let end = bodyEnd(after: index) else { continue }
            let first = line(of: token.start)
            let name = keyword == "func" ? "func \(word(index + 1) ?? "?")" : keyword
            found.append((first, name, line(of: tokens[end].start) - first + 1))
        }
        return found
    }

    static let declarationKeywords: Set<String> = ["func", "init", "deinit", "subscript"]

    /// The index of the `}` that closes the body of the declaration at `index`.
    private func bodyEnd(after index: Int) -> Int? {
        var groups = 0, braces = 0, opened = false
        for next in (index + 1)..<tokens.count {
            switch tokens[next].kind {
            case .openGroup: groups += 1
            case .closeGroup: groups -= 1
            case .open where opened || groups == 0:
                braces += 1
                opened = true
            case .close where opened:
                braces -= 1
                if braces == 0 { return next }
            case .close where groups == 0: return nil
            case let .word(word) where !opened && groups == 0 && Self.declarationKeywords.union(["var", "let", "case"]).contains(word): return nil
            default: break
            }
        }
        return nil
    }
}
