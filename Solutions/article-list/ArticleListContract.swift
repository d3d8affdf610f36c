// Reference solution of the article-list kata: the contract. The two protocols, nothing else.
import Foundation

/// What the presenter tells the article list's view: imperative commands.
@MainActor
protocol ArticleListViewProtocol: ApiProtocol {
    func reloadList()
}

/// What the article list's view reports, and the state it reads to draw.
@MainActor
protocol ArticleListPresenterProtocol: PresenterProtocol {
    var items: [Article] { get }
    /// "Updated 5 minutes ago", worked out when the view reads it for its header (nil before any load succeeded).
    var lastUpdated: String? { get }
    func onViewDidLoad()
    func refresh()
}
