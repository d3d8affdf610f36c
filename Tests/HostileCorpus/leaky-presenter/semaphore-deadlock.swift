// The main thread waits for work it queued on itself.
// expect: stale-index timeout "deadlock"
// expect: view-is-weak pass
// at: didSelectRow
let gate = DispatchSemaphore(value: 0)
DispatchQueue.main.async { gate.signal() }
gate.wait()
