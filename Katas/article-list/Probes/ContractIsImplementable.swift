// Must compile: a view and a presenter that implement every member conform to the contract.
@testable import ArticleList

final class CompleteView: ArticleListViewProtocol {
    func showLoading() {}
    func hideLoading() {}
    func handleApiError(error: Error) {}
    func reloadList() {}
}

final class CompletePresenter: ArticleListPresenterProtocol {
    var items: [Article] { [] }
    var lastUpdated: String? { nil }
    func onViewDidLoad() {}
    func refresh() {}
}
