// The article list's contract: the view and presenter protocols, as the app has them today.
import UIKit

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

// The presenter loads in init, so these have nothing left to do.
extension ArticleListPresenterProtocol {
    func onViewDidLoad() {}
    func refresh() {}
}
