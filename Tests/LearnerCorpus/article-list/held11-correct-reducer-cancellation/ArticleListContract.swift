import Foundation

// MARK: - View

@MainActor protocol ArticleListViewProtocol: ApiProtocol {
    /// Redraw the table from the presenter's `items`.
    func reloadList()
}

// MARK: - Presenter

@MainActor protocol ArticleListPresenterProtocol: PresenterProtocol {
    /// The articles the table shows, in the repository's order.
    var items: [Article] { get }
    /// The header's text: "Updated 5 minutes ago", or nil before any load has succeeded.
    var lastUpdated: String? { get }
    func onViewDidLoad()
    func refresh()
}
