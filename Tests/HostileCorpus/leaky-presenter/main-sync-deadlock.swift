// DispatchQueue.main.sync from the main thread: libdispatch traps at once.
// expect: stale-index crash "deadlock"
// expect: view-is-weak pass
// at: didSelectRow
DispatchQueue.main.sync { _ = index }
