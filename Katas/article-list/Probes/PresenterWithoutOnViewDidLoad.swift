// Must not compile: the contract gives `onViewDidLoad()` no default, so a presenter that leaves it
// out is refused by the compiler.
@testable import ArticleList

final class PresenterWithoutOnViewDidLoad: ArticleListPresenterProtocol {
    var items: [Article] { [] }
    var lastUpdated: String? { nil }
    func refresh() {}
}
