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
import Foundation
import Testing
@testable import MenuScreen

@MainActor
struct MenuPresenterTests {
}
