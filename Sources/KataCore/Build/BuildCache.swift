import Foundation

/// A folder of build products, one sub-folder per content hash. Entries are built in a private
/// temporary folder and moved into place with one rename, so a reader never sees half an entry and
/// two runs building the same entry at once do no harm.
public struct BuildCache: Sendable {
    public let root: URL

    public init(root: URL) { self.root = root }

    public func entry(_ kind: String, key: String) -> URL {
        root.appendingPathComponent(kind).appendingPathComponent(key)
    }

    public func has(_ kind: String, key: String, file: String) -> Bool {
        FileManager.default.fileExists(atPath: entry(kind, key: key).appendingPathComponent(file).path)
    }

    /// A fresh scratch folder under the cache root.
    public func scratch(_ label: String) throws -> URL {
        let folder = root.appendingPathComponent("tmp").appendingPathComponent("\(label)-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw KataError.environment("cannot write to the build cache at \(root.path): \(error.localizedDescription). Check that the workspace is writable and the disk is not full.")
        }
        return folder
    }

    /// Moves a finished scratch folder into place as the entry for `key`.
    @discardableResult
    public func publish(_ scratch: URL, as kind: String, key: String) -> URL {
        let destination = entry(kind, key: key)
        let fileManager = FileManager.default
        try? fileManager.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        if fileManager.fileExists(atPath: destination.path) {
            try? fileManager.removeItem(at: scratch)
            return destination
        }
        do {
            try fileManager.moveItem(at: scratch, to: destination)
        } catch {
            // Another run published it first; theirs is as good as ours.
            try? fileManager.removeItem(at: scratch)
        }
        return destination
    }
}
