// The article list's contract: the view and presenter protocols, and nothing else.
import Foundation

@MainActor protocol ArticleListViewProtocol: ApiProtocol {   // showLoading(), hideLoading(),
    func reloadList()                                        // handleApiError(error:) come from ApiProtocol
}

@MainActor protocol ArticleListPresenterProtocol: PresenterProtocol {
    var items: [Article] { get }
    var lastUpdated: String? { get }
    func onViewDidLoad()
    func refresh()
}
