import Foundation
import Testing
@testable import KataCLI
@testable import KataCore

@Suite struct ArgumentsTests {
    let declared: [Option] = [
        .text("file", "PATH", "a file"),
        .text("check", "ID", "a check", repeatable: true),
        .flag("all", "everything"),
        .decimal("timeout", "S", in: 0.1...600, "seconds"),
        .whole("cpu", "S", in: 1...3600, "seconds"),
    ]

    func parse(_ tokens: String...) throws -> Arguments {
        try Arguments(tokens, options: declared, command: "check")
    }

    func usageError(_ tokens: String...) -> String? {
        do {
            _ = try Arguments(tokens, options: declared, command: "check")
            return nil
        } catch {
            return KataCLI.words(for: error)
        }
    }

    @Test func optionsFlagsAndPositionals() throws {
        let arguments = try parse("leaky-presenter", "--file", "a.swift", "--all", "--check=today", "--check", "swift6")
        #expect(arguments.positionals == ["leaky-presenter"])
        #expect(arguments.option("file") == "a.swift")
        #expect(arguments.all("check") == ["today", "swift6"])
        #expect(arguments.has("all"))
        #expect(!arguments.has("json"))
    }

    @Test func unknownOptionsAndMissingValuesAreUsageErrors() {
        #expect(usageError("--nope")?.contains("unknown option '--nope'") == true)
        #expect(usageError("--file")?.contains("--file needs a value (--file PATH)") == true)
        #expect(usageError("--all=1")?.contains("--all takes no value") == true)
        #expect(usageError("-x")?.contains("unknown option '-x'") == true)
    }

    /// Both sides of each bound, and what the error says: the range as declared, decimals kept.
    @Test func numbersAreCheckedAgainstTheirDeclaredRange() throws {
        #expect(try parse("--timeout", "0.1").decimal("timeout") == 0.1)
        #expect(try parse("--timeout=600").decimal("timeout") == 600)
        #expect(try parse("--cpu", "1").whole("cpu") == 1)
        #expect(try parse("--cpu", "3600").whole("cpu") == 3600)
        #expect(usageError("--timeout", "0.05") == "--timeout takes a number from 0.1 to 600; got '0.05'. Run `swift run kata check --help`.")
        #expect(usageError("--timeout", "600.5") != nil)
        #expect(usageError("--timeout", "nan") != nil)
        #expect(usageError("--timeout", "soon") != nil)
        #expect(usageError("--cpu", "0") == "--cpu takes a whole number from 1 to 3600; got '0'. Run `swift run kata check --help`.")
        #expect(usageError("--cpu", "1.5") != nil)
        #expect(usageError("--cpu", "3601") != nil)
    }

    @Test func usageAndHelpComeFromTheDeclaration() {
        let spec = CommandSpec(CheckCommand.self)
        #expect(spec.usage.hasPrefix("kata check [kata] [--file PATH] [--dir DIR]"))
        #expect(spec.usage.contains("[--check ID]…"))
        #expect(spec.usage.contains("[--memory MB] [--cpu S]"))
        #expect(spec.helpText.contains("--timeout S"))
        #expect(spec.helpText.contains("(a number from 0.1 to 600; default 8)"))
    }
}
