import Foundation

/// Something about the learner's workspace worth a warning that stops nothing, as a value with
/// its data: the CLI words it (`WorkspaceWords`).
package enum WorkspaceNote: Sendable, Equatable {
    /// `progress.json` could not be read: it was set aside as `keptAs` (a path), and progress starts afresh.
    case progressUnreadable(keptAs: String)
    /// A file of the editor's package (`path`) was not written by Swift Katas, so it was left as it is.
    case notGenerated(path: String)
}

/// The words of the generated files that depend on what a file is for; given by the CLI
/// (`WorkspaceWords`) to `WorkspacePackage`, which writes them into each copy's header.
package protocol WorkspaceWording: Sendable {
    /// Why a generated copy is there, for its read-only header ("it is compiled into …").
    func sentence(for role: WorkspacePackage.Role, commands: CommandNames) -> String
}
