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

@Suite struct InFlightBuildTests {
    /// Callers that ask for one entry at once build it once; the others wait and read it. A second
    /// entry is built beside the first, not after it.
    @Test func oneEntryAskedForAtOnceIsBuiltOnce() throws {
        let cache = BuildCache(root: temporaryFolder("in-flight"))
        let compiler = SwiftCompiler(toolchain: Toolchain(swiftc: "/bin/false", version: "test", testingFlags: []), launcher: .live)
        let builder = TestBinaryBuilder(kata: try Repository.catalog.kata("leaky-presenter"), catalog: Repository.catalog, compiler: compiler, cache: cache)
        let builds = Locked<[String: Int]>([:])
        let entries = Locked<[URL?]>([])
        // Threads of their own, all asking at once (a concurrentPerform on two cores would ask
        // one after another and find the entry built).
        let keys = ["same", "same", "same", "same", "other", "other"]
        let done = DispatchGroup()
        for key in keys {
            done.enter()
            Thread.detachNewThread {
                let entry = try? builder.cachedEntry("k", key: key, file: "made") { scratch in
                    builds.withLock { $0[key, default: 0] += 1 }
                    Thread.sleep(forTimeInterval: 0.3)
                    return TestBinaryBuilder.writeMarker("made", in: scratch)
                }
                entries.withLock { $0.append(entry) }
                done.leave()
            }
        }
        done.wait()
        #expect(builds.withLock { $0 } == ["same": 1, "other": 1])
        #expect(entries.withLock { $0 }.count == keys.count && entries.withLock { $0 }.allSatisfy { $0 != nil })
        #expect(cache.has("k", key: "same", file: "made") && cache.has("k", key: "other", file: "made"))
    }
}
