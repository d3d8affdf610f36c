import Foundation

/// Where a finding points, read the way people write it: `File.swift:24`, `File.swift:24-30`,
/// `24–30`, `Line 24:`, `L24`, `l.24`, `#24`, `@24`, `row 24:`, `File.swift line 19:`, `File.swift#L24`,
/// `24, 26`, a folder path
/// (`Sources/X/File.swift:24`), a type name standing for its file (`MenuPresenter 12`), a file with
/// no line, or a place named inside the sentence ("the closure on line 23 …").
struct ReviewLocation: Equatable {
    /// The file as written (its last path component), if any.
    var fileName: String?
    var lines: [LineRange]
    /// What the finding says after the location.
    var rest: String

    /// Reads a location at the start of `text` (markdown already removed). `typeNames` are the
    /// pull request's file names without `.swift`, which people also write. A bare number counts
    /// only when a delimiter follows (`24: …`), so "3 things" is not line 3; a bare range
    /// (`42-44 busy is set late`) reads as lines either way.
    static func leading(in text: String, typeNames: [String]) -> ReviewLocation? {
        var rest = Substring(corrected(text))
        rest = rest.drop { $0 == "(" || $0 == "[" || $0 == " " }
        let file = take(filePattern(typeNames: [], requireLine: false), from: &rest) ?? take(filePattern(typeNames: typeNames, requireLine: true), from: &rest)
        rest = rest.drop { " \t:,(".contains($0) }
        // `#24`, `@24`, `#L24`: a sign that marks a line, like the word "line".
        let marked = take(#"^[#@]\s?(?=L?\d)"#, from: &rest) != nil
        rest = rest.drop { " \t:,(".contains($0) }
        let keyword = take(#"^(?:lines?\b|rows?\b|ln\b\.?|l\.(?=\s?\d)|l(?=\d))\s*(?:(?:no\.?|nr\.?|#)\s*(?=\d))?"#, from: &rest) != nil || marked
        let lines = take(lineListPattern, from: &rest).map(parseLines) ?? []
        guard file != nil || !lines.isEmpty else { return nil }
        rest = rest.drop { $0 == ")" || $0 == "]" }
        let delimiter = take(#"^\s*(?:[:.,]|[-–—]+|\|)(?=\s|$)"#, from: &rest) ?? take(#"^\s*:"#, from: &rest)
        let isRange = lines.count > 1 || lines.contains { $0.count > 1 }
        if file == nil && !keyword && delimiter == nil && !isRange { return nil }
        let name = file.map { String($0.split(separator: "/").last ?? Substring($0)).trimmingCharacters(in: .whitespaces) }
        return ReviewLocation(fileName: name, lines: lines, rest: rest.trimmingCharacters(in: .whitespaces))
    }

    /// A place named inside a sentence: `File.swift:24`, "line 23", "lines 24 and 26", or just a
    /// file's name (`OrdersPresenter.swift`; a bare type name in a sentence is the type, not its
    /// file: "holds a MenuViewController"). The sentence stays whole.
    static func inside(_ written: String, typeNames: [String]) -> ReviewLocation? {
        let text = corrected(written)
        let names = (typeNames.map(NSRegularExpression.escapedPattern(for:)) + [#"[\w+-]+\.swift"#]).joined(separator: "|")
        let lineList = String(lineListPattern.dropFirst())
        if let match = firstMatch(#"\b(\#(names))\b(?:\s*(?::|#L)\s*|,?\s+(?:on\s+|at\s+)?(?:lines?|ln\.?)\s+)(\#(lineList))"#, in: text) {
            return ReviewLocation(fileName: match[1], lines: parseLines(match[2]), rest: written)
        }
        let fileNames = #"[\w+-]+\.swift"#
        // "on line 23", "line #23", "(ln 23)", "(l.43)", "@26".
        if let match = firstMatch(#"(?:\blines?\s+(?:(?:no\.?|#)\s*)?|\blines?\s*#\s*|\bln\.?\s*|\bl\.\s?|(?<![\w@])@)(\#(lineList))"#, in: text) {
            let file = firstMatch(#"\b(\#(fileNames))\b"#, in: text)?[1]
            return ReviewLocation(fileName: file, lines: parseLines(match[1]), rest: written)
        }
        if let match = firstMatch(#"\b(\#(fileNames))\b"#, in: text) {
            return ReviewLocation(fileName: match[1], lines: [], rest: written)
        }
        return nil
    }

    /// The text with a line number its writer took back left out: "line 20, no wait, 23" and
    /// "line 20 — sorry, 22" name only the second line. A line the writer calls fine ("line 8 is fine because …") is not where the problem is.
    static func corrected(_ text: String) -> String {
        text.replacingOccurrences(of: correction, with: "$1", options: [.regularExpression, .caseInsensitive])
            .replacingOccurrences(of: cleared, with: "that code$1", options: [.regularExpression, .caseInsensitive])
    }

    private static let cleared =
        #"\b(?:lines?|ln\.?|l\.)\s*\d+(?:\s*(?:-|–|to)\s*\d+)?(\s+(?:is|are|looks?|seems?)\s+(?:fine|ok|okay|correct|good|right)\b)"#

    private static let correction =
        #"\b\d+\s*(?:,|—|–|-|\.\.\.)?\s*(?:no,?\s+wait|wait,?\s+no|sorry|I\s+mean|or\s+rather|rather)\s*[,:—–-]?\s*(?:(?:line|ln|l\.)\s*)?(\d+)\b"#

    // MARK: - Patterns

    private static let range = #"\d+(?:\s*(?:-|–|—|\.\.\.?|to|through|thru)\s*(?:L|line\s*)?\d+)?"#
    /// One range or several: `24`, `24-30`, `24, 26`, `24 and 26`, `L24-L30`.
    private static let lineListPattern = #"^\#(range)(?:\s*(?:,|&|and)\s*(?:L|line\s*)?\#(range))*"#

    private static func filePattern(typeNames: [String], requireLine: Bool) -> String {
        if requireLine {
            guard !typeNames.isEmpty else { return "^(?!)" }
            let names = typeNames.map(NSRegularExpression.escapedPattern(for:)).joined(separator: "|")
            return #"^(?:\#(names))\b(?=\s*[:#@,(]?\s*(?:lines?\s*|ln\.?\s*|l\.\s?|rows?\s+|L)?#?\d)"#
        }
        return #"^(?:[\w.+-]+/)*[\w+-]+\.swift\b"#
    }

    private static func parseLines(_ text: String) -> [LineRange] {
        let numbers = #"(\d+)(?:\s*(?:-|–|—|\.\.\.?|to|through|thru)\s*(?:L|line\s*)?(\d+))?"#
        guard let regex = try? NSRegularExpression(pattern: numbers, options: [.caseInsensitive]) else { return [] }
        let whole = NSRange(text.startIndex..., in: text)
        return regex.matches(in: text, range: whole).compactMap { match in
            func group(_ index: Int) -> Int? { Range(match.range(at: index), in: text).flatMap { Int(text[$0]) } }
            guard let from = group(1) else { return nil }
            return LineRange(from, group(2) ?? from)
        }
    }

    /// Removes a match of `pattern` (anchored with `^`) from the front of `text`.
    private static func take(_ pattern: String, from text: inout Substring) -> String? {
        let string = String(text)
        guard let match = firstMatch(pattern, in: string), let whole = match.first else { return nil }
        text = text.dropFirst(whole.count)
        return whole
    }

    /// The groups of the first match, "" for a group that did not take part.
    private static func firstMatch(_ pattern: String, in text: String) -> [String]? {
        guard let regex = try? NSRegularExpression(pattern: pattern, options: [.caseInsensitive]),
              let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) else { return nil }
        return (0..<match.numberOfRanges).map { index in
            Range(match.range(at: index), in: text).map { String(text[$0]) } ?? ""
        }
    }
}
