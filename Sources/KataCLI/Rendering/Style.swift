import Foundation

/// Terminal styling: colour only on a terminal, and never when `NO_COLOR` is set.
struct Style: Sendable {
var colors: Bool

init(colors: Bool) { self.colors = colors }

static func detect(environment: [String: String] = ProcessInfo.processInfo.environment, fileDescriptor: Int32 = 1) -> Style {
        let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        let dumb = environment["TERM"] == "dumb"
        return Style(colors: isatty(fileDescriptor) == 1 && !noColor && !dumb)
    }

    func paint(_ text: String, _ code: String) -> String { colors ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text }
func bold(_ text: String) -> String { paint(text, "1") }
func dim(_ text: String) -> String { paint(text, "2") }
func green(_ text: String) -> String { paint(text, "32") }
func red(_ text: String) -> String { paint(text, "31") }
func yellow(_ text: String) -> String { paint(text, "33") }
func cyan(_ text: String) -> String { paint(text, "36") }
}
