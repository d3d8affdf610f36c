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
        #expect(ContentHash.of(["x"]).count == 32)
    }
}
