// The article list's contract. Nothing but the two protocols, and no import: the support code
// declares everything they name.

@MainActor protocol ArticleListViewProtocol: ApiProtocol {
    func reloadList()
}

@MainActor protocol ArticleListPresenterProtocol: PresenterProtocol {
    var lastUpdated: String? { get }
    func refresh()
    func onViewDidLoad()
    var items: [Article] { get }
}
