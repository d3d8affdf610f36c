import Foundation

/// A content hash for cache keys (two 64-bit FNV-1a lanes). Caches are keyed on content, never on
/// modification times: an edit made within the same second must not run a stale binary.
struct ContentHash: Sendable {
    private var first: UInt64 = 0xcbf2_9ce4_8422_2325
    private var second: UInt64 = 0x8422_2325_cbf2_9ce4

    init() {}

    mutating func add(_ bytes: some Sequence<UInt8>) {
        for byte in bytes {
            first = (first ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            second = (second ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 ^ 0x9e37_79b9
        }
        // A separator, so ("ab", "c") and ("a", "bc") differ.
        first = (first ^ 0xff) &* 0x0000_0100_0000_01b3
        second = (second ^ 0xfe) &* 0x0000_0100_0000_01b3
    }

    mutating func add(_ string: String) { add(string.utf8) }

    mutating func add(file url: URL) throws {
        add(try Data(contentsOf: url))
    }

    var hex: String {
        String(format: "%016llx%016llx", first, second)
    }

    static func of(_ strings: [String]) -> String {
        var hash = ContentHash()
        strings.forEach { hash.add($0) }
        return hash.hex
    }
}
