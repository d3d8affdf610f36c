// The article list's contract: what the view can be told, and what the presenter offers.
// Declarations only: the view and the presenter implement every requirement themselves.

@MainActor protocol ArticleListViewProtocol: ApiProtocol {
    func reloadList()
}

@MainActor protocol ArticleListPresenterProtocol: PresenterProtocol {
    var items: [Article] { get }
    /// The list header: "Updated 5 minutes ago", or nil before any load succeeded.
    var lastUpdated: String? { get }
    func onViewDidLoad()
    func refresh()
}
