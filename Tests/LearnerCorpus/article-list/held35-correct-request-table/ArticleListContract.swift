// ArticleListContract.swift: what the article list's view and presenter promise each other.
// Declarations only: a view or presenter that leaves a member out does not compile.

@MainActor
protocol ArticleListViewProtocol: ApiProtocol {
    // showLoading(), hideLoading() and handleApiError(error:) come from ApiProtocol.
    func reloadList()
}

@MainActor
protocol ArticleListPresenterProtocol: PresenterProtocol {
    var items: [Article] { get }
    /// "Updated 5 minutes ago", worked out when read; nil before any load has succeeded.
    var lastUpdated: String? { get }
    func onViewDidLoad()
    func refresh()
}
