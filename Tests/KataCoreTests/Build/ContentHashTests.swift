import Foundation
import Testing
@testable import KataCore

@Suite struct ContentHashTests {
    @Test func sameContentSameKey() {
        #expect(ContentHash.of(["a", "b"]) == ContentHash.of(["a", "b"]))
    }

    @Test func boundariesMatter() {
        #expect(ContentHash.of(["ab", "c"]) != ContentHash.of(["a", "bc"]))
    }

    @Test func oneByteChangesTheKey() {
        #expect(ContentHash.of(["let x = 1"]) != ContentHash.of(["let x = 2"]))
        #expect(ContentHash.of(["x"]).count == 64)
    }
}

@Suite struct BuildCacheTests {
    @Test func pruningKeepsRecentEntriesAndDropsOldOnes() throws {
        let cache = BuildCache(root: temporaryFolder("prune"))
        let now = Date()
        for index in 0..<5 {
            let scratch = try cache.scratch("x")
            #expect(FileManager.default.createFile(atPath: scratch.appendingPathComponent("f").path, contents: Data()))
            let entry = cache.publish(scratch, as: "binary-k", key: "key\(index)")
            let used = now.addingTimeInterval(-Double(index) * 1000)
            try FileManager.default.setAttributes([.modificationDate: used], ofItemAtPath: entry.path)
        }
        cache.prune(keep: 2, graceSeconds: 1500, now: now)
        let left = try FileManager.default.contentsOfDirectory(atPath: cache.root.appendingPathComponent("binary-k").path).sorted()
        #expect(left == ["key0", "key1"], "the two most recent stay; older ones past the grace period go")
        #expect(cache.has("binary-k", key: "key0", file: "f"))
    }
}
