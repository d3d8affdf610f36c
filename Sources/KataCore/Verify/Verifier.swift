import Foundation

/// The authoring check (`kata verify`): proves that a kata's checks mean what they say.
/// - the reference solution passes every check, `repeat` times in a row;
/// - the starter compiles and fails every check;
/// - each mutant fails exactly the checks it names and passes the others;
/// - every check is caught failing by at least one mutant;
/// - each alternative correct fix passes every check, `repeat` times in a row like the solution.
package struct Verifier: Sendable {
    package var runner: CheckRunner
    package var solutionsRoot: URL

    package init(runner: CheckRunner, solutionsRoot: URL) {
        self.runner = runner
        self.solutionsRoot = solutionsRoot
    }

    /// One part of a kata's proof. The parts share nothing but the build cache, so `verify` runs
    /// them side by side, the longest first, and the test suite runs each as a test case of its
    /// own (a proof that is one long test ends the run with one kata alone on one core).
    package enum Part: Sendable, Hashable, CustomStringConvertible {
        /// The reference solution passes every check, `repeat` runs in a row.
        case solution
        /// The starter compiles and fails every check.
        case starter
        /// A mutant (fails exactly its checks, one run) or an alternative (passes every check,
        /// `repeat` runs in a row), by its index in the mutants followed by the alternatives.
        case variant(Int)
        /// One grading of the model tests on the solution (`modelTestRounds` of them).
        case modelTests(round: Int)
        /// The starter's test skeleton does not pass, and the required mutants are behavioural.
        case testSkeleton
        /// Every check is caught failing by at least one mutant (read from kata.json).
        case coverage

        package var description: String {
            switch self {
            case .solution: "solution"
            case .starter: "starter"
            case let .variant(index): "variant \(index)"
            case let .modelTests(round): "model tests, round \(round)"
            case .testSkeleton: "test skeleton"
            case .coverage: "coverage"
            }
        }
    }

    /// How many gradings of the model tests a proof of `repetitions` runs plays: each grading
    /// already runs every correct presenter twice; a few rounds catch a flaky model.
    package static func modelTestRounds(_ repetitions: Int) -> Int { min(max(repetitions, 1), 5) }

    /// Every part of `kata`'s proof, in the order its findings are told.
    package static func parts(of kata: Kata, repeat repetitions: Int) -> [Part] {
        var parts: [Part] = [.solution, .starter] + (kata.mutants + (kata.alternatives ?? [])).indices.map { Part.variant($0) }
        if kata.testsCheck != nil {
            parts += (1...modelTestRounds(repetitions)).map { Part.modelTests(round: $0) } + [.testSkeleton]
        }
        return parts + [.coverage]
    }

    /// About how many test processes a part starts: what it costs, to start the longest first.
    package static func cost(of part: Part, in kata: Kata, repeat repetitions: Int) -> Int {
        switch part {
        case .solution: max(repetitions, 1)
        case let .variant(index): index >= kata.mutants.count ? max(repetitions, 1) : 1
        case .modelTests: 2 * (1 + (kata.alternatives ?? []).count) + TestGrader.behaviouralMutants(of: kata).count
        case .starter, .testSkeleton: 1
        case .coverage: 0
        }
    }

    /// The whole proof: the files first (a kata with a wrong field or a missing file is said as
    /// such, not as a failed compile), then every part, side by side, the longest first.
    package func verify(_ kata: Kata, repeat repetitions: Int = 1, report: @Sendable (Finding) -> Void = { _ in }) throws -> [Finding] {
        let files = filesFindings(kata)
        files.forEach(report)
        if files.contains(where: { !$0.ok }) { return files }
        let parts = Self.parts(of: kata, repeat: repetitions)
        let costs = parts.map { Self.cost(of: $0, in: kata, repeat: repetitions) }
        // `concurrentPerform` hands out iterations in order: the costliest parts start first.
        let order = parts.indices.sorted { costs[$0] != costs[$1] ? costs[$0] > costs[$1] : $0 < $1 }
        let found = Locked<[Int: [Finding]]>([:])
        let errors = Locked<[Error]>([])
        DispatchQueue.concurrentPerform(iterations: order.count) { position in
            let index = order[position]
            do {
                let findings = try verify(parts[index], of: kata, repeat: repetitions)
                findings.forEach(report)
                found.withLock { $0[index] = findings }
            } catch {
                errors.withLock { $0.append(error) }
            }
        }
        if let error = errors.withLock({ $0.first }) { throw error }
        return files + found.withLock { found in parts.indices.flatMap { found[$0] ?? [] } }
    }

    /// Whether kata.json, the prose and every file they name are valid.
    package func filesFindings(_ kata: Kata) -> [Finding] {
        let problems = KataValidator(kata: kata, katasRoot: kata.directory.deletingLastPathComponent()).problems()
        if problems.isEmpty { return [Finding(subject: .files, ok: true, detail: .filesValid)] }
        return problems.map { Finding(subject: .files, ok: false, detail: .problem($0)) }
    }

    /// The findings of one part of the proof (`Part`).
    package func verify(_ part: Part, of kata: Kata, repeat repetitions: Int) throws -> [Finding] {
        let solution = try sources(kata, from: solutionsRoot.appendingPathComponent(kata.id))
        switch part {
        case .solution:
            return try solutionFindings(kata, solution: solution, repetitions: repetitions)
        case .starter:
            return [try starterFinding(kata)]
        case let .variant(index):
            let variants = kata.mutants + (kata.alternatives ?? [])
            guard variants.indices.contains(index) else { throw KataError.internal("\(kata.id) has no variant \(index)") }
            let text = Dictionary(uniqueKeysWithValues: solution.map { ($0.name, $0.contents) })
            return [try variantFinding(variants[index], isAlternative: index >= kata.mutants.count, of: kata, solution: solution, text: text,
                                       repetitions: repetitions)]
        case let .modelTests(round):
            guard let check = kata.testsCheck else { return [] }
            return [try modelTestsFinding(kata, check: check, solution: solution, round: round, of: Self.modelTestRounds(repetitions))]
        case .testSkeleton:
            guard let check = kata.testsCheck else { return [] }
            return try testSkeletonFindings(kata, check: check, solution: solution)
        case .coverage:
            let caught = Set(kata.mutants.flatMap(\.fails))
            let uncaught = kata.presenterChecks.map(\.id).filter { !caught.contains($0) }
            return [Finding(subject: .coverage, ok: uncaught.isEmpty, detail: uncaught.isEmpty ? .everyCheckCaught : .uncaughtChecks(uncaught))]
        }
    }

    /// The solution passes every check, `repetitions` runs in a row (the first failing run is told).
    func solutionFindings(_ kata: Kata, solution: [LearnerSource], repetitions: Int) throws -> [Finding] {
        var findings: [Finding] = []
        for round in 1...max(repetitions, 1) {
            let result = try runner.run(kata, sources: solution, checks: kata.presenterChecks)
            let failing = result.checks.filter { $0.status != .pass }
            if round == 1 || !failing.isEmpty {
                findings.append(Finding(subject: .solution(run: repetitions > 1 ? round : nil, of: repetitions),
                                        ok: failing.isEmpty && result.status == .pass,
                                        detail: failing.isEmpty ? .passesAll(checks: result.checks.count, seconds: nil)
                                            : .failing(Failures(checks: failing, diagnostics: result.diagnostics))))
            }
            if !failing.isEmpty { break }
        }
        if repetitions > 1, findings.allSatisfy(\.ok) {
            findings.append(Finding(subject: .solution(run: nil, of: repetitions), ok: true, detail: .sameVerdict(runs: repetitions)))
        }
        return findings
    }

    /// A mutant's or an alternative's finding: a mutant fails exactly the checks it names, an
    /// alternative passes every check, `repetitions` runs in a row.
    func variantFinding(_ mutant: Mutant, isAlternative: Bool, of kata: Kata, solution: [LearnerSource], text solutionText: [String: String],
                        repetitions: Int) throws -> Finding {
        let sources = try self.sources(of: mutant, in: kata, solution: solution, text: solutionText)
        // A correct presenter can flake as much as the solution can: run it as often.
        // A mutant needs one run to show it is caught.
        var result = try runner.run(kata, sources: sources, checks: kata.presenterChecks)
        var runs = 1
        while isAlternative, runs < repetitions, result.status == .pass {
            result = try runner.run(kata, sources: sources, checks: kata.presenterChecks)
            runs += 1
        }
        let failed = Set(result.checks.filter { $0.status != .pass }.map(\.id))
        let expected = Set(mutant.fails)
        let ok = failed == expected && result.status != .error
        let subject: Subject = isAlternative ? .alternative(id: mutant.id, description: mutant.description) : .mutant(id: mutant.id, description: mutant.description)
        if ok {
            return Finding(subject: subject, ok: true, detail: isAlternative ? .alternativePasses(runs: runs) : .failsAsDeclared(failed.sorted()))
        }
        let extra = failed.subtracting(expected)
        let trouble: Trouble? = result.status == .error ? .doesNotCompile(Failures(checks: [], diagnostics: result.diagnostics))
            : extra.isEmpty ? nil : .alsoFails(Failures(checks: result.checks.filter { extra.contains($0.id) }, diagnostics: []))
        return Finding(subject: subject, ok: false, detail: .wrongFailures(expected: expected.sorted(), passes: expected.subtracting(failed).sorted(), trouble: trouble,
                                                                          run: isAlternative && runs > 1 ? runs : nil, of: repetitions))
    }

    /// The starter's finding: it compiles and fails every check.
    func starterFinding(_ kata: Kata) throws -> Finding {
        let starter = try sources(kata, from: kata.starterDirectory)
        let starterResult = try runner.run(kata, sources: starter, checks: kata.presenterChecks)
        let starterPasses = starterResult.checks.filter { $0.status == .pass }.map(\.id)
        if starterResult.status == .error {
            return Finding(subject: .starter, ok: false, detail: .starterDoesNotCompile(Failures(checks: [], diagnostics: starterResult.diagnostics)))
        }
        return Finding(subject: .starter, ok: starterPasses.isEmpty,
                       detail: starterPasses.isEmpty ? .starterFailsAll(checks: kata.presenterChecks.count) : .starterPasses(starterPasses))
    }

    /// The test-writing stage, one round: the model tests pass on every correct presenter and
    /// notice every behaviour (a grading runs every correct presenter twice).
    func modelTestsFinding(_ kata: Kata, check: Check, solution: [LearnerSource], round: Int, of total: Int) throws -> Finding {
        guard let path = kata.testFilePath, let name = check.testFile else {
            return Finding(subject: .modelTests, ok: false, detail: .noTestFile(check: check.id))
        }
        let model = try LearnerSource.read(name: name, from: solutionsRoot.appendingPathComponent(kata.id).appendingPathComponent(path))
        let report = try runner.run(kata, sources: solution, checks: [check], tests: model)
        guard let result = report.result(check.id) else {
            return Finding(subject: .modelTests, ok: false, detail: .noVerdict(check: check.id, round: round))
        }
        let grade = result.grade
        // A pass means sound tests that notice every required behaviour; the model tests must
        // notice every behaviour, so each is one a test can notice.
        let missed = grade?.behaviours.filter { $0.status != .noticed } ?? []
        let ok = result.status == .pass && missed.isEmpty
        let detail: Detail = ok ? .modelTestsPass(behaviours: grade?.behaviours.count ?? 0, bugs: grade?.caughtCount ?? 0, round: round, of: total)
            : result.status == .pass ? .modelTestsMiss(missed.map { MissedBehaviour(id: $0.id, mutants: $0.missedMutants) }, round: round)
            : .modelTestsFail(message: result.message, status: result.status, round: round)
        return Finding(subject: .modelTests, ok: ok, detail: detail)
    }

    /// The test-writing stage's skeleton: the starter's test file does not pass, and every
    /// required mutant is one a test can catch.
    func testSkeletonFindings(_ kata: Kata, check: Check, solution: [LearnerSource]) throws -> [Finding] {
        var findings: [Finding] = []
        let behavioural = Set(TestGrader.behaviouralMutants(of: kata).map(\.id))
        let strange = (check.requiredMutants ?? []).filter { !behavioural.contains($0) }
        if !strange.isEmpty {
            findings.append(Finding(subject: .modelTests, ok: false, detail: .requiredNotBehavioural(kata: kata.id, mutants: strange)))
        }
        guard let path = kata.testFilePath, let name = check.testFile else { return findings }
        let skeleton = try LearnerSource.read(name: name, from: kata.starterDirectory.appendingPathComponent(path))
        let starter = try runner.run(kata, sources: solution, checks: [check], tests: skeleton)
        let starterStatus = starter.result(check.id)?.status
        findings.append(Finding(subject: .starterTests, ok: starterStatus != .pass, detail: starterStatus == .pass ? .skeletonPasses : .skeletonDoesNotPass))
        if case .testsDoNotCompile? = starter.result(check.id)?.reason {
            findings.append(Finding(subject: .starterTests, ok: false, detail: .skeletonDoesNotCompile(message: starter.result(check.id)?.message)))
        }
        return findings
    }

    /// The solution's files with `variant` (a mutant or an alternative) applied to its file.
    func sources(of variant: Mutant, in kata: Kata, solution: [LearnerSource], text: [String: String]) throws -> [LearnerSource] {
        guard let original = text[variant.file] else {
            throw KataError.internal("mutant '\(variant.id)' edits \(variant.file), which is not a learner file of \(kata.id)")
        }
        let mutated = try MutantApplier.text(of: variant, in: kata, solution: original)
        return solution.map { source in
            source.name == variant.file ? LearnerSource(name: source.name, path: source.path, contents: mutated) : source
        }
    }

    func sources(_ kata: Kata, from folder: URL) throws -> [LearnerSource] {
        try kata.learnerFiles.map { name in
            try LearnerSource.read(name: name, from: folder.appendingPathComponent(name))
        }
    }
}
