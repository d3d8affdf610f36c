// Must not compile: the contract gives `reloadList()` no default, so a view that leaves it out is
// refused by the compiler.
@testable import ArticleList

final class ViewWithoutReloadList: ArticleListViewProtocol {
    func showLoading() {}
    func hideLoading() {}
    func handleApiError(error: Error) {}
}
