import Foundation

/// The cache recipe, in one place: hash what a product is made of, look it up, else build it in a
/// scratch folder and publish that folder as the entry in one rename.
extension TestBinaryBuilder {
    /// A content hash seeded with what every compiled product depends on: the toolchain and the
    /// recipe. Add the product's own inputs to it.
    func productHash() -> ContentHash {
        var hash = ContentHash()
        hash.add(compiler.toolchain.version)
        hash.add(Self.recipe)
        return hash
    }

    /// The entry `kind`/`key` when it holds `file`; otherwise `build` fills a fresh scratch folder
    /// and returns whether to keep it: kept, it is published as the entry; not, it is removed and
    /// the result is nil.
    func cachedEntry(_ kind: String, key: String, file: String, build: (URL) throws -> Bool) throws -> URL? {
        if cache.has(kind, key: key, file: file) { return cache.entry(kind, key: key) }
        return try cache.building(kind, key: key) {
            // Another caller of this process may have built it while this one waited.
            if cache.has(kind, key: key, file: file) { return cache.entry(kind, key: key) }
            let scratch = try cache.scratch(kind)
            let keep: Bool
            do {
                keep = try build(scratch)
            } catch {
                try? FileManager.default.removeItem(at: scratch)
                throw error
            }
            guard keep else {
                try? FileManager.default.removeItem(at: scratch)
                return nil
            }
            return cache.publish(scratch, as: kind, key: key)
        }
    }

    /// `cachedEntry` for a compiler run: the entry is kept when the compiler succeeded. `failed`
    /// sees a failed run's output (and may throw); the URL returned after a failure names no entry
    /// and must not be read.
    func cached(_ kind: String, key: String, file: String,
                build: (URL) throws -> CompileOutput, failed: (CompileOutput) throws -> Void) throws -> URL {
        var failure: CompileOutput?
        let entry = try cachedEntry(kind, key: key, file: file) { scratch in
            let output = try build(scratch)
            if !output.succeeded { failure = output }
            return output.succeeded
        }
        if let failure { try failed(failure) }
        return entry ?? cache.entry(kind, key: key)
    }

    /// Writes a small file into a scratch folder; false (so nothing is cached) when it cannot.
    static func writeMarker(_ name: String, in folder: URL, contents: String = "") -> Bool {
        FileManager.default.createFile(atPath: folder.appendingPathComponent(name).path, contents: Data(contents.utf8))
    }
}
