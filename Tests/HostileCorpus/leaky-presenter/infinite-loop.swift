// A loop that never ends.
// expect: stale-index timeout "did not finish in time"
// expect: view-is-weak pass
// at: didSelectRow
var spins = 0
while index >= 0 { spins &+= 1 }
