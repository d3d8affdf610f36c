import Foundation
import KataCore

/// One option of a command, declared once: the command's usage line, its `--help`, the parser and
/// the option's errors all come from this declaration, so they cannot drift apart.
struct Option: Sendable {
    /// What the option takes after its name.
    enum Value: Sendable, Equatable {
        /// No value: `--json`.
        case none
        /// Any text, shown as the placeholder: `--file PATH`.
        case text(String)
        /// An optional path: `--markdown` alone is a flag, `--markdown FILE` (a word with a `/` or
        /// a `.`, or `--markdown=FILE`) gives the value.
        case optionalText(String)
        /// A decimal number in a range: `--timeout S` with 0.1...600.
        case decimal(String, ClosedRange<Double>)
        /// A whole number in a range: `--repeat N` with 1...1000.
        case whole(String, ClosedRange<Int>)
    }

    var name: String
    var value: Value
    /// One line (or a few, separated by "\n") for `--help`; the range is added from `value`.
    var help: String
    /// May be given more than once (`--check ID`…); otherwise the last one counts.
    var repeatable = false
    /// What applies when the option is not given, for `--help` ("4", "the kata's").
    var defaultValue: String?

    static func flag(_ name: String, _ help: String) -> Option {
        Option(name: name, value: .none, help: help)
    }

    static func text(_ name: String, _ placeholder: String, _ help: String, repeatable: Bool = false) -> Option {
        Option(name: name, value: .text(placeholder), help: help, repeatable: repeatable)
    }

    static func optionalText(_ name: String, _ placeholder: String, _ help: String) -> Option {
        Option(name: name, value: .optionalText(placeholder), help: help)
    }

    static func decimal(_ name: String, _ placeholder: String, in range: ClosedRange<Double>, default defaultValue: String? = nil, _ help: String) -> Option {
        Option(name: name, value: .decimal(placeholder, range), help: help, defaultValue: defaultValue)
    }

    static func whole(_ name: String, _ placeholder: String, in range: ClosedRange<Int>, default defaultValue: String? = nil, _ help: String) -> Option {
        Option(name: name, value: .whole(placeholder, range), help: help, defaultValue: defaultValue)
    }

    var takesValue: Bool { value != .none }

    /// `--file PATH`, `--json`.
    var synopsis: String {
        switch value {
        case .none: return "--\(name)"
        case .optionalText(let placeholder): return "--\(name) [\(placeholder)]"
        case .text(let placeholder), .decimal(let placeholder, _), .whole(let placeholder, _):
            return "--\(name) \(placeholder)"
        }
    }

    /// How the option appears in a usage line: `[--check ID]…`.
    var usage: String { "[\(synopsis)]" + (repeatable ? "…" : "") }

    /// What values the option accepts, in words, for help and errors.
    var accepted: String? {
        switch value {
        case .none, .text, .optionalText: return nil
        case .decimal(_, let range): return "a number from \(Self.format(range.lowerBound)) to \(Self.format(range.upperBound))"
        case .whole(_, let range): return "a whole number from \(range.lowerBound) to \(range.upperBound)"
        }
    }

    /// The help lines of this option, aligned at `column`.
    func helpLines(column: Int) -> [String] {
        var text = help
        let notes = [accepted, defaultValue.map { "default \($0)" }].compactMap { $0 }
        if !notes.isEmpty { text += " (\(notes.joined(separator: "; ")))" }
        let lead = "  " + synopsis.padding(toLength: max(column - 2, synopsis.count + 2), withPad: " ", startingAt: 0)
        let indent = String(repeating: " ", count: lead.count)
        return text.components(separatedBy: "\n").enumerated().map { index, line in
            (index == 0 ? lead : indent) + line
        }
    }

    /// Checks a value against the declaration; the error names the option and what it takes.
    func validate(_ text: String, command: String) throws {
        let valid: Bool
        switch value {
        case .none, .text, .optionalText: valid = true
        case .decimal(_, let range): valid = Double(text).map { $0.isFinite && range.contains($0) } ?? false
        case .whole(_, let range): valid = Int(text).map(range.contains) ?? false
        }
        if valid { return }
        throw KataError.usage("--\(name) takes \(accepted ?? "a value"); got '\(text)'. Run `swift run kata \(command) --help`.")
    }

    /// 0.1 as "0.1", 600 as "600".
    static func format(_ number: Double) -> String {
        number == number.rounded() ? String(Int(number)) : String(number)
    }
}
