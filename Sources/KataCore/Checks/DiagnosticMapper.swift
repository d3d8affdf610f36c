import Foundation

/// Maps compiler output on snapshot paths back to the learner's own files.
struct DiagnosticMapper: Sendable {
    var snapshot: TestBinaryBuilder.Snapshot
    var kata: Kata

    var learnerTargets: [String: SourceLocationTarget] {
        var targets: [String: SourceLocationTarget] = [:]
        for source in snapshot.sources {
            let target = SourceLocationTarget(name: source.name, path: source.path.path)
            targets[snapshot.folder.appendingPathComponent(source.name).path] = target
            targets["\(TestBinaryBuilder.learnerDebugPrefix)/\(source.name)"] = target
        }
        return targets
    }

    func isLearnerFile(_ name: String) -> Bool { snapshot.sources.contains { $0.name == name } }

    func map(_ raw: [RawDiagnostic]) -> [Diagnostic] {
        let targets = learnerTargets
        return raw.filter { $0.severity != .note }.map { diagnostic in
            if let target = targets[diagnostic.path] {
                return Diagnostic(file: target.name, line: diagnostic.line, column: diagnostic.column,
                                  severity: diagnostic.severity, message: diagnostic.message, path: target.path)
            }
            let name = URL(fileURLWithPath: diagnostic.path).lastPathComponent
            let file = diagnostic.path.hasPrefix(kata.supportDirectory.path) ? "Support/\(name) (the kata's support code)" : name
            return Diagnostic(file: file, line: diagnostic.line, column: diagnostic.column,
                              severity: diagnostic.severity, message: diagnostic.message, path: diagnostic.path)
        }
    }

    /// A learner `@main` clashes with the harness's entry point at link time; say so at its line
    /// (`RunNote.mainAttribute`, or `.mainSymbol` at the first file, worded by `wording`).
    func entryPointClash(transcript: String, wording: any CheckWording) -> Diagnostic? {
        guard transcript.contains("main") && (transcript.contains("multiple definition") || transcript.contains("duplicate symbol")) else { return nil }
        for source in snapshot.sources {
            let lines = source.contents.components(separatedBy: "\n")
            if let index = lines.firstIndex(where: { $0.contains("@main") }) {
                return Diagnostic(file: source.name, line: index + 1, column: 1, severity: .error,
                                  message: wording.sentence(for: RunNote.mainAttribute),
                                  path: source.path.path)
            }
        }
        return Diagnostic(file: snapshot.sources.first?.name ?? "?", line: 1, column: 1, severity: .error,
                          message: wording.sentence(for: RunNote.mainSymbol),
                          path: snapshot.sources.first?.path.path)
    }
}
