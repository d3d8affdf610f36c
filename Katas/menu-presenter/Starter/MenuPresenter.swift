// The menu screen's presenter, as written for the blog post.
import UIKit

protocol MenuPresenterProtocol {
    var data: [String] { get }
    func buttonPressed()
    @MainActor func showDetail(data: String)
}

class MenuPresenter: MenuPresenterProtocol {
    let data = ["Espresso", "Flat white", "Banana bread", "Cinnamon bun"]
    weak var view: MenuViewController?

    init(view: MenuViewController) {
        self.view = view
    }

    func buttonPressed() {
        print("Button pressed")
    }

    @MainActor func showDetail(data: String) {
        view?.navigationController?.pushViewController(DetailViewController(title: data), animated: true)
    }
}
