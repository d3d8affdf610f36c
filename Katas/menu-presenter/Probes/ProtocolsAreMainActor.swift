// Must not compile in Swift 6 mode: `MenuView` and `MenuRouting`, which UIKit code implements, are
// main-actor isolated, so a nonisolated function cannot drive the view or the router synchronously.
@testable import MenuScreen

nonisolated func probeView(_ view: any MenuView) { view.showLoading(true) }
nonisolated func probeRouter(_ router: any MenuRouting) { router.showInfo() }
