import Foundation

extension Verifier {
    /// The scale `kata verify --deep` plays at by default: every sequence check plays at least
    /// 24 x 850 = 20,400 generated sequences (the harness's `SequenceBudget.scaled(by:)`), whatever
    /// it plays in a learner's check.
    package static let deepScale = 850

    /// The audit of the model (`kata verify --deep`): the reference solution and every alternative
    /// pass every check with at least 24 x `scale` generated sequences, where a learner's check plays
    /// 24 to 200 (`KATA_SEQUENCE_SCALE` in the test process), so a freedom the model misses, or a rule it
    /// states wrongly, shows up as a correct presenter that fails.
    package func verifyDeep(_ kata: Kata, scale: Int = Verifier.deepScale, report: @Sendable (Finding) -> Void = { _ in }) throws -> [Finding] {
        let deepRunner = CheckRunner(catalog: runner.catalog, environment: runner.environment.deep(scale: scale))
        let solution = try sources(kata, from: solutionsRoot.appendingPathComponent(kata.id))
        let text = Dictionary(uniqueKeysWithValues: solution.map { ($0.name, $0.contents) })
        let presenters: [(String?, [LearnerSource]?, Mutant?)] = [(nil, solution, nil)] + (kata.alternatives ?? []).map { ($0.id, nil, $0) }
        let findings = Locked<[Int: Finding]>([:])
        let errors = Locked<[Error]>([])
        DispatchQueue.concurrentPerform(iterations: presenters.count) { index in
            let (alternative, given, variant) = presenters[index]
            do {
                let files = try given ?? sources(of: variant!, in: kata, solution: solution, text: text)
                let started = Date()
                let result = try deepRunner.run(kata, sources: files, checks: kata.presenterChecks)
                let failing = result.checks.filter { $0.status != .pass }
                let seconds = Date().timeIntervalSince(started)
                let finding = Finding(
                    subject: .deep(alternative: alternative, scale: scale), ok: failing.isEmpty && result.status == .pass,
                    detail: failing.isEmpty ? .passesAll(checks: result.checks.count, seconds: seconds) : .failing(Failures(checks: failing, diagnostics: result.diagnostics)))
                report(finding)
                findings.withLock { $0[index] = finding }
            } catch {
                errors.withLock { $0.append(error) }
            }
        }
        if let error = errors.withLock({ $0.first }) { throw error }
        return findings.withLock { found in presenters.indices.compactMap { found[$0] } }
    }
}
