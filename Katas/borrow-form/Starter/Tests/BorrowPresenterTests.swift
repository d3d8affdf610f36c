// Your tests for BorrowPresenter: show what the form does, through what the view is shown.
//
// A spy is a stand-in view that keeps every frame it is given. A controlled service keeps each
// completion, so your test decides when a reply comes, which one, and how often (or answers at
// once, inside `borrow`). Assert on frames and on requests, never on the presenter's private state.
//
// Write ordinary Swift Testing code: `@Test`, `#expect`, parameterised tests. `swift run kata check` runs
// your tests against several correct presenters (they must pass on every one) and against
// presenters with real bugs (each one some test must catch). The suite runs on the main actor, like
// the view: a correct presenter may be `@MainActor`, and your tests then compile against it too.
import Testing
@testable import BorrowForm

@MainActor
struct BorrowPresenterTests {
}
