// No import at all: the protocols only name types of this module.
@MainActor
protocol ArticleListViewProtocol: ApiProtocol {
    /// Redraw the table from the presenter's `items`.
    func reloadList()
}

@MainActor
protocol ArticleListPresenterProtocol: PresenterProtocol {
    var lastUpdated: String? { get }
    var items: [Article] { get }
    func refresh()
    func onViewDidLoad()
}
