// Your tests for the menu screen: at least one test with a spy view and a stub repository, for
// success and for failure (the MVP checklist asks for no less).
//
// A spy is a stand-in that records what it was told (the view, the router). A stub repository
// answers as your test says: keep its completion and call it yourself, from a background queue
// like the real service.
//
// Write ordinary Swift Testing code: `@Test`, `#expect`, async tests. `swift run kata check` runs your tests
// against several correct presenters (they must pass on every one) and against presenters with
// real bugs (each one some test must catch).
//
// Where the view is called: in `kata check` the main queue runs on the main thread; in `swift test`
// inside `Workspace/` on Linux it does not, so `Thread.isMainThread` is false there even for a correct
// presenter. A check that holds in both: a `DispatchSpecificKey` set on `DispatchQueue.main`, read
// with `DispatchQueue.getSpecific(key:)` in the spy.
import Foundation
import Testing
@testable import MenuScreen

@MainActor
struct MenuPresenterTests {
}
