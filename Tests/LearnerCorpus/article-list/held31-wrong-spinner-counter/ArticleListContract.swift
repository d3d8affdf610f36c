// The article list's contract: what the view can be told, and what the presenter offers.
// Declarations only: the view controller and the presenter implement every requirement.
import Foundation

@MainActor
protocol ArticleListViewProtocol: ApiProtocol {
    func reloadList()
}

@MainActor
protocol ArticleListPresenterProtocol: PresenterProtocol {
    var items: [Article] { get }
    /// The list header's text, e.g. "Updated 5 minutes ago"; nil until a load has succeeded.
    var lastUpdated: String? { get }
    func onViewDidLoad()
    func refresh()
}
