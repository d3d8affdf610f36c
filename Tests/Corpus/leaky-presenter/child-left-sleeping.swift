// Starts a child process and never waits for it.
// expect: view-is-weak pass
// expect: stale-index pass
// leftover: 31.4159
// at: init
let sleeper = Process()
sleeper.executableURL = URL(fileURLWithPath: "/bin/sleep")
sleeper.arguments = ["31.4159"]
try? sleeper.run()
