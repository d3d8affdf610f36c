import Foundation

/// Why `KataScaffold` will not write a new kata, with the data to say it: the CLI words it (exit 2).
package enum ScaffoldProblem: Error, Equatable, Sendable {
    /// The id is not lower-case words of letters and digits joined by hyphens, starting with a letter.
    case invalidID(String)
    /// A kata or solution folder of that id exists already.
    case alreadyExists(path: String)
}
