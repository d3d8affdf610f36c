import Foundation
import Testing
@testable import KataCore

/// Work started later on a thread of its own (the grader builds the learner's own presenter so).
@Suite struct BackgroundTests {
    @Test func nothingRunsBeforeItStartsAndItRunsOnce() throws {
        let runs = Locked(0)
        let work = Background<Int> { runs.withLock { $0 += 1; return $0 } }
        work.waitIfStarted()
        #expect(runs.withLock { $0 } == 0, "waiting does not start the work")
        work.start()
        work.start()
        #expect(try work.value() == 1)
        #expect(try work.value() == 1)
        #expect(runs.withLock { $0 } == 1)
    }

    @Test func askingForTheValueStartsTheWorkAndGivesItsError() {
        let work = Background<Int> { throw KataError.internal("no") }
        #expect(throws: KataError.self) { try work.value() }
    }

    @Test func theWorkRunsBesideTheCaller() throws {
        let release = DispatchSemaphore(value: 0)
        let work = Background<String> {
            release.wait()
            return "done"
        }
        work.start()
        // The caller goes on while the work waits; it ends once released.
        release.signal()
        #expect(try work.value() == "done")
    }
}
