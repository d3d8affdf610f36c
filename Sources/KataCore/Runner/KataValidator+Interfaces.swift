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
            if let file = alternative.source ?? alternative.patch {
                problems.append(AuthoringProblem(file: "\(folder)/\(file)", field: "", .otherInterface(why, naming: field)))
            } else {
                problems.append(AuthoringProblem(file: "\(folder)/kata.json", field: "\(field).edits", .otherInterface(why, naming: nil)))
            }
        }
        return problems
    }

    /// What makes `library`'s whole interface differ from the solution's.
    private func interfaceDifference(_ library: GradingBuilder.PresenterLibrary, solution: GradingBuilder.PresenterLibrary,
                                     sources: [LearnerSource]) -> AuthoringProblem.InterfaceDifference {
        if solution.resilient && !library.resilient { return .notResilient }
        guard let descriptor = library.descriptor, let other = ABIFingerprint.declarations(descriptor: descriptor, resilient: library.resilient) else {
            return .undescribable(sources.lazy.compactMap({ ABIFingerprint.undescribedText(in: $0.contents) }).first)
        }
        guard let descriptor = solution.descriptor, let base = ABIFingerprint.declarations(descriptor: descriptor, resilient: solution.resilient) else {
            return .solutionUndescribable
        }
        let difference = ABIFingerprint.DeclarationDifference(base: base, other: other)
        guard difference.added.isEmpty && difference.changed.isEmpty && difference.removed.isEmpty else {
            return .declarations(added: difference.added, changed: difference.changed, removed: difference.removed)
        }
        return .order(firstOutOfPlace: ABIFingerprint.DeclarationDifference.firstOutOfOrder(base: base, other: other))
    }
}
