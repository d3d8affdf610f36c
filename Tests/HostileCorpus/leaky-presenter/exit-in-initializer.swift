// exit(0) while the presenter is created: refused before it runs; run anyway, the checks never
// end, so they cannot pass.
// expect: view-is-weak fail "not graded: `exit` (line" @learner-line
// expect: stale-index fail "ends the test run early"
// unscreened: view-is-weak crash "exit"
// unscreened: stale-index crash "exit"
// at: init
exit(0)
