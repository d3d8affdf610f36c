import Foundation

extension BuildCache {
    /// Builds of one entry in this process, one at a time: a second caller of an entry that is
    /// being built waits for it and reads it, instead of compiling the same product beside it
    /// (parts of a proof, corpus cases and gradings that start together all ask for the same
    /// stand-ins, suites and libraries). Keys nest only from a product to what it is built
    /// from, so no two callers wait for each other.
    func building<T>(_ kind: String, key: String, _ body: () throws -> T) rethrows -> T {
        let name = entry(kind, key: key).path
        let lock = Self.inFlight.withLock { table -> NSLock in
            let held = table[name] ?? (NSLock(), 0)
            table[name] = (held.0, held.1 + 1)
            return held.0
        }
        lock.lock()
        defer {
            lock.unlock()
            Self.inFlight.withLock { table in
                guard let held = table[name] else { return }
                table[name] = held.1 > 1 ? (held.0, held.1 - 1) : nil
            }
        }
        return try body()
    }

    /// Each entry being built in this process, with how many callers hold or wait for it.
    private static let inFlight = Locked<[String: (NSLock, Int)]>([:])
}
