// fatalError with a message.
// expect: stale-index crash "fatal error: tapped row" @learner-line
// expect: view-is-weak pass
// at: didSelectRow
if index >= 0 { fatalError("tapped row \(index)") }
