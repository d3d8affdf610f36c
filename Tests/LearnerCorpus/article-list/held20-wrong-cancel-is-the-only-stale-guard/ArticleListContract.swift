// The article list's contract: the view and presenter protocols, and nothing else.
import Foundation

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
