import Foundation

/// The last version of each learner file that a check read, kept outside the editor's package
/// (`Workspace/.last-checked/<kata>/`), so a file deleted or lost to an editor's save-by-rename
/// can be put back with `kata restore`.
extension Workspace {
    /// Where the kept copy of one of a kata's workspace files lives.
    package func lastChecked(_ name: String, of kata: Kata) -> URL {
        root.appendingPathComponent(".last-checked").appendingPathComponent(kata.id).appendingPathComponent(name)
    }

    /// Keeps a file read for a check as the last checked version of `name` (written only when it
    /// changed).
    package func keepLastChecked(_ source: LearnerSource, as name: String, of kata: Kata) {
        let kept = lastChecked(name, of: kata)
        let data = Data(source.contents.utf8)
        guard (try? Data(contentsOf: kept)) != data else { return }
        try? AtomicFile.write(data, to: kept)
    }

    /// The kata's workspace files that are not there although a version of them was checked.
    package func lostFiles(of kata: Kata) -> [String] {
        kata.workspaceFiles.filter { name in
            !FileManager.default.fileExists(atPath: file(name, of: kata).path)
                && FileManager.default.fileExists(atPath: lastChecked(name, of: kata).path)
        }
    }

    /// Why a file of a kata the learner started is missing: lost (a checked version is kept) or not.
    package func missingFileError(_ name: String, of kata: Kata) -> WorkspaceProblem {
        let path = file(name, of: kata).path
        if FileManager.default.fileExists(atPath: lastChecked(name, of: kata).path) {
            return .lostFile(path: path, kata: kata.id)
        }
        return .missingFile(path: path, kata: kata.id)
    }

    /// Puts back the last checked version of each of the kata's files. A current file that
    /// differs from it is kept as a timestamped backup first. Returns the files put back and the
    /// backups made.
    package func restore(_ kata: Kata, now: Date) throws -> (restored: [String], backups: [URL]) {
        var restored: [String] = []
        var backups: [URL] = []
        for name in kata.workspaceFiles {
            guard let kept = try? Data(contentsOf: lastChecked(name, of: kata)) else { continue }
            let target = file(name, of: kata)
            if let current = try? Data(contentsOf: target) {
                if current == kept { continue }
                backups.append(try backUp(current, of: name, kata: kata, now: now))
            }
            try AtomicFile.write(kept, to: target)
            restored.append(name)
        }
        return (restored, backups)
    }
}
