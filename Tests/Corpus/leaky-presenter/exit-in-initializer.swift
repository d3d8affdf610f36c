// exit(0) while the presenter is created: the checks never end, so they cannot pass.
// expect: view-is-weak crash "exit"
// expect: stale-index crash "exit"
// at: init
exit(0)
