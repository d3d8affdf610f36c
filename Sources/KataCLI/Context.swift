import Foundation
import KataCore

/// What every command gets: the katas, the learner's workspace, the output and the way to
/// reach the toolchain. Built once per invocation.
struct Context {
    var catalog: KataCatalog
    var workspace: Workspace
    var environment: [String: String]
    var output: Output
    var style: Style
    var repositoryRoot: URL
    var launcher: ProcessLauncher
    var isInteractive: Bool
    /// The time, injected so review rounds can be tested without waiting.
    var clock: @Sendable () -> Date = Date.init
    /// One line of the learner's input, nil at the end; injected for tests.
    var input: @Sendable () -> String? = { readLine() }

    /// Whether the unsandboxed note was printed by this process.
    private static let announcedLock = NSLock()
    nonisolated(unsafe) private static var announced = false
    static func firstAnnouncement() -> Bool {
        announcedLock.withLock { defer { announced = true }; return !announced }
    }

    var solutionsRoot: URL { repositoryRoot.appendingPathComponent("Solutions") }

    func say(_ text: String) { output.out(text) }

    /// This context with its output wrapped to the terminal's width when it is a terminal (prose
    /// of questions and interview rounds reads in words, not cut mid-word at the edge).
    func wrappingToTerminal() -> Context {
        guard isInteractive else { return self }
        var wrapped = self
        wrapped.output = output.wrapping(width: RawTerminal().size().columns)
        return wrapped
    }
    func warn(_ text: String) { output.err(text) }

    /// The runner's environment; says once per process, in one line, when test processes run unsandboxed.
    func runnerEnvironment(announcingUnsandboxed announce: Bool = true) throws -> RunnerEnvironment {
        // KATA_CACHE lets graders, benchmarks and tests share one build cache across workspaces.
        let cache = environment["KATA_CACHE"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) } ?? workspace.cacheDirectory
        let toolchain = try Toolchain.discover(environment: environment, launcher: launcher, cacheDirectory: cache)
        let limits = RunnerEnvironment.defaultTestLimits
        let sandbox = Sandbox.detect(environment: environment, toolchain: toolchain, launcher: launcher, cacheDirectory: cache)
        var runner = RunnerEnvironment(launcher: launcher, toolchain: toolchain, cacheDirectory: cache, wording: CheckWords(), testLimits: limits, sandbox: sandbox)
        if announce, let note = sandbox.unsandboxedNote, Self.firstAnnouncement() { warn(note) }
        if let text = environment["KATA_COMPILE_TIMEOUT"], let seconds = Double(text), seconds > 0 { runner.compileSeconds = seconds }
        return runner
    }

    /// Loads progress, printing a warning if the file had to be set aside.
    func loadProgress() -> LearnerProgress {
        refreshEditorPackage()
        let loaded = workspace.progressStore.load()
        if let warning = loaded.warning { warn(WorkspaceWords().sentence(for: warning)) }
        return loaded.progress
    }

    /// Changes the progress under the workspace lock and returns it as saved.
    @discardableResult
    func updateProgress(_ change: (inout LearnerProgress) -> Void) throws -> LearnerProgress {
        let loaded = try workspace.progressStore.update(waiting: { warn("waiting for the check in progress…") }, change)
        if let warning = loaded.warning { warn(WorkspaceWords().sentence(for: warning)) }
        refreshEditorPackage()
        return loaded.progress
    }

    /// Writes the workspace's Swift package for editors when it is missing or outdated (a few
    /// small file reads when it is current). A problem with it is a warning, never a failed command.
    func refreshEditorPackage() {
        do {
            let outcome = try WorkspacePackage(workspace: workspace, catalog: catalog, commands: .kata, wording: WorkspaceWords()).refresh()
            outcome.warnings.forEach { warn(WorkspaceWords().sentence(for: $0)) }
        } catch {
            warn("warning: the Swift package for your editor (\(workspace.root.path)/Package.swift) could not be written: \(KataCLI.words(for: error)). `kata` works without it.")
        }
    }

    /// The kata named on the command line, else the current one, else the first.
    func kata(_ id: String?, progress: LearnerProgress) throws -> Kata {
        if let id { return try catalog.kata(id) }
        if let current = progress.current {
            // The kata the learner is on is broken: say so, rather than quietly open another one.
            if let broken = catalog.broken.first(where: { $0.folder == current }) { throw broken.error }
            if let kata = try? catalog.kata(current) { return kata }
        }
        guard let first = catalog.katas.first else { throw KataError.internal("no katas found under \(catalog.root.path)") }
        return first
    }

    func text(_ file: String, of kata: Kata) -> String {
        (try? String(contentsOf: kata.directory.appendingPathComponent(file), encoding: .utf8))?
            .trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
    }
}
