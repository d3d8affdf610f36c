import Foundation

/// The learner's progress, kept in the workspace as `progress.json`.
package struct LearnerProgress: Codable, Equatable, Sendable {
    static let currentFormat = 1

    var formatVersion: Int = LearnerProgress.currentFormat
    /// The kata `kata` with no arguments resumes.
    package var current: String?
    package var katas: [String: KataProgress] = [:]

    init() {}

    package func kata(_ id: String) -> KataProgress { katas[id] ?? KataProgress() }

    package mutating func update(_ id: String, _ change: (inout KataProgress) -> Void) {
        var entry = kata(id)
        change(&entry)
        katas[id] = entry
    }
}

package struct KataProgress: Codable, Equatable, Sendable {
    /// The highest stage unlocked (1-based).
    package var stage: Int = 1
    /// Hints shown so far, per stage number.
    package var hintsShown: [String: Int] = [:]
    package var completed: Bool = false

    package init(stage: Int = 1, hintsShown: [String: Int] = [:], completed: Bool = false) {
        self.stage = stage
        self.hintsShown = hintsShown
        self.completed = completed
    }
}

/// Loads and saves `progress.json`. A corrupt or unknown file is set aside (never deleted) and
/// replaced by fresh progress, with a warning instead of a crash.
package struct ProgressStore: Sendable {
    let file: URL

    init(file: URL) { self.file = file }

    package struct Loaded: Sendable {
        package var progress: LearnerProgress
        /// Why the file was set aside, if it was (`WorkspaceNote.progressUnreadable`).
        package var warning: WorkspaceNote?
    }

    package func load(now: Date = Date()) -> Loaded {
        guard let data = try? Data(contentsOf: file) else { return Loaded(progress: LearnerProgress()) }
        if let progress = try? JSONDecoder().decode(LearnerProgress.self, from: data), progress.formatVersion <= LearnerProgress.currentFormat {
            return Loaded(progress: progress)
        }
        let aside = file.deletingLastPathComponent().appendingPathComponent("progress.\(Workspace.timestamp(now)).unreadable.json")
        try? FileManager.default.moveItem(at: file, to: aside)
        return Loaded(progress: LearnerProgress(),
                      warning: .progressUnreadable(keptAs: aside.path))
    }

    /// Loads, changes and saves the progress under an exclusive lock, so two commands on one
    /// workspace (a `check` while watch mode runs) never lose each other's update. `waiting` is
    /// called once if the lock takes more than half a second.
    @discardableResult
    package func update(now: Date = Date(), waiting: (@Sendable () -> Void)? = nil, _ change: (inout LearnerProgress) -> Void) throws -> Loaded {
        try FileLock(file.deletingLastPathComponent().appendingPathComponent(".progress.lock"), onWait: waiting).withLock {
            var loaded = load(now: now)
            change(&loaded.progress)
            try save(loaded.progress)
            return loaded
        }
    }

    func save(_ progress: LearnerProgress) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try AtomicFile.write(try encoder.encode(progress), to: file)
    }
}
