import Foundation
import Testing
@testable import KataCore

/// Second adversary of the resilient presenter build, on the other katas (`borrow-form`,
/// `menu-presenter`, two learner files and a UIKit stand-in) and on two new angles: a learner's
/// test that behaves otherwise against the resilient build of a presenter than against its plain
/// build (what the learner's Xcode would run), and correct presenters in unusual styles whose
/// resilient build falls back to the plain one.
/// Its five found bugs are mended or stated: the swap of two struct fields (the grader builds as
/// written when only resilience refuses), a retry that marked nothing (stops), styles that fall
/// back (kept as such), and `Sendable` inference (a stated blind spot, pinned).
/// The table-like cases are folders of the adversary corpus (`Tests/AdversaryCorpus`: groups
/// `plain-and-resilient` and `styles` here, its pairs in `shared-builds`, run by
/// `ResilientAdversaryTests`); what needs its own setup or assertion stays a named test.
@Suite(.tags(.compiler), .startsTheCompiler) struct ResilientAdversaryTwoTests {

    typealias Lab = ResilientAdversaryTests.Lab

    static let borrowHeader = """
    import Foundation
    import Testing
    @testable import BorrowForm

    """

    // MARK: Plain build against resilient build, one presenter

    /// Each case of `plain-and-resilient`: one presenter built as written (what the learner's
    /// Xcode would run) and marked resilient, one test file run against each the way grading
    /// runs it; what the learner sees of each run is what the case says. The cases pin the
    /// swap of two struct fields (refused only by the resilient build, which the grader knows:
    /// `TestGrader.isResilienceRefusal`, and then grades with every presenter built as written)
    /// and the `Sendable` blind spot (`sendable-overload-a-stated-blind-spot`).
    @Test(arguments: AdversaryCorpus.folders("plain-and-resilient"))
    func aPresentersTwoBuildsRunTheTestsAsTheCaseSays(_ folder: AdversaryCorpus.Folder) throws {
        let expected = try folder.read(AdversaryCorpus.PlainAndResilient.self)
        let lab = try Lab(expected.kata)
        let (plain, resilient) = try lab.plainAndResilient(try folder.text(expected.tests[0]), variant: expected.presenter, of: folder)
        expected.plain?.check(plain, "\(folder) · plain")
        expected.resilient?.check(resilient, "\(folder) · resilient")
        if let alike = expected.alike {
            #expect((plain == resilient) == alike, "\(folder): plain: \(plain)\nresilient: \(resilient)")
        }
    }

    /// A compile error of the tests' own is not taken for the resilient build's refusal.
    @Test func anOrdinaryCompileErrorIsNoResilienceRefusal() {
        #expect(!TestGrader.isResilienceRefusal("cannot find 'draft' in scope"))
    }

    // MARK: One key for two presenters: does the code agree? (the cases of `shared-builds` run in `ResilientAdversaryTests`)

    /// A test subclass of the (non-final) borrow presenter overriding `submit()`, against a
    /// presenter whose `submit()` is declared in an extension (not overridable, called directly).
    @Test(.enabled(if: ObjectCode.canCompare, ObjectCode.missing))
    func aMethodMovedToAnExtensionSplitsForASubclass() throws {
        let lab = try Lab("borrow-form")
        let inBody = try lab.presenter()
        let solution = lab.solution[0].contents
        let start = try #require(solution.range(of: "    func submit() {"))
        let end = try #require(solution.range(of: "    /// The user confirmed a long loan.", range: start.upperBound..<solution.endIndex))
        let submit = String(solution[start.lowerBound..<end.lowerBound])
        let inExtension = try lab.presenter([(file: "BorrowPresenter.swift", find: submit, replace: "")],
                                            appending: "\nextension BorrowPresenter {\n" + submit + "}\n")
        #expect(inBody.resilient && inExtension.resilient)
        let tests = Self.borrowHeader + """
        final class Silent: Borrowing {
            func borrow(bookID: Int, days: Int, completion: @escaping (Result<LoanReceipt, BorrowFailure>) -> Void) {}
        }

        @Test func submitIsCalled() {
            let presenter = BorrowPresenter(bookID: 1, borrowing: Silent())
            presenter.submit()
            presenter.durationChanged("3")
            presenter.submit()
        }
        """
        let outcome = try lab.outcome(inBody, inExtension, tests: tests)
        #expect(outcome == .sharedAndSame || outcome == .split, "\(outcome)")
    }

    /// A fallback presenter (plain build) and the solution (resilient) see the support types
    /// otherwise: a correct own presenter written with an enum case holding `any Borrowing`
    /// falls back, and a learner's test that passes on the solution fails on it. The same stated
    /// blind spot as the case `plain-and-resilient/sendable-overload-a-stated-blind-spot`, met
    /// through a fallback.
    @Test func aFallbackPresenterMeetsTheSameSendableBlindSpot() throws {
        let lab = try Lab("borrow-form")
        let solution = try lab.presenter()
        let own = try lab.presenter(appending: try Self.style("enum-case-holding-the-service-protocol"))
        #expect(solution.resilient && !own.resilient)
        let tests = Self.borrowHeader + """
        func sendability<T: Sendable>(_ value: T) -> String { "sendable" }
        func sendability<T>(_ value: T) -> String { "not sendable" }

        @Test func phasesStayOnTheirActor() {
            #expect(sendability(BorrowPhase.editing) == "not sendable")
        }
        """
        let onSolution = try lab.verdicts(of: tests, against: solution)
        let onOwn = try lab.verdicts(of: tests, against: own)
        #expect(onSolution != onOwn, "solution: \(onSolution)\nown: \(onOwn)")
    }

    // MARK: Correct presenters in other styles: do they build resilient?

    /// Each case of `styles`: a correct borrow presenter with a realistic addition, alone.
    /// A style that falls back is built as written: graded by the old rules, same verdicts, but
    /// sharing no build of the tests with the resilient presenters (one more compile), and seen
    /// as written (`aFallbackPresenterMeetsTheSameSendableBlindSpot`). Those that fall back do
    /// for a reason no member mark mends (each case says which); marking protocols too would
    /// mend the two that name an internal protocol and was tried: every menu presenter then
    /// fell back.
    @Test(arguments: AdversaryCorpus.folders("styles"))
    func aCorrectPresenterInAnotherStyleBuildsAsTheCaseSays(_ folder: AdversaryCorpus.Folder) throws {
        let style = try folder.read(AdversaryCorpus.Style.self)
        let library = try Lab(style.kata).presenter(style.presenter, of: folder)
        if style.builds == "resilient" {
            #expect(library.resilient, "\(folder): falls back to the plain build")
        } else {
            #expect(!library.resilient, "\(folder) now builds resilient: say \"builds\": \"resilient\" in its case.json")
        }
    }

    /// The code of one case of `styles` (appended to the first learner file).
    static func style(_ name: String) throws -> String {
        let folder = AdversaryCorpus.folder("styles", name)
        return try Lab.change(try folder.read(AdversaryCorpus.Style.self).presenter, of: folder).tail
    }

    /// A witness the compiler asks to mark that no mark can mend: `description` of
    /// `CustomStringConvertible` met by an extension of an internal protocol. The compiler points
    /// at the conformance in the type's header (already marked), so the retry changes nothing,
    /// yet compiles the same source twice more before the plain build: four compiles where two
    /// (the refused resilient one and the plain one) say the same.
    @Test func aRetryThatMarksNothingStops() throws {
        let lab = try Lab("borrow-form")
        var sources = lab.solution
        sources[0].contents += try Self.style("protocol-extension-default-meeting-a-public-requirement")
        let cost = try lab.compiles(sources)
        #expect(!cost.resilient, "the style falls back")
        #expect(cost.count <= 2, "compiles: \(cost.count)")
    }

    /// Every correct presenter grading builds (solution and alternatives) of the two katas: which
    /// fall back to the plain build.
    @Test(arguments: ["borrow-form", "menu-presenter"])
    func everyCorrectPresenterOfTheKataBuildsResilient(_ id: String) throws {
        let lab = try Lab(id)
        let correct = try lab.fixture.grader.presenters(own: nil).filter { $0.role == .correct }
        var plain: [String] = []
        for presenter in correct where try !lab.fixture.library(presenter.sources).resilient { plain.append(presenter.label) }
        #expect(plain.isEmpty, "built plain: \(plain.joined(separator: "; "))")
    }

    /// The compiles a resilient build costs: the borrow solution builds at once; the menu
    /// solution's view controller meets `UITableViewDataSource` requirements of a public
    /// protocol, so every menu presenter (each mutant too) pays a retry that marks them; so does
    /// a presenter with any witness of a public protocol (`Hashable`, `Codable`, `Sequence`).
    @Test func theMemberMarkRetryIsPaidByEveryMenuPresenter() throws {
        let borrow = try Lab("borrow-form")
        let menu = try Lab("menu-presenter")
        let borrowCost = try borrow.compiles(borrow.solution)
        let menuCost = try menu.compiles(menu.solution)
        var hashable = borrow.solution
        hashable[0].contents += try Self.style("identifiable-description-and-hashable")
        let hashableCost = try borrow.compiles(hashable)
        #expect(borrowCost.count == 1 && borrowCost.resilient, "borrow solution: \(borrowCost)")
        #expect(menuCost.count == 2 && menuCost.resilient, "menu solution: \(menuCost)")
        #expect(hashableCost.count == 2 && hashableCost.resilient, "borrow with a handwritten Hashable: \(hashableCost)")
        // Measured too: a LocalizedError enum 2, `#if` branches 1. The Codable and Sequence
        // styles need marks on two members each, all named by the first refusal: one retry.
        for name in ["codable-with-coding-keys", "sequence-with-its-own-iterator"] {
            var sources = borrow.solution
            sources[0].contents += try Self.style(name)
            let cost = try borrow.compiles(sources)
            #expect(cost.count == 2 && cost.resilient, "\(name): \(cost)")
        }
    }
}

extension AdversaryCorpus.Verdict {
    /// Records an issue for each way `seen` (`ResilientAdversaryTests.Lab.verdicts`) is not what
    /// the case says.
    func check(_ seen: String, _ label: String) {
        if let exactly { #expect(seen == exactly, "\(label): \(seen)") }
        if let prefix { #expect(seen.hasPrefix(prefix), "\(label): \(seen)") }
        for text in contains ?? [] { #expect(seen.contains(text), "\(label) lacks \(text): \(seen)") }
        for text in lacks ?? [] { #expect(!seen.contains(text), "\(label) holds \(text): \(seen)") }
        if let resilienceRefusal { #expect(TestGrader.isResilienceRefusal(seen) == resilienceRefusal, "\(label): \(seen)") }
    }
}
