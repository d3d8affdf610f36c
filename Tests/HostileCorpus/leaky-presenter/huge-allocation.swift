// A 2 GB allocation, above the test process's memory limit.
// expect: stale-index crash "memory"
// expect: view-is-weak pass
// at: didSelectRow
let hog = [UInt8](repeating: 7, count: 2_000_000_000 + index)
print(hog.count)
