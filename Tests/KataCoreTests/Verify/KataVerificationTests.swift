import Foundation
import Testing
@testable import KataCLI
@testable import KataCore

/// `kata verify` for every kata, in CI: the solution passes every check 20 runs in a row, the
/// starter fails every check, each mutant fails exactly the checks it names, each alternative fix
/// passes. Uses the real toolchain. Not serialized: the katas' proofs overlap with each other and
/// with the rest of the suite, so a run does not end with one kata's proof alone on one core.
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

    @Test(arguments: provenKatas)
    func kataIsProven(_ id: String) throws {
        let kata = try Repository.catalog.kata(id)
        let verifier = Verifier(runner: try Self.runner(), solutionsRoot: Repository.solutions)
        let findings = try verifier.verify(kata, repeat: 20)
        for finding in findings where !finding.ok {
            Issue.record("\(id) · \(finding.subject): \(finding.detail)")
        }
        #expect(findings.contains { $0.subject == "starter" && $0.ok })
        #expect(findings.filter { $0.subject.hasPrefix("mutant") }.count == kata.mutants.count)
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
