// The article list's contract. No import: the support code already brings Foundation's types.

@MainActor
protocol ArticleListViewProtocol: ApiProtocol {
    func reloadList()
}

@MainActor
protocol ArticleListPresenterProtocol: PresenterProtocol {
    var items: [Article] { get }
    func onViewDidLoad()
    func refresh()
    var lastUpdated: String? { get }
}
