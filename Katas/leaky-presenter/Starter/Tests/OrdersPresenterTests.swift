// Your tests for OrdersPresenter: show that it works, without a simulator.
//
// A spy is a stand-in view that records what the presenter told it (and on which thread).
// A fake is a working stand-in service whose answers you control: keep its completion and call it
// yourself, from a background queue like the real service. Fix the clock through `now:`.
//
// Write ordinary Swift Testing code: `@Test`, `#expect`, `Issue.record`, async tests.
// `swift run kata check` runs your tests against several correct presenters (they must pass on every one)
// and against presenters with real bugs (each one some test must catch).
//
// Where the view is called: in `kata check` the main queue runs on the main thread; in `swift test`
// inside `Workspace/` on Linux it does not, so `Thread.isMainThread` is false there even for a correct
// presenter. A check that holds in both: a `DispatchSpecificKey` set on `DispatchQueue.main`, read
// with `DispatchQueue.getSpecific(key:)` in the spy.
import Foundation
import Testing
@testable import OrdersScreen

@MainActor
struct OrdersPresenterTests {
}
