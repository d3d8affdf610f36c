import Foundation
import Testing
@testable import KataCLI
@testable import KataCore

/// Grading the learner's own tests (the test-writing stage), with sample test files in
/// `Tests/GradingSamples/leaky-presenter/`, against the real toolchain. The model tests are proven
/// by `kata verify` (KataVerificationTests).
@Suite(.tags(.compiler), .startsTheCompiler) struct TestGradingTests {
    static let samples = Repository.root.appendingPathComponent("Tests/GradingSamples/leaky-presenter")

    func grade(_ sample: String, replacing marker: String? = nil, screened: Bool = true, wallSeconds: Double? = nil) throws -> CheckResult {
        try grade(file: Self.samples.appendingPathComponent(sample), replacing: marker, screened: screened, wallSeconds: wallSeconds)
    }

    /// `screened: false` grades a sample the call screen would refuse (it reads files or the
    /// environment on purpose), to prove what the grader's runs alone hold.
    func grade(file: URL, replacing marker: String? = nil, screened: Bool = true, wallSeconds: Double? = nil) throws -> CheckResult {
        let kata = try Repository.catalog.kata("leaky-presenter")
        let check = try #require(kata.testsCheck)
        var tests = try LearnerSource.read(name: check.testFile ?? "", from: file)
        if let marker { tests.contents = tests.contents.replacingOccurrences(of: "MARKER", with: marker) }
        let solution = try LearnerSource.read(name: "OrdersPresenter.swift", from: Repository.solutions.appendingPathComponent("leaky-presenter/OrdersPresenter.swift"))
        // A sample that keeps a marker between runs needs the host's folder, which the sandbox
        // hides (there it cannot be flaky at all): it runs unsandboxed, as the grader's logic is
        // what it proves (the sample keeps a marker on the host).
        let sandbox: Sandbox? = marker == nil ? nil : .unsandboxed(.notAskedFor)
        var runner = try KataVerificationTests.runner(sandbox: sandbox)
        runner.environment.screensCalls = screened
        if let wallSeconds { runner.environment.testLimits.wallSeconds = wallSeconds }
        let report = try runner.run(kata, sources: [solution], checks: [check], tests: tests)
        return try #require(report.result(check.id))
    }

    /// The grader builds every presenter as written when only the resilient build makes the tests
    /// refuse to compile (`TestGrader.isResilienceRefusal`): that path grades the model tests to
    /// the same verdict, line for line, as the resilient one.
    @Test func theModelTestsGradeTheSameWithPresentersBuiltAsWritten() throws {
        let fixture = try ABIFingerprintTests.Fixture("leaky-presenter")
        let check = try #require(fixture.builder.kata.testsCheck)
        let resilient = try fixture.grader.grade(check, tests: fixture.tests, ownPresenter: nil).worded(by: CheckWords())
        var asWritten = fixture.grader
        asWritten.markResilient = false
        let plain = try asWritten.grade(check, tests: fixture.tests, ownPresenter: nil).worded(by: CheckWords())
        #expect(resilient.status == .pass && plain.status == .pass)
        // Line for line, but for the advice about waiting, which is measured in wall seconds (how
        // long tests waited on presenters that never answered) and so depends on the machine's load.
        func verdict(_ message: String?) -> [Substring] {
            (message ?? "").split(separator: "\n").filter { !$0.hasPrefix("your tests waited") }
        }
        #expect(verdict(resilient.message) == verdict(plain.message), "resilient:\n\(resilient.message ?? "")\nas written:\n\(plain.message ?? "")")
    }

    @Test func testsThatNeverLookAtTheThreadMissThatBugAndTheStageFails() throws {
        // The model tests without a single look at the thread the view is called on.
        let model = Repository.solutions.appendingPathComponent("leaky-presenter/Tests/OrdersPresenterTests.swift")
        let text = try String(contentsOf: model, encoding: .utf8)
        let blind = text.components(separatedBy: "\n").filter { !$0.contains("callsOffMain == 0") }.joined(separator: "\n")
        #expect(blind != text, "the model tests look at the thread")
        let file = temporaryFolder("no-main-thread").appendingPathComponent("OrdersPresenterTests.swift")
        try blind.write(to: file, atomically: true, encoding: .utf8)
        let result = try grade(file: file)
        let grade = try #require(result.grade)
        #expect(result.status == .fail)
        #expect(grade.unsoundTests.isEmpty, "the sample's tests are sound: \(result.message ?? "")")
        #expect(grade.mutants.first { $0.id == "no-hop-to-main" }?.status == .missed)
        #expect(grade.missedRequired.map(\.id) == ["view-called-on-main"], "every other required behaviour is still noticed")
        #expect(result.message?.contains("missed (needed for this stage): with the service replying from a background queue, every call to the view arrives on the main thread") == true)
        #expect(result.message?.contains("Your tests notice 15 of 16 behaviours.") == true, "\(result.message ?? "")")
    }

    @Test func aTestThatAlwaysFailsCatchesNothingAndIsNamed() throws {
        let result = try grade("always-fails.swift")
        let grade = try #require(result.grade)
        #expect(result.status == .fail)
        let failing = try #require(grade.tests.first { $0.name.contains("thePresenterIsPerfect") })
        #expect(!failing.sound && failing.caught.isEmpty)
        #expect(failing.correct.allSatisfy { $0.status == .fail })
        #expect(result.message?.contains("thePresenterIsPerfect() fails on the reference solution") == true)
        #expect(result.location?.line == 13)
        // The sound test beside it still counts.
        #expect(grade.mutants.first { $0.id == "strong-view" }?.status == .caught)
    }

    @Test func aFlakyTestIsReportedAsFlakyAndCatchesNothing() throws {
        let marker = temporaryFolder("flaky").path
        // It writes files, which the call screen refuses: the grader's logic is proven unscreened.
        let result = try grade("flaky.swift", replacing: marker, screened: false)
        let grade = try #require(result.grade)
        #expect(result.status == .fail)
        let test = try #require(grade.tests.first)
        #expect(!test.sound && test.caught.isEmpty)
        // The sample fails the first time it meets a library. The reference is also "your
        // presenter" here (same bytes, run once more, in shuffled order), so it may have been met
        // already; every other correct presenter runs exactly twice and must show both verdicts.
        #expect(test.correct.dropFirst().allSatisfy { $0.status == .flaky }, "\(test.correct)")
        #expect([.flaky, .pass].contains(test.correct.first?.status), "\(test.correct)")
        #expect(result.message?.contains("is flaky") == true)
    }

    @Test func aCorrectPresentersRunThatRanOutOfTimeIsRunOnceMoreWithTwiceTheBound() throws {
        let marker = temporaryFolder("slow-once").path
        // The first run on each presenter sleeps past the bound, as a waiting test may under load;
        // the run again, with twice the bound, is quick: the test is sound, not timed out.
        let result = try grade("slow-once.swift", replacing: marker, screened: false, wallSeconds: 2)
        let grade = try #require(result.grade)
        let test = try #require(grade.tests.first)
        #expect(test.sound, "\(test.correct)")
        #expect(test.correct.allSatisfy { $0.status == .pass }, "\(test.correct)")
    }

    /// The learner's own presenter is new after each edit of it: its library builds while the
    /// kata's presenters run, and what the tests say of it still comes in (here a presenter that
    /// keeps its view, on which a model test fails) without changing the grade.
    @Test func theLearnersOwnPresenterBuiltLaterIsStillJudged() throws {
        let kata = try Repository.catalog.kata("leaky-presenter")
        let check = try #require(kata.testsCheck)
        let tests = try LearnerSource.read(name: check.testFile ?? "", from: Repository.solutions.appendingPathComponent("leaky-presenter/Tests/OrdersPresenterTests.swift"))
        var own = try LearnerSource.read(name: "OrdersPresenter.swift", from: Repository.solutions.appendingPathComponent("leaky-presenter/OrdersPresenter.swift"))
        let kept = own.contents.replacingOccurrences(of: "    weak var view: OrdersView?", with: "    var view: OrdersView?")
        #expect(kept != own.contents, "the solution holds its view weakly")
        own.contents = kept
        let report = try KataVerificationTests.runner(sandbox: nil).run(kata, sources: [own], checks: [check], tests: tests)
        let result = try #require(report.result(check.id))
        #expect(result.status == .pass, "\(result.message ?? "")")
        #expect(result.grade?.ownPresenter?.hasPrefix("on your presenter ") == true, "\(result.grade?.ownPresenter ?? "no word on the own presenter")")
    }

    @Test func aTestThatSleepsGetsAdviceButKeepsItsVerdict() throws {
        let result = try grade("sleeps.swift")
        let grade = try #require(result.grade)
        #expect(grade.unsoundTests.isEmpty)
        #expect(grade.mutants.first { $0.id == "strong-view" }?.status == .caught)
        #expect(grade.warnings.count == 1)
        #expect(grade.warnings.first?.contains("OrdersPresenterTests.swift:18") == true)
    }

    @Test func testsThatReadTheirSurroundingsCannotTellThePresentersApart() throws {
        // Screened, such a file is not run at all: it reads its arguments, the environment and files.
        let refused = try grade("reads-its-surroundings.swift")
        #expect(refused.status == .fail)
        #expect(refused.message?.hasPrefix("not graded: `CommandLine.arguments") == true, "\(refused.message ?? "")")
        #expect(refused.message?.contains("(line 12 of OrdersPresenterTests.swift) reads the test run's arguments, which tests of a presenter have no need for") == true)
        #expect(refused.grade == nil)
        // Unscreened, what it reads cannot tell the presenters apart (every run looks the same).
        let result = try grade("reads-its-surroundings.swift", screened: false)
        let grade = try #require(result.grade)
        #expect(grade.tests.count == 2)
        #expect(grade.unsoundTests.isEmpty, "\(result.message ?? "")")
        #expect(grade.caughtCount == 0, "caught by reading the surroundings: \(grade.mutants.filter { $0.status == .caught }.map(\.id))")
    }

    @Test func theSkeletonHasNoTestsAndSaysSo() throws {
        let kata = try Repository.catalog.kata("leaky-presenter")
        let skeleton = kata.starterDirectory.appendingPathComponent(try #require(kata.testFilePath))
        let result = try grade(file: skeleton)
        #expect(result.status == .fail)
        #expect(result.message?.contains("no tests yet") == true)
    }

    /// The hints' way to see the main thread (a key set on the main queue) holds under the
    /// grader as it does under `swift test`: the sample is sound and notices every behaviour.
    @Test func aSpyThatChecksTheMainQueueIsSoundAndNoticesTheHop() throws {
        let result = try grade("main-queue-spy.swift")
        let grade = try #require(result.grade)
        #expect(grade.unsoundTests.isEmpty, "\(result.message ?? "")")
        #expect(grade.behaviours.first { $0.id == "view-called-on-main" }?.status == .noticed)
        #expect(result.status == .pass, "\(result.message ?? "")")
    }

    @Test func anXCTestFileIsToldInOneSentence() throws {
        let file = temporaryFolder("xctest").appendingPathComponent("OrdersPresenterTests.swift")
        try """
        import XCTest
        @testable import OrdersScreen

        final class OrdersPresenterTests: XCTestCase {
            func testViewIsWeak() { XCTAssertTrue(true) }
        }
        """.write(to: file, atomically: true, encoding: .utf8)
        let result = try grade(file: file)
        #expect(result.status == .fail)
        #expect(result.grade == nil, "no verdict that looks like failing tests")
        #expect(result.message?.contains("this stage grades Swift Testing tests: write `import Testing`") == true, "\(result.message ?? "")")
    }

    /// Each behaviour is told once, in words: never a mutant's code.
    @Test func theScoreIsToldByBehaviourInWords() throws {
        let result = try grade(file: Repository.solutions.appendingPathComponent("leaky-presenter/Tests/OrdersPresenterTests.swift"))
        let grade = try #require(result.grade)
        let kata = try Repository.catalog.kata("leaky-presenter")
        #expect(grade.behaviours.map(\.id) == kata.behaviours?.map(\.id))
        #expect(result.message?.hasPrefix("Your tests notice \(kata.behaviours?.count ?? 0) of \(kata.behaviours?.count ?? 0) behaviours.") == true)
        #expect(!(result.message ?? "").contains("`"), "no code in the verdict: \(result.message ?? "")")
        #expect(Set(grade.mutants.map(\.id)) == Set(kata.behaviours?.flatMap(\.mutants) ?? []), "only the behaviours' mutants run")
    }

    /// The borrow skeleton with `tests` in its suite (beside a spy and a library that keeps each
    /// completion), graded against the solution.
    func gradeBorrowSkeleton(filledWith tests: String) throws -> CheckResult {
        let kata = try Repository.catalog.kata("borrow-form")
        let check = try #require(kata.testsCheck)
        let text = try String(contentsOf: kata.starterDirectory.appendingPathComponent(try #require(kata.testFilePath)), encoding: .utf8)
        let filled = text.replacingOccurrences(of: "struct BorrowPresenterTests {\n}", with: """
        struct BorrowPresenterTests {
            final class Spy: BorrowDisplaying {
                var frames: [BorrowFrame] = []
                func display(_ frame: BorrowFrame) { frames.append(frame) }
            }
            final class Library: Borrowing {
                var completions: [(Result<LoanReceipt, BorrowFailure>) -> Void] = []
                func borrow(bookID: Int, days: Int, completion: @escaping (Result<LoanReceipt, BorrowFailure>) -> Void) { completions.append(completion) }
            }
        \(tests)
        }
        """)
        #expect(filled != text, "the skeleton's empty suite is where the tests go")
        let file = temporaryFolder("borrow-skeleton").appendingPathComponent(check.testFile ?? "")
        try filled.write(to: file, atomically: true, encoding: .utf8)
        let source = try LearnerSource.read(name: check.testFile ?? "", from: file)
        let solution = try LearnerSource.read(name: "BorrowPresenter.swift", from: Repository.solutions.appendingPathComponent("borrow-form/BorrowPresenter.swift"))
        let report = try KataVerificationTests.runner().run(kata, sources: [solution], checks: [check], tests: source)
        return try #require(report.result(check.id))
    }

    /// The borrow skeleton, filled with ordinary tests of the contract, compiles against every
    /// correct presenter (one is `@MainActor`, so the skeleton's suite is too); a test that assumes
    /// away a freedom the brief grants (a message after cancelling) is unsound, and told which.
    @Test func theBorrowSkeletonCompilesAndAnAssumedAwayFreedomIsNamed() throws {
        let result = try gradeBorrowSkeleton(filledWith: """
            @Test func attachingDrawsTheFormAndAsksNobody() {
                let library = Library()
                let presenter = BorrowPresenter(bookID: 7, borrowing: library)
                let view = Spy()
                presenter.attach(view)
                #expect(!view.frames.isEmpty)
                #expect(library.completions.isEmpty)
            }
            @Test func cancellingShowsNoMessage() {
                let library = Library()
                let presenter = BorrowPresenter(bookID: 7, borrowing: library)
                let view = Spy()
                presenter.attach(view)
                presenter.durationChanged("10")
                presenter.submit()
                presenter.cancelConfirmation()
                #expect(view.frames.last?.message == nil)
            }
        """)
        let grade = try #require(result.grade, "\(result.message ?? "")")
        #expect(!(result.message ?? "").contains("do not compile"), "\(result.message ?? "")")
        #expect(grade.unsoundTests.map(\.name) == ["BorrowPresenterTests/cancellingShowsNoMessage()"], "\(result.message ?? "")")
        #expect(result.message?.contains("whether a message shows") == true, "\(result.message ?? "")")
    }
}
