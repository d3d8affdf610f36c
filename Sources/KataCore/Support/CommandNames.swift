import Foundation

/// A command of the CLI that text written by the core (a generated file, a report) points its
/// reader to.
package enum KataCommand: Sendable, CaseIterable {
    case check, list, hint
}

/// How the reader invokes each `KataCommand` (`swift run kata check`); the CLI gives it
/// (`CommandNames.kata`), so no string of the core names a command of the CLI.
package struct CommandNames: Sendable {
    let invocation: @Sendable (KataCommand) -> String

    package init(_ invocation: @escaping @Sendable (KataCommand) -> String) { self.invocation = invocation }

    package func callAsFunction(_ command: KataCommand) -> String { invocation(command) }
}
