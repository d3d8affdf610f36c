// exit(0) in a global's initializer, run when the presenter first touches it.
// expect: view-is-weak crash "exit"
// expect: stale-index crash "exit"
// at: file
let launchTime: Date = { exit(0) }()
// at: init
_ = launchTime
