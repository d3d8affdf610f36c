import Foundation
import Testing
@testable import KataCLI
@testable import KataCore

/// The workspace's warnings (`WorkspaceNote`) and what a generated copy is for
/// (`WorkspacePackage.Role`) are values in the core, worded by the CLI (`WorkspaceWords`) word for
/// word as the core wrote them before (the expected texts are the old literals filled in by hand).
@Suite struct WorkspaceWordsTests {
    static let notes: [(WorkspaceNote, String)] = [
        (.progressUnreadable(keptAs: "/w/progress.20261203.unreadable.json"),
         "warning: your progress file could not be read, so progress starts afresh. The old file was kept as /w/progress.20261203.unreadable.json. Your code files are untouched."),
        (.notGenerated(path: "/w/Package.swift"),
         "warning: /w/Package.swift was not written by Swift Katas, so it is left as it is and your editor may not understand the workspace. Move it away and run any `kata` command to get the generated one."),
    ]

    static let roles: [(WorkspacePackage.Role, String)] = [
        (.support, "it is compiled into your kata's module as `swift run kata check` compiles it"),
        (.standIn, "it is the stand-in module `swift run kata check` compiles your code against"),
    ]

    @Test func theWorkspacesNotesAndRolesSayWhatTheCoreOnceWrote() {
        for (note, words) in Self.notes { #expect(WorkspaceWords().sentence(for: note) == words) }
        for (role, words) in Self.roles { #expect(WorkspaceWords().sentence(for: role, commands: .kata) == words) }
    }
}
