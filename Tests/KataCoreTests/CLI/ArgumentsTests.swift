import Foundation
import Testing
@testable import KataCLI
@testable import KataCore

@Suite struct ArgumentsTests {
    @Test func optionsFlagsAndPositionals() throws {
        let arguments = try Arguments(["leaky-presenter", "--file", "a.swift", "--all", "--check=today", "--check", "swift6"],
                                      options: ["file", "check"], flags: ["all"], command: "check")
        #expect(arguments.positionals == ["leaky-presenter"])
        #expect(arguments.option("file") == "a.swift")
        #expect(arguments.options["check"] == ["today", "swift6"])
        #expect(arguments.has("all"))
    }

    @Test func unknownOptionsAndMissingValuesAreUsageErrors() {
        #expect(throws: KataError.self) { try Arguments(["--nope"], options: [], flags: [], command: "check") }
        #expect(throws: KataError.self) { try Arguments(["--file"], options: ["file"], flags: [], command: "check") }
        #expect(throws: KataError.self) { try Arguments(["--all=1"], options: [], flags: ["all"], command: "check") }
        #expect(throws: KataError.self) { try Arguments(["-x"], options: [], flags: [], command: "check") }
    }
}
