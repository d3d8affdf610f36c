import Foundation

/// Applies a mutant's edits to the reference solution. Each `find` must occur exactly once, so a
/// mutant can never silently stop mutating when the solution changes. A variant with a `source`
/// file is that file's text, whole.
package enum MutantApplier {
    package static func text(of mutant: Mutant, in kata: Kata, solution: String) throws -> String {
        guard let source = mutant.source else { return try apply(mutant, to: solution) }
        guard mutant.edits.isEmpty else {
            throw KataError.internal("variant '\(mutant.id)' has both a source file and edits: give one of them")
        }
        let url = kata.directory.appendingPathComponent(source)
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            throw KataError.internal("variant '\(mutant.id)': its source file \(source) cannot be read in \(kata.directory.path)")
        }
        return text
    }

    package static func apply(_ mutant: Mutant, to text: String) throws -> String {
        var result = text
        for edit in mutant.edits {
            let occurrences = result.occurrences(of: edit.find)
            guard occurrences == 1 else {
                throw KataError.internal("mutant '\(mutant.id)': the text to replace occurs \(occurrences) times in the solution (it must occur once): \(edit.find.debugDescription)")
            }
            result = result.replacingFirst(edit.find, with: edit.replace)
        }
        return result
    }
}
