import Foundation
import Testing
@testable import KataCLI
@testable import KataCore

/// What a refused call does (`SymbolScreen.Use`) and a clash with the checks' entry point
/// (`RunNote.mainAttribute`, `.mainSymbol`) are values in the core, worded by `CheckWords` word for
/// word as the core wrote them before (the expected texts are the old literals filled in by hand).
@Suite struct CheckWordsTests {
    static let uses: [(SymbolScreen.Use, String)] = [
        (.arguments, "reads the test run's arguments"),
        (.environment, "reads or changes the environment"),
        (.files, "reads or writes files (the verdict, the hidden checks, other people's work)"),
        (.processes, "starts or controls processes"),
        (.loading, "loads code at run time"),
        (.network, "opens network connections"),
        (.exit, "ends the test run early"),
        (.signals, "sends or catches signals"),
    ]

    static let entryPoint: [(RunNote, String)] = [
        (.mainAttribute, "remove @main: the kata's checks supply the program's entry point, and your file is compiled as a library"),
        (.mainSymbol, "your code defines a `main` symbol, which clashes with the checks' entry point; rename it"),
    ]

    @Test func everyCapabilityOfTheScreenIsWordedInARefusal() {
        #expect(Self.uses.map(\.0) == SymbolScreen.Use.allCases)
        #expect(SymbolScreen.capabilities.map(\.use) == SymbolScreen.Use.allCases)
        for (use, words) in Self.uses {
            let refusal = SymbolScreen.Refusal(call: "f", use: use, location: SourceLocation(file: "T.swift", line: 4, path: nil), subject: .tests)
            #expect(CheckWords().sentence(for: refusal) == "not graded: `f` (line 4 of T.swift) \(words), which tests of a presenter have no need for")
        }
    }

    @Test func anEntryPointClashIsTheNotesErrorAtTheLearnersLine() throws {
        for (note, words) in Self.entryPoint { #expect(CheckWords().sentence(for: note) == words) }
        let kata = try #require(Repository.catalog.katas.first)
        func clash(_ contents: String) -> Diagnostic? {
            let source = LearnerSource(name: "P.swift", path: URL(fileURLWithPath: "/w/P.swift"), contents: contents)
            let snapshot = TestBinaryBuilder.Snapshot(folder: URL(fileURLWithPath: "/s"), sources: [source], supportPaths: [])
            return DiagnosticMapper(snapshot: snapshot, kata: kata).entryPointClash(transcript: "multiple definition of `main'", wording: CheckWords())
        }
        let attribute = try #require(clash("import Foundation\n@main struct App {}\n"))
        #expect(attribute.line == 2 && attribute.message == Self.entryPoint[0].1 && attribute.path == "/w/P.swift")
        let symbol = try #require(clash("func main() {}\n"))
        #expect(symbol.line == 1 && symbol.message == Self.entryPoint[1].1)
    }
}
