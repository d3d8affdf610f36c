// Must not compile: the presenter's state is not settable from outside.
@testable import ArticleList

@MainActor
func probe(_ presenter: ArticleListPresenter) {
    presenter.items = []
}
