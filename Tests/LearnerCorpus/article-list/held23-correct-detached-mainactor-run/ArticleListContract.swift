// Contract of the article list screen (MVP). No implementations live here.

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
