import Foundation

extension KataValidator {
    /// The behaviours of the test-writing stage: each names one to three edit mutants that fail a
    /// test check (a learner's test can catch them, and they share the solution's interface), no
    /// mutant serves two behaviours, the words are plain (no code), and every mutant the check
    /// requires lies in a required behaviour.
    func behaviourProblems() -> [AuthoringProblem] {
        guard let behaviours = kata.behaviours else { return [] }
        var problems: [AuthoringProblem] = []
        let manifest = "\(folder)/kata.json"
        func fail(_ field: String, _ reason: AuthoringProblem.Reason) { problems.append(AuthoringProblem(file: manifest, field: field, reason)) }
        guard let check = kata.testsCheck else {
            fail("behaviours", .behavioursWithoutTestsCheck)
            return problems
        }
        let testChecks = Set(kata.checks.filter { $0.kind == .test }.map(\.id))
        var seen: Set<String> = []
        var owner: [String: String] = [:]
        for (index, behaviour) in behaviours.enumerated() {
            let field = "behaviours[\(index)] \"\(behaviour.id)\""
            if !seen.insert(behaviour.id).inserted { fail("\(field).id", .behaviourIDTwice) }
            if behaviour.words.trimmingCharacters(in: .whitespaces).isEmpty || behaviour.words.contains("`") {
                fail("\(field).words", .behaviourWordsNotPlain(empty: behaviour.words.isEmpty))
            }
            if !(1...3).contains(behaviour.mutants.count) {
                fail("\(field).mutants", .behaviourMutantCount(behaviour.mutants.count))
            }
            for id in behaviour.mutants {
                guard let mutant = kata.mutants.first(where: { $0.id == id }) else {
                    fail("\(field).mutants", .notAMutant(id))
                    continue
                }
                if mutant.source != nil {
                    fail("\(field).mutants", .behaviourWholeFileMutant(id))
                }
                if testChecks.isDisjoint(with: mutant.fails) {
                    fail("\(field).mutants", .behaviourMutantFailsNoTest(id))
                }
                if let other = owner.updateValue(behaviour.id, forKey: id), other != behaviour.id {
                    fail("\(field).mutants", .mutantInTwoBehaviours(id, other: other))
                }
            }
        }
        if !behaviours.contains(where: \.required) {
            fail("behaviours", .noRequiredBehaviour)
        }
        let required = Set(behaviours.filter(\.required).flatMap(\.mutants))
        for id in check.requiredMutants ?? [] where !required.contains(id) {
            fail("behaviours", .requiredMutantLeftOut(id, check: check.id))
        }
        return problems
    }
}
