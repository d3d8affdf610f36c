// Must not compile in Swift 6 mode, once per member: `MenuPresenting`, through which the view
// controller calls the presenter, is main-actor isolated.
@testable import MenuScreen

nonisolated func probeLoad(_ presenter: any MenuPresenting) { presenter.onViewDidLoad() }
nonisolated func probeSelect(_ presenter: any MenuPresenting) { presenter.didSelectItem(at: 0) }
nonisolated func probeInfo(_ presenter: any MenuPresenting) { presenter.didTapInfo() }
