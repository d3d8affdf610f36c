// The article list's contract (no import needed: the support code declares what it uses).

@MainActor
protocol ArticleListViewProtocol: ApiProtocol {
    /// Draw the table again from the presenter's `items`.
    func reloadList()
}

@MainActor
protocol ArticleListPresenterProtocol: PresenterProtocol {
    /// The articles on screen.
    var items: [Article] { get }
    /// The header's text, worked out from the clock each time it is read.
    var lastUpdated: String? { get }
    func onViewDidLoad()
    func refresh()
}
