import Foundation

extension Sandbox {
    /// The machine's sandbox, found once per command: bubblewrap on Linux when it is installed and
    /// a trial run inside it works, `sandbox-exec` on macOS when a trial run works, else none and
    /// why. `KATA_SANDBOX=off` turns it off (for measuring what it costs). With a cache folder, a
    /// trial that worked is remembered there (`SandboxTrialMemo`) and not run again while the
    /// sandbox's binary, the kernel, the user and the view are the same.
    package static func detect(environment: [String: String], swiftc: String, launcher: ProcessLauncher = .live,
                              cacheDirectory: URL? = nil) -> Sandbox {
        if environment["KATA_SANDBOX"] == "off" { return .unsandboxed(.switchedOff) }
        let folders = runtimeFolders(swiftc: swiftc)
        #if os(Linux)
        guard let bwrap = ExecutableSearch.find("bwrap", path: environment["PATH"]) ?? ExecutableSearch.find("bwrap", path: nil) else {
            return .unsandboxed(.bubblewrapNotInstalled)
        }
        let sandbox = Sandbox(kind: .bubblewrap(bwrap), runtimeFolders: folders)
        #elseif os(macOS)
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/sandbox-exec") else { return .unsandboxed(.sandboxExecMissing) }
        let sandbox = Sandbox(kind: .sandboxExec, runtimeFolders: folders)
        #else
        return .unsandboxed(.noSandboxKnown)
        #endif
        return sandbox.tried(launcher: launcher, memo: SandboxTrialMemo(cacheDirectory: cacheDirectory, sandbox: sandbox))
    }

    /// This sandbox when its trial worked (now or, by `memo`, before), else the unsandboxed value
    /// that says what failed.
    func tried(launcher: ProcessLauncher, memo: SandboxTrialMemo?) -> Sandbox {
        var sandbox = self
        sandbox.trialMemo = memo
        if let memo, memo.holds() { return sandbox }
        if let failed = trial(launcher: launcher) { return failed }
        memo?.record()
        return sandbox
    }

    /// After a sandboxed run that ended the way the sandbox itself fails (bubblewrap's own
    /// message, no test started): tries the sandbox again. When the trial fails, the memo is
    /// forgotten (the next command tries afresh and says it runs unsandboxed) and this throws:
    /// the run proves nothing. When it works, the failure was the code's own, judged as usual.
    func confirm(after result: ProcessResult, launcher: ProcessLauncher) throws {
        guard case .bubblewrap = kind, result.termination == .exited(1), result.stderr.hasPrefix("bwrap: ") else { return }
        guard trial(launcher: launcher) != nil else { return }
        trialMemo?.forget()
        let said = result.stderr.split(separator: "\n").first.map(String.init) ?? ""
        throw KataError.environment(.sandboxDidNotStart(said: String(said.prefix(160))))
    }

    /// Runs `/bin/true` (seen at the binary mount) in the sandbox; nil when it works, else the
    /// unsandboxed value that says what failed.
    func trial(launcher: ProcessLauncher) -> Sandbox? {
        let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("kata-sandbox-trial-\(UUID().uuidString)")
        let bin = folder.appendingPathComponent("bin")
        let scratch = folder.appendingPathComponent("run")
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: "/bin/true", toPath: bin.appendingPathComponent("true").path)
        } catch {
            return .unsandboxed(.trialFolderNotMade(said: error.localizedDescription))
        }
        let binary = bin.appendingPathComponent("true")
        let request = ProcessRequest(executable: inside(binary: binary, scratch: scratch).binary, environment: ["PATH": Self.basePath],
                                     limits: .init(wallSeconds: 10))
        let result = try? launcher.run(wrap(request, binary: binary, scratch: scratch))
        guard let result, result.termination.isSuccess else {
            let said = result.map { $0.stderr.split(separator: "\n").first.map(String.init) ?? "\($0.termination)" }
            return .unsandboxed(.doesNotWork(name: name, said: said.map { String($0.prefix(160)) }))
        }
        return nil
    }

    /// The toolchain's runtime libraries (`usr/lib/swift/<os>` beside the real `swiftc`, where
    /// `libTesting` is) and the backtracer (`usr/libexec/swift/<os>`), unless the system folders
    /// already hold them.
    static func runtimeFolders(swiftc: String) -> [String] {
        let real = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath()
        let usr = real.deletingLastPathComponent().deletingLastPathComponent()
        #if os(macOS)
        let platform = "macosx"
        #else
        let platform = "linux"
        #endif
        let runtime = usr.appendingPathComponent("lib/swift/\(platform)")
        var folders: [String] = []
        let backtracer = usr.appendingPathComponent("libexec/swift/\(platform)")
        for folder in [runtime, runtime.appendingPathComponent("testing"), backtracer]
        where FileManager.default.fileExists(atPath: folder.path) {
            folders.append(folder.path)
        }
        return folders.filter { path in !["/usr/", "/lib/", "/lib64/"].contains { path.hasPrefix($0) } }
    }
}
