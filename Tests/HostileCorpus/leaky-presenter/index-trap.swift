// A tap reads past the end of the array.
// expect: stale-index crash "index out of range" @learner-line
// expect: view-is-weak pass
// at: didSelectRow
_ = orders[orders.count + index]
