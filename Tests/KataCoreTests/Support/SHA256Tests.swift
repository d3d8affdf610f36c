import Foundation
import Testing
@testable import KataCore

@Suite struct SHA256Tests {
    static func digest(_ text: String) -> String {
        var sha = SHA256()
        sha.update(text.utf8)
        return SHA256.hex(sha.finalize())
    }

    /// FIPS 180-2 appendix B and the empty string.
    @Test func knownVectors() {
        #expect(Self.digest("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(Self.digest("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(Self.digest("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
            == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(Self.digest("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu")
            == "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1")
    }

    /// Every length around the block and padding boundaries, and a large input fed in odd
    /// pieces, agree with the system's `sha256sum`.
    @Test func agreesWithSha256sum() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/sha256sum") else {
            // macOS has shasum instead; the vectors above still hold.
            return
        }
        let folder = temporaryFolder("sha")
        var lengths = Array(0...130)
        lengths += [447, 448, 511, 512, 513, 100_003]
        for length in lengths {
            let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8 &+ 7) }
            let file = folder.appendingPathComponent("\(length)")
            try Data(bytes).write(to: file)
            var whole = SHA256()
            whole.update(data: Data(bytes))
            var pieces = SHA256()
            var offset = 0
            var step = 1
            while offset < bytes.count {
                let end = min(bytes.count, offset + step)
                if step % 2 == 0 { pieces.update(data: Data(bytes[offset..<end])) } else { pieces.update(bytes[offset..<end]) }
                offset = end
                step = step * 3 % 97 + 1
            }
            let expected = try Self.sha256sum(file)
            #expect(SHA256.hex(whole.finalize()) == expected, "length \(length)")
            #expect(SHA256.hex(pieces.finalize()) == expected, "length \(length), in pieces")
        }
    }

    static func sha256sum(_ file: URL) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
        process.arguments = [file.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        // Registered with the orphan sweep as the runner's own children are: a check finishing
        // meanwhile in this test process kills every child it does not know (seen in CI: an
        // empty digest).
        var launchError: Error?
        _ = OrphanSweeper.spawning {
            do { try process.run() } catch { launchError = error }
            return (launchError == nil ? 0 : 1, process.processIdentifier)
        }
        if let launchError { throw launchError }
        defer { OrphanSweeper.forget(process.processIdentifier) }
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return String(output.prefix(64))
    }

    /// Content keys frame each piece by its length.
    @Test func contentHashIsSHA256OfFramedPieces() {
        var sha = SHA256()
        sha.update([0, 0, 0, 0, 0, 0, 0, 3] + Array("abc".utf8))
        #expect(ContentHash.of(["abc"]) == SHA256.hex(sha.finalize()))
    }
}
