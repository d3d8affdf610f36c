import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
    /// be about to read it); scratch folders of a process of this machine that has ended, or older
    /// than an hour, are left-overs of interrupted runs.
    func prune(keep: Int = 40, budgets: [String: Int] = [:], graceSeconds: Double = 600, now: Date = Date()) {
        let fileManager = FileManager.default
        guard let kinds = try? fileManager.contentsOfDirectory(atPath: root.path) else { return }
        for kind in kinds {
            let folder = root.appendingPathComponent(kind)
            guard let names = try? fileManager.contentsOfDirectory(atPath: folder.path) else { continue }
            let entries = names.map { folder.appendingPathComponent($0) }.map { url in
                (url, FileStamp.modified(atPath: url.path) ?? .distantPast)
            }.sorted { $0.1 > $1.1 }
            let isScratch = kind == "tmp"
            for (index, (url, used)) in entries.enumerated() {
                let age = now.timeIntervalSince(used)
                if isScratch ? age > 3600 || Self.ownerHasEnded(url.lastPathComponent) : (index >= max(keep, budgets[kind] ?? 0) && age > graceSeconds) {
                    try? fileManager.removeItem(at: url)
                }
            }
        }
    }

    /// A fresh scratch folder under the cache root, named `<label>-<pid>@<host>-<uuid>` so a later
    /// run can tell that the process that made it has ended.
    func scratch(_ label: String) throws -> URL {
        let folder = root.appendingPathComponent("tmp").appendingPathComponent("\(label)-\(Self.owner)-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw KataError.environment(.buildCacheUnwritable(cache: root.path, said: error.localizedDescription))
        }
        return folder
    }

    /// Runs a toolchain process with a `TMPDIR` of its own in `cache`'s scratch folder, removed
    /// when it ends: the Swift driver leaves `TemporaryDirectory.*` folders in `TMPDIR` otherwise.
    /// Without a cache, in the runner's own `TMPDIR`.
    static func run(_ request: ProcessRequest, launcher: ProcessLauncher, temporaryFilesIn cache: BuildCache?) throws -> ProcessResult {
        guard let cache else { return try launcher.run(request) }
        var request = request
        let temporary = try cache.scratch("tmpdir")
        defer { try? FileManager.default.removeItem(at: temporary) }
        request.environment["TMPDIR"] = temporary.path
        return try launcher.run(request)
    }

    /// This process, as scratch folder names carry it: `<pid>@<host>`.
    static let owner: String = {
        var name = [UInt8](repeating: 0, count: 256)
        let host = gethostname(&name, name.count) == 0 ? String(decoding: name.prefix { $0 != 0 }, as: UTF8.self) : "localhost"
        return "\(getpid())@" + host.map { $0.isLetter || $0.isNumber ? $0 : "_" }
    }()

    /// Whether a scratch folder's name says it was made by a process of this machine that no
    /// longer runs (a folder of another machine sharing the cache is left to the age rule).
    static func ownerHasEnded(_ name: String) -> Bool {
        // `<label>-<owner>-<uuid>`: the uuid has 36 characters, the label may hold dashes.
        guard name.count > 38, let dash = name.dropLast(37).lastIndex(of: "-") else { return false }
        let owner = name.dropLast(37)[name.index(after: dash)...].split(separator: "@", maxSplits: 1)
        guard owner.count == 2, let pid = pid_t(owner[0]), owner[1] == Self.owner.split(separator: "@", maxSplits: 1)[1] else { return false }
        return kill(pid, 0) != 0 && errno == ESRCH
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
