import Foundation
@testable import KataCore
import KataCLI

/// A fresh folder under the system's temporary directory.
func temporaryFolder(_ label: String = "test") -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swift-katas-\(label)-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}

/// The repository's katas and solutions.
enum Repository {
    static let root = KataCatalog.repositoryRoot()
    static let catalog: KataCatalog = try! KataCatalog(root: root.appendingPathComponent("Katas"))
    static let solutions = root.appendingPathComponent("Solutions")
    /// One build cache for every test in this run, so a product is compiled once.
    static let sharedCache = temporaryFolder("cache")
    /// The hostile corpus builds apart, so a test binary seen running is the corpus's own.
    static let corpusCache = temporaryFolder("corpus-cache")
    /// The machine's sandbox, detected once for the whole test run.
    static func sandbox(_ toolchain: Toolchain) -> Sandbox {
        detected.withLock { found in
            if let found { return found }
            let sandbox = Sandbox.detect(environment: ProcessInfo.processInfo.environment, toolchain: toolchain)
            found = sandbox
            return sandbox
        }
    }
    private static let detected = Locked<Sandbox?>(nil)
}

/// Collects what a command prints.
final class OutputBuffer: @unchecked Sendable {
    private let lock = NSLock()
    private var outLines: [String] = []
    private var errLines: [String] = []

    var output: Output { Output(out: { self.appendOut($0) }, err: { self.appendErr($0) }) }
    func appendOut(_ text: String) { lock.withLock { outLines.append(text) } }
    func appendErr(_ text: String) { lock.withLock { errLines.append(text) } }
    var out: String { lock.withLock { outLines.joined(separator: "\n") } }
    var err: String { lock.withLock { errLines.joined(separator: "\n") } }
}
