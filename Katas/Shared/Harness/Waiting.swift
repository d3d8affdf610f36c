// Compiled with every kata's hidden suites: waiting for work a presenter queued, bounded by a
// count of turns rather than by a clock, so a verdict does not depend on the machine's load.
import Foundation

/// Gives the main queue and the main actor a turn: work queued there before this call runs first.
@MainActor
func mainTurn() async {
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
        DispatchQueue.main.async { done.resume() }
    }
    await Task.yield()
}

/// Lets queued main-thread work run, a fixed number of turns.
@MainActor
func settle(turns: Int = 10) async {
    for _ in 0..<turns { await mainTurn() }
}

/// Waits, turn by turn, until `condition` holds; gives up after a bounded number of turns.
/// A correct presenter meets the condition within the first few turns.
@MainActor
@discardableResult
func eventually(turns: Int = 400, _ condition: () -> Bool) async -> Bool {
    for _ in 0..<turns {
        if condition() { return true }
        await mainTurn()
        try? await Task.sleep(nanoseconds: 1_000_000)
    }
    return condition()
}

/// Replies from a background queue, like a real service: one result per request (the last one
/// repeats), counting the replies it has handed over.
final class BackgroundReplier<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [Result<Value, Error>]
    private var delivered = 0
    private var requested = 0
    private let queue = DispatchQueue(label: "kata.background-replies")

    init(_ results: [Result<Value, Error>]) {
        precondition(!results.isEmpty)
        self.results = results
    }

    func reply(to completion: @escaping @Sendable (Result<Value, Error>) -> Void) {
        let result: Result<Value, Error> = lock.withLock {
            requested += 1
            return results.count > 1 ? results.removeFirst() : results[0]
        }
        queue.async {
            completion(result)
            self.lock.withLock { self.delivered += 1 }
        }
    }

    var requests: Int { lock.withLock { requested } }

    /// Waits until `count` replies have been handed over (bounded).
    @MainActor
    func untilReplied(_ count: Int) async {
        var waited = 0
        while lock.withLock({ delivered < count }) && waited < 5_000 {
            try? await Task.sleep(nanoseconds: 1_000_000)
            waited += 1
        }
    }
}

/// A failure for fakes to reply with.
struct FakeFailure: Error {}
