import Foundation
import Testing
@testable import KataCore

/// Learner code is compiled in Swift 5 mode, but a call into UIKit's `@MainActor` API from a
/// nonisolated context is rejected, as Xcode's Swift 6 mode rejects it on iOS
/// (`TestBinaryBuilder.learnerFlags`).
@Suite struct ActorIsolationTests {
    /// The reference menu screen with its router, and the `MenuRouting` protocol it conforms to,
    /// taken off the main actor: nothing else changes, so the pushes are the only calls in question.
    static func nonisolatedRouter() throws -> (kata: Kata, sources: [LearnerSource], pushLines: Set<Int>) {
        let kata = try Repository.catalog.kata("menu-presenter")
        let folder = Repository.solutions.appendingPathComponent(kata.id)
        let presenter = try String(contentsOf: folder.appendingPathComponent("MenuPresenter.swift"), encoding: .utf8)
        let screen = try String(contentsOf: folder.appendingPathComponent("MenuViewController.swift"), encoding: .utf8)
        let nonisolatedProtocol = presenter.replacingOccurrences(of: "@MainActor\nprotocol MenuRouting", with: "protocol MenuRouting")
        let nonisolatedRouter = screen.replacingOccurrences(of: "@MainActor\nfinal class MenuRouter", with: "final class MenuRouter")
        #expect(nonisolatedProtocol != presenter && nonisolatedRouter != screen, "the reference solution no longer marks MenuRouting and MenuRouter @MainActor as this test expects")
        let lines = nonisolatedRouter.components(separatedBy: "\n")
        let routerStart = lines.firstIndex { $0.hasPrefix("final class MenuRouter") } ?? lines.count
        let pushLines = Set(lines.indices.filter { $0 > routerStart && lines[$0].contains("pushViewController") }.map { $0 + 1 })
        let sources = [
            LearnerSource(name: "MenuPresenter.swift", path: folder.appendingPathComponent("MenuPresenter.swift"), contents: nonisolatedProtocol),
            LearnerSource(name: "MenuViewController.swift", path: folder.appendingPathComponent("MenuViewController.swift"), contents: nonisolatedRouter),
        ]
        return (kata, sources, pushLines)
    }

    @Test func aNonisolatedRouterThatPushesAViewControllerDoesNotCompile() throws {
        let (kata, sources, pushLines) = try Self.nonisolatedRouter()
        #expect(pushLines.count == 2, "the reference router pushes the detail and the info screens")
        let report = try KataVerificationTests.runner().run(kata, sources: sources, checks: kata.presenterChecks)
        let errors = report.diagnostics.filter { $0.severity == .error }
        #expect(report.status == .error, "the file compiles: \(report.checks.map { "\($0.id) \($0.status)" })")
        #expect(Set(errors.map(\.line)) == pushLines, "errors: \(errors.map { "\($0.file):\($0.line): \($0.message)" })")
        // Each push is one error, and the view controller it makes (a main-actor `init`) another.
        let pushes = errors.filter { $0.message.contains("main actor-isolated instance method 'pushViewController(_:animated:)'") }
        #expect(Set(pushes.map(\.line)) == pushLines, "errors: \(errors.map { "\($0.line): \($0.message)" })")
        for error in errors {
            #expect(error.file == "MenuViewController.swift")
            #expect(error.message.hasPrefix("call to main actor-isolated ") && error.message.hasSuffix(" in a synchronous nonisolated context"), "\(error.message)")
        }
        #expect(report.result("view-forwards")?.status != .pass)
    }
}
