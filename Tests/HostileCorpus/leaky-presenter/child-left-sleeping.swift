// Starts a child process and never waits for it.
// expect: view-is-weak fail "not graded: `Process" @learner-line
// expect: stale-index fail "starts or controls processes"
// unscreened: view-is-weak pass
// unscreened: stale-index pass
// leftover: 31.4159
// at: init
let sleeper = Process()
sleeper.executableURL = URL(fileURLWithPath: "/bin/sleep")
sleeper.arguments = ["31.4159"]
try? sleeper.run()
