// ArticleListContract.swift: the two protocols of the article list, and nothing else.

@MainActor
protocol ArticleListViewProtocol: ApiProtocol {
    func reloadList()
}

@MainActor
protocol ArticleListPresenterProtocol: PresenterProtocol {
    var items: [Article] { get }
    var lastUpdated: String? { get }
    func onViewDidLoad()
    func refresh()
}
