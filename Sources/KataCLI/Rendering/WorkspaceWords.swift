import KataCore

/// The words for the workspace's notes (`WorkspaceNote`) and for what a generated copy of the
/// editor's package is for (`WorkspacePackage.Role`).
package struct WorkspaceWords: WorkspaceWording {
    package init() {}

    /// A workspace note, as the warning printed on stderr.
    package func sentence(for note: WorkspaceNote) -> String {
        switch note {
        case let .progressUnreadable(keptAs):
            return "warning: your progress file could not be read, so progress starts afresh. The old file was kept as \(keptAs). Your code files are untouched."
        case let .notGenerated(path):
            return "warning: \(path) was not written by Swift Katas, so it is left as it is and your editor may not understand the workspace. Move it away and run any `kata` command to get the generated one."
        }
    }

    package func sentence(for role: WorkspacePackage.Role, commands: CommandNames) -> String {
        switch role {
        case .support: return "it is compiled into your kata's module as `\(commands(.check))` compiles it"
        case .standIn: return "it is the stand-in module `\(commands(.check))` compiles your code against"
        }
    }
}
