import Foundation
import Testing
@testable import KataCore

/// The hostile corpus of learner test files (`Tests/HostileCorpus/leaky-presenter-tests/*.swift`): each is
/// a whole test file for the test-writing stage that reaches for what no test of a presenter needs.
/// Each must be refused by the call screen before any of it runs, with the call and the learner's
/// line, and no test process may start. `// expect: "…"` lines are texts the refusal must hold.
@Suite(.serialized) struct HostileTestFileTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var texts: [String]
        var testDescription: String { name }
    }

    static let folder = Repository.root.appendingPathComponent("Tests/HostileCorpus/leaky-presenter-tests")

    static var cases: [Case] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { name in
            let text = (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? ""
            let texts = text.split(separator: "\n").filter { $0.hasPrefix("// expect: ") }.compactMap(HostileCodeTests.quoted)
            return Case(name: name, texts: texts)
        }
    }

    /// Counts the test processes started (in the sandbox or not), and starts everything else.
    final class Launches: @unchecked Sendable {
        private let lock = NSLock()
        private var seen: [String] = []
        var testRuns: [String] { lock.withLock { seen } }

        var launcher: ProcessLauncher {
            ProcessLauncher { [self] request in
                if request.arguments.contains("--event-stream-output-path") || request.executable.hasSuffix("bwrap") {
                    lock.withLock { seen.append(request.executable) }
                }
                return try ProcessLauncher.live.run(request)
            }
        }
    }

    func grade(_ file: URL, screened: Bool = true, launches: Launches = Launches()) throws -> KataReport {
        let kata = try Repository.catalog.kata("leaky-presenter")
        let check = try #require(kata.testsCheck)
        let tests = try LearnerSource.read(name: check.testFile ?? "", from: file)
        let solution = try LearnerSource.read(name: "OrdersPresenter.swift", from: Repository.solutions.appendingPathComponent("leaky-presenter/OrdersPresenter.swift"))
        var runner = try KataVerificationTests.runner()
        runner.environment.launcher = launches.launcher
        runner.environment.screensCalls = screened
        return try runner.run(kata, sources: [solution], checks: [check], tests: tests)
    }

    @Test(arguments: cases)
    func isRefusedBeforeAnyOfItRuns(_ corpusCase: Case) throws {
        let file = Self.folder.appendingPathComponent(corpusCase.name)
        let launches = Launches()
        let report = try grade(file, launches: launches)
        let result = try #require(report.checks.first)
        #expect(result.status == .fail, "\(corpusCase.name): \(result.status.rawValue) \(result.message ?? "")")
        #expect(report.refusal == result.message, "under kata grade the submission is refused with this reason")
        #expect(!corpusCase.texts.isEmpty, "\(corpusCase.name) states what the refusal says")
        for text in corpusCase.texts {
            #expect(result.message?.contains(text) == true, "\(corpusCase.name): \(result.message ?? "no message")")
        }
        // The learner's own line, in their test file, holding the call the message names.
        let location = try #require(result.location, "\(corpusCase.name): no location")
        #expect(location.file == "OrdersPresenterTests.swift")
        let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
        let call = result.message.flatMap { message in message.split(separator: "`").dropFirst().first.map(String.init) } ?? "?"
        #expect(location.line <= lines.count && lines[location.line - 1].contains(call.split(separator: ".").last.map(String.init) ?? call),
                "\(corpusCase.name): line \(location.line) does not hold \(call)")
        #expect(launches.testRuns.isEmpty, "\(corpusCase.name): a test process started: \(launches.testRuns)")
    }

    /// The files a learner may write pass the screen: the grading samples that reach for nothing
    /// (the others read their surroundings on purpose). The model tests of every kata are graded
    /// by `kata verify` (KataVerificationTests), screened like a learner's.
    @Test(arguments: ["always-fails.swift", "main-queue-spy.swift", "sleeps.swift"])
    func aGradingSampleThatReachesForNothingIsNotRefused(_ sample: String) throws {
        let report = try grade(TestGradingTests.samples.appendingPathComponent(sample))
        #expect(report.refusal == nil, "\(sample): \(report.refusal ?? "")")
        #expect(report.checks.first?.message?.hasPrefix("not graded") != true)
    }

    /// A kata's `allowedCalls` let a test file make a call its model tests do not.
    @Test func aCallTheKataAllowsInTestsIsNotRefused() throws {
        let file = Self.folder.appendingPathComponent("reads-the-suites.swift")
        var kata = try Repository.catalog.kata("leaky-presenter")
        let tests = try LearnerSource.read(name: kata.testsCheck?.testFile ?? "", from: file)
        let builder = try KataVerificationTests.runner()
        kata.allowedCalls = [AllowedCall(capability: "files", scope: .tests, reason: "the tests list a folder of fixtures")]
        let check = try #require(kata.testsCheck)
        let solution = try LearnerSource.read(name: "OrdersPresenter.swift", from: Repository.solutions.appendingPathComponent("leaky-presenter/OrdersPresenter.swift"))
        let report = try builder.run(kata, sources: [solution], checks: [check], tests: tests)
        #expect(report.refusal == nil, "\(report.refusal ?? "")")
        #expect(report.checks.first?.message?.hasPrefix("not graded") != true, "\(report.checks.first?.message ?? "")")
        // Allowed in the presenter only, it is refused in tests.
        kata.allowedCalls = [AllowedCall(capability: "files", scope: .presenter, reason: "the presenter reads a bundled file")]
        let refused = try builder.run(kata, sources: [solution], checks: [check], tests: tests)
        #expect(refused.refusal?.contains("FileManager") == true, "\(refused.refusal ?? "not refused")")
    }
}
