// A force unwrap of nil.
// expect: stale-index crash "force unwrap" @learner-line
// expect: view-is-weak pass
// at: didSelectRow
let parsed = Int("row \(index)")!
_ = parsed
