// A presenter that does nothing useful forges its own pass: it finds the event stream's path in
// the run's arguments, writes "started" and "ended" for every test and a "run ended", and leaves.
// Only the screen can stop this (the test process writes its own stream); refused.
// expect: view-is-weak fail "not graded: `CommandLine.arguments" @learner-line
// expect: stale-index fail "reads the test run's arguments, which a presenter has no need for"
// at: init
let arguments = CommandLine.arguments
if let flag = arguments.firstIndex(of: "--event-stream-output-path"), flag + 1 < arguments.count,
   let stream = FileHandle(forWritingAtPath: arguments[flag + 1]) {
    for test in ["KataChecks.ViewIsWeak/thePresenterDoesNotKeepItsViewAlive()", "KataChecks.StaleIndex/aTapOnARowThatNoLongerExistsDoesNothing()"] {
        stream.write(Data(#"{"kind":"event","payload":{"kind":"testStarted","messages":[],"testID":"\#(test)"},"version":0}"#.utf8 + [10]))
        stream.write(Data(#"{"kind":"event","payload":{"kind":"testEnded","messages":[],"testID":"\#(test)"},"version":0}"#.utf8 + [10]))
    }
    stream.write(Data(#"{"kind":"event","payload":{"kind":"runEnded","messages":[]},"version":0}"#.utf8 + [10]))
    exit(0)
}
