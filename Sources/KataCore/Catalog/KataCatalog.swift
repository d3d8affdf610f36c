import Foundation

/// The katas found under `Katas/`, each a folder with a `kata.json`.
package struct KataCatalog: Sendable {
    package static let supportedFormatVersion = 1

    package let root: URL
    package let katas: [Kata]

    package var sharedDirectory: URL { root.appendingPathComponent("Shared") }
    /// `Solutions/`, beside `Katas/`: the reference solutions and the model tests.
    package var solutionsDirectory: URL { root.deletingLastPathComponent().appendingPathComponent("Solutions") }
    /// The harness `main` and the helpers every hidden suite may use.
    package var harnessFiles: [URL] {
        let folder = sharedDirectory.appendingPathComponent("Harness")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0) }
    }
    package func standInFile(_ name: String) -> URL {
        sharedDirectory.appendingPathComponent("StandIns/\(name).swift")
    }

    /// Katas whose files are wrong, with every problem found: left out of `katas`, so the other
    /// katas keep working, and reported by `kata validate` and by any command naming them.
    package let broken: [BrokenKata]

    package init(root: URL) throws {
        self.root = root
        let fileManager = FileManager.default
        guard let entries = try? fileManager.contentsOfDirectory(atPath: root.path) else {
            throw KataError.environment(.kataFolderUnreadable(path: root.path))
        }
        let folders = entries.sorted().filter { entry in
            fileManager.fileExists(atPath: root.appendingPathComponent(entry).appendingPathComponent(KataLoader.manifestName).path)
        }
        // Every command loads the catalog before it starts its work: the katas are read and
        // validated side by side (about half the wall time on two cores).
        let results = Locked<[String: Result<Kata, BrokenKata>]>([:])
        DispatchQueue.concurrentPerform(iterations: folders.count) { index in
            let entry = folders[index]
            let result = Self.load(entry, in: root)
            results.withLock { $0[entry] = result }
        }
        var loaded: [Kata] = []
        var broken: [String: [AuthoringProblem]] = [:]
        for entry in folders {
            switch results.withLock({ $0[entry] }) {
            case .success(let kata)?: loaded.append(kata)
            case .failure(let failure)?: broken[entry] = failure.problems
            case nil: continue
            }
        }
        for (folder, problems) in KataValidator.clashes(loaded, katasRoot: root) {
            broken[folder, default: []] += problems
        }
        self.katas = loaded.filter { broken[$0.directory.lastPathComponent] == nil }.sorted { $0.order < $1.order }
        self.broken = broken.keys.sorted().map { BrokenKata(folder: $0, problems: broken[$0] ?? []) }
    }

    /// One kata folder, read and validated: the kata, or every problem found in it.
    private static func load(_ entry: String, in root: URL) -> Result<Kata, BrokenKata> {
        let folder = root.appendingPathComponent(entry)
        switch KataLoader.load(folder: folder, relativeFolder: "\(root.lastPathComponent)/\(entry)") {
        case .success(let kata):
            let problems = KataValidator(kata: kata, katasRoot: root).problems()
            return problems.isEmpty ? .success(kata) : .failure(BrokenKata(folder: entry, problems: problems))
        case .failure(let failure):
            return .failure(BrokenKata(folder: entry, problems: failure.problems))
        }
    }

    package func kata(_ id: String) throws -> Kata {
        if let kata = katas.first(where: { $0.id == id }) { return kata }
        if let broken = broken.first(where: { $0.folder == id }) { throw broken }
        throw NoSuchKata(id: id, known: katas.map(\.id))
    }

    /// No kata has the id asked for (the CLI says how to list them).
    package struct NoSuchKata: Error, Equatable, Sendable {
        package var id: String
        package var known: [String]
    }

    /// Finds `Katas/`: `KATA_HOME` if set, else the repository this runner was built from.
    package static func locateRoot(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let home = environment["KATA_HOME"], !home.isEmpty {
            return URL(fileURLWithPath: home).appendingPathComponent("Katas")
        }
        return repositoryRoot().appendingPathComponent("Katas")
    }

    /// The repository root: three folders above this file (`Sources/KataCore/Catalog/`).
    package static func repositoryRoot() -> URL {
        URL(fileURLWithPath: thisFile)
            .deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
    }

    /// Where this source file was compiled from (not a default argument: that would be the caller's).
    private static let thisFile: String = #filePath
}
