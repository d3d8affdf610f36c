// The article list's contract: what the view can be told and what the presenter offers.
// Declarations only: every conforming type implements every requirement itself.

@MainActor protocol ArticleListViewProtocol: ApiProtocol {
    func reloadList()
}

@MainActor protocol ArticleListPresenterProtocol: PresenterProtocol {
    var items: [Article] { get }
    var lastUpdated: String? { get }
    func onViewDidLoad()
    func refresh()
}
