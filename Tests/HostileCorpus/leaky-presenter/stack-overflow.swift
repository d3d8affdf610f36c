// Endless recursion.
// expect: stale-index crash "stack overflow"
// expect: view-is-weak pass
// at: file
func deeper(_ depth: Int) -> Int { deeper(depth + 1) + 1 }
// at: didSelectRow
_ = deeper(index)
