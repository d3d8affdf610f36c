import Foundation

/// Terminal styling: colour only on a terminal, and never when `NO_COLOR` is set.
public struct Style: Sendable {
    public var colors: Bool

    public init(colors: Bool) { self.colors = colors }

    public static func detect(environment: [String: String] = ProcessInfo.processInfo.environment, fileDescriptor: Int32 = 1) -> Style {
        let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        let dumb = environment["TERM"] == "dumb"
        return Style(colors: isatty(fileDescriptor) == 1 && !noColor && !dumb)
    }

    func paint(_ text: String, _ code: String) -> String { colors ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text }
    public func bold(_ text: String) -> String { paint(text, "1") }
    public func dim(_ text: String) -> String { paint(text, "2") }
    public func green(_ text: String) -> String { paint(text, "32") }
    public func red(_ text: String) -> String { paint(text, "31") }
    public func yellow(_ text: String) -> String { paint(text, "33") }
    public func cyan(_ text: String) -> String { paint(text, "36") }
}
