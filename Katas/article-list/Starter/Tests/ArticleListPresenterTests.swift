// Your tests for the article list: at least one test with a spy view and a stub repository, for
// success and for failure (the MVP checklist asks for no less).
//
// A spy is a stand-in that records what it was told: here, a class conforming to
// `ArticleListViewProtocol`. A stub repository answers as your test says: at once, or it keeps the
// request (a `CheckedContinuation`) until your test answers it. Let the presenter's tasks run
// before you look (for example `await Task.yield()` a few times, or wait until the spy has been
// told what you expect, a bounded number of times).
//
// Write ordinary Swift Testing code: `@Test`, `#expect`, async tests. `swift run kata check` runs
// your tests against several correct presenters (they must pass on every one) and against
// presenters with real bugs (each one some test must catch).
import Foundation
import Testing
@testable import ArticleList

@MainActor
struct ArticleListPresenterTests {
}
