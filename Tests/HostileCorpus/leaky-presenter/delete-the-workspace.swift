// Deletes the learner's files (here a file beside theirs) and the home folder's, while the check
// still reports its verdict: nothing outside the sandbox's scratch folder is lost.
// expect: view-is-weak fail "not graded: `FileManager" @learner-line
// unscreened: view-is-weak pass
// after: canary
// at: init
try? FileManager.default.removeItem(atPath: "{{CANARY}}")
try? "overwritten".write(toFile: "{{CANARY}}", atomically: false, encoding: .utf8)
try? FileManager.default.removeItem(atPath: NSHomeDirectory() + "/.kata")
