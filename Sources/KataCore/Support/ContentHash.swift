import Foundation

/// A content hash for cache keys: SHA-256 of every piece, each framed by its length, so
/// ("ab", "c") and ("a", "bc") differ and a crafted source cannot collide with another's build.
/// Caches are keyed on content, never on modification times: an edit made within the same second
/// must not run a stale binary.
struct ContentHash: Sendable {
    private var sha = SHA256()

    init() {}

    mutating func add(_ bytes: some Sequence<UInt8>) {
        add(data: Data(bytes))
    }

    mutating func add(_ string: String) { add(data: Data(string.utf8)) }

    mutating func add(file url: URL) throws {
        add(data: try Data(contentsOf: url))
    }

    private mutating func add(data: Data) {
        var count = UInt64(data.count).bigEndian
        sha.update(data: withUnsafeBytes(of: &count) { Data($0) })
        sha.update(data: data)
    }

    /// The SHA-256 digest in lower-case hex (64 characters).
    var hex: String { SHA256.hex(sha.finalize()) }

    static func of(_ strings: [String]) -> String {
        var hash = ContentHash()
        strings.forEach { hash.add($0) }
        return hash.hex
    }
}
