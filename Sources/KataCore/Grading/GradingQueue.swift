import Foundation

/// The work of one grading in one queue, for a few workers: every build of the learner's tests
/// first, in the order given, then the runs in the order given, a run waiting only for the build
/// of its own group. So runs start on a core while other interfaces still compile, and a run
/// whose build failed is dropped.
final class GradingQueue<Run: Sendable>: @unchecked Sendable {
    enum Task {
        case build(String)
        case run(Run)
    }

    private let condition = NSCondition()
    private var builds: [String]
    private var runs: [(group: String, run: Run)]
    private var building: Set<String> = []
    private var ready: Set<String> = []
    private var failed: Set<String> = []
    private var cancelled = false
    /// Hands out a ready run before the next build: the first verdicts come sooner, the last
    /// builds a little later.
    private let runsFirst: Bool
    /// At most this many builds at once (a compiler keeps a core busy); the other workers run
    /// tests, which often wait rather than compute.
    private let buildLimit: Int

    /// `ready`: groups built already, whose runs need no build.
    init(builds: [String], ready: Set<String> = [], runs: [(group: String, run: Run)], runsFirst: Bool = false, buildLimit: Int = .max) {
        self.builds = builds
        self.ready = ready
        self.runs = runs
        self.runsFirst = runsFirst
        self.buildLimit = max(1, buildLimit)
    }

    /// The next task, waiting while the only runs left belong to builds in progress; nil when
    /// nothing is left or the queue was cancelled.
    func next() -> Task? {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if cancelled { return nil }
            runs.removeAll { failed.contains($0.group) }
            if runsFirst, let index = runs.firstIndex(where: { ready.contains($0.group) }) {
                return .run(runs.remove(at: index).run)
            }
            if !builds.isEmpty && building.count < buildLimit {
                let key = builds.removeFirst()
                building.insert(key)
                return .build(key)
            }
            runs.removeAll { failed.contains($0.group) }
            if let index = runs.firstIndex(where: { ready.contains($0.group) }) {
                return .run(runs.remove(at: index).run)
            }
            // Runs of a group never queued for a build would wait forever: drop them. A worker
            // with nothing to do while builds wait for a free slot waits too.
            if builds.isEmpty && (runs.isEmpty || building.isEmpty) { return nil }
            if !builds.isEmpty && runs.isEmpty && building.count >= buildLimit { return nil }
            condition.wait()
        }
    }

    func finished(build key: String, succeeded: Bool) {
        condition.lock()
        building.remove(key)
        if succeeded { ready.insert(key) } else { failed.insert(key) }
        condition.broadcast()
        condition.unlock()
    }

    /// Stops handing out tasks; tasks already handed out finish.
    func cancel() {
        condition.lock()
        cancelled = true
        condition.broadcast()
        condition.unlock()
    }
}
