import Foundation

/// The light Markdown structure of a kata's prose files (`hints.md`, `key.md`, `questions.md`):
/// headings name the items, the text under a heading is the item. Text follows Markdown's rules
/// for line breaks: lines of one paragraph are joined with a space, so a writer can wrap them at
/// any width; paragraphs are kept apart by a blank line. `<!-- comments -->` are left out.
struct MarkdownSections {
    struct Section: Equatable {
        /// The heading's level (1 for `#`, 2 for `##`).
        var level: Int
        /// The heading's text.
        var title: String
        /// The 1-based line of the heading, for messages.
        var line: Int
        /// The lines under the heading, up to the next heading of any level.
        var body: [String]

        /// The body as prose: paragraphs of joined lines.
        var text: String { MarkdownSections.prose(body) }

        /// The body as a Markdown list: each `- ` item, its continuation lines joined to it.
        func listItems() -> (items: [String], stray: String?) {
            var items: [[String]] = []
            var stray: String?
            for line in body {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.hasPrefix("- ") || trimmed.hasPrefix("* ") {
                    items.append([String(trimmed.dropFirst(2))])
                } else if trimmed.isEmpty {
                    if !items.isEmpty, items[items.count - 1].last != "" { items[items.count - 1].append("") }
                } else if items.isEmpty {
                    stray = stray ?? trimmed
                } else {
                    items[items.count - 1].append(trimmed)
                }
            }
            return (items.map { MarkdownSections.prose($0) }, stray)
        }
    }

    /// Non-blank text before the first heading (a mistake: it belongs to no item).
    var preamble: String?
    var sections: [Section]

    init(_ text: String) {
        var sections: [Section] = []
        var preamble: [String] = []
        var inComment = false
        var inFence = false
        for (index, rawLine) in text.lines.enumerated() {
            var line = rawLine.hasSuffix("\r") ? String(rawLine.dropLast()) : rawLine
            if !inFence { line = Self.strippingComments(line, inComment: &inComment) }
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") { inFence.toggle() }
            if !inFence, let heading = Self.heading(line) {
                sections.append(Section(level: heading.level, title: heading.title, line: index + 1, body: []))
            } else if sections.isEmpty {
                preamble.append(line)
            } else {
                sections[sections.count - 1].body.append(line)
            }
        }
        self.sections = sections
        let before = Self.prose(preamble)
        self.preamble = before.isEmpty ? nil : before
    }

    static func heading(_ line: String) -> (level: Int, title: String)? {
        let hashes = line.prefix { $0 == "#" }.count
        guard (1...6).contains(hashes), line.dropFirst(hashes).first == " " else { return nil }
        return (hashes, line.dropFirst(hashes).trimmingCharacters(in: .whitespaces))
    }

    /// Paragraphs separated by blank lines; the lines of each joined with one space. Lines in a
    /// fenced code block are kept as they are.
    static func prose(_ lines: [String]) -> String {
        var paragraphs: [String] = []
        var current: [String] = []
        var fence: [String]?
        func close() {
            if !current.isEmpty { paragraphs.append(current.joined(separator: " ")) }
            current = []
        }
        for line in lines {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                if var open = fence {
                    open.append(line)
                    paragraphs.append(open.joined(separator: "\n"))
                    fence = nil
                } else {
                    close()
                    fence = [line]
                }
                continue
            }
            if fence != nil { fence?.append(line); continue }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { close() } else { current.append(trimmed) }
        }
        if let open = fence { paragraphs.append(open.joined(separator: "\n")) }
        close()
        return paragraphs.joined(separator: "\n\n")
    }

    private static func strippingComments(_ line: String, inComment: inout Bool) -> String {
        var result = ""
        var rest = Substring(line)
        while !rest.isEmpty {
            if inComment {
                guard let end = rest.range(of: "-->") else { return result }
                rest = rest[end.upperBound...]
                inComment = false
            } else {
                guard let start = rest.range(of: "<!--") else { result += rest; break }
                result += rest[..<start.lowerBound]
                rest = rest[start.upperBound...]
                inComment = true
            }
        }
        return result
    }
}
