// The article list's contract: the view and presenter protocols.
import Foundation

@MainActor protocol ArticleListViewProtocol: ApiProtocol {
    func reloadList()
}

@MainActor protocol ArticleListPresenterProtocol: PresenterProtocol {
    var items: [Article] { get }
    func onViewDidLoad()
    func refresh()
}

// Most screens show and hide the spinner the same way, so view controllers get it for free.
extension ArticleListViewProtocol {
    func showLoading() {}
    func hideLoading() {}
}
