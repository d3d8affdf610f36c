import Foundation

/// The test stage's interface rule, which needs the compiler (so `kata validate` runs it, not the
/// loading of the katas).
extension KataValidator {
    /// Every alternative shows the learner's tests the solution's interface: its library has the
    /// solution's whole ABI fingerprint, the key the grader shares test builds on
    /// (`PresenterLibrary.interface`, equal for every test file). Otherwise each grade of the
    /// test stage compiles the learner's test file once more for that alternative. The solution
    /// and the alternatives are built as the grader builds them (cached, shared with grading);
    /// nothing for a kata without a `tests` check. An alternative that says why it differs (its
    /// `interface`, e.g. a main-actor presenter the contract allows) is let be.
    func interfaceProblems(grader: TestGrader) throws -> [AuthoringProblem] {
        guard kata.testsCheck != nil, let alternatives = kata.alternatives, !alternatives.isEmpty else { return [] }
        let presenters = try grader.presenters(own: nil)
        let standIns = try grader.builder.standInLibraries(kata.standIns)
        // Index 0 is the solution, 1 to n the alternatives (`TestGrader.presenters`); a correct
        // presenter that does not build throws.
        let libraries = try grader.buildLibraries(presenters, indices: Array(0...alternatives.count), standIns: standIns)
        guard case let .built(solution)? = libraries[0] else { return [] }
        let expected = solution.interface(for: nil)
        var problems: [AuthoringProblem] = []
        for (index, alternative) in alternatives.enumerated() {
            guard alternative.interface == nil, case let .built(library)? = libraries[index + 1], library.interface(for: nil) != expected else { continue }
            let field = "alternatives[\(index)] \"\(alternative.id)\""
            let why = interfaceDifference(library, solution: solution, sources: presenters[index + 1].sources)
            let message = "shows the learner's tests another interface than the solution's, so every grade of the test stage compiles "
                + "their test file once more for it: \(why)"
            if let file = alternative.source ?? alternative.patch {
                problems.append(AuthoringProblem(file: "\(folder)/\(file)", field: "", message: "\(field): \(message)"))
            } else {
                problems.append(AuthoringProblem(file: "\(folder)/kata.json", field: "\(field).edits", message: message))
            }
        }
        return problems
    }

    /// What makes `library`'s whole interface differ from the solution's, and what to do.
    private func interfaceDifference(_ library: GradingBuilder.PresenterLibrary, solution: GradingBuilder.PresenterLibrary,
                                     sources: [LearnerSource]) -> String {
        if solution.resilient && !library.resilient {
            return "its types could not be marked resilient (the compiler refused the mark), so the tests see their layout; "
                + "write it so that every type may be `@usableFromInline`, as the solution's are"
        }
        guard let descriptor = library.descriptor, let other = ABIFingerprint.declarations(descriptor: descriptor, resilient: library.resilient) else {
            if let text = sources.lazy.compactMap({ ABIFingerprint.undescribedText(in: $0.contents) }).first {
                return "its interface cannot be described (it writes \(text.debugDescription), which the ABI descriptor leaves out), so the "
                    + "tests are keyed on its whole module; write it without"
            }
            return "its interface cannot be described (an inlinable body, a global actor, a result builder or an operator), so the "
                + "tests are keyed on its whole module; write it without"
        }
        guard let descriptor = solution.descriptor, let base = ABIFingerprint.declarations(descriptor: descriptor, resilient: solution.resilient) else {
            return "the solution's interface cannot be described, so each presenter is keyed on its whole module"
        }
        let difference = ABIFingerprint.DeclarationDifference(base: base, other: other)
        var parts: [String] = []
        func listed(_ places: [String]) -> String { places.map { "`\($0)`" }.joined(separator: ", ") }
        if !difference.added.isEmpty {
            parts.append("it declares \(listed(difference.added)), which the solution does not; make \(difference.added.count == 1 ? "it" : "them") "
                + "`private` (or `fileprivate`), so the tests cannot see \(difference.added.count == 1 ? "it" : "them")")
        }
        if !difference.changed.isEmpty {
            parts.append("it declares \(listed(difference.changed)) otherwise than the solution (a type, an attribute, an isolation or a "
                + "conformance); declare \(difference.changed.count == 1 ? "it" : "them") as the solution does")
        }
        if !difference.removed.isEmpty {
            parts.append("it lacks \(listed(difference.removed)), which the solution declares; declare \(difference.removed.count == 1 ? "it" : "them") too")
        }
        if parts.isEmpty {
            let first = ABIFingerprint.DeclarationDifference.firstOutOfOrder(base: base, other: other).map { " (the first out of place: `\($0)`)" } ?? ""
            return "it declares what the solution declares in another order\(first), which the tests' interface keeps; declare it in the solution's order"
        }
        return parts.joined(separator: "; ")
    }
}
