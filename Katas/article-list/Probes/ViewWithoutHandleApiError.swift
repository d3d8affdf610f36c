// Must not compile: the contract gives `handleApiError(error:)` no default, so a view that leaves it out is
// refused by the compiler.
@testable import ArticleList

final class ViewWithoutHandleApiError: ArticleListViewProtocol {
    func showLoading() {}
    func hideLoading() {}
    func reloadList() {}
}
