// Memory spread over several children, each below the per-process limit, together above the
// whole tree's (1.5 GiB): the children are stopped, the check ends, nothing is left.
// expect: view-is-weak fail "not graded: `Process" @learner-line
// unscreened: view-is-weak any
// leftover: /dev/zero
// at: init
var hogs: [Process] = []
for _ in 0..<6 {
    let hog = Process()
    hog.executableURL = URL(fileURLWithPath: "/bin/sh")
    hog.arguments = ["-c", "head -c 300000000 /dev/zero | tail > /dev/null"]
    try? hog.run()
    hogs.append(hog)
}
hogs.forEach { $0.waitUntilExit() }
