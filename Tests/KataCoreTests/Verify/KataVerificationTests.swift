import Foundation
import Testing
@testable import KataCLI
@testable import KataCore

/// `kata verify --repeat 20` for every kata, in CI: the solution passes every check 20 runs in a
/// row, the starter fails every check, each mutant fails exactly the checks it names, each
/// alternative fix passes 20 runs in a row, the model tests pass round after round. Uses the real
/// toolchain. Each part of a proof (`Verifier.Part`) is a test case of its own, the costliest
/// first: a kata's proof as one test case ran for minutes at the end of the run with one core idle.
@Suite(.tags(.compiler), .startsTheCompiler) struct KataVerificationTests {
    /// Found once per test run: every learner corpus case, mutant run and grading test asks for a
    /// runner, and each discovery runs `swiftc --version` (0.4 s of wall time, 0.06 s of CPU).
    static let toolchain = Result { try Toolchain.discover() }.mapError { $0 as? KataError ?? KataError.internal("\($0)") }

    /// The runner every real-toolchain test uses: in the machine's sandbox, as `kata check` runs.
    static func runner(cache: URL = Repository.sharedCache, sandbox: Sandbox? = nil) throws -> CheckRunner {
        let toolchain = try Self.toolchain.get()
        let environment = RunnerEnvironment(launcher: CPULog.launcher(), toolchain: toolchain, cacheDirectory: cache, wording: CheckWords(),
                                            sandbox: sandbox ?? Repository.sandbox(toolchain))
        return CheckRunner(catalog: Repository.catalog, environment: environment)
    }

    /// Every kata; `KATA_VERIFY=<kata>` narrows the run to one, for work on that kata.
    static let provenKatas = Repository.catalog.katas.map(\.id).filter { id in
        ProcessInfo.processInfo.environment["KATA_VERIFY"].map { $0 == id } ?? true
    }

    /// One part of one kata's proof.
    struct ProofPart: CustomTestStringConvertible, Sendable {
        var kata: String
        var part: Verifier.Part
        var cost: Int
        var label: String
        var testDescription: String { "\(kata) · \(label)" }
    }

    /// The repetitions CI proves every kata with (`kata verify --repeat 20`).
    static let repetitions = 20

    /// Every part of every proven kata, the costliest first (Swift Testing starts a parameterised
    /// test's cases in the order of their arguments).
    static let proofParts: [ProofPart] = provenKatas.flatMap { id -> [ProofPart] in
        guard let kata = try? Repository.catalog.kata(id) else { return [] }
        return Verifier.parts(of: kata, repeat: repetitions).map { part in
            ProofPart(kata: id, part: part, cost: Verifier.cost(of: part, in: kata, repeat: repetitions), label: label(of: part, in: kata))
        }
    }.enumerated().sorted { $0.element.cost != $1.element.cost ? $0.element.cost > $1.element.cost : $0.offset < $1.offset }.map(\.element)

    /// A part as a reader finds it: a variant by its kind and id.
    static func label(of part: Verifier.Part, in kata: Kata) -> String {
        guard case let .variant(index) = part else { return part.description }
        let variants = kata.mutants + (kata.alternatives ?? [])
        return "\(index >= kata.mutants.count ? "alternative" : "mutant") \(variants[index].id)"
    }

    @Test(arguments: provenKatas)
    func kataFilesAreValid(_ id: String) throws {
        let kata = try Repository.catalog.kata(id)
        let verifier = Verifier(runner: try Self.runner(), solutionsRoot: Repository.solutions)
        for finding in verifier.filesFindings(kata) where !finding.ok {
            Issue.record("\(id) · \(finding.words)")
        }
        let parts = Self.proofParts.filter { $0.kata == id }.map(\.part)
        #expect(parts.contains(.solution) && parts.contains(.starter) && parts.contains(.coverage), "\(id): the proof has every part")
        #expect(parts.filter { if case .variant = $0 { true } else { false } }.count == kata.mutants.count + (kata.alternatives ?? []).count)
        #expect(parts.filter { if case .modelTests = $0 { true } else { false } }.count == (kata.testsCheck == nil ? 0 : Verifier.modelTestRounds(Self.repetitions)))
    }

    @Test(arguments: proofParts)
    func kataIsProven(_ proof: ProofPart) throws {
        let kata = try Repository.catalog.kata(proof.kata)
        let verifier = Verifier(runner: try Self.runner(), solutionsRoot: Repository.solutions)
        let findings = try verifier.verify(proof.part, of: kata, repeat: Self.repetitions)
        for finding in findings where !finding.ok {
            Issue.record("\(proof.kata) · \(finding.words)")
        }
        #expect(!findings.isEmpty, "\(proof.testDescription) says something")
        if proof.part == .starter {
            #expect(findings.contains { $0.subject == .starter && $0.ok })
        }
    }

    @Test func everyKataIsWellFormed() throws {
        for kata in Repository.catalog.katas {
            let ids = kata.checks.map(\.id)
            #expect(Set(ids).count == ids.count, "\(kata.id): check ids are unique")
            for check in kata.checks {
                #expect(kata.stage(check.stage) != nil, "\(kata.id)/\(check.id): its stage exists")
                if check.kind == .test {
                    let suite = kata.suitesDirectory.appendingPathComponent("\(check.suite ?? "").swift")
                    #expect(FileManager.default.fileExists(atPath: suite.path), "\(kata.id)/\(check.id): its suite file exists")
                    #expect(check.needs != nil, "\(kata.id)/\(check.id): says what contract it needs")
                }
            }
            for stage in kata.stages {
                #expect(FileManager.default.fileExists(atPath: kata.directory.appendingPathComponent(stage.brief).path), "\(kata.id): brief \(stage.brief) exists")
                #expect(!stage.hints.isEmpty, "\(kata.id) stage \(stage.number) has hints")
            }
            for mutant in kata.mutants {
                #expect(Set(mutant.fails).isSubset(of: Set(ids)), "\(kata.id)/\(mutant.id) names real checks")
            }
            for variant in kata.mutants + (kata.alternatives ?? []) {
                #expect(variant.edits.isEmpty != (variant.source == nil), "\(kata.id)/\(variant.id) has either edits or a source file")
                if let source = variant.source {
                    #expect(FileManager.default.fileExists(atPath: kata.directory.appendingPathComponent(source).path), "\(kata.id)/\(variant.id): its source \(source) exists")
                }
            }
            #expect(!kata.key.isEmpty && !kata.questions.isEmpty)
            for name in kata.learnerFiles {
                #expect(FileManager.default.fileExists(atPath: kata.starterDirectory.appendingPathComponent(name).path))
                #expect(FileManager.default.fileExists(atPath: Repository.solutions.appendingPathComponent(kata.id).appendingPathComponent(name).path))
            }
        }
    }

    @Test func theLeakyPresenterKeyHasFifteenFindings() throws {
        #expect(try Repository.catalog.kata("leaky-presenter").key.count == 15)
    }
}
