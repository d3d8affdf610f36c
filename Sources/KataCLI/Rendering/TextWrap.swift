/// Wraps terminal lines to a width at word boundaries. Colour codes take no room and carry over a
/// break; a continued line keeps the line's indent (under the text of a list item: `1. `, `• `,
/// `- `); a word longer than the width is cut.
enum TextWrap {
    /// One visible character and the escape codes that come just before it.
    struct Cell {
        var codes: String
        var character: Character
    }

    static let reset = "\u{1B}[0m"

    /// The width of `text` on a terminal: colour codes count for nothing, every character for one.
    static func visibleWidth(_ text: String) -> Int {
        let (cells, _) = cells(text)
        return cells.count
    }

    /// `text` without colour codes.
    static func plain(_ text: String) -> String {
        String(cells(text).0.map(\.character))
    }

    /// `indent` sets where continued lines start; by default, at the line's own indent.
    static func wrap(_ text: String, width: Int, indent: Int? = nil) -> [String] {
        let width = max(width, 1)
        let (cells, trailing) = cells(text)
        guard cells.count > width else { return [text] }
        let indent = min(indent ?? continuationIndent(cells, width: width), width / 2)
        var lines: [String] = []
        var start = 0
        var active: [String] = []
        while start < cells.count {
            let room = lines.isEmpty ? width : width - indent
            let lead = lines.isEmpty ? "" : String(repeating: " ", count: indent) + active.joined()
            if cells.count - start <= room {
                lines.append(lead + render(cells[start...]) + trailing)
                break
            }
            // The last space within reach, else cut the word.
            var end = start + room
            var text = start
            while text < end && cells[text].character == " " { text += 1 }
            if let space = (text...end).last(where: { cells[$0].character == " " }), space > text,
               wordLength(cells, after: space) <= width - indent {
                // Break at the space, unless the word after it would not fit a line of its own
                // either (a long path): then fill this line and cut the word.
                end = space
            }
            active = activeCodes(active, through: cells[start..<end])
            var shown = end
            while shown > text + 1 && cells[shown - 1].character == " " && cells[shown - 1].codes.isEmpty { shown -= 1 }
            lines.append(lead + render(cells[start..<shown]) + (active.isEmpty ? "" : reset))
            var next = end
            while next < cells.count && cells[next].character == " " {
                active = activeCodes(active, through: cells[next...next])
                next += 1
            }
            start = next
        }
        return lines
    }

    /// The escape codes in force after `range`: those before it, then its own (a reset clears them).
    static func activeCodes(_ active: [String], through range: ArraySlice<Cell>) -> [String] {
        var codes = active
        for cell in range {
            for code in escapes(in: cell.codes) {
                if code == reset || code == "\u{1B}[m" { codes = [] } else { codes.append(code) }
            }
        }
        return codes
    }

    /// The length of the word that starts after the spaces at `index`.
    static func wordLength(_ cells: [Cell], after index: Int) -> Int {
        var start = index
        while start < cells.count && cells[start].character == " " { start += 1 }
        var end = start
        while end < cells.count && cells[end].character != " " { end += 1 }
        return end - start
    }

    /// The colour codes still in force at the end of `text` (none when every colour is closed).
    static func openCodes(_ text: String) -> [String] {
        let (cells, trailing) = cells(text)
        return activeCodes([], through: (cells + [Cell(codes: trailing, character: " ")])[...])
    }

    static func render(_ cells: ArraySlice<Cell>) -> String {
        cells.map { $0.codes + String($0.character) }.joined()
    }

    /// Where continued lines start: under the text of a list item, else at the line's indent;
    /// never so far that little room is left.
    static func continuationIndent(_ cells: [Cell], width: Int) -> Int {
        let characters = cells.map(\.character)
        var index = 0
        while index < characters.count && characters[index] == " " { index += 1 }
        var marker = index
        if marker < characters.count && ["•", "-", "*", "▸"].contains(characters[marker]) {
            marker += 1
        } else {
            while marker < characters.count && characters[marker].isNumber { marker += 1 }
            if marker > index && marker < characters.count && characters[marker] == "." { marker += 1 } else { marker = index }
        }
        if marker > index && marker < characters.count && characters[marker] == " " {
            index = marker
            while index < characters.count && characters[index] == " " { index += 1 }
        }
        return index <= width / 2 ? index : min(index, 2)
    }

    /// Splits text into visible characters with the escape codes before each, and the codes after
    /// the last one.
    static func cells(_ text: String) -> ([Cell], String) {
        var cells: [Cell] = []
        var codes = ""
        var iterator = Array(text).makeIterator()
        while let character = iterator.next() {
            if character == "\u{1B}" {
                var code = String(character)
                while let next = iterator.next() {
                    code.append(next)
                    if next != "[" && next.isLetter { break }
                }
                codes += code
            } else {
                cells.append(Cell(codes: codes, character: character))
                codes = ""
            }
        }
        return (cells, codes)
    }

    static func escapes(in codes: String) -> [String] {
        codes.components(separatedBy: "\u{1B}").dropFirst().map { "\u{1B}" + $0 }
    }
}
