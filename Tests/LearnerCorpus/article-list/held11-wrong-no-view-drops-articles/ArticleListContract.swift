// The article list screen's contract (protocols only: the view and the presenter implement them).
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
