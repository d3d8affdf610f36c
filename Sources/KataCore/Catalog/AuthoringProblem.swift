import Foundation

/// Something wrong in a kata's files, as its author needs it: which file, which field or section,
/// and why (a `Reason` with its data; the CLI says it in words, `AuthoringWords`).
package struct AuthoringProblem: Sendable, Equatable {
    /// The file, relative to the repository (`Katas/demo/kata.json`).
    package var file: String
    /// The field (`checks[2] "main-thread".suite`) or section (`# Stage 2`) at fault; empty for the whole file.
    package var field: String
    /// What is wrong, with what the author's words need.
    package var reason: Reason

    package init(file: String, field: String, _ reason: Reason) {
        self.file = file
        self.field = field
        self.reason = reason
    }
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
