import KataCore

extension EnvironmentProblem {
    /// The problem in words, with what to check or set to mend it.
    var words: String {
        switch self {
        case .compilerNotFound:
            return "swiftc was not found. Install a Swift 6 toolchain (swift.org/install) and put its bin folder on PATH, or set SWIFTC to the compiler's path."
        case let .compilerDidNotStart(swiftc, said):
            return "\(swiftc) could not be started (\(said)). Check that SWIFTC or PATH points at a working Swift toolchain."
        case let .compilerVersionFailed(swiftc):
            return "`\(swiftc) --version` failed. Check the Swift toolchain installation."
        case let .compilerTooOld(versionLine):
            return "Swift Katas needs Swift 6 or later with Swift Testing; found: \(versionLine)"
        case let .compileTimedOut(seconds):
            return "the Swift compiler took longer than \(seconds) s and was stopped. Either the machine is very busy, or an expression in your code is too complex to type-check quickly: split long expressions, add type annotations. (KATA_COMPILE_TIMEOUT sets the bound.)"
        case .swiftTestingMissing:
            return "Swift Testing was not found: `import Testing` fails. Use a Swift 6 toolchain that includes it (swift.org/install; on macOS, Xcode 16 or later)."
        case let .buildCacheUnwritable(cache, said):
            return "cannot write to the build cache at \(cache)\(said.map { ": \($0)" } ?? ""). Check that the workspace is writable and the disk is not full."
        case let .fileUnwritable(path, said, .workspace):
            return "cannot write \(path): \(said). Check that the workspace is writable and the disk is not full; nothing was changed."
        case let .fileUnwritable(path, said, .resultsFolder):
            return "cannot write \(path): \(said). Check that the results folder is writable."
        case let .fileUnwritable(path, said, .repository):
            return "\(path) cannot be written: \(said)"
        case let .lockUncreatable(path, said):
            return "cannot create \(path): \(said). Check that the workspace is writable."
        case let .workspaceBusy(folder, seconds):
            return "another kata command is using this workspace (\(folder)) and did not finish within \(seconds) s. Wait for it, or stop it, and try again."
        case let .resultsFolderUncreatable(path, said):
            return "cannot create the results folder \(path): \(said)"
        case let .kataFolderUnreadable(path):
            return "the kata folder \(path) cannot be read; run `kata` from a clone of the Swift Katas repository or set KATA_HOME"
        case let .sandboxDidNotStart(said):
            return "the sandbox could not start the test process (\(said)), so nothing was judged; run the command again: it tries the sandbox afresh and says if test processes run unsandboxed"
        case let .gradingNeedsASandbox(reason):
            return "`kata grade` runs strangers' code and will not do it unsandboxed: \(reason). Or pass --unsandboxed to grade anyway (the results record it)."
        }
    }
}

extension Sandbox {
    /// Why test processes are not sandboxed, and how to change that; nil when they are.
    package var unsandboxedNote: String? {
        guard case let .unsandboxed(reason) = kind else { return nil }
        if reason == .switchedOff { return "note: test processes run unsandboxed (\(reason.words)); unset KATA_SANDBOX to sandbox them" }
        return "note: test processes run unsandboxed (\(reason.words)); install bubblewrap (`apt-get install bubblewrap`, or run .ci/setup) to sandbox them"
    }
}

extension Sandbox.Unsandboxed {
    /// Why there is no sandbox, as the note says it in brackets.
    var words: String {
        switch self {
        case .switchedOff: return "KATA_SANDBOX=off"
        case .bubblewrapNotInstalled: return "bubblewrap is not installed"
        case .sandboxExecMissing: return "sandbox-exec is missing"
        case .noSandboxKnown: return "no sandbox is known on this system"
        case let .trialFolderNotMade(said): return "its trial folder could not be made: \(said)"
        case let .doesNotWork(name, said): return "\(name) does not work here: \(said ?? "it could not be started")"
        case .notAskedFor: return "not asked for"
        }
    }
}

extension LaunchError {
    /// What could not be started, and the system's reason.
    var words: String {
        switch self {
        case let .cannotStart(executable, reason): return "could not start \(executable): \(reason)"
        }
    }
}

extension KataError {
    /// The error as `kata` prints it after `kata: `.
    package var message: String {
        switch self {
        case let .usage(message), let .input(message): return message
        case let .environment(problem): return problem.words
        case let .internal(message): return "internal error (a bug in Swift Katas, not in your code): \(message)"
        }
    }
}

extension CheckWords {
    /// An error that stopped a run (a submission of `kata grade`), as its result records it.
    package func message(for error: any Error) -> String {
        KataCLI.words(for: error)
    }
}
