import Foundation
import Testing
@testable import KataCore

/// `FileStamp` reads the modification time `FileManager` sets, to the second at least.
@Suite struct FileStampTests {
    @Test func readsTheModificationTimeFileManagerSet() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("filestamp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("entry")
        try Data("x".utf8).write(to: file)
        let set = Date(timeIntervalSince1970: 1_700_000_000.25)
        for url in [file, folder] {
            try FileManager.default.setAttributes([.modificationDate: set], ofItemAtPath: url.path)
            let read = try #require(FileStamp.modified(atPath: url.path))
            #expect(abs(read.timeIntervalSince(set)) < 1)
        }
    }

    @Test func aMissingPathHasNoStamp() {
        #expect(FileStamp.modified(atPath: "/nonexistent-\(UUID().uuidString)") == nil)
    }
}
