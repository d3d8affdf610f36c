// The article list's contract: what the view can be told, and what the presenter offers.
// Declarations only: every member must be implemented by the conforming type.
import Foundation

@MainActor protocol ArticleListViewProtocol: ApiProtocol {
    func reloadList()
}

@MainActor protocol ArticleListPresenterProtocol: PresenterProtocol {
    var items: [Article] { get }
    /// "Updated 5 minutes ago", worked out when read; nil before any load succeeded.
    var lastUpdated: String? { get }
    func onViewDidLoad()
    func refresh()
}
