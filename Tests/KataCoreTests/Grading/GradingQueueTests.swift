import Foundation
import Testing
@testable import KataCore

/// The queue that lets runs start while other builds of the learner's tests compile.
@Suite struct GradingQueueTests {
    @Test func buildsComeFirstThenReadyRunsInTheirOrder() {
        let queue = GradingQueue(builds: ["a", "b"], runs: [(group: "b", run: 1), (group: "a", run: 2), (group: "a", run: 3)])
        guard case .build("a")? = queue.next(), case .build("b")? = queue.next() else {
            Issue.record("the builds come first, in order")
            return
        }
        queue.finished(build: "a", succeeded: true)
        // Run 1 waits for b; a's runs go ahead of it.
        guard case .run(2)? = queue.next(), case .run(3)? = queue.next() else {
            Issue.record("the runs of a ready build go first")
            return
        }
        queue.finished(build: "b", succeeded: true)
        guard case .run(1)? = queue.next() else {
            Issue.record("b's run follows its build")
            return
        }
        #expect(queue.next() == nil)
    }

    /// Calls `next()` on a thread of its own (a worker blocks while it waits, which must not
    /// happen on Swift's cooperative threads) and gives what it got.
    static func worker(_ queue: GradingQueue<Int>) -> Locked<(done: Bool, task: GradingQueue<Int>.Task?)> {
        let result = Locked<(done: Bool, task: GradingQueue<Int>.Task?)>((false, nil))
        Thread {
            let task = queue.next()
            result.withLock { $0 = (true, task) }
        }.start()
        return result
    }

    static func waitFor(_ result: Locked<(done: Bool, task: GradingQueue<Int>.Task?)>) -> GradingQueue<Int>.Task?? {
        for _ in 0..<500 where !result.withLock({ $0.done }) { usleep(10_000) }
        return result.withLock { $0.done ? .some($0.task) : .none }
    }

    @Test func aWorkerWaitsForABuildInProgressAndRunsOfAFailedBuildAreDropped() {
        let queue = GradingQueue(builds: ["a", "b"], runs: [(group: "a", run: 1), (group: "b", run: 2)])
        _ = queue.next()
        _ = queue.next()
        let waiting = Self.worker(queue)
        usleep(50_000)
        #expect(!waiting.withLock { $0.done }, "nothing is ready while both builds run")
        queue.finished(build: "b", succeeded: false)
        usleep(50_000)
        #expect(!waiting.withLock { $0.done }, "a's run still waits for a")
        queue.finished(build: "a", succeeded: true)
        guard case .run(1)?? = Self.waitFor(waiting) else {
            Issue.record("the waiting worker takes a's run once a is built")
            return
        }
        #expect(queue.next() == nil, "b failed: its run is dropped")
    }

    @Test func cancellingWakesWaitingWorkersAndHandsOutNothing() {
        let queue = GradingQueue(builds: ["a"], runs: [(group: "a", run: 1)])
        _ = queue.next()
        let waiting = Self.worker(queue)
        usleep(50_000)
        queue.cancel()
        guard case .some(nil) = Self.waitFor(waiting) else {
            Issue.record("a cancelled queue wakes its workers with nothing")
            return
        }
        queue.finished(build: "a", succeeded: true)
        #expect(queue.next() == nil)
    }

    @Test func runsFirstHandsOutAReadyRunBeforeTheNextBuild() {
        let queue = GradingQueue(builds: ["a", "b"], runs: [(group: "a", run: 1), (group: "b", run: 2)], runsFirst: true)
        guard case .build("a")? = queue.next() else {
            Issue.record("nothing is ready: the first build comes first")
            return
        }
        queue.finished(build: "a", succeeded: true)
        guard case .run(1)? = queue.next(), case .build("b")? = queue.next() else {
            Issue.record("a's run goes ahead of b's build")
            return
        }
        queue.finished(build: "b", succeeded: true)
        guard case .run(2)? = queue.next() else {
            Issue.record("b's run follows its build")
            return
        }
        #expect(queue.next() == nil)
    }

    /// With a build limit, a worker beyond it runs a ready test, or waits, rather than compile.
    @Test func aWorkerBeyondTheBuildLimitRunsOrWaitsInsteadOfBuilding() {
        let queue = GradingQueue(builds: ["b", "c"], ready: ["a"], runs: [(group: "b", run: 1), (group: "a", run: 2), (group: "c", run: 3)], buildLimit: 1)
        guard case .build("b")? = queue.next() else {
            Issue.record("the first worker builds")
            return
        }
        guard case .run(2)? = queue.next() else {
            Issue.record("the second runs a's ready test rather than build c beside b")
            return
        }
        let waiting = Self.worker(queue)
        usleep(50_000)
        #expect(!waiting.withLock { $0.done }, "nothing is ready and the only build slot is taken")
        queue.finished(build: "b", succeeded: true)
        switch Self.waitFor(waiting) {
        case .some(.some(.run(1))), .some(.some(.build("c"))): break
        default: Issue.record("once b is built, the waiting worker runs b's test or builds c")
        }
    }
}

/// When a mutant run counts as hung (`TestGrader.hangBound`): Stryker's rule from the correct runs'
/// time, never below what a correct run of the same tests was allowed to take.
@Suite struct HangBoundTests {
    @Test func aQuickFileGetsStrykersBoundAndASlowOneNeverLessThanACorrectRunMayTake() {
        let limits = RunnerEnvironment.defaultTestLimits
        #expect(TestGrader.hangBound(reference: 0.3 * TestGrader.mutantSlowdown, limit: 2 * limits.wallSeconds) == 1.9)
        // A test file whose waits spin, on a loaded machine: its correct runs took 9.6 s (over the
        // 8 s of the test limits, so on their second try). Capped at 8 s, every uncaught mutant
        // was counted caught (borrow-form's held7-missing at load 4-9).
        let slow = TestGrader.hangBound(reference: 9.6 * TestGrader.mutantSlowdown, limit: 2 * limits.wallSeconds)
        #expect(slow == 2 * limits.wallSeconds)
        #expect(slow > 9.6)
    }
}
