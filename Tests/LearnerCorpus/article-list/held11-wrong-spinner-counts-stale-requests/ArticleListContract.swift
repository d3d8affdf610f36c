// The article list's contract: what the screen and its presenter promise each other.
import Foundation

/// The article list screen. `showLoading()`, `hideLoading()` and `handleApiError(error:)` come
/// from `ApiProtocol`; every view implements them itself.
@MainActor protocol ArticleListViewProtocol: ApiProtocol {
    func reloadList()
}

/// The article list's presenter, as the view sees it.
@MainActor protocol ArticleListPresenterProtocol: PresenterProtocol {
    var items: [Article] { get }
    var lastUpdated: String? { get }
    func onViewDidLoad()
    func refresh()
}
