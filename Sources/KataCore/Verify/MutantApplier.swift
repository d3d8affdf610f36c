import Foundation

/// Applies a mutant's edits to the reference solution. Each `find` must occur exactly once, so a
/// mutant can never silently stop mutating when the solution changes.
public enum MutantApplier {
    public static func apply(_ mutant: Mutant, to text: String) throws -> String {
        var result = text
        for edit in mutant.edits {
            let occurrences = result.components(separatedBy: edit.find).count - 1
            guard occurrences == 1 else {
                throw KataError.internal("mutant '\(mutant.id)': the text to replace occurs \(occurrences) times in the solution (it must occur once): \(edit.find.debugDescription)")
            }
            result = result.replacingOccurrences(of: edit.find, with: edit.replace)
        }
        return result
    }
}
