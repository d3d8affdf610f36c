// Kills the process that started the test process (unsandboxed, the runner itself).
// expect: view-is-weak fail "not graded: `kill" @learner-line
// unscreened: view-is-weak any
// at: init
kill(getppid(), SIGKILL)
