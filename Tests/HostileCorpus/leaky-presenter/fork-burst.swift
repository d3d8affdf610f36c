// Starts processes until the machine says no: bounded by the limit on the whole tree's tasks.
// expect: view-is-weak fail "not graded: `Process" @learner-line
// unscreened: view-is-weak any
// leftover: 30.5
// at: init
for _ in 0..<3000 {
    let child = Process()
    child.executableURL = URL(fileURLWithPath: "/bin/sleep")
    child.arguments = ["30.5"]
    if (try? child.run()) == nil { break }
}
