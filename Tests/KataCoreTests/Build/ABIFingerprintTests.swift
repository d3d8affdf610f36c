import Foundation
import Testing
@testable import KataCore

/// Presenters that look the same to a test file share one build of it (`ABIFingerprint`). These
/// tests prove the key against the compiler: the model tests compiled against presenters of equal
/// fingerprint make the same object code, and a change the tests can see splits the group.
@Suite(.tags(.compiler), .startsTheCompiler) struct ABIFingerprintTests {
    static let objcopy = ObjectCode.tool("llvm-objcopy")

    struct Fixture {
        var builder: GradingBuilder
        var grader: TestGrader
        var standIns: GradingBuilder.StandInLibraries
        var tests: LearnerSource
        /// One copy of the tests for every compile, as in grading: its path is in the code (source
        /// locations of `#expect`).
        var snapshot: TestBinaryBuilder.Snapshot

        init(_ id: String) throws {
            let kata = try Repository.catalog.kata(id)
            let environment = try KataVerificationTests.runner().environment
            let compiler = SwiftCompiler(toolchain: environment.toolchain, launcher: environment.launcher)
            builder = GradingBuilder(TestBinaryBuilder(kata: kata, catalog: Repository.catalog, compiler: compiler, cache: BuildCache(root: environment.cacheDirectory)))
            grader = TestGrader(builder: builder, launcher: environment.launcher, limits: environment.testLimits, sandbox: environment.sandbox)
            standIns = try builder.standInLibraries(kata.standIns)
            let check = try #require(kata.testsCheck)
            let folder = Repository.solutions.appendingPathComponent("\(id)/Tests")
            tests = try LearnerSource.read(name: check.testFile ?? "", from: folder.appendingPathComponent(check.testFile ?? ""))
            snapshot = try builder.snapshot([tests])
        }

        func library(_ sources: [LearnerSource], markResilient: Bool = true) throws -> GradingBuilder.PresenterLibrary {
            let snapshot = try builder.snapshot(sources)
            defer { try? FileManager.default.removeItem(at: snapshot.folder) }
            guard case let .built(library) = try builder.presenterLibrary(snapshot, standIns: standIns, markResilient: markResilient) else {
                throw KataError.internal("a presenter does not build")
            }
            return library
        }

        /// The tests' object code against `library`, without debug info and the module hash.
        func code(against library: GradingBuilder.PresenterLibrary, in folder: URL) throws -> Data {
            try code(of: snapshot, against: library, in: folder)
        }

        /// The object code of one test file against `library`.
        func code(of tests: String, against library: GradingBuilder.PresenterLibrary, in folder: URL) throws -> Data {
            let snapshot = try builder.snapshot([LearnerSource(name: "Tests.swift", path: folder.appendingPathComponent("Tests.swift"), contents: tests)])
            defer { try? FileManager.default.removeItem(at: snapshot.folder) }
            return try code(of: snapshot, against: library, in: folder)
        }

        func code(of snapshot: TestBinaryBuilder.Snapshot, against library: GradingBuilder.PresenterLibrary, in folder: URL,
                  symbolsAndCode: Bool = !ObjectCode.hasObjcopy) throws -> Data {
            let compiled = try compiledCode(of: snapshot, against: library, in: folder, symbolsAndCode: symbolsAndCode)
            #expect(compiled.code != nil, "\(compiled.transcript.suffix(1000))")
            return compiled.code ?? Data()
        }

        /// The object code of the tests in `snapshot` against `library`, without debug info and
        /// the module hash; nil (and the compiler's words) when they do not compile.
        func compiledCode(of snapshot: TestBinaryBuilder.Snapshot, against library: GradingBuilder.PresenterLibrary,
                          in folder: URL, symbolsAndCode: Bool = !ObjectCode.hasObjcopy) throws -> (code: Data?, transcript: String) {
            let object = folder.appendingPathComponent("\(UUID().uuidString).o")
            let output = try builder.compiler.run(["-wmo", "-swift-version", "5"] + TestBinaryBuilder.commonFlags
                + ["-I", library.folder.path] + standIns.searchPaths.flatMap { ["-I", $0.path] }
                + ["-module-name", builder.learnerTestsModule, "-c", "-o", object.path] + snapshot.learnerPaths.map(\.path))
            guard output.succeeded else { return (nil, output.transcript) }
            return (try ObjectCode.comparable(object, in: folder, symbolsAndCode: symbolsAndCode), output.transcript)
        }
    }

    @Test(.enabled(if: ObjectCode.canCompare, ObjectCode.missing),
          arguments: ["leaky-presenter", "menu-presenter", "borrow-form"])
    func presentersWithOneFingerprintMakeTheSameTestCode(_ id: String) throws {
        let fixture = try Fixture(id)
        let reach = ABIFingerprint.Reach(source: fixture.tests.contents)
        let presenters = try fixture.grader.presenters(own: nil)
        // One presenter per distinct module: equal modules make equal code anyway.
        var byModule: [String: GradingBuilder.PresenterLibrary] = [:]
        for presenter in presenters {
            let library = try fixture.library(presenter.sources)
            byModule[library.moduleHash] = byModule[library.moduleHash] ?? library
        }
        let groups = Dictionary(grouping: byModule.values, by: { $0.interface(for: reach) })
        #expect(groups.keys.allSatisfy { $0.hasPrefix("abi-") }, "the digester describes every presenter")
        #expect(byModule.values.allSatisfy { $0.resilient }, "every presenter of the kata builds with its types marked resilient")
        #expect(groups.count < byModule.count, "some presenters with different modules share a build")
        let folder = temporaryFolder("abi-objects")
        for (key, unsorted) in groups where unsorted.count > 1 {
            // At most eight modules a group, to keep the suite's cost bounded.
            let libraries = unsorted.sorted { $0.moduleHash < $1.moduleHash }.prefix(8)
            let first = try fixture.code(against: libraries[libraries.startIndex], in: folder)
            for library in libraries.dropFirst() {
                #expect(try fixture.code(against: library, in: folder) == first, "\(id): \(key) groups presenters whose test code differs (\(library.folder.lastPathComponent))")
            }
        }
    }

    /// The hidden suites are built once per interface they can see of the learner's module
    /// (`TestBinaryBuilder.suites`), not once per module: over the kata's solution and its learner
    /// corpus (the modules `LearnerCorpusTests` builds too; mutants and alternatives are proven by
    /// `KataVerificationTests`, each against its named checks), modules of one interface for a
    /// suite module make the same suite code. Per kata, the largest group of distinct modules is
    /// compiled against twice.
    @Test(.enabled(if: ObjectCode.canCompare, ObjectCode.missing), arguments: ["leaky-presenter", "menu-presenter", "borrow-form"])
    func learnerModulesOfOneInterfaceMakeTheSameSuiteCode(_ id: String) throws {
        let kata = try Repository.catalog.kata(id)
        let environment = try KataVerificationTests.runner().environment
        let cache = BuildCache(root: environment.cacheDirectory)
        let compiler = SwiftCompiler(toolchain: environment.toolchain, launcher: environment.launcher, scratch: cache)
        let builder = TestBinaryBuilder(kata: kata, catalog: Repository.catalog, compiler: compiler, cache: cache)
        let standIns = try builder.standIns(kata.standIns)
        let checks = kata.checks.filter { $0.kind == .test && builder.suiteModule(for: $0) == "\(TestBinaryBuilder.suitesModule)1" }
        let files = builder.suiteModuleFiles(checks, withEntryPoint: true)
        let reach = try TestBinaryBuilder.reach(of: files)

        var modules: [String: TestBinaryBuilder.LearnerModule] = [:]
        for sources in try Self.presenters(of: kata) {
            let snapshot = try builder.snapshot(sources)
            defer { try? FileManager.default.removeItem(at: snapshot.folder) }
            if case let .built(module) = try builder.learnerModule(snapshot, standIns: standIns) {
                modules[module.interfaceHash] = modules[module.interfaceHash] ?? module
            }
        }
        let groups = Dictionary(grouping: modules.values, by: { builder.suitesInterface(of: $0, for: reach, standIns: standIns) })
        #expect(groups.keys.contains { $0.hasPrefix("abi-") }, "the digester describes the kata's presenters")
        #expect(groups.count < modules.count, "\(id): some modules that differ share a build of the suites")
        let largest = try #require(groups.values.max { $0.count < $1.count })
        let pair = largest.sorted { $0.interfaceHash < $1.interfaceHash }.prefix(2)
        try #require(pair.count == 2)
        let folder = temporaryFolder("suite-objects")
        let objects = try pair.map { module -> Data? in
            let object = folder.appendingPathComponent("\(UUID().uuidString).o")
            let output = try builder.compileSuites("\(TestBinaryBuilder.suitesModule)1", files: files, module: module, standIns: standIns, to: object)
            return output.succeeded ? try ObjectCode.comparable(object, in: folder) : nil
        }
        #expect(objects[0] == objects[1], "\(id): modules of one interface for the suites make other suite code")
        #expect(objects[0] != nil, "\(id): the suites compile against the group's modules")
    }

    /// The solution of `kata` and each case of its learner corpus.
    static func presenters(of kata: Kata) throws -> [[LearnerSource]] {
        let folder = Repository.solutions.appendingPathComponent(kata.id)
        let solution = try kata.learnerFiles.map { try LearnerSource.read(name: $0, from: folder.appendingPathComponent($0)) }
        var presenters = [solution]
        for corpusCase in LearnerCorpusTests.allCases(only: kata.id) {
            presenters.append(try solution.map { source in
                let own = corpusCase.folder.appendingPathComponent(source.name)
                return FileManager.default.fileExists(atPath: own.path) ? try LearnerSource.read(name: source.name, from: own) : source
            })
        }
        return presenters
    }

    /// Built as written (a presenter whose types cannot be marked resilient), a class's layout
    /// is part of the tests' code.
    @Test func aMoveTheTestsCanSeeSplitsTheGroupAndOneTheyCannotDoesNot() throws {
        let fixture = try Fixture("leaky-presenter")
        let reach = ABIFingerprint.Reach(source: fixture.tests.contents)
        #expect(reach.members.contains("view"), "the model tests set the presenter's view")
        let file = Repository.solutions.appendingPathComponent("leaky-presenter/OrdersPresenter.swift")
        let solution = try LearnerSource.read(name: "OrdersPresenter.swift", from: file)
        func variant(_ find: String, _ replace: String) throws -> GradingBuilder.PresenterLibrary {
            var source = solution
            #expect(source.contents.contains(find))
            source.contents = source.contents.replacingOccurrences(of: find, with: replace)
            return try fixture.library([source], markResilient: false)
        }
        let reference = try fixture.library([solution], markResilient: false)
        #expect(!reference.resilient)
        let before = try variant("    weak var view: OrdersView?", "    private var padding = (1, 2, 3)\n    weak var view: OrdersView?")
        let after = try variant("    weak var view: OrdersView?", "    weak var view: OrdersView?\n    private var padding = (1, 2, 3)")
        let renamed = try variant("orders", "fetchedOrders")
        let strong = try variant("    weak var view: OrdersView?", "    var view: OrdersView?")
        let interface = reference.interface(for: reach)
        #expect(before.interface(for: reach) != interface, "a slot added before the view moves it")
        #expect(after.interface(for: reach) == interface, "a slot added after the last reachable one moves nothing")
        #expect(renamed.interface(for: reach) == interface, "private names are not seen")
        #expect(strong.interface(for: reach) != interface, "the view's ownership is seen")
        #expect(reference.moduleHash != after.moduleHash && reference.moduleHash != renamed.moduleHash)
        // Code that never writes `.view` does not see the view's ownership.
        #expect(strong.interface(for: ABIFingerprint.Reach(source: "presenter.viewDidLoad()")) == reference.interface(for: ABIFingerprint.Reach(source: "presenter.viewDidLoad()")))
        // And the compiler agrees on the two sides of the boundary.
        let folder = temporaryFolder("abi-boundary")
        let code = try fixture.code(against: reference, in: folder)
        #expect(try fixture.code(against: after, in: folder) == code)
        #expect(try fixture.code(against: before, in: folder) != code)
        // The proof that stands in where llvm-objcopy is missing (symbols and disassembled code)
        // tells the same on both sides of the boundary.
        let listed = try fixture.code(of: fixture.snapshot, against: reference, in: folder, symbolsAndCode: true)
        #expect(try fixture.code(of: fixture.snapshot, against: after, in: folder, symbolsAndCode: true) == listed)
        #expect(try fixture.code(of: fixture.snapshot, against: before, in: folder, symbolsAndCode: true) != listed)
    }

    /// Built with its types marked resilient, a presenter's layout is reached through the
    /// library: storage and private properties no longer split the group, and the compiler
    /// agrees; what the tests call still does.
    @Test(.enabled(if: ObjectCode.canCompare, ObjectCode.missing))
    func inAResilientBuildTheLayoutIsNotSeenAndTheCallsAre() throws {
        let fixture = try Fixture("leaky-presenter")
        let reach = ABIFingerprint.Reach(source: fixture.tests.contents)
        let file = Repository.solutions.appendingPathComponent("leaky-presenter/OrdersPresenter.swift")
        let solution = try LearnerSource.read(name: "OrdersPresenter.swift", from: file)
        func variant(_ find: String, _ replace: String) throws -> GradingBuilder.PresenterLibrary {
            var source = solution
            #expect(source.contents.contains(find))
            source.contents = source.contents.replacingOccurrences(of: find, with: replace)
            let library = try fixture.library([source])
            #expect(library.resilient)
            return library
        }
        let reference = try fixture.library([solution])
        #expect(reference.resilient)
        let interface = reference.interface(for: reach)
        let before = try variant("    weak var view: OrdersView?", "    private var padding = (1, 2, 3)\n    weak var view: OrdersView?")
        let strong = try variant("    weak var view: OrdersView?", "    var view: OrdersView?")
        let unowned = try variant("    weak var view: OrdersView?", "    unowned(unsafe) var view: OrdersView? = nil")
        let computed = try variant("    weak var view: OrdersView?", "    var view: OrdersView? { get { box.view } set { box.view = newValue } }\n    private let box = Box()\n    private final class Box { weak var view: OrdersView? }")
        let returns = try variant("    func viewDidLoad() {", "    @discardableResult func viewDidLoad() -> Bool {\n        load()\n        return true\n    }\n\n    func load() {")
        #expect(before.interface(for: reach) == interface, "a private slot is not seen")
        #expect(strong.interface(for: reach) == interface, "the view's storage is not seen")
        #expect(unowned.interface(for: reach) == interface, "nor is its ownership")
        #expect(returns.interface(for: reach) != interface, "what a called method returns is seen")
        let folder = temporaryFolder("abi-resilient")
        let code = try fixture.code(against: reference, in: folder)
        for library in [before, strong, unowned] {
            #expect(try fixture.code(against: library, in: folder) == code, "\(library.folder.lastPathComponent)")
        }
        #expect(try fixture.code(against: returns, in: folder) != code)
        // A computed view has other accessors (no `_modify` of a stored one): another group,
        // whatever the compiler would do, is the safe side.
        if computed.interface(for: reach) == interface {
            #expect(try fixture.code(against: computed, in: folder) == code)
        }
    }

    @Test func reachReadsNamesAfterDotsAndTypesThatMayBeExtended() {
        let reach = ABIFingerprint.Reach(source: """
        let spy = Spy() // a comment naming .secret
        presenter.view = spy; let k = \\Presenter.rows
        items.map { $0 . title }
        final class Spy: NSObject, OrdersView & Sendable {}
        extension OrderFetching {}
        """)
        #expect(reach.members.isSuperset(of: ["view", "rows", "title", "secret", "map"]))
        #expect(!reach.members.contains("presenter") && !reach.members.contains("spy"))
        #expect(reach.extended.isSuperset(of: ["NSObject", "OrdersView", "Sendable", "OrderFetching"]))
        #expect(reach.members(of: "OrdersView") == reach.identifiers)
        #expect(reach.members(of: "Presenter") == reach.members)
    }

    /// Fingerprints are remembered per reach key: texts that differ in any set the rules read must
    /// not share one, even when every other set is equal.
    @Test func reachesThatDifferOnlyInWhatTheyExtendHaveDifferentKeys() {
        let first = ABIFingerprint.Reach(source: "extension X {}\nlet a: Y")
        let second = ABIFingerprint.Reach(source: "extension Y {}\nlet a: X")
        #expect(first.members == second.members && first.identifiers == second.identifiers && first.extended == second.extended)
        #expect(first.extensions != second.extensions)
        #expect(first.key != second.key)
        #expect(first.key == ABIFingerprint.Reach(source: "extension X {}\nlet a: Y").key)
    }

    /// A fingerprint is remembered by the reach cut down to the names the descriptor declares: an
    /// edit of the tests that writes no such name (a number, a comment, a new test's name) finds
    /// it remembered, and one that writes such a name is judged again.
    @Test func anEditThatWritesNoDeclaredNameFindsTheFingerprintRemembered() throws {
        let fixture = try Fixture("leaky-presenter")
        let file = Repository.solutions.appendingPathComponent("leaky-presenter/OrdersPresenter.swift")
        var solution = try LearnerSource.read(name: "OrdersPresenter.swift", from: file)
        let reference = try fixture.library([solution], markResilient: false)
        solution.contents = solution.contents.replacingOccurrences(of: "    weak var view: OrdersView?", with: "    var view: OrdersView?")
        let strong = try fixture.library([solution], markResilient: false)
        let memos = reference.folder.appendingPathComponent("interfaces")
        func remembered() -> Set<String> {
            Set(((try? FileManager.default.contentsOfDirectory(atPath: memos.path)) ?? []).filter { !$0.hasPrefix("names-") })
        }
        let calls = "let presenter = OrdersPresenter(service: service)\npresenter.viewDidLoad()"
        let interface = reference.interface(for: ABIFingerprint.Reach(source: calls))
        let before = remembered()
        let edited = ABIFingerprint.Reach(source: calls + "\n// 12.75 wibbleWobble\nfunc aNewTestName() {}")
        #expect(edited.key != ABIFingerprint.Reach(source: calls).key)
        #expect(reference.interface(for: edited) == interface)
        #expect(remembered() == before, "no new fingerprint was worked out")
        // Writing `.view` reaches the view's ownership: a new key, and the two presenters part.
        let viewing = ABIFingerprint.Reach(source: calls + "\npresenter.view = nil")
        #expect(strong.interface(for: ABIFingerprint.Reach(source: calls)) == interface)
        #expect(strong.interface(for: viewing) != reference.interface(for: viewing))
        #expect(remembered().count == before.count + 1)
    }

    /// Variants of the leaky presenter, and test files that reach them in ways the names a test
    /// writes after dots do not show. Each pair of presenters once shared a build and the
    /// compiler made different code for the pair (measured).
    struct Adversary {
        let fixture: Fixture
        let solution: LearnerSource

        init() throws {
            fixture = try Fixture("leaky-presenter")
            let file = Repository.solutions.appendingPathComponent("leaky-presenter/OrdersPresenter.swift")
            solution = try LearnerSource.read(name: "OrdersPresenter.swift", from: file)
        }

        /// Built as written: the rules for presenters whose types cannot be marked resilient
        /// (the resilient builds are proven by `inAResilientBuildTheLayoutIsNotSeenAndTheCallsAre`
        /// and `presentersWithOneFingerprintMakeTheSameTestCode`).
        func variant(_ edits: [(find: String, replace: String)], appending tail: String = "") throws -> GradingBuilder.PresenterLibrary {
            var source = solution
            for edit in edits {
                #expect(source.contents.contains(edit.find))
                source.contents = source.contents.replacingOccurrences(of: edit.find, with: edit.replace)
            }
            source.contents += tail
            return try fixture.library([source], markResilient: false)
        }

        static let header = """
        import Foundation
        import Testing
        @testable import OrdersScreen

        struct Silent: OrderFetching {
            func fetchOrders(completion: @escaping @Sendable (Result<[Order], Error>) -> Void) {}
        }

        """
    }

    static let view = "    weak var view: OrdersView?"
    static let protocolHead = "@MainActor\nprotocol OrdersView: AnyObject {"

    @Test(.enabled(if: ObjectCode.canCompare, ObjectCode.missing))
    func reachesByBacktickInheritanceAndSyntaxSplitTheGroup() throws {
        let adversary = try Adversary()
        let folder = temporaryFolder("abi-adversary")

        // `presenter.`view`` writes the view without a name after a dot.
        let backticked = Adversary.header + """
        final class Spy: OrdersView {
            var loading: [Bool] = []
            func show(rows: [OrderRow]) {}
            func showLoading(_ isLoading: Bool) { loading.append(isLoading) }
            func showMessage(_ message: String) {}
            func showReturn(for order: Order) {}
        }

        @MainActor @Test func loadingShowsAtOnce() {
            let spy = Spy()
            let presenter = OrdersPresenter(service: Silent())
            presenter.`view` = spy
            presenter.viewDidLoad()
            #expect(spy.loading == [true])
        }
        """
        let reference = try adversary.fixture.library([adversary.solution], markResilient: false)
        let before = try adversary.variant([(Self.view, "    private var padding = (1, 2, 3)\n" + Self.view)])
        let reach = ABIFingerprint.Reach(source: backticked)
        #expect(before.interface(for: reach) != reference.interface(for: reach), "a slot added before a backticked `view` moves it")
        #expect(try adversary.fixture.code(of: backticked, against: before, in: folder) != adversary.fixture.code(of: backticked, against: reference, in: folder))

        // A spy of `OrdersView` reaches members of what `OrdersView` refines by bare names: one
        // that shadows the tests' own function changes what the spy calls; so does an extension
        // of a nested type, `extension OrdersPresenter.Tally`. And `adder(1, 2)` calls
        // `dynamicallyCall`, a name never written, as a conformance calls `description`.
        let plain = try adversary.variant([(Self.protocolHead, "protocol Shown {}\n\n@MainActor\nprotocol OrdersView: AnyObject, Shown {")],
                                          appending: "\n@dynamicCallable final class Adder { func dynamicallyCall(withArguments a: [Int]) -> Int { a.reduce(0, +) } }\n"
                                              + "extension OrdersPresenter { struct Tally { var n = 0 } }\n"
                                              + "extension OrdersView { var description: String { \"any view\" } }\n")
        let shadowing = try adversary.variant([(Self.protocolHead, "protocol Shown {}\nextension Shown { func describe(_ rows: [OrderRow]) -> String { \"member\" } }\n\n@MainActor\nprotocol OrdersView: AnyObject, Shown {")],
                                              appending: "\n@dynamicCallable final class Adder { func dynamicallyCall(withArguments a: [Int]) -> Double { Double(a.reduce(0, +)) } }\n"
                                                  + "extension OrdersPresenter { struct Tally { var n = 0 } }\n"
                                                  + "extension OrdersPresenter.Tally { func describe(_ rows: [OrderRow]) -> String { \"member\" } }\n"
                                                  + "extension OrdersView where Self: CustomStringConvertible { var description: String { \"printable\" } }\n")
        let inherited = Adversary.header + """
        func describe(_ rows: [OrderRow]) -> String { "global" }

        final class Spy: OrdersView {
            var said: [String] = []
            func show(rows: [OrderRow]) { said.append(describe(rows)) }
            func showLoading(_ isLoading: Bool) {}
            func showMessage(_ message: String) {}
            func showReturn(for order: Order) {}
        }

        @MainActor @Test func describes() {
            let spy = Spy()
            spy.show(rows: [])
            #expect(spy.said == ["global"])
        }
        """
        let called = Adversary.header + """
        @Test func adds() {
            let adder = Adder()
            #expect(adder(1, 2) == 3)
        }
        """
        let nested = Adversary.header + """
        func describe(_ rows: [OrderRow]) -> String { "global" }

        extension OrdersPresenter.Tally {
            func said() -> String { describe([]) }
        }

        @Test func says() {
            #expect(OrdersPresenter.Tally().said() == "global")
        }
        """
        // A spy of `OrdersView, CustomStringConvertible` gets its `description`, a name it never
        // writes, from whichever extension of `OrdersView` matches.
        let witnessed = Adversary.header + """
        final class Spy: OrdersView, CustomStringConvertible {
            func show(rows: [OrderRow]) {}
            func showLoading(_ isLoading: Bool) {}
            func showMessage(_ message: String) {}
            func showReturn(for order: Order) {}
        }

        @MainActor @Test func printsItself() {
            #expect("\\(Spy())" == "any view")
        }
        """
        for tests in [inherited, called, nested, witnessed] {
            let reach = ABIFingerprint.Reach(source: tests)
            #expect(plain.interface(for: reach) != shadowing.interface(for: reach))
            #expect(try adversary.fixture.code(of: tests, against: plain, in: folder) != adversary.fixture.code(of: tests, against: shadowing, in: folder))
        }
        #expect(plain.interface(for: ABIFingerprint.Reach(source: "presenter.viewDidLoad()")) == shadowing.interface(for: ABIFingerprint.Reach(source: "presenter.viewDidLoad()")),
                "code that reaches neither still shares")
    }

    @Test func whatTheDescriptorCannotSayKeysOnTheWholeModule() throws {
        let adversary = try Adversary()
        let reach = ABIFingerprint.Reach(source: adversary.fixture.tests.contents)
        #expect(try adversary.fixture.library([adversary.solution], markResilient: false).interface(for: reach).hasPrefix("abi-"))
        // Which global actor isolates a declaration: the descriptor says `Custom` for any.
        let actor = try adversary.variant([], appending: "\n@globalActor actor Background { static let shared = Background() }\n")
        #expect(actor.interface(for: reach).hasPrefix("module-"))
        // A result builder on a parameter is not described at all.
        let builder = try adversary.variant([], appending: "\n@resultBuilder enum RowsBuilder { static func buildBlock(_ rows: [OrderRow]...) -> [OrderRow] { rows.flatMap { $0 } } }\n")
        #expect(builder.interface(for: reach).hasPrefix("module-"))
        #expect(ABIFingerprint.hidesFromDescriptor(source: "func rows(@RowsBuilder _ make: () -> [OrderRow])"), "whichever module declares the builder")
        #expect(!ABIFingerprint.hidesFromDescriptor(source: "final class Spy: NSObject, @unchecked Sendable, @MainActor OrdersView {}\nfunc f(_ g: @escaping () -> Void) {}"))
        // `= #line` is expanded by the caller; the descriptor only says there is a default.
        let line = try adversary.variant([("    func viewDidLoad() {", "    func mark(_ line: Int = #line) -> Int { line }\n\n    func viewDidLoad() {")])
        #expect(line.interface(for: reach).hasPrefix("module-"))
        // The descriptor has no typealiases: `extension Presenter { … view = nil }` reached the
        // view of a type whose name the tests never wrote.
        let alias = try adversary.variant([], appending: "\ntypealias Presenter = OrdersPresenter\n")
        #expect(alias.interface(for: reach).hasPrefix("module-"))
        // Nor an operator's precedence: `10 ~~ 2 * 3` groups by it.
        let infix = try adversary.variant([], appending: "\ninfix operator ~~: AdditionPrecedence\nfunc ~~ (a: Int, b: Int) -> Int { a - b }\n")
        #expect(infix.interface(for: reach).hasPrefix("module-"))
        // `nonisolated(nonsending)` is described and mangled like `nonisolated`; the caller passes
        // its isolation to one and not the other.
        let nonsending = try adversary.variant([("    func viewDidLoad() {", "    nonisolated(nonsending) func load() async -> Int { 1 }\n\n    func viewDidLoad() {")])
        #expect(nonsending.interface(for: reach).hasPrefix("module-"))
    }

    @Test func aTypeTheTestsExtendIsSeenWhole() throws {
        let adversary = try Adversary()
        let tests = adversary.fixture.tests.contents
        // A conformance the tests add picks members by its requirements' names (`description`).
        let conforming = ABIFingerprint.Reach(source: tests + "\nextension OrdersPresenter: CustomStringConvertible {}\n")
        let reference = try adversary.fixture.library([adversary.solution], markResilient: false)
        let described = try adversary.variant([("    private let returnWindowInDays = 30\n", "    private let returnWindowInDays = 30\n    let description = \"B\"\n")])
        #expect(described.interface(for: conforming) != reference.interface(for: conforming))
        let reach = ABIFingerprint.Reach(source: tests)
        #expect(described.interface(for: reach) == reference.interface(for: reach), "without the extension the member is out of reach")
    }

    @Test func reachReadsBacktickedAndUnicodeNames() {
        let reach = ABIFingerprint.Reach(source: "presenter.`view` = spy; menu.`show rows`(); let x = café.größe😀 ≠ y; extension `OrdersPresenter`: P {}\n"
                                         + "extension Outer.Inner {}; final class Spy: OrdersScreen.OrdersView {}; f(x).y\n"
                                         + "final class Main: @MainActor MenuView, @unchecked Sendable {}\n"
                                         + "typealias Seen =\n    MenuRouting & Sendable\nlet after = 1\n"
                                         + "final class Commented: /* the contract */ MenuPresenting {}; let url = \"http://x\"; router.route = 1")
        #expect(reach.members.isSuperset(of: ["view", "show rows", "show", "rows", "größe😀"]))
        #expect(!reach.members.contains("spy"))
        #expect(reach.identifiers.isSuperset(of: ["café", "y", "x"]))
        #expect(reach.extensions == ["OrdersPresenter", "Outer", "Inner", "Seen", "MenuRouting", "Sendable"])
        #expect(reach.extended.isSuperset(of: ["OrdersPresenter", "P", "Outer", "Inner", "OrdersScreen", "OrdersView", "MenuView", "Sendable", "Seen", "MenuRouting"]))
        #expect(reach.extended.contains("MenuPresenting") && reach.members.contains("route"))
        #expect(!reach.extended.contains("y") && !reach.extended.contains("Spy") && !reach.extended.contains("after"))
    }
}

