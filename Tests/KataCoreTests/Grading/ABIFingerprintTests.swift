import Foundation
import Testing
@testable import KataCore

/// Presenters that look the same to a test file share one build of it (`ABIFingerprint`). These
/// tests prove the key against the compiler: the model tests compiled against presenters of equal
/// fingerprint make the same object code, and a change the tests can see splits the group.
@Suite struct ABIFingerprintTests {
    static let objcopy = URL(fileURLWithPath: (try? Toolchain.discover().swiftc) ?? "/usr/bin/swiftc")
        .deletingLastPathComponent().appendingPathComponent("llvm-objcopy")

    struct Fixture {
        var builder: TestBinaryBuilder
        var grader: TestGrader
        var standIns: TestBinaryBuilder.StandInLibraries
        var tests: LearnerSource
        /// One copy of the tests for every compile, as in grading: its path is in the code (source
        /// locations of `#expect`).
        var snapshot: TestBinaryBuilder.Snapshot

        init(_ id: String) throws {
            let kata = try Repository.catalog.kata(id)
            let environment = try KataVerificationTests.runner().environment
            let compiler = SwiftCompiler(toolchain: environment.toolchain, launcher: environment.launcher)
            builder = TestBinaryBuilder(kata: kata, catalog: Repository.catalog, compiler: compiler, cache: BuildCache(root: environment.cacheDirectory))
            grader = TestGrader(builder: builder, launcher: environment.launcher, limits: environment.testLimits)
            standIns = try builder.standInLibraries(kata.standIns)
            let check = try #require(kata.testsCheck)
            let folder = Repository.solutions.appendingPathComponent("\(id)/Tests")
            tests = try LearnerSource.read(name: check.testFile ?? "", from: folder.appendingPathComponent(check.testFile ?? ""))
            snapshot = try builder.snapshot([tests])
        }

        func library(_ sources: [LearnerSource]) throws -> TestBinaryBuilder.PresenterLibrary {
            let snapshot = try builder.snapshot(sources)
            defer { try? FileManager.default.removeItem(at: snapshot.folder) }
            guard case let .built(library) = try builder.presenterLibrary(snapshot, standIns: standIns) else {
                throw KataError.internal("a presenter does not build")
            }
            return library
        }

        /// The tests' object code against `library`, without debug info and the module hash.
        func code(against library: TestBinaryBuilder.PresenterLibrary, in folder: URL) throws -> Data {
            let object = folder.appendingPathComponent("\(UUID().uuidString).o")
            let output = try builder.compiler.run(["-wmo", "-swift-version", "5"] + TestBinaryBuilder.commonFlags
                + ["-I", library.folder.path] + standIns.searchPaths.flatMap { ["-I", $0.path] }
                + ["-module-name", builder.learnerTestsModule, "-c", "-o", object.path] + snapshot.learnerPaths.map(\.path))
            #expect(output.succeeded, "\(output.transcript.suffix(1000))")
            let stripped = folder.appendingPathComponent("\(UUID().uuidString).o")
            let strip = try KataCore.ProcessLauncher.live.run(ProcessRequest(
                executable: ABIFingerprintTests.objcopy.path,
                arguments: ["--strip-debug", "--remove-section=.swift_modhash", object.path, stripped.path]))
            #expect(strip.termination.isSuccess, "\(strip.stderr)")
            return try Data(contentsOf: stripped)
        }
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: objcopy.path), "needs llvm-objcopy beside swiftc (Linux toolchains ship it)"),
          arguments: ["leaky-presenter", "menu-presenter"])
    func presentersWithOneFingerprintMakeTheSameTestCode(_ id: String) throws {
        let fixture = try Fixture(id)
        let reach = ABIFingerprint.Reach(source: fixture.tests.contents)
        let presenters = try fixture.grader.presenters(own: nil)
        // One presenter per distinct module: equal modules make equal code anyway.
        var byModule: [String: TestBinaryBuilder.PresenterLibrary] = [:]
        for presenter in presenters {
            let library = try fixture.library(presenter.sources)
            byModule[library.moduleHash] = byModule[library.moduleHash] ?? library
        }
        let groups = Dictionary(grouping: byModule.values, by: { $0.interface(for: reach) })
        #expect(groups.keys.allSatisfy { $0.hasPrefix("abi-") }, "the digester describes every presenter")
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

    @Test func aMoveTheTestsCanSeeSplitsTheGroupAndOneTheyCannotDoesNot() throws {
        let fixture = try Fixture("leaky-presenter")
        let reach = ABIFingerprint.Reach(source: fixture.tests.contents)
        #expect(reach.members.contains("view"), "the model tests set the presenter's view")
        let file = Repository.solutions.appendingPathComponent("leaky-presenter/OrdersPresenter.swift")
        let solution = try LearnerSource.read(name: "OrdersPresenter.swift", from: file)
        func variant(_ find: String, _ replace: String) throws -> TestBinaryBuilder.PresenterLibrary {
            var source = solution
            #expect(source.contents.contains(find))
            source.contents = source.contents.replacingOccurrences(of: find, with: replace)
            return try fixture.library([source])
        }
        let reference = try fixture.library([solution])
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
}
