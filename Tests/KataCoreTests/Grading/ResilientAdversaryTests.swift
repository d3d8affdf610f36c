import Foundation
import Testing
@testable import KataCore

/// Adversarial checks of the resilient presenter build (`ResilientSource`, `ABIFingerprint.opaque`).
/// Each case builds two variants of the leaky presenter the way grading does (marked resilient),
/// compiles one test file against each, and holds the rule grading relies on: presenters whose
/// interface for the test file is the same make the same test code (same compile result, same
/// object code). The cases first written as found bugs (by an adversary who had not read the
/// rules) each pair two presenters that once shared a build although the compiler treats the
/// test file differently against them; they now split.
@Suite(.tags(.compiler), .startsTheCompiler) struct ResilientAdversaryTests {

    struct Lab {
        let fixture: ABIFingerprintTests.Fixture
        let solution: LearnerSource
        let folder = temporaryFolder("abi-resilient-adversary")

        init() throws {
            fixture = try ABIFingerprintTests.Fixture("leaky-presenter")
            let file = Repository.solutions.appendingPathComponent("leaky-presenter/OrdersPresenter.swift")
            solution = try LearnerSource.read(name: "OrdersPresenter.swift", from: file)
        }

        /// The solution with `edits` applied and `tail` appended, built as grading builds it.
        func presenter(_ edits: [(find: String, replace: String)], appending tail: String = "") throws -> GradingBuilder.PresenterLibrary {
            var source = solution
            for edit in edits {
                #expect(source.contents.contains(edit.find), "the edit finds \(edit.find)")
                source.contents = source.contents.replacingOccurrences(of: edit.find, with: edit.replace)
            }
            source.contents += tail
            let library = try fixture.library([source])
            #expect(library.resilient, "the variant builds with its types marked resilient")
            return library
        }

        /// One copy of a test file for every compile (its path is in the code: `#expect` locations).
        static func snapshot(of tests: String, fixture: ABIFingerprintTests.Fixture, folder: URL) throws -> TestBinaryBuilder.Snapshot {
            try fixture.builder.snapshot([LearnerSource(name: "Tests.swift", path: folder.appendingPathComponent("Tests.swift"), contents: tests)])
        }

        enum Outcome: Equatable, CustomStringConvertible {
            /// Different keys: separate builds, whatever the code.
            case split
            /// One key, and the compiler agrees.
            case sharedAndSame
            /// One key, and the test file compiles to other code (or compiles against one only).
            case sharedButDifferent(String)

            var description: String {
                switch self {
                case .split: "split"
                case .sharedAndSame: "shared, same code"
                case let .sharedButDifferent(why): "shared, but \(why)"
                }
            }
        }

        func outcome(_ a: GradingBuilder.PresenterLibrary, _ b: GradingBuilder.PresenterLibrary, tests: String) throws -> Outcome {
            try Self.outcome(a, b, tests: tests, fixture: fixture, folder: folder)
        }

        /// What grading would do with `a` and `b` for `tests`, and whether the compiler agrees.
        static func outcome(_ a: GradingBuilder.PresenterLibrary, _ b: GradingBuilder.PresenterLibrary, tests: String,
                            fixture: ABIFingerprintTests.Fixture, folder: URL) throws -> Outcome {
            let reach = ABIFingerprint.Reach(source: tests)
            // A key on the whole module ("module-…") is the safe answer for what the descriptor
            // cannot say: two such variants split.
            guard a.interface(for: reach) == b.interface(for: reach) else { return .split }
            let snapshot = try snapshot(of: tests, fixture: fixture, folder: folder)
            defer { try? FileManager.default.removeItem(at: snapshot.folder) }
            switch (try fixture.compiledCode(of: snapshot, against: a, in: folder).code, try fixture.compiledCode(of: snapshot, against: b, in: folder).code) {
            case let (x?, y?): return x == y ? .sharedAndSame : .sharedButDifferent("the object code differs")
            case (nil, nil): return .sharedAndSame
            case (_?, nil): return .sharedButDifferent("the tests compile against the first only")
            case (nil, _?): return .sharedButDifferent("the tests compile against the second only")
            }
        }
    }

    static let view = "    weak var view: OrdersView?\n"
    static let header = ABIFingerprintTests.Adversary.header

    // MARK: Once found bugs: one key, other code (now split)

    /// An `async` getter and a plain one describe alike: the descriptor's accessor node has no
    /// effect flag and an accessor's mangled name does not carry `async`. `await p.isReady`
    /// compiles against both (the `await` is only a warning on a sync getter), to a suspension
    /// and an async call against one and a plain call against the other.
    @Test(.enabled(if: ObjectCode.canCompare, ObjectCode.missing))
    func anAsyncGetterSplitsFromASyncOne() throws {
        let lab = try Lab()
        let async = try lab.presenter([(Self.view, Self.view + "    var isReady: Bool { get async { true } }\n")])
        let sync = try lab.presenter([(Self.view, Self.view + "    var isReady: Bool { true }\n")])
        let tests = Self.header + """
        @MainActor @Test func isReadyAtOnce() async {
            let presenter = OrdersPresenter(service: Silent())
            let ready = await presenter.isReady
            #expect(ready)
        }
        """
        let outcome = try lab.outcome(async, sync, tests: tests)
        #expect(outcome == .split, "\(outcome)")
    }

    /// The same hole for subscripts: `subscript(i) { get async }` against a sync one.
    @Test(.enabled(if: ObjectCode.canCompare, ObjectCode.missing))
    func anAsyncSubscriptSplitsFromASyncOne() throws {
        let lab = try Lab()
        let async = try lab.presenter([(Self.view, Self.view + "    subscript(row: Int) -> String { get async { \"row \\(row)\" } }\n")])
        let sync = try lab.presenter([(Self.view, Self.view + "    subscript(row: Int) -> String { \"row \\(row)\" }\n")])
        let tests = Self.header + """
        @MainActor @Test func firstRow() async {
            let presenter = OrdersPresenter(service: Silent())
            let title = await presenter[0]
            #expect(title == "row 0")
        }
        """
        let outcome = try lab.outcome(async, sync, tests: tests)
        #expect(outcome == .split, "\(outcome)")
    }

    /// A getter that `throws(ReturnRefused)` and one that `throws` (any Error) describe alike
    /// (`throwing: true`, no thrown type); the caller's error path differs (typed throws return
    /// the error indirectly and the `catch` binds another type).
    @Test(.enabled(if: ObjectCode.canCompare, ObjectCode.missing))
    func aTypedThrowingGetterSplitsFromAnUntypedOne() throws {
        let lab = try Lab()
        let error = "\nstruct ReturnRefused: Error {}\n"
        let typed = try lab.presenter([(Self.view, Self.view + "    var firstReturnable: Int { get throws(ReturnRefused) { throw ReturnRefused() } }\n")], appending: error)
        let untyped = try lab.presenter([(Self.view, Self.view + "    var firstReturnable: Int { get throws { throw ReturnRefused() } }\n")], appending: error)
        let tests = Self.header + """
        @MainActor @Test func nothingToReturn() {
            let presenter = OrdersPresenter(service: Silent())
            do {
                _ = try presenter.firstReturnable
                Issue.record("no order can be returned yet")
            } catch {
                #expect(String(describing: error).contains("ReturnRefused"))
            }
        }
        """
        let outcome = try lab.outcome(typed, untyped, tests: tests)
        #expect(outcome == .split, "\(outcome)")
    }

    /// An observed `view` (`didSet`) and a stored one describe alike (measured: the descriptor
    /// has no trace of the observer), and every access the tests can compile against both is the
    /// same code: reads, writes, key paths and an `inout` pass go through the library's
    /// accessors. The one difference is the compiler's static exclusivity check: passing the
    /// same property `inout` twice in one call (`swap(&p.view, &p.view)`) compiles against a
    /// stored property and not against an observed one, so such a test file, built against the
    /// solution, is run against an observed presenter instead of being told it does not compile
    /// against it. Accepted (no kata test needs it; keying every `didSet` whole would cost a build
    /// per presenter that has one) and stated in `ABIFingerprint.opaque`.
    @Test(.enabled(if: ObjectCode.canCompare, ObjectCode.missing))
    func anObservedViewAndAStoredOneAreCalledAlike() throws {
        let lab = try Lab()
        let stored = try lab.presenter([])
        let observed = try lab.presenter([(Self.view, "    weak var view: OrdersView? {\n        didSet { view?.showLoading(false) }\n    }\n")])
        let tests = Self.header + """
        func keep(_ view: inout OrdersView?) {}

        @MainActor @Test func theViewIsHeldWeakly() {
            let presenter = OrdersPresenter(service: Silent())
            let path = \\OrdersPresenter.view
            keep(&presenter.view)
            presenter[keyPath: path] = nil
            #expect(presenter.view == nil)
        }
        """
        let outcome = try lab.outcome(stored, observed, tests: tests)
        #expect(outcome == .sharedAndSame, "\(outcome)")
    }

    /// The same with a `lazy var`: its accessors are implicit like a stored property's, `Lazy`
    /// and `HasStorage` are dropped, and the two share a key.
    @Test(.enabled(if: ObjectCode.canCompare, ObjectCode.missing))
    func aLazyPropertySplitsFromAStoredOneForTestsThatCompileAgainstOneOnly() throws {
        let lab = try Lab()
        let stored = try lab.presenter([(Self.view, Self.view + "    var pageSize: Int = 20\n")])
        let lazy = try lab.presenter([(Self.view, Self.view + "    lazy var pageSize: Int = 20\n")])
        let tests = Self.header + """
        @MainActor func swapPageSizeWithItself(_ presenter: OrdersPresenter) {
            swap(&presenter.pageSize, &presenter.pageSize)
        }

        @MainActor @Test func pageSizeSwapsWithItself() {
            let presenter = OrdersPresenter(service: Silent())
            swapPageSizeWithItself(presenter)
            #expect(presenter.pageSize == 20)
        }
        """
        let outcome = try lab.outcome(stored, lazy, tests: tests)
        #expect(outcome == .split, "\(outcome)")
    }

    /// A static stored constant is reached through its addressor (`unsafeMutableAddressor`: an
    /// internal static has a fixed layout even in a resilient type), a static property with a
    /// `_read` coroutine through its getter. Both getters are implicit and `Transparent`, so once
    /// `opaque` drops `HasStorage`, `HasInitialValue` and `isLet` the two describe alike.
    /// (`_read`/`_modify` are underscored like the attributes `hidesFromDescriptor` keys whole.)
    @Test(.enabled(if: ObjectCode.canCompare, ObjectCode.missing))
    func aStaticLetSplitsFromAStaticReadCoroutine() throws {
        let lab = try Lab()
        let stored = try lab.presenter([(Self.view, Self.view + "    static let returnWindow = 30\n")])
        let read = try lab.presenter([(Self.view, Self.view + "    static var returnWindow: Int { _read { yield 30 } }\n")])
        // On the main actor both compile, to an addressor call and a getter call; off it, the
        // stored constant (Sendable, immutable) is reachable and the main-actor `_read` one is not.
        let onMain = Self.header + """
        @MainActor @Test func window() { #expect(OrdersPresenter.returnWindow == 30) }
        """
        let offMain = Self.header + """
        @Test func window() { #expect(OrdersPresenter.returnWindow == 30) }
        """
        for tests in [onMain, offMain] {
            let outcome = try lab.outcome(stored, read, tests: tests)
            #expect(outcome == .split, "\(outcome)")
        }
    }

    /// The rewrite is lexical and does not know regex literals: in a multi-line extended regex
    /// (`#/ … /#`, where white space is ignored), a line starting with `class`, `struct`, `enum`
    /// or `actor` and a word gets `@usableFromInline ` inserted, which the regex must then match
    /// literally. The marked source still compiles (so no fallback) and behaves otherwise
    /// (measured with swiftc 6.3.1: `"classEconomy".contains(Fares().cabin)` is true as written,
    /// false once marked).
    @Test func theMarkNeverLandsInsideAMultiLineRegexLiteral() {
        let source = """
        final class Fares {
            let cabin = #/
              class Economy
            /#
        }
        """
        let marked = ResilientSource.marked(source)
        #expect(marked.hasPrefix("@usableFromInline final class Fares {"), "the presenter's own type is marked")
        #expect(!marked.contains("@usableFromInline class Economy"), "the regex literal is rewritten:\n\(marked)")
    }

    /// The retry that marks members the compiler names splits the file into `Character`s on
    /// "\n", and "\r\n" is one `Character`: a presenter saved with Windows line endings is one
    /// "line", no member is marked, and a presenter that needs one (a `description` of
    /// `CustomStringConvertible`) pays two more failing compiles and falls back to the plain
    /// build (no verdict changes; its group shares nothing).
    @Test func memberMarksFindWindowsLineEndingsAndMembersOnTheTypesLine() {
        let source = "struct Row: CustomStringConvertible {\r\n    var description: String { \"row\" }\r\n}\r\n"
        let marked = ResilientSource.marking([(line: 2, column: 9)], in: source)
        #expect(marked.contains("    @usableFromInline var description"), "line 2 is not marked: \(marked.debugDescription)")
        // A member on its type's line is marked where its own declaration begins, once.
        let oneLine = "struct Row: Identifiable { let id: String }\n"
        let once = ResilientSource.marking([(line: 1, column: 32), (line: 1, column: 32)], in: oneLine)
        #expect(once == "struct Row: Identifiable { @usableFromInline let id: String }\n")
        #expect(ResilientSource.marking([(line: 1, column: 32)], in: once) == once)
    }

    // MARK: Holding cases: the key is shared and the code is the same, or the key splits

    /// A key path to the view, and the view passed `inout`, against a weak and a strong view with
    /// a private slot before it: the key path goes through the library's property descriptor.
    @Test(.enabled(if: ObjectCode.canCompare, ObjectCode.missing))
    func keyPathsAndInoutReachTheViewThroughTheLibrary() throws {
        let lab = try Lab()
        let weak = try lab.presenter([])
        let strong = try lab.presenter([(Self.view, "    private var padding = (1, 2, 3)\n    var view: OrdersView?\n")])
        let tests = Self.header + """
        func clear(_ view: inout OrdersView?) { view = nil }

        @MainActor @Test func viewIsReachedByKeyPath() {
            let presenter = OrdersPresenter(service: Silent())
            let path: ReferenceWritableKeyPath<OrdersPresenter, OrdersView?> = \\OrdersPresenter.view
            presenter[keyPath: path] = nil
            clear(&presenter.view)
            #expect(presenter.view == nil)
        }
        """
        let outcome = try lab.outcome(weak, strong, tests: tests)
        #expect(outcome == .sharedAndSame, "\(outcome)")
    }

    /// A stored `let` and a `_read` property describe alike (implicit getter, same attributes)
    /// and the tests call the getter of both, by key path too.
    @Test(.enabled(if: ObjectCode.canCompare, ObjectCode.missing))
    func aLetAndAReadCoroutineAreCalledAlike() throws {
        let lab = try Lab()
        let stored = try lab.presenter([(Self.view, Self.view + "    let pageSize: Int = 20\n")])
        let read = try lab.presenter([(Self.view, Self.view + "    var pageSize: Int { _read { yield 20 } }\n")])
        let tests = Self.header + """
        @MainActor @Test func pageSize() {
            let presenter = OrdersPresenter(service: Silent())
            let path = \\OrdersPresenter.pageSize
            #expect(presenter.pageSize == presenter[keyPath: path])
        }
        """
        let outcome = try lab.outcome(stored, read, tests: tests)
        // Same code, but a `_read` coroutine is keyed on the whole module (see the static case):
        // a split is the safe side.
        #expect(outcome == .sharedAndSame || outcome == .split, "\(outcome)")
    }

    /// A lazy property read, written, mutated in place and passed `inout` once: the same calls.
    @Test(.enabled(if: ObjectCode.canCompare, ObjectCode.missing))
    func aLazyAndAStoredPropertyAreCalledAlike() throws {
        let lab = try Lab()
        let stored = try lab.presenter([(Self.view, Self.view + "    var pageSize: Int = 20\n")])
        let lazy = try lab.presenter([(Self.view, Self.view + "    lazy var pageSize: Int = 20\n")])
        let tests = Self.header + """
        func double(_ value: inout Int) { value *= 2 }

        @MainActor @Test func pageSize() {
            let presenter = OrdersPresenter(service: Silent())
            presenter.pageSize += 1
            double(&presenter.pageSize)
            #expect(presenter.pageSize == 42)
        }
        """
        let outcome = try lab.outcome(stored, lazy, tests: tests)
        // Same code; `lazy` stays in the description (the tests' compiler reads it), so the two
        // split, the safe side.
        #expect(outcome == .sharedAndSame || outcome == .split, "\(outcome)")
    }

    /// The row the tests build with its memberwise initialiser and compare, with a private
    /// constant added to it in one variant: the memberwise initialiser stays internal and the
    /// layout is the library's.
    @Test(.enabled(if: ObjectCode.canCompare, ObjectCode.missing))
    func aPrivateConstantInTheRowIsNotSeen() throws {
        let lab = try Lab()
        let plain = try lab.presenter([])
        let padded = try lab.presenter([("struct OrderRow: Equatable {\n", "struct OrderRow: Equatable {\n    private let version = 2\n")])
        let tests = Self.header + """
        @Test func rowsCompare() {
            let row = OrderRow(title: "A", subtitle: "Today", isDelivered: true)
            #expect(row == OrderRow(title: "A", subtitle: "Today", isDelivered: true))
            #expect(row.subtitle == "Today")
        }
        """
        let outcome = try lab.outcome(plain, padded, tests: tests)
        #expect(outcome == .sharedAndSame, "\(outcome)")
    }

    /// An enum with raw values the tests switch over and build from raw values: other raw values
    /// and a private static constant do not change the tests' code (cases are reached by symbol).
    @Test(.enabled(if: ObjectCode.canCompare, ObjectCode.missing))
    func rawValuesAndCasePayloadsAreReachedThroughTheLibrary() throws {
        let lab = try Lab()
        let enums = "\nenum Phase { case idle, loaded\n    case failed(String) }\nenum Tab: String { case all = \"all\", open = \"open\" }\n"
        let first = try lab.presenter([], appending: enums)
        let second = try lab.presenter([], appending: enums.replacingOccurrences(of: "case failed(String) }", with: "case failed(String)\n    private static let spare = 1 }")
            .replacingOccurrences(of: "open = \"open\"", with: "open = \"not returned\""))
        let tests = Self.header + """
        @Test func phases() {
            let phase = Phase.failed("offline")
            switch phase {
            case .idle, .loaded: Issue.record("not failed")
            case let .failed(reason): #expect(reason == "offline")
            }
            #expect(Tab(rawValue: "all") == .all && Tab.open.rawValue.count > 0)
        }
        """
        let outcome = try lab.outcome(first, second, tests: tests)
        #expect(outcome == .sharedAndSame, "\(outcome)")
    }

    /// The tests subclass an open-for-tests class of the presenter's and override a method; a
    /// private stored property added to the base class moves nothing the subclass's code fixes.
    @Test(.enabled(if: ObjectCode.canCompare, ObjectCode.missing))
    func aSubclassInTheTestsDoesNotSeeTheBaseClassLayout() throws {
        let lab = try Lab()
        let base = "\nclass Tracker {\n    var count = 0\n    func track() { count += 1 }\n}\n"
        let plain = try lab.presenter([], appending: base)
        let padded = try lab.presenter([], appending: base.replacingOccurrences(of: "    var count = 0\n", with: "    private var log: [String] = []\n    var count = 0\n"))
        let tests = Self.header + """
        final class CountingTwice: Tracker {
            var extra = 0
            override func track() { super.track(); extra += 1 }
        }

        @Test func tracks() {
            let tracker = CountingTwice()
            tracker.track()
            #expect(tracker.count == 1 && tracker.extra == 1)
        }
        """
        let outcome = try lab.outcome(plain, padded, tests: tests)
        #expect(outcome == .sharedAndSame, "\(outcome)")
    }

    /// A static stored constant is reached through an addressor, a computed one through its
    /// getter: the implicit `Transparent` getter of the stored one tells them apart.
    @Test(.enabled(if: ObjectCode.canCompare, ObjectCode.missing))
    func aStaticStoredConstantAndAComputedOneSplit() throws {
        let lab = try Lab()
        let stored = try lab.presenter([(Self.view, Self.view + "    static let returnWindow = 30\n")])
        let computed = try lab.presenter([(Self.view, Self.view + "    static var returnWindow: Int { 30 }\n")])
        let tests = Self.header + """
        @MainActor @Test func window() { #expect(OrdersPresenter.returnWindow == 30) }
        """
        let outcome = try lab.outcome(stored, computed, tests: tests)
        #expect(outcome == .split, "\(outcome)")
    }

    /// A struct's default value changes: the memberwise initialiser's default is the library's
    /// property initialiser, called by symbol.
    @Test(.enabled(if: ObjectCode.canCompare, ObjectCode.missing))
    func aDefaultValueInAMemberwiseInitialiserIsTheLibrarys() throws {
        let lab = try Lab()
        let tally = "\nstruct Tally { var shown = 0\n    var refused = 0 }\n"
        let zero = try lab.presenter([], appending: tally)
        let one = try lab.presenter([], appending: tally.replacingOccurrences(of: "refused = 0", with: "refused = 1"))
        let tests = Self.header + """
        @Test func tally() {
            #expect(Tally(shown: 2).shown == 2)
            #expect(Tally().refused >= 0)
        }
        """
        let outcome = try lab.outcome(zero, one, tests: tests)
        #expect(outcome == .sharedAndSame, "\(outcome)")
    }
}
