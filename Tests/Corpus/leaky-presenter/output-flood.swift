// Megabytes of output: drained while the process runs, only the tail kept.
// expect: stale-index pass
// expect: view-is-weak pass
// expect: note "printed more than"
// at: didSelectRow
for line in 0..<200_000 { print("flooding the console, line \(line) of the tap on \(index)") }
