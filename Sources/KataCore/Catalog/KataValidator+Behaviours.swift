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
        func fail(_ field: String, _ message: String) { problems.append(AuthoringProblem(file: manifest, field: field, message: message)) }
        guard let check = kata.testsCheck else {
            fail("behaviours", "is given, but the kata has no check of kind \"tests\"; behaviours grade the learner's own tests")
            return problems
        }
        let testChecks = Set(kata.checks.filter { $0.kind == .test }.map(\.id))
        var seen: Set<String> = []
        var owner: [String: String] = [:]
        for (index, behaviour) in behaviours.enumerated() {
            let field = "behaviours[\(index)] \"\(behaviour.id)\""
            if !seen.insert(behaviour.id).inserted { fail("\(field).id", "appears twice; expected each behaviour id once") }
            if behaviour.words.trimmingCharacters(in: .whitespaces).isEmpty || behaviour.words.contains("`") {
                fail("\(field).words", "is \(behaviour.words.isEmpty ? "empty" : "written with code"); expected the rule in plain words the learner reads (never code)")
            }
            if !(1...3).contains(behaviour.mutants.count) {
                fail("\(field).mutants", "names \(behaviour.mutants.count) mutants; expected one to three different mistakes of this behaviour")
            }
            for id in behaviour.mutants {
                guard let mutant = kata.mutants.first(where: { $0.id == id }) else {
                    fail("\(field).mutants", "names \(id), which is not a mutant of this kata")
                    continue
                }
                if mutant.source != nil {
                    fail("\(field).mutants", "names \(id), a whole-file mutant; expected an edit of the solution (it keeps the solution's interface, so the learner's tests build once for it)")
                }
                if testChecks.isDisjoint(with: mutant.fails) {
                    fail("\(field).mutants", "names \(id), which fails no test check; expected a mutant a learner's test can catch")
                }
                if let other = owner.updateValue(behaviour.id, forKey: id), other != behaviour.id {
                    fail("\(field).mutants", "names \(id), which behaviour \(other) names too; expected each mutant in one behaviour")
                }
            }
        }
        if !behaviours.contains(where: \.required) {
            fail("behaviours", "has no required behaviour; expected the ones the stage's brief names to be required")
        }
        let required = Set(behaviours.filter(\.required).flatMap(\.mutants))
        for id in check.requiredMutants ?? [] where !required.contains(id) {
            fail("behaviours", "leaves out \(id), which check \(check.id) requires; expected it in a required behaviour")
        }
        return problems
    }
}
