import Foundation
import Testing
@testable import KataCLI
@testable import KataCore

/// Every command's usage, `--help` and the README's command table come from its option
/// declarations; these tests fail when one of them drifts from the others.
@Suite struct CommandDeclarationTests {
    /// Each `--name` a help text mentions.
    func mentionedOptions(_ text: String) -> Set<String> {
        let pattern = try? NSRegularExpression(pattern: "--([a-z][a-z-]*)")
        let range = NSRange(text.startIndex..., in: text)
        return Set(pattern?.matches(in: text, range: range).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        } ?? [])
    }

    @Test func helpProseNamesOnlyDeclaredOptionsAndListsEveryOne() {
        for command in KataCLI.commands {
            let declared = Set(command.parsedOptions.map(\.name)).union(["help"])
            let undeclared = mentionedOptions(command.summary + "\n" + command.help).subtracting(declared)
            #expect(undeclared.isEmpty, "`kata \(command.name) --help` speaks of \(undeclared.sorted()) but does not declare them")
            let help = command.helpText
            #expect(help.hasPrefix("usage: \(command.usage)\n"))
            for option in command.options {
                #expect(command.usage.contains(option.usage), "the usage of `kata \(command.name)` lacks \(option.usage)")
                let firstLine = option.help.components(separatedBy: "\n")[0]
                let listed = help.components(separatedBy: "\n").contains { $0.hasPrefix("  \(option.synopsis) ") && $0.contains(firstLine) }
                #expect(listed, "`kata \(command.name) --help` does not list \(option.synopsis): \(firstLine)")
            }
        }
    }

    @Test func readmeCommandTableMatchesTheDeclarations() throws {
        let readme = try String(contentsOf: Repository.root.appendingPathComponent("README.md"), encoding: .utf8)
        let section = readme.components(separatedBy: "\n## Commands\n").dropFirst().first ?? ""
        let rows = section.components(separatedBy: "\n").drop { !$0.hasPrefix("| `kata") }.prefix { $0.hasPrefix("|") }
        let expected = KataCLI.commands.map { "| `\($0.usage)` | \($0.summary) |" }
        #expect(Array(rows) == expected, "the README's command table should read:\n\(expected.joined(separator: "\n"))")
    }

    @Test func commandNamesAndOptionNamesAreUnique() {
        let names = KataCLI.commands.map(\.name)
        #expect(Set(names).count == names.count)
        for command in KataCLI.commands {
            let options = command.parsedOptions.map(\.name)
            #expect(Set(options).count == options.count, "`kata \(command.name)` declares an option twice")
        }
    }
}
