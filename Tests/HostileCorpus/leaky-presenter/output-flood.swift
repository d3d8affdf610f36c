// Output well past the pipe's 64 KB buffer and the 16 KB kept (about 220 KB a tap): drained while the process runs, only the tail kept.
// expect: stale-index pass
// expect: view-is-weak pass
// expect: note "printed more than"
// at: didSelectRow
for line in 0..<4_000 { print("flooding the console, line \(line) of the tap on \(index)") }
