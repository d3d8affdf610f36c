import Foundation

/// A folder of build products, one sub-folder per content hash. Entries are built in a private
/// temporary folder and moved into place with one rename, so a reader never sees half an entry and
/// two runs building the same entry at once do no harm.
struct BuildCache: Sendable {
    let root: URL

    init(root: URL) { self.root = root }

    func entry(_ kind: String, key: String) -> URL {
        root.appendingPathComponent(kind).appendingPathComponent(key)
    }

    func has(_ kind: String, key: String, file: String) -> Bool {
        let folder = entry(kind, key: key)
        guard FileManager.default.fileExists(atPath: folder.appendingPathComponent(file).path) else { return false }
        // Mark it used, so pruning keeps what is in use.
        try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: folder.path)
        return true
    }

    /// Keeps the cache from growing without bound: per kind, the `keep` most recently used
    /// entries stay (`budgets` says how many for a kind that needs more, a kata's presenter
    /// libraries say), and so does anything used in the last `graceSeconds` (a concurrent run may
    /// be about to read it); scratch folders older than an hour are left-overs of killed runs.
    func prune(keep: Int = 40, budgets: [String: Int] = [:], graceSeconds: Double = 600, now: Date = Date()) {
        let fileManager = FileManager.default
        guard let kinds = try? fileManager.contentsOfDirectory(atPath: root.path) else { return }
        for kind in kinds {
            let folder = root.appendingPathComponent(kind)
            guard let names = try? fileManager.contentsOfDirectory(atPath: folder.path) else { continue }
            let entries = names.map { folder.appendingPathComponent($0) }.map { url in
                (url, (try? fileManager.attributesOfItem(atPath: url.path)[.modificationDate] as? Date) ?? .distantPast)
            }.sorted { $0.1 > $1.1 }
            let isScratch = kind == "tmp"
            for (index, (url, used)) in entries.enumerated() {
                let age = now.timeIntervalSince(used)
                if isScratch ? age > 3600 : (index >= max(keep, budgets[kind] ?? 0) && age > graceSeconds) {
                    try? fileManager.removeItem(at: url)
                }
            }
        }
    }

    /// A fresh scratch folder under the cache root.
    func scratch(_ label: String) throws -> URL {
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
    func publish(_ scratch: URL, as kind: String, key: String) -> URL {
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
