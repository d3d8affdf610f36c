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

    @Test func aKatasPresenterLibrariesKeepAWholeGrade() throws {
        let cache = BuildCache(root: temporaryFolder("prune-budget"))
        let now = Date()
        for index in 0..<5 {
            let scratch = try cache.scratch("x")
            let entry = cache.publish(scratch, as: "presenter-library-k", key: "key\(index)")
            try FileManager.default.setAttributes([.modificationDate: now.addingTimeInterval(-Double(index + 1) * 1000)], ofItemAtPath: entry.path)
        }
        cache.prune(keep: 2, budgets: ["presenter-library-k": 4], graceSeconds: 600, now: now)
        let left = try FileManager.default.contentsOfDirectory(atPath: cache.root.appendingPathComponent("presenter-library-k").path)
        #expect(left.count == 4)
        // Every kata with a test-writing stage keeps more than one grade's presenters (the old budget, 40, kept fewer).
        for kata in Repository.catalog.katas where kata.testsCheck != nil {
            let presenters = 1 + (kata.alternatives ?? []).count + TestGrader.gradedMutants(of: kata).count + 1
            #expect(TestGrader.cacheBudgets(Repository.catalog.katas)["presenter-library-\(kata.id)"]! >= 2 * presenters, "\(kata.id)")
        }
    }
}
