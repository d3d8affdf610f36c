// Must compile (in Swift 6 mode): on the main actor, the view and the router can be called
// through their protocols.
@testable import MenuScreen

@MainActor
func control(_ view: any MenuView, _ router: any MenuRouting) {
    view.showLoading(true)
    router.showInfo()
}
