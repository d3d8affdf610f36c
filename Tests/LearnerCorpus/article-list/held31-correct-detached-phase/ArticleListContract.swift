// The article list's contract (no implementation here: the view and the presenter provide it all).

@MainActor protocol ArticleListViewProtocol: ApiProtocol {   // showLoading(), hideLoading(),
    func reloadList()                                        // handleApiError(error:) come from ApiProtocol
}

@MainActor protocol ArticleListPresenterProtocol: PresenterProtocol {
    var items: [Article] { get }
    var lastUpdated: String? { get }
    func onViewDidLoad()
    func refresh()
}
