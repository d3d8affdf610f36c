// A syntax error.
// expect: compile-error "expected"
// at: file
func broken( {
