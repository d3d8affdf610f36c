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

/// One turn of the main queue: everything queued there before it has run (main-actor jobs and
/// main-queue blocks share that queue, first in, first out). Cheaper than `mainTurn()`.
@MainActor
func mainHop() async {
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
        DispatchQueue.main.async { done.resume() }
    }
}

/// One turn of `OperationQueue.main`: every operation added to it before this call has run (its
/// operations run one at a time, in order), for a presenter that hops with it rather than with
/// the main queue itself.
@MainActor
func operationQueueTurn() async {
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
        OperationQueue.main.addOperation { done.resume() }
    }
}

/// Waits until `condition` holds: first a few main turns (a presenter that hops straight to the
/// main queue or the main actor is done by then, and costs no sleep), then turn by turn with
/// short sleeps, for a hop through another thread; gives up after a bounded number of turns.
@MainActor
@discardableResult
func eventually(turns: Int = 400, _ condition: () -> Bool) async -> Bool {
    for _ in 0..<min(turns, 16) {
        if condition() { return true }
        await mainTurn()
    }
    for _ in 0..<turns {
        if condition() { return true }
        await mainTurn()
        try? await Task.sleep(nanoseconds: 1_000_000)
    }
    return condition()
}

/// A count of what a presenter did that a check watches (a view call, a request, a reply
/// handed over), bumped from any thread, and a way to sleep until it moves: a wait wakes the
/// moment a call arrives instead of polling a clock, so a correct presenter costs no sleep.
final class Activity: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    private var sleepers: [Wake] = []

    /// Something happened: wakes every wait.
    func bump() {
        let woken: [Wake] = lock.withLock {
            count += 1
            defer { sleepers.removeAll() }
            return sleepers
        }
        for wake in woken { wake.fire() }
    }

    var seen: Int { lock.withLock { count } }

    /// Returns once the count has moved past `seen`, or after `nanoseconds`, whichever is first.
    func next(after seen: Int, orAfter nanoseconds: UInt64) async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            let wake = Wake(done)
            let moved: Bool = lock.withLock {
                if count != seen { return true }
                sleepers.append(wake)
                return false
            }
            if moved { return wake.fire() }
            DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(Int(nanoseconds))) { wake.fire() }
        }
    }

    /// A continuation resumed once, by whichever comes first.
    private final class Wake: @unchecked Sendable {
        private let lock = NSLock()
        private var continuation: CheckedContinuation<Void, Never>?
        init(_ continuation: CheckedContinuation<Void, Never>) { self.continuation = continuation }
        func fire() { lock.withLock { defer { continuation = nil }; return continuation }?.resume() }
    }
}

/// Waits until `condition` holds: `turns` main turns first (free of sleep, and the same on every
/// machine), then, for a presenter whose work passes through another thread, sleeping until
/// `activity` moves (or a 2 ms tick, for what no spy sees, such as an object freed), re-checking
/// after each wake. The one wall-clock bound left, `within`, is reached only when the condition
/// never comes true: a correct presenter wakes the wait as soon as its call arrives, however
/// loaded the machine, so the bound decides nothing for it; it only limits how long a wrong
/// presenter that never calls makes the check wait.
@MainActor
func waitFor(_ activity: Activity, turns: Int = 12, within nanoseconds: UInt64, _ condition: () -> Bool) async -> Bool {
    for _ in 0..<turns {
        if condition() { return true }
        await mainHop()
    }
    let deadline = DispatchTime.now().uptimeNanoseconds + nanoseconds
    while true {
        let seen = activity.seen
        if condition() { return true }
        let now = DispatchTime.now().uptimeNanoseconds
        guard now < deadline else { return false }
        await activity.next(after: seen, orAfter: min(deadline - now, 2_000_000))
        // What the woken call queued on the main queue runs before the condition is read again.
        await mainHop()
    }
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

    private let handedOver = Activity()

    func reply(to completion: @escaping @Sendable (Result<Value, Error>) -> Void) {
        let result: Result<Value, Error> = lock.withLock {
            requested += 1
            return results.count > 1 ? results.removeFirst() : results[0]
        }
        queue.async {
            completion(result)
            self.lock.withLock { self.delivered += 1 }
            self.handedOver.bump()
        }
    }

    var requests: Int { lock.withLock { requested } }

    /// Waits until `count` replies have been handed over: it wakes when one is (no polling), and
    /// gives up after 5 s, which only a presenter that never asks reaches.
    @MainActor
    func untilReplied(_ count: Int) async {
        _ = await waitFor(handedOver, turns: 0, within: 5_000_000_000) { lock.withLock { delivered >= count } }
    }
}

/// A failure for fakes to reply with.
struct FakeFailure: Error {}

/// A lock on something the whole test process shares (the user's time zone, the app's
/// notifications), for checks that Swift Testing may run side by side in one process (on the
/// main actor, interleaved at every `await`; the runner runs them one at a time, but a verdict
/// must not depend on that). A check that changes the shared thing holds it `alone`; checks that
/// only rely on it hold it `together`. First come, first served.
@MainActor
final class ProcessGate {
    private var together = 0
    private var heldAlone = false
    private var queue: [(alone: Bool, resume: CheckedContinuation<Void, Never>)] = []

    /// Runs `body` beside other checks that hold the gate together, never beside one alone.
    @discardableResult
    func together<T>(_ body: () async -> T) async -> T {
        await acquire(alone: false)
        defer { release(alone: false) }
        return await body()
    }

    /// Runs `body` with no other check holding the gate meanwhile.
    @discardableResult
    func alone<T>(_ body: () async -> T) async -> T {
        await acquire(alone: true)
        defer { release(alone: true) }
        return await body()
    }

    private func grantable(alone: Bool) -> Bool { !heldAlone && (!alone || together == 0) }

    private func take(alone: Bool) { if alone { heldAlone = true } else { together += 1 } }

    private func acquire(alone: Bool) async {
        if queue.isEmpty && grantable(alone: alone) { return take(alone: alone) }
        await withCheckedContinuation { queue.append((alone, $0)) }
    }

    /// Lets the waiting checks in, in the order they came.
    private func release(alone: Bool) {
        if alone { heldAlone = false } else { together -= 1 }
        while let first = queue.first, grantable(alone: first.alone) {
            queue.removeFirst()
            take(alone: first.alone)
            first.resume.resume()
        }
    }
}
