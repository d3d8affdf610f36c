import Foundation

/// The learner's folder: a copy of each kata's files, the progress file, backups and the build
/// cache. Starters are never modified, and no operation here loses an edit.
package struct Workspace: Sendable {
    package let root: URL

    init(root: URL) { self.root = root }

    /// `--workspace DIR`, else `KATA_WORKSPACE`, else `Workspace/` in the repository.
    package static func locate(option: String?, environment: [String: String], repositoryRoot: URL) -> Workspace {
        if let option, !option.isEmpty { return Workspace(root: URL(fileURLWithPath: option).standardizedFileURL) }
        if let variable = environment["KATA_WORKSPACE"], !variable.isEmpty {
            return Workspace(root: URL(fileURLWithPath: variable).standardizedFileURL)
        }
        return Workspace(root: repositoryRoot.appendingPathComponent("Workspace"))
    }

    package var progressStore: ProgressStore { ProgressStore(file: root.appendingPathComponent("progress.json")) }
    package var cacheDirectory: URL { root.appendingPathComponent(".cache") }
    package func folder(for kata: Kata) -> URL { root.appendingPathComponent(kata.id) }
    package func file(_ name: String, of kata: Kata) -> URL { folder(for: kata).appendingPathComponent(name) }
    func backups(for kata: Kata) -> URL { folder(for: kata).appendingPathComponent("backups") }

    package func hasStarted(_ kata: Kata) -> Bool {
        kata.learnerFiles.allSatisfy { FileManager.default.fileExists(atPath: file($0, of: kata).path) }
    }

    /// Copies the starter files that are missing; files already there are kept as they are, and
    /// so is the gap of a file that was checked before and is now lost (`lostFiles`): the starter
    /// never takes the place of the learner's work, `kata restore` puts it back.
    /// Returns the names copied.
    @discardableResult
    package func start(_ kata: Kata) throws -> [String] {
        var copied: [String] = []
        let lost = lostFiles(of: kata)
        for name in kata.workspaceFiles where !lost.contains(name) {
            let target = file(name, of: kata)
            guard !FileManager.default.fileExists(atPath: target.path) else { continue }
            let starter = kata.starterDirectory.appendingPathComponent(name)
            guard let data = try? Data(contentsOf: starter) else {
                throw KataError.internal("the starter file \(starter.path) is missing")
            }
            try AtomicFile.write(data, to: target)
            copied.append(name)
        }
        return copied
    }

    /// Puts the starter back, keeping each current file as a timestamped backup first.
    /// Returns the backups made.
    package func reset(_ kata: Kata, now: Date) throws -> [URL] {
        var backups: [URL] = []
        // The presenter's files only: the learner's own tests are theirs to keep.
        for name in kata.learnerFiles {
            let target = file(name, of: kata)
            if let current = try? Data(contentsOf: target) {
                backups.append(try backUp(current, of: name, kata: kata, now: now))
            }
            let starter = kata.starterDirectory.appendingPathComponent(name)
            guard let data = try? Data(contentsOf: starter) else {
                throw KataError.internal("the starter file \(starter.path) is missing")
            }
            try AtomicFile.write(data, to: target)
        }
        return backups
    }

    /// Writes `data` as a timestamped backup of `name` in the kata's `backups/` folder.
    func backUp(_ data: Data, of name: String, kata: Kata, now: Date) throws -> URL {
        let folder = backups(for: kata)
        let backup = folder.appendingPathComponent(Self.backupName(name, in: folder, now: now))
        try AtomicFile.write(data, to: backup)
        return backup
    }

    static func backupName(_ name: String, in folder: URL, now: Date) -> String {
        let base = ((name as NSString).lastPathComponent as NSString).deletingPathExtension
        let ext = (name as NSString).pathExtension
        var candidate = "\(base).\(timestamp(now)).\(ext)"
        var counter = 2
        while FileManager.default.fileExists(atPath: folder.appendingPathComponent(candidate).path) {
            candidate = "\(base).\(timestamp(now))-\(counter).\(ext)"
            counter += 1
        }
        return candidate
    }

    /// Timestamps for file names: sortable, no colons (they trouble some file systems).
    static func timestamp(_ date: Date) -> String {
        UTCFormat.string(date, "yyyyMMdd-HHmmss")
    }
}
