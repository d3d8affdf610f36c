// Must not compile in Swift 6 mode: the contract's protocols are main-actor isolated, so a
// nonisolated function cannot call through them synchronously.
@testable import ArticleList

nonisolated func probeReload(_ view: any ArticleListViewProtocol) { view.reloadList() }
nonisolated func probePresenting(_ presenter: any ArticleListPresenterProtocol) { presenter.onViewDidLoad() }
