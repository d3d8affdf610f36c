// Compiled with every kata's hidden suites.
import Testing

/// Records a failure, in the learner's words, when `condition` is false.
///
/// The hidden suites use this instead of `#expect`: the learner sees only the message (never the
/// expression), and a plain function type-checks much faster than the macro's expansion, which
/// matters because the suites are rebuilt whenever the learner's API changes (about 0.25 s of
/// each such check on a 2-core machine). It takes no source location: the runner reads only the
/// message (a check's lines are hidden), and a `#_sourceLocation` default costs about a
/// millisecond of compile at each of the suites' hundreds of call sites.
func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition {
        Issue.record(Comment(rawValue: message()))
    }
}
