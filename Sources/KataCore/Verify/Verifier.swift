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

    package struct Finding: Sendable, Equatable {
        package var subject: String
        package var ok: Bool
        package var detail: String
    }

    package func verify(_ kata: Kata, repeat repetitions: Int = 1, report: @Sendable (Finding) -> Void = { _ in }) throws -> [Finding] {
        var findings: [Finding] = []
        func note(_ finding: Finding) {
            findings.append(finding)
            report(finding)
        }

        // The files first: a kata with a wrong field or a missing file is said as such, not as a failed compile.
        let problems = KataValidator(kata: kata, katasRoot: kata.directory.deletingLastPathComponent()).problems()
        for problem in problems {
            note(Finding(subject: "files", ok: false, detail: problem.description))
        }
        if !problems.isEmpty { return findings }
        note(Finding(subject: "files", ok: true, detail: "kata.json, the prose and every file they name are valid"))

        let solution = try sources(kata, from: solutionsRoot.appendingPathComponent(kata.id))
        for round in 1...max(repetitions, 1) {
            let result = try runner.run(kata, sources: solution, checks: kata.presenterChecks)
            let failing = result.checks.filter { $0.status != .pass }
            if round == 1 || !failing.isEmpty {
                note(Finding(subject: repetitions > 1 ? "solution (run \(round) of \(repetitions))" : "solution",
                             ok: failing.isEmpty && result.status == .pass,
                             detail: failing.isEmpty ? "passes all \(result.checks.count) checks" : describe(failing, diagnostics: result.diagnostics)))
            }
            if !failing.isEmpty { break }
        }
        if repetitions > 1, findings.allSatisfy(\.ok) {
            note(Finding(subject: "solution", ok: true, detail: "the same verdict \(repetitions) runs in a row"))
        }

        note(try starterFinding(kata))

        let solutionText = Dictionary(uniqueKeysWithValues: solution.map { ($0.name, $0.contents) })
        let mutantFindings = Locked<[Int: Finding]>([:])
        let errors = Locked<[Error]>([])
        let variants = kata.mutants + (kata.alternatives ?? [])
        DispatchQueue.concurrentPerform(iterations: variants.count) { index in
            let mutant = variants[index]
            let isAlternative = index >= kata.mutants.count
            do {
                let finding = try variantFinding(mutant, isAlternative: isAlternative, of: kata, solution: solution, text: solutionText, repetitions: repetitions)
                report(finding)
                mutantFindings.withLock { $0[index] = finding }
            } catch {
                errors.withLock { $0.append(error) }
            }
        }
        if let error = errors.withLock({ $0.first }) { throw error }
        findings += mutantFindings.withLock { found in (0..<variants.count).compactMap { found[$0] } }

        if let check = kata.testsCheck {
            try verifyModelTests(kata, check: check, solution: solution, rounds: repetitions, note: note)
        }

        let caught = Set(kata.mutants.flatMap(\.fails))
        let uncaught = kata.presenterChecks.map(\.id).filter { !caught.contains($0) }
        note(Finding(subject: "coverage", ok: uncaught.isEmpty,
                     detail: uncaught.isEmpty ? "every check is caught failing by a mutant" : "no mutant proves these checks can fail: \(uncaught.joined(separator: ", "))"))
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
        var detail = "fails \(failed.sorted().joined(separator: ", "))"
        if !ok {
            let missing = expected.subtracting(failed).sorted()
            let extra = failed.subtracting(expected).sorted()
            detail = "should fail exactly \(expected.sorted().joined(separator: ", "))"
            if !missing.isEmpty { detail += "; passes \(missing.joined(separator: ", "))" }
            if result.status == .error {
                detail += "; does not compile: " + describe([], diagnostics: result.diagnostics)
            } else if !extra.isEmpty {
                detail += "; also fails " + describe(result.checks.filter { extra.contains($0.id) }, diagnostics: [])
            }
        }
        if isAlternative && ok { detail = runs > 1 ? "passes every check, \(runs) runs in a row" : "passes every check" }
        if isAlternative && !ok && runs > 1 { detail += " (in run \(runs) of \(repetitions))" }
        return Finding(subject: "\(isAlternative ? "alternative" : "mutant") \(mutant.id) (\(mutant.description))", ok: ok, detail: detail)
    }

    /// The starter's finding: it compiles and fails every check.
    func starterFinding(_ kata: Kata) throws -> Finding {
        let starter = try sources(kata, from: kata.starterDirectory)
        let starterResult = try runner.run(kata, sources: starter, checks: kata.presenterChecks)
        let starterPasses = starterResult.checks.filter { $0.status == .pass }.map(\.id)
        if starterResult.status == .error {
            return Finding(subject: "starter", ok: false, detail: "does not compile, so a learner starts with no check at all: " + describe([], diagnostics: starterResult.diagnostics))
        }
        return Finding(subject: "starter", ok: starterPasses.isEmpty,
                       detail: starterPasses.isEmpty ? "compiles and fails all \(kata.presenterChecks.count) checks" : "passes checks it should fail: \(starterPasses.joined(separator: ", "))")
    }

    /// The test-writing stage: the model tests pass on every correct presenter and notice every
    /// behaviour, round after round; the starter's skeleton does not pass; every required
    /// mutant is one a test can catch.
    func verifyModelTests(_ kata: Kata, check: Check, solution: [LearnerSource], rounds: Int, note: (Finding) -> Void) throws {
        guard let path = kata.testFilePath, let name = check.testFile else {
            note(Finding(subject: "model tests", ok: false, detail: "the check \(check.id) names no testFile"))
            return
        }
        let behavioural = Set(TestGrader.behaviouralMutants(of: kata).map(\.id))
        let strange = (check.requiredMutants ?? []).filter { !behavioural.contains($0) }
        if !strange.isEmpty {
            note(Finding(subject: "model tests", ok: false, detail: "required mutants that are not behavioural mutants of \(kata.id): \(strange.joined(separator: ", "))"))
        }
        let model = try LearnerSource.read(name: name, from: solutionsRoot.appendingPathComponent(kata.id).appendingPathComponent(path))
        // Each grading already runs every correct presenter twice; a few rounds catch a flaky model.
        let total = min(max(rounds, 1), 5)
        for round in 1...total {
            let report = try runner.run(kata, sources: solution, checks: [check], tests: model)
            guard let result = report.result(check.id) else { break }
            let grade = result.grade
            // A pass means sound tests that notice every required behaviour; the model tests must
            // notice every behaviour, so each is one a test can notice.
            let missed = grade?.behaviours.filter { $0.status != .noticed } ?? []
            let ok = result.status == .pass && missed.isEmpty
            if round == total || !ok {
                let detail = ok
                    ? "pass on every correct presenter and notice all \(grade?.behaviours.count ?? 0) behaviours (\(grade?.caughtCount ?? 0) bugs)\(total > 1 ? ", \(total) rounds in a row" : "")"
                    : "in round \(round): " + (result.status == .pass ? "they miss " + missed.map { "\($0.id) (\($0.missedMutants.joined(separator: ", ")))" }.joined(separator: "; ")
                                                  : (result.message ?? result.status.rawValue).replacingOccurrences(of: "\n", with: "; "))
                note(Finding(subject: "model tests", ok: ok, detail: detail))
            }
            if !ok { break }
        }
        let skeleton = try LearnerSource.read(name: name, from: kata.starterDirectory.appendingPathComponent(path))
        let starter = try runner.run(kata, sources: solution, checks: [check], tests: skeleton)
        let starterStatus = starter.result(check.id)?.status
        note(Finding(subject: "starter tests", ok: starterStatus != .pass,
                     detail: starterStatus == .pass ? "the skeleton passes the test-writing check" : "the skeleton compiles and does not pass"))
        if case .testsDoNotCompile? = starter.result(check.id)?.reason {
            note(Finding(subject: "starter tests", ok: false, detail: "the skeleton does not compile: \(starter.result(check.id)?.message ?? "")"))
        }
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

    func describe(_ checks: [CheckResult], diagnostics: [Diagnostic]) -> String {
        var parts = checks.map { "\($0.id) [\($0.status.rawValue)] \($0.message ?? "")" }
        parts += diagnostics.filter { $0.severity == .error }.prefix(3).map { "\($0.file):\($0.line): \($0.message)" }
        return parts.joined(separator: "; ")
    }
}