/// Object code as the fingerprint proofs compare it, without what differs between two builds of
/// the same code (debug info, the module hash). Where the toolchain has `llvm-objcopy` (Linux
/// toolchains ship it), the whole object with those sections removed; where it does not (macOS),
/// the proof that stands in compares what `nm` and `objdump` (or `otool`) say of it: the symbol
/// table and the disassembled code with its relocations. That one is weaker (data sections such as
/// type metadata are not compared), so a change only they carry is proven on Linux alone.
enum ObjectCode {
    /// `name` beside `swiftc`, else where the system keeps its developer tools.
    static func tool(_ name: String) -> URL {
        let beside = URL(fileURLWithPath: (try? Toolchain.discover().swiftc) ?? "/usr/bin/swiftc")
            .deletingLastPathComponent().appendingPathComponent(name)
        if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
        return URL(fileURLWithPath: "/usr/bin").appendingPathComponent(name.replacingOccurrences(of: "llvm-", with: ""))
    }

    static let nm = tool("llvm-nm")
    static let objdump = tool("llvm-objdump")
    static let otool = URL(fileURLWithPath: "/usr/bin/otool")
    static let hasObjcopy = FileManager.default.isExecutableFile(atPath: ABIFingerprintTests.objcopy.path)
    static let disassembler: [String]? = {
        if FileManager.default.isExecutableFile(atPath: objdump.path) { return [objdump.path, "-d", "-r", "--no-show-raw-insn"] }
        if FileManager.default.isExecutableFile(atPath: otool.path) { return [otool.path, "-tvV"] }
        return nil
    }()
    static let canCompare = hasObjcopy || (disassembler != nil && FileManager.default.isExecutableFile(atPath: nm.path))
    static let missing: Comment = "needs llvm-objcopy (Linux toolchains ship it), or nm with objdump or otool (macOS), to compare object code"

