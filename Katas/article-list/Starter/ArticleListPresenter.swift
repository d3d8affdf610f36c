// The article list's presenter, as it is in the app today.
//
// Support tickets: the article list stays empty; pull to refresh does nothing; the screen's unit
// tests were deleted because they made network requests. Run `swift run kata check article-list`.
import UIKit

class ArticleListPresenter: ArticleListPresenterProtocol {
    weak private var view: ArticleListViewProtocol?
    private(set) var items: [Article] = []

    init(with view: ArticleListViewProtocol) {
        self.view = view
        loadArticles()
    }

    func loadArticles() {
        ArticleCloud.shared.getArticles(forceRefresh: false)
            .done { self.items = $0 }
    }
}
