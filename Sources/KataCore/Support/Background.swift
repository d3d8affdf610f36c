import Foundation

/// Work run once on a thread of its own, from when it is started, whose result is waited for
/// where it is needed.
final class Background<Value: Sendable>: @unchecked Sendable {
    private let work: @Sendable () throws -> Value
    private let done = DispatchGroup()
    private let state = Locked<(started: Bool, result: Result<Value, Error>?)>((false, nil))

    init(_ work: @escaping @Sendable () throws -> Value) {
        self.work = work
    }

    /// Starts the work, unless it has started already.
    func start() {
        let starts = state.withLock { state -> Bool in
            guard !state.started else { return false }
            state.started = true
            done.enter()
            return true
        }
        guard starts else { return }
        Thread {
            let result = Result { try self.work() }
            self.state.withLock { $0.result = result }
            self.done.leave()
        }.start()
    }

    /// Starts the work if it has not started, and waits for it: its value, or the error it threw.
    func value() throws -> Value {
        start()
        done.wait()
        guard let result = state.withLock({ $0.result }) else { throw KataError.internal("background work ended without a result") }
        return try result.get()
    }

    /// Waits for the work if it started; does not start it.
    func waitIfStarted() {
        done.wait()
    }
}
