// Must not compile: the presenter cannot be subclassed.
@testable import ArticleList

final class SneakyPresenter: ArticleListPresenter {}
