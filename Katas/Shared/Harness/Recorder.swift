// Compiled with every kata's hidden suites.
import Foundation

/// Locked storage, so a spy called from any thread records the call rather than crashing.
final class Recorder<Entry>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Entry] = []
    /// Bumped at every entry, when given, so a wait for an entry wakes when it is recorded.
    private let activity: Activity?

    init(activity: Activity? = nil) { self.activity = activity }

    func append(_ entry: Entry) {
        lock.withLock { stored.append(entry) }
        activity?.bump()
    }

    var entries: [Entry] { lock.withLock { stored } }
}
