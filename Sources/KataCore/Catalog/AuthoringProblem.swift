import Foundation

/// Something wrong in a kata's files, said the way its author needs it: which file, which field or
/// section, and what is expected there.
package struct AuthoringProblem: Sendable, Equatable, CustomStringConvertible {
    /// The file, relative to the repository (`Katas/demo/kata.json`).
    package var file: String
    /// The field (`checks[2] "main-thread".suite`) or section (`# Stage 2`) at fault; empty for the whole file.
    package var field: String
    /// What is wrong and what is expected.
    package var message: String

    package init(file: String, field: String, message: String) {
        self.file = file
        self.field = field
        self.message = message
    }

    package var description: String { field.isEmpty ? "\(file): \(message)" : "\(file): \(field): \(message)" }
}

/// A kata folder that cannot be used, with everything wrong in it. The other katas keep working.
package struct BrokenKata: Error, Sendable, Equatable {
    /// The kata's folder name (its id, when the folder is named after it).
    package var folder: String
    package var problems: [AuthoringProblem]

    package init(folder: String, problems: [AuthoringProblem]) {
        self.folder = folder
        self.problems = problems
    }
}
