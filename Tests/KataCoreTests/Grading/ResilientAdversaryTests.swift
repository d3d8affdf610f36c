import Foundation
import Testing
@testable import KataCore

/// Adversarial checks of the resilient presenter build (`ResilientSource`, `ABIFingerprint.opaque`).
/// The cases are folders of the adversary corpus (`Tests/AdversaryCorpus/shared-builds`): each
/// builds two variants of a kata's presenter the way grading does (marked resilient), compiles
/// test files against each, and holds the rule grading relies on: presenters whose interface for
/// the test file is the same make the same test code (same compile result, same object code).
/// The cases first written as found bugs (by an adversary who had not read the rules) each pair
/// two presenters that once shared a build although the compiler treats the test file
/// differently against them; they now split.
@Suite(.tags(.compiler), .startsTheCompiler) struct ResilientAdversaryTests {

    /// A kata's reference solution, its variants built as grading builds them, and what grading
    /// does with them.
    struct Lab {
        let fixture: ABIFingerprintTests.Fixture
        let solution: [LearnerSource]
        let folder = temporaryFolder("abi-resilient-adversary")

        init(_ id: String) throws {
            fixture = try ABIFingerprintTests.Fixture(id)
            let kata = try Repository.catalog.kata(id)
            let root = Repository.solutions.appendingPathComponent(id)
            solution = try kata.learnerFiles.map { try LearnerSource.read(name: $0, from: root.appendingPathComponent($0)) }
        }

        /// The solution with `edits` applied (in the file each names) and `tail` appended to the
        /// first learner file, built as grading builds it (or as written).
        func presenter(_ edits: [(file: String, find: String, replace: String)] = [], appending tail: String = "",
                       markResilient: Bool = true) throws -> GradingBuilder.PresenterLibrary {
            var sources = solution
            for edit in edits {
                let index = try #require(sources.firstIndex { $0.name == edit.file })
                #expect(sources[index].contents.contains(edit.find), "the edit finds \(edit.find)")
                sources[index].contents = sources[index].contents.replacingOccurrences(of: edit.find, with: edit.replace)
            }
            sources[0].contents += tail
            return try fixture.library(sources, markResilient: markResilient)
        }

        /// A corpus case's variant of the solution (nil: the solution), built the same way.
        func presenter(_ variant: AdversaryCorpus.Variant?, of folder: AdversaryCorpus.Folder,
                       markResilient: Bool = true) throws -> GradingBuilder.PresenterLibrary {
            let change = try Self.change(variant, of: folder)
            return try presenter(change.edits, appending: change.tail, markResilient: markResilient)
        }

        /// A corpus case's variant as edits and a tail (nil: none).
        static func change(_ variant: AdversaryCorpus.Variant?, of folder: AdversaryCorpus.Folder) throws
            -> (edits: [(file: String, find: String, replace: String)], tail: String) {
            ((variant?.edits ?? []).map { ($0.file, $0.find, $0.replace) }, try variant?.append.map { try folder.text($0) } ?? "")
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

            /// The outcome as a corpus case names it (`expect` of `shared-builds`).
            var name: String {
                switch self {
                case .split: "split"
                case .sharedAndSame: "shared-and-same"
                case .sharedButDifferent: "shared-but-different"
                }
            }
        }

        /// What grading would do with `a` and `b` for `tests`, and whether the compiler agrees.
        func outcome(_ a: GradingBuilder.PresenterLibrary, _ b: GradingBuilder.PresenterLibrary, tests: String) throws -> Outcome {
            let reach = ABIFingerprint.Reach(source: tests)
            // A key on the whole module ("module-…") is the safe answer for what the descriptor
            // cannot say: two such variants split.
            guard a.interface(for: reach) == b.interface(for: reach) else { return .split }
            let snapshot = try Self.snapshot(of: tests, fixture: fixture, folder: folder)
            defer { try? FileManager.default.removeItem(at: snapshot.folder) }
            switch (try fixture.compiledCode(of: snapshot, against: a, in: folder).code, try fixture.compiledCode(of: snapshot, against: b, in: folder).code) {
            case let (x?, y?): return x == y ? .sharedAndSame : .sharedButDifferent("the object code differs")
            case (nil, nil): return .sharedAndSame
            case (_?, nil): return .sharedButDifferent("the tests compile against the first only")
            case (nil, _?): return .sharedButDifferent("the tests compile against the second only")
            }
        }

        /// What a learner sees of `tests` run against `library` the way grading runs them: the
        /// first compile error, or each test's verdict by name.
        func verdicts(of tests: String, against library: GradingBuilder.PresenterLibrary) throws -> String {
            let builder = fixture.builder
            let snapshot = try Self.snapshot(of: tests, fixture: fixture, folder: folder)
            defer { try? FileManager.default.removeItem(at: snapshot.folder) }
            let build = try builder.learnerTests(snapshot, against: library, interface: "own-" + library.folder.lastPathComponent, standIns: fixture.standIns)
            switch build {
            case let .failed(diagnostics):
                return "does not compile: " + (diagnostics.first { $0.severity == .error }?.message ?? "?")
            case let .linked(binary):
                switch try fixture.grader.run(binary: binary, library: library, standIns: fixture.standIns, targets: [:]).outcome {
                case let .died(report): return "died: \(report.cause)"
                case let .ran(outcome):
                    return outcome.tests.map { id in
                        let name = TestGrader.displayName(id, module: builder.learnerTestsModule)
                        switch outcome.verdicts[id] {
                        case .passed?: return "\(name): passed"
                        case let .failed(messages)?: return "\(name): failed \(messages.joined(separator: " | "))"
                        case .skipped?: return "\(name): skipped"
                        case let .interrupted(report)?: return "\(name): interrupted \(report.cause)"
                        case nil: return "\(name): no verdict"
                        }
                    }.joined(separator: "\n")
                }
            }
        }

        /// How many times `swiftc` runs to build `sources` as a presenter library from a cold
        /// cache (1: resilient at once; 2 or 3: the member-mark retry; a plain build after a
        /// refused resilient one adds one), and whether the result is resilient.
        func compiles(_ sources: [LearnerSource]) throws -> (count: Int, resilient: Bool) {
            let environment = try KataVerificationTests.runner().environment
            let count = Locked(0)
            let launcher = environment.launcher
            let counting = KataCore.ProcessLauncher { request in
                if request.executable.hasSuffix("swiftc") { count.withLock { $0 += 1 } }
                return try launcher.run(request)
            }
            let cold = BuildCache(root: temporaryFolder("abi-resilient-adversary-cache"))
            let builder = GradingBuilder(TestBinaryBuilder(kata: fixture.builder.kata, catalog: Repository.catalog,
                                                           compiler: SwiftCompiler(toolchain: environment.toolchain, launcher: counting), cache: cold))
            let standIns = try builder.standInLibraries(fixture.builder.kata.standIns)
            count.withLock { $0 = 0 }
            let snapshot = try builder.snapshot(sources)
            defer { try? FileManager.default.removeItem(at: snapshot.folder) }
            guard case let .built(library) = try builder.presenterLibrary(snapshot, standIns: standIns) else {
                throw KataError.internal("a presenter does not build")
            }
            return (count.withLock { $0 }, library.resilient)
        }

        /// The verdicts of `tests` against the plain and the resilient build of one presenter.
        func plainAndResilient(_ tests: String, edits: [(file: String, find: String, replace: String)] = [], appending tail: String = "") throws -> (plain: String, resilient: String) {
            let plain = try presenter(edits, appending: tail, markResilient: false)
            let resilient = try presenter(edits, appending: tail)
            #expect(resilient.resilient, "the presenter builds resilient (else the comparison proves nothing)")
            return (try verdicts(of: tests, against: plain), try verdicts(of: tests, against: resilient))
        }

        /// The same for a corpus case's variant of the solution (nil: the solution).
        func plainAndResilient(_ tests: String, variant: AdversaryCorpus.Variant?, of folder: AdversaryCorpus.Folder) throws -> (plain: String, resilient: String) {
            let change = try Self.change(variant, of: folder)
            return try plainAndResilient(tests, edits: change.edits, appending: change.tail)
        }
    }

    /// Each case of `shared-builds`: both variants build resilient, and for each of its test
    /// files what grading does with the pair is an outcome the case allows.
    @Test(.enabled(if: ObjectCode.canCompare, ObjectCode.missing), arguments: AdversaryCorpus.folders("shared-builds"))
    func presentersThatShareABuildMakeTheSameCode(_ folder: AdversaryCorpus.Folder) throws {
        let pair = try folder.read(AdversaryCorpus.SharedBuild.self)
        let lab = try Lab(pair.kata)
        let first = try lab.presenter(pair.first, of: folder)
        let second = try lab.presenter(pair.second, of: folder)
        #expect(first.resilient && second.resilient, "\(folder): the variants build with their types marked resilient")
        for file in pair.tests {
            let outcome = try lab.outcome(first, second, tests: try folder.text(file))
            #expect(pair.expect.contains(outcome.name), "\(folder) · \(file): \(outcome), expected \(pair.expect.joined(separator: " or "))")
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
}
