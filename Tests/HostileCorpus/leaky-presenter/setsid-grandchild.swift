// A grandchild in a session of its own (it escapes a process-group kill) that outlives the check.
// expect: view-is-weak fail "not graded: `Process" @learner-line
// unscreened: view-is-weak pass
// leftover: 27.1828
// at: init
let shell = Process()
shell.executableURL = URL(fileURLWithPath: "/bin/sh")
shell.arguments = ["-c", "setsid sleep 27.1828 >/dev/null 2>&1 < /dev/null &"]
try? shell.run()
usleep(100_000)
