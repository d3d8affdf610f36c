// exit(0) in a global's initializer, run when the presenter first touches it.
// expect: view-is-weak fail "not graded: `exit`" @learner-line
// expect: stale-index fail "not graded: `exit`"
// unscreened: view-is-weak crash "exit"
// unscreened: stale-index crash "exit"
// at: file
let launchTime: Date = { exit(0) }()
// at: init
_ = launchTime
