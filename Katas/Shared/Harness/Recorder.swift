// Compiled with every kata's hidden suites.
import Foundation

/// Locked storage, so a spy called from any thread records the call rather than crashing.
final class Recorder<Entry>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Entry] = []
    func append(_ entry: Entry) { lock.withLock { stored.append(entry) } }
    var entries: [Entry] { lock.withLock { stored } }
}
