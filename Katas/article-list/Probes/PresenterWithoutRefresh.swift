// Must not compile: the contract gives `refresh()` no default, so a presenter that leaves it
// out is refused by the compiler.
@testable import ArticleList

final class PresenterWithoutRefresh: ArticleListPresenterProtocol {
    var items: [Article] { [] }
    var lastUpdated: String? { nil }
    func onViewDidLoad() {}
}
