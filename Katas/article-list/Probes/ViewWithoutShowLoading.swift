// Must not compile: the contract gives `showLoading()` no default, so a view that leaves it out is
// refused by the compiler.
@testable import ArticleList

final class ViewWithoutShowLoading: ArticleListViewProtocol {
    func hideLoading() {}
    func handleApiError(error: Error) {}
    func reloadList() {}
}
