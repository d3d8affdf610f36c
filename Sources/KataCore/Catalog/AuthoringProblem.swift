import Foundation

/// Something wrong in a kata's files, as its author needs it: which file, which field or section,
/// and why (a `Reason` with its data; the CLI says it in words, `AuthoringWords`).
package struct AuthoringProblem: Sendable, Equatable {
    /// The file, relative to the repository (`Katas/demo/kata.json`).
    package var file: String
    /// Where in the file (the CLI says it, `AuthoringWords`).
    package var place: Place
    /// What is wrong, with what the author's words need.
    package var reason: Reason

    /// At a field of kata.json (`checks[2] "main-thread".suite`) or a section of a Markdown file
    /// (`` `# Stage 2` › `## Hints` ``), as the file spells them; empty for the whole file.
    package init(file: String, field: String, _ reason: Reason) {
        self.init(file: file, at: .field(field), reason)
    }

    package init(file: String, at place: Place, _ reason: Reason) {
        self.file = file
        self.place = place
        self.reason = reason
    }

    /// Where a problem is in its file.
    package enum Place: Sendable, Equatable {
        /// A field or a section, spelled as in the file; empty for the whole file.
        case field(String)
        /// A line of a Markdown file, with the heading on it where it is one.
        case line(Int, heading: String?)
        /// The text of a Markdown file before its first heading.
        case beforeFirstHeading
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
