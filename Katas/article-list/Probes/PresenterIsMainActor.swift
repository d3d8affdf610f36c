// Must not compile in Swift 6 mode, once per member: the presenter is main-actor isolated, so a
// nonisolated function can neither call it nor read its state synchronously.
@testable import ArticleList

nonisolated func probeLoad(_ presenter: ArticleListPresenter) { presenter.onViewDidLoad() }
nonisolated func probeRefresh(_ presenter: ArticleListPresenter) { presenter.refresh() }
nonisolated func probeItems(_ presenter: ArticleListPresenter) -> Int { presenter.items.count }
