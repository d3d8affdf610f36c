// The article list's contract: what the screen's view and presenter promise each other.
// Declarations only: a view or a presenter that leaves a member out does not compile.
import Foundation

@MainActor protocol ArticleListViewProtocol: ApiProtocol {
    /// Redraw the table from the presenter's `items`.
    func reloadList()
}

@MainActor protocol ArticleListPresenterProtocol: PresenterProtocol {
    var items: [Article] { get }
    /// The header's text ("Updated 5 minutes ago"), nil before any load has succeeded.
    var lastUpdated: String? { get }
    func onViewDidLoad()
    func refresh()
}
