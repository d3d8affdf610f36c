import Foundation
import Testing
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

/// Where the suite's CPU goes, by product: with `KATA_TEST_CPU_LOG=<file>`, every toolchain
/// process the real-toolchain runner starts is run under `/usr/bin/time`, which appends one line
/// per process to the file: its kind (`learner`, `suites`, `link`, `digester`, `screen`, …), wall,
/// user and system seconds, exit status. Test processes are not wrapped (what they cost is the
/// rest of the run's CPU). Without it (always in CI), the live launcher as it is.
enum CPULog {
    static let file = ProcessInfo.processInfo.environment["KATA_TEST_CPU_LOG"]

    static func launcher() -> ProcessLauncher {
        guard let file, FileManager.default.isExecutableFile(atPath: "/usr/bin/time") else { return .live }
        return ProcessLauncher { request in
            // Test processes run as they are: their exit status and signals are part of the verdict.
            guard kind(of: request) != "test-run" else { return try ProcessLauncher.live.run(request) }
            var timed = request
            timed.executable = "/usr/bin/time"
            timed.arguments = ["-a", "-o", file, "-f", "\(kind(of: request))\t%e\t%U\t%S\t%x", "--", request.executable] + request.arguments
            return try ProcessLauncher.live.run(timed)
        }
    }

    static func kind(of request: ProcessRequest) -> String {
        let name = URL(fileURLWithPath: request.executable).lastPathComponent
        let arguments = request.arguments
        if name == "swift-api-digester" { return "digester" }
        if name.contains("nm") || name.contains("demangle") { return "screen" }
        // The checks' binary, and a grading's build of the learner's tests (unsandboxed runs start it directly).
        if name == "bwrap" || arguments.contains("--testing-library") || name == "checks" || name == "tests" { return "test-run" }
        guard name.hasPrefix("swiftc") else { return "other:\(name)" }
        if let index = arguments.firstIndex(of: "-module-name"), index + 1 < arguments.count {
            let module = arguments[index + 1]
            if module.hasPrefix(TestBinaryBuilder.suitesModule) { return "suites" }
            if arguments.contains("-enable-testing") { return arguments.contains("-emit-library") ? "library" : "learner" }
            return "compile:\(module)"
        }
        return arguments.contains { $0.hasSuffix("/checks") || $0.hasSuffix("/tests") } ? "link" : "swiftc-other"
    }
}

extension Tag {
    /// Tests that start the Swift compiler (directly, through the runner, or through a `kata`
    /// command that checks, grades or builds): nearly all of the suite's CPU.
    @Tag static var compiler: Self
}

/// The quick tier, for work on the runner's logic: `KATA_QUICK_TESTS=1 swift test` leaves out
/// every test that starts the compiler (`.startsTheCompiler`) and runs the rest in under a minute.
/// `swift test` and `.ci/run` run everything.
enum QuickTier {
    static let isOn = ProcessInfo.processInfo.environment["KATA_QUICK_TESTS"] == "1"
}

extension Trait where Self == ConditionTrait {
    /// Marks a suite or test that starts the Swift compiler: left out of the quick tier, saying so.
    static var startsTheCompiler: Self {
        .enabled(if: !QuickTier.isOn, "starts the Swift compiler: left out of the quick tier (KATA_QUICK_TESTS=1); `swift test` runs it")
    }
}
