import Foundation

/// The katas found under `Katas/`, each a folder with a `kata.json`.
public struct KataCatalog: Sendable {
    public static let supportedFormatVersion = 1

    public let root: URL
    public let katas: [Kata]

    public var sharedDirectory: URL { root.appendingPathComponent("Shared") }
    /// `Solutions/`, beside `Katas/`: the reference solutions and the model tests.
    public var solutionsDirectory: URL { root.deletingLastPathComponent().appendingPathComponent("Solutions") }
    /// The harness `main` and the helpers every hidden suite may use.
    public var harnessFiles: [URL] {
        let folder = sharedDirectory.appendingPathComponent("Harness")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0) }
    }
    public func standInFile(_ name: String) -> URL {
        sharedDirectory.appendingPathComponent("StandIns/\(name).swift")
    }

    public init(root: URL) throws {
        self.root = root
        let fileManager = FileManager.default
        guard let entries = try? fileManager.contentsOfDirectory(atPath: root.path) else {
            throw KataError.environment("the kata folder \(root.path) cannot be read; run `kata` from a clone of the Swift Katas repository or set KATA_HOME")
        }
        var katas: [Kata] = []
        for entry in entries.sorted() {
            let folder = root.appendingPathComponent(entry)
            let manifest = folder.appendingPathComponent("kata.json")
            guard fileManager.fileExists(atPath: manifest.path) else { continue }
            do {
                var kata = try JSONDecoder().decode(Kata.self, from: Data(contentsOf: manifest))
                guard kata.formatVersion == Self.supportedFormatVersion else {
                    throw KataError.internal("\(manifest.path) has format \(kata.formatVersion); this runner reads format \(Self.supportedFormatVersion)")
                }
                kata.directory = folder
                katas.append(kata)
            } catch let error as KataError {
                throw error
            } catch {
                throw KataError.internal("\(manifest.path) is not a valid kata description: \(error)")
            }
        }
        self.katas = katas.sorted { $0.order < $1.order }
    }

    public func kata(_ id: String) throws -> Kata {
        guard let kata = katas.first(where: { $0.id == id }) else {
            let known = katas.map(\.id).joined(separator: ", ")
            throw KataError.usage("there is no kata called '\(id)'. Katas: \(known). Run `kata list` to see them.")
        }
        return kata
    }

    /// Finds `Katas/`: `KATA_HOME` if set, else the repository this runner was built from.
    public static func locateRoot(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let home = environment["KATA_HOME"], !home.isEmpty {
            return URL(fileURLWithPath: home).appendingPathComponent("Katas")
        }
        return repositoryRoot().appendingPathComponent("Katas")
    }

    /// The repository root: three folders above this file (`Sources/KataCore/Catalog/`).
    public static func repositoryRoot() -> URL {
        URL(fileURLWithPath: thisFile)
            .deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
    }

    /// Where this source file was compiled from (not a default argument: that would be the caller's).
    private static let thisFile: String = #filePath
}
