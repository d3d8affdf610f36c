import Foundation

/// One CSV field (RFC 4180), as `timings.csv` (read back by a merge) and the CLI's `summary.csv`
/// write it. A field a spreadsheet would run as a formula (`=`, `+`, `-`, `@`) gets a leading
/// apostrophe: names and messages come from candidates.
package enum CSVField {
    package static func quote(_ text: String) -> String {
        var text = text
        if let first = text.first, "=+-@".contains(first), Double(text) == nil { text = "'" + text }
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// The text `quote` was given.
    package static func unquote(_ field: String) -> String {
        var text = field
        if text.hasPrefix("\""), text.hasSuffix("\""), text.count >= 2 {
            text = String(text.dropFirst().dropLast()).replacingOccurrences(of: "\"\"", with: "\"")
        }
        if text.hasPrefix("'"), let second = text.dropFirst().first, "=+-@".contains(second) { text.removeFirst() }
        return text
    }
}