    /// What two objects of the same code share, as bytes: with `llvm-objcopy` unless
    /// `symbolsAndCode` asks for the stand-in proof.
    static func comparable(_ object: URL, in folder: URL, symbolsAndCode: Bool = !hasObjcopy) throws -> Data {
        if !symbolsAndCode {
            let stripped = folder.appendingPathComponent("\(UUID().uuidString).o")
            let strip = try KataCore.ProcessLauncher.live.run(ProcessRequest(
                executable: ABIFingerprintTests.objcopy.path,
                arguments: ["--strip-debug", "--remove-section=.swift_modhash", object.path, stripped.path]))
            #expect(strip.termination.isSuccess, "\(strip.stderr)")
            return try Data(contentsOf: stripped)
        }
        let disassembler = try #require(disassembler, "no objdump or otool")
        var text = ""
        for command in [[nm.path], disassembler] {
            let result = try KataCore.ProcessLauncher.live.run(ProcessRequest(
                executable: command[0], arguments: Array(command.dropFirst()) + [object.path],
                limits: ResourceLimits(wallSeconds: 60, outputTailBytes: 64 << 20)))
            #expect(result.termination.isSuccess && !result.outputWasCut, "\(command[0]): \(result.stderr)")
            // The object's own path heads the listing; it is not part of the code.
            text += result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !$0.contains(object.path) && !$0.contains(object.lastPathComponent) }.joined(separator: "\n")
        }
        return Data(text.utf8)
    }
}
