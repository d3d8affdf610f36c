// Must not compile: the contract gives `hideLoading()` no default, so a view that leaves it out is
// refused by the compiler.
@testable import ArticleList

final class ViewWithoutHideLoading: ArticleListViewProtocol {
    func showLoading() {}
    func handleApiError(error: Error) {}
    func reloadList() {}
}
