// Must not compile in Swift 6 mode, once per member: the presenter is main-actor isolated, so a
// nonisolated function can neither call it nor read its state synchronously.
@testable import MenuScreen

nonisolated func probeLoad(_ presenter: MenuPresenter) { presenter.onViewDidLoad() }
nonisolated func probeSelect(_ presenter: MenuPresenter) { presenter.didSelectItem(at: 0) }
nonisolated func probeInfo(_ presenter: MenuPresenter) { presenter.didTapInfo() }
nonisolated func probeItems(_ presenter: MenuPresenter) -> Int { presenter.items.count }
