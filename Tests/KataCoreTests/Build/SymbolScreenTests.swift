import Foundation
import Testing
@testable import KataCLI
@testable import KataCore

/// The screen's rules on listed symbols, without compiling anything.
@Suite struct SymbolScreenTests {
    let source = LearnerSource(name: "OrdersPresenter.swift", path: URL(fileURLWithPath: "/home/me/OrdersPresenter.swift"), contents: """
        import Foundation
        // CommandLine.arguments in a comment does not count
        final class OrdersPresenter {
            func load() {
                let all = CommandLine.arguments
                exit(0)
            }
        }
        """)

    @Test func capabilitiesAreFoundInSwiftAndCNames() {
        let symbols: [(raw: String, demangled: String)] = [
            ("$sSS5countSivg", "Swift.String.count.getter : Swift.Int"),
            ("$ss11CommandLineO9argumentsSaySSGvgZ", "static Swift.CommandLine.arguments.getter : [Swift.String]"),
            ("exit", "exit"),
            ("open64", "open64"),
            ("$s8Dispatch0A9SemaphoreC6signalSiyF", "Dispatch.DispatchSemaphore.signal() -> Swift.Int"),
        ]
        #expect(SymbolScreen.reaches(symbols).map(\.capability.id) == ["arguments", "files", "exit"])
        #expect(SymbolScreen.reaches([("$s8Dispatch0A9SemaphoreC6signalSiyF", "Dispatch.DispatchSemaphore.signal() -> Swift.Int")]).isEmpty,
                "a semaphore's signal() is not a signal")
        #expect(SymbolScreen.capabilities.map(\.id) == AllowedCall.capabilities, "kata.json's allowedCalls name the screen's capabilities")
        #expect(SymbolScreen.reaches([("$s10Foundation11ProcessInfoC20activeProcessorCountSivg", "Foundation.ProcessInfo.activeProcessorCount.getter : Swift.Int")]).isEmpty,
                "ProcessInfo is not Process")
        #expect(SymbolScreen.reaches([("$s10Foundation7ProcessC3runyyKF", "Foundation.Process.run() throws -> ()")]).map(\.capability.id) == ["processes"])
        #expect(SymbolScreen.reaches([("$s10Foundation7ProcessCMa", "type metadata accessor for Foundation.Process")]).map(\.capability.id) == ["processes"])
    }

    @Test func aRefusalNamesTheCallAndTheLearnersLine() throws {
        let reaches = SymbolScreen.reaches([("$ss11CommandLineO9argumentsSaySSGvgZ", "static Swift.CommandLine.arguments.getter : [Swift.String]")])
        let refusal = try #require(SymbolScreen.refusal(reaches, allowed: [], sources: [source]))
        #expect(refusal.location?.line == 5)
        #expect(CheckWords().sentence(for: refusal) == "not graded: `CommandLine.arguments` (line 5) reads the test run's arguments, which a presenter has no need for")
        let exit = try #require(SymbolScreen.refusal(SymbolScreen.reaches([("exit", "exit")]), allowed: [], sources: [source]))
        #expect(CheckWords().sentence(for: exit).hasPrefix("not graded: `exit` (line 6) ends the test run early"))
    }

    @Test func whatTheSolutionUsesIsAllowed() {
        let reaches = SymbolScreen.reaches([("exit", "exit")])
        #expect(SymbolScreen.refusal(reaches, allowed: ["exit"], sources: [source]) == nil)
        #expect(SymbolScreen.refusal([], allowed: [], sources: [source]) == nil)
    }

    @Test func theCallIsNamedEvenWhenTheSourceHidesIt() throws {
        let hidden = LearnerSource(name: "OrdersPresenter.swift", path: URL(fileURLWithPath: "/x"), contents: "let f = g\n")
        let refusal = try #require(SymbolScreen.refusal(SymbolScreen.reaches([("dlopen", "dlopen")]), allowed: [], sources: [hidden]))
        #expect(CheckWords().sentence(for: refusal) == "not graded: `dlopen` loads code at run time, which a presenter has no need for")
        #expect(refusal.location == nil)
    }

    @Test func cNamesLoseTheirVersion() {
        #expect(SymbolScreen.cName("open@GLIBC_2.2.5") == "open")
        #expect(SymbolScreen.cName("fopen64") == "fopen")
    }
}
