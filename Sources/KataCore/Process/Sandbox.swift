import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where test processes run: in a sandbox that shows them only the runtime libraries, their own
/// binary (read-only) and a fresh scratch folder, or, where none is available, as plain children.
///
/// It is a value, chosen once per command (`detect`) and injected through `RunnerEnvironment`, so
/// the runner's logic is tested with any kind and without spawning; `wrap` is pure.
package struct Sandbox: Sendable, Equatable {
    package enum Kind: Sendable, Equatable {
        /// Linux: Debian's bubblewrap at this path.
        case bubblewrap(String)
        /// macOS: `sandbox-exec` with a generated profile (written, not yet run on a Mac).
        case sandboxExec
        /// No sandbox; the reason, for the one line the CLI prints.
        case unsandboxed(reason: Unsandboxed)
    }

    /// Why test processes run unsandboxed, with the data to say it: the CLI words it.
    package enum Unsandboxed: Sendable, Equatable {
        /// `KATA_SANDBOX=off` turned the sandbox off.
        case switchedOff
        /// Linux: no `bwrap` on the path.
        case bubblewrapNotInstalled
        /// macOS: no `/usr/bin/sandbox-exec`.
        case sandboxExecMissing
        /// Neither Linux nor macOS.
        case noSandboxKnown
        /// The trial's folder could not be made; `said` is the system's reason.
        case trialFolderNotMade(said: String)
        /// The trial run in the sandbox `name` failed: its first line of stderr (or how it ended),
        /// or nil when it could not be started at all.
        case doesNotWork(name: String, said: String?)
        /// Not detected: a runner environment made without asking for a sandbox (tests, tools).
        case notAskedFor
    }

    package var kind: Kind
    /// Folders shown read-only besides the system's: the toolchain's runtime libraries.
    var runtimeFolders: [String]
    /// Where the trial's verdict is remembered (`SandboxTrialMemo`), if anywhere.
    var trialMemo: SandboxTrialMemo?
    /// The environment of every test process, and nothing else of the runner's.
    static let basePath = "/usr/bin:/bin"

    init(kind: Kind, runtimeFolders: [String] = []) {
        self.kind = kind
        self.runtimeFolders = runtimeFolders
    }

    package var isSandboxed: Bool {
        if case .unsandboxed = kind { return false }
        return true
    }

    /// The word results record: `bubblewrap`, `sandbox-exec` or `none`.
    package var name: String {
        switch kind {
        case .bubblewrap: return "bubblewrap"
        case .sandboxExec: return "sandbox-exec"
        case .unsandboxed: return "none"
        }
    }

    package static func unsandboxed(_ reason: Unsandboxed) -> Sandbox { Sandbox(kind: .unsandboxed(reason: reason)) }

    /// Inside the sandbox, the test binary's folder and the scratch folder are seen at these paths.
    static let binaryMount = "/kata/bin"
    static let scratchMount = "/kata/run"

    /// Where a test process sees its binary and its scratch folder (the host paths unless the
    /// sandbox mounts them elsewhere, as bubblewrap does).
    func inside(binary: URL, scratch: URL) -> (binary: String, scratch: String) {
        guard case .bubblewrap = kind else { return (binary.path, scratch.path) }
        return (Self.binaryMount + "/" + binary.lastPathComponent, Self.scratchMount)
    }

    /// The request that runs `request` (written with the paths `inside` gave) in the sandbox: its
    /// binary's folder read-only, `scratch` writable, the runtime libraries, nothing else of the host.
    func wrap(_ request: ProcessRequest, binary: URL, scratch: URL) -> ProcessRequest {
        var wrapped = request
        switch kind {
        case .unsandboxed:
            return request
        case let .bubblewrap(bwrap):
            var view = ["--unshare-all", "--die-with-parent", "--new-session",
                        "--ro-bind", "/usr", "/usr"]
            for folder in ["/lib", "/lib64", "/lib32", "/bin", "/sbin"] {
                view += FileManager.default.fileExists(atPath: folder) ? Self.systemFolder(folder) : []
            }
            view += ["--ro-bind-try", "/etc/ld.so.cache", "/etc/ld.so.cache",
                     "--ro-bind-try", "/etc/localtime", "/etc/localtime"]
            for folder in runtimeFolders { view += ["--ro-bind", folder, folder] }
            view += ["--ro-bind", binary.deletingLastPathComponent().path, Self.binaryMount,
                     "--bind", scratch.path, Self.scratchMount,
                     "--proc", "/proc", "--dev", "/dev", "--tmpfs", "/tmp",
                     "--chdir", Self.scratchMount, "--clearenv"]
            for (key, value) in request.environment.sorted(by: { $0.key < $1.key }) { view += ["--setenv", key, value] }
            wrapped.executable = bwrap
            // Host paths go through fd 3, so they are not in the command line pid 1 shows.
            wrapped.arguments = ["--args", "3", request.executable] + request.arguments
            wrapped.argumentData = Data(view.map { $0 + "\0" }.joined().utf8)
            wrapped.workingDirectory = nil
        case .sandboxExec:
            let profile = SandboxProfile(readOnly: ["/usr/lib", "/System", "/Library/Developer", "/Applications/Xcode.app", "/private/var/db/timezone", "/usr/share", binary.deletingLastPathComponent().path] + runtimeFolders,
                                         writable: [scratch.path])
            wrapped.executable = "/usr/bin/sandbox-exec"
            wrapped.arguments = ["-p", profile.text, request.executable] + request.arguments
        }
        wrapped.inheritsEnvironment = false
        return wrapped
    }

    /// How the test process ended, from how the sandbox ended: bubblewrap's init exits with
    /// 128 + the signal that ended its child.
    func termination(_ seen: Termination) -> Termination {
        guard case .bubblewrap = kind, case let .exited(code) = seen, code > 128, code < 128 + 65 else { return seen }
        return .signaled(code - 128)
    }

    /// A system folder: bound read-only, or re-created as the symbolic link it is (merged /usr).
    static func systemFolder(_ folder: String) -> [String] {
        if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: folder) {
            return ["--symlink", target, folder]
        }
        return ["--ro-bind", folder, folder]
    }
}
