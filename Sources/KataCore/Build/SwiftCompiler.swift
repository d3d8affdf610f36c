import Foundation

/// One `swiftc` invocation's outcome: whether it succeeded and what it said.
struct CompileOutput: Sendable {
    var succeeded: Bool
    var diagnostics: [RawDiagnostic]
    /// The compiler's text, kept for internal errors (a crash of the compiler itself).
    var transcript: String
    var seconds: Double
}

/// Runs `swiftc` with the flags every step shares, under a wall-clock bound.
struct SwiftCompiler: Sendable {
    var toolchain: Toolchain
    var launcher: ProcessLauncher
    var timeoutSeconds: Double
    /// Where each invocation gets a `TMPDIR` of its own, removed when it ends: the driver leaves
    /// `TemporaryDirectory.*` folders behind in `TMPDIR` otherwise. Nil: the runner's `TMPDIR`.
    var scratch: BuildCache?

    init(toolchain: Toolchain, launcher: ProcessLauncher, timeoutSeconds: Double = 180, scratch: BuildCache? = nil) {
        self.toolchain = toolchain
        self.launcher = launcher
        self.timeoutSeconds = timeoutSeconds
        self.scratch = scratch
    }

    /// Flags for readable, parseable diagnostics.
    static let diagnosticFlags = ["-diagnostic-style=llvm", "-no-color-diagnostics"]

    func run(_ arguments: [String], in directory: URL? = nil) throws -> CompileOutput {
        let request = ProcessRequest(
            executable: toolchain.swiftc,
            arguments: Self.diagnosticFlags + toolchain.testingFlags + arguments,
            environment: ["TERM": "dumb"],
            workingDirectory: directory?.path,
            limits: .init(wallSeconds: timeoutSeconds, outputTailBytes: 256 * 1024)
        )
        let result: ProcessResult
        do {
            result = try BuildCache.run(request, launcher: launcher, temporaryFilesIn: scratch)
        } catch let error as KataError {
            throw error  // the cache's own problem (its scratch folder), not the compiler's
        } catch let LaunchError.cannotStart(_, reason) {
            throw KataError.environment(.compilerDidNotStart(swiftc: toolchain.swiftc, said: reason))
        } catch {
            throw KataError.environment(.compilerDidNotStart(swiftc: toolchain.swiftc, said: "\(error)"))
        }
        if result.termination == .timedOut {
            throw KataError.environment(.compileTimedOut(seconds: Int(timeoutSeconds)))
        }
        let transcript = result.stderr + result.stdout
        return CompileOutput(
            succeeded: result.termination.isSuccess,
            diagnostics: DiagnosticParser.parse(transcript),
            transcript: transcript,
            seconds: result.seconds
        )
    }
}
