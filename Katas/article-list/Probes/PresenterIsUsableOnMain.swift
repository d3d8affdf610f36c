// Must compile (in Swift 5 and in Swift 6 mode): on the main actor, the presenter's entry points
// and its state can be used, directly and through the contract's protocols.
@testable import ArticleList

@MainActor
func control(_ presenter: ArticleListPresenter, _ view: any ArticleListViewProtocol) -> Int {
    presenter.onViewDidLoad()
    presenter.refresh()
    let presenting: any ArticleListPresenterProtocol = presenter
    presenting.onViewDidLoad()
    presenting.refresh()
    view.reloadList()
    view.showLoading()
    return presenter.items.count + presenting.items.count
}
