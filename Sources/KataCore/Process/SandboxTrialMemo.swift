import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// That a sandbox's trial run worked, kept in the build cache so a command does not pay for the
/// trial each time (17 to 33 ms, about as much as the sandbox costs a whole check otherwise).
///
/// It holds only for what it was tried with: the sandbox's binary (path, size, inode, modification
/// time), the kernel, the user, and the exact file view a test process gets. The cache folder is
/// outside every sandbox's view, so code under test cannot write it; a sandboxed run that fails
/// the way the sandbox itself fails re-tries the sandbox and forgets the memo (`Sandbox.confirm`).
/// Only a working trial is kept: a failed one is tried again by the next command.
struct SandboxTrialMemo: Sendable, Equatable {
    var file: URL
    var key: String

    static let fileName = "sandbox-trial"

    /// The memo of `sandbox` in `cacheDirectory`, or nil when there is no cache folder or the
    /// sandbox's binary cannot be read.
    init?(cacheDirectory: URL?, sandbox: Sandbox) {
        guard let cacheDirectory, let key = Self.key(for: sandbox) else { return nil }
        self.file = cacheDirectory.appendingPathComponent(Self.fileName)
        self.key = key
    }

    /// Whether a trial with this key worked before.
    func holds() -> Bool {
        (try? String(contentsOf: file, encoding: .utf8)) == key
    }

    /// Keeps that the trial worked (best effort: without it the next command tries again).
    func record() {
        try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? key.write(to: file, atomically: true, encoding: .utf8)
    }

    func forget() {
        try? FileManager.default.removeItem(at: file)
    }

    /// Everything the trial's verdict depends on, hashed; nil when the sandbox has no binary.
    static func key(for sandbox: Sandbox) -> String? {
        let binary: String
        switch sandbox.kind {
        case let .bubblewrap(path): binary = path
        case .sandboxExec: binary = "/usr/bin/sandbox-exec"
        case .unsandboxed: return nil
        }
        let real = URL(fileURLWithPath: binary).resolvingSymlinksInPath().path
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: real) else { return nil }
        var hash = ContentHash()
        hash.add("sandbox-trial-1")
        hash.add(real)
        for attribute in [FileAttributeKey.size, .systemFileNumber, .systemNumber, .modificationDate] {
            hash.add(attributes[attribute].map { "\($0)" } ?? "-")
        }
        Self.kernel().forEach { hash.add($0) }
        hash.add(String(getuid()))
        // The exact view a test process gets (binds, namespaces, environment), for a fixed request.
        let probe = ProcessRequest(executable: Sandbox.binaryMount + "/true", environment: ["PATH": Sandbox.basePath])
        let wrapped = sandbox.wrap(probe, binary: URL(fileURLWithPath: "/kata-trial/bin/true"), scratch: URL(fileURLWithPath: "/kata-trial/run"))
        hash.add(wrapped.executable)
        wrapped.arguments.forEach { hash.add($0) }
        hash.add(wrapped.argumentData.map { [UInt8]($0) } ?? [])
        return hash.hex
    }

    /// The kernel's name, release and version (`uname`).
    static func kernel() -> [String] {
        var info = utsname()
        guard uname(&info) == 0 else { return ["unknown"] }
        func text<T>(_ field: inout T) -> String {
            withUnsafeBytes(of: &field) { bytes in String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self) }
        }
        return [text(&info.sysname), text(&info.release), text(&info.version), text(&info.machine)]
    }
}
