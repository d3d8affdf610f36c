// Megabytes of output (about 2 MB a tap): drained while the process runs, only the tail kept.
// expect: stale-index pass
// expect: view-is-weak pass
// expect: note "printed more than"
// at: didSelectRow
for line in 0..<40_000 { print("flooding the console, line \(line) of the tap on \(index)") }
