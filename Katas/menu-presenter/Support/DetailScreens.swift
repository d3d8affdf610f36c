// Support code of the menu-presenter kata (view layer): the screens the menu navigates to.
import UIKit

/// The screen that shows one menu item.
final class DetailViewController: UIViewController {
    let itemTitle: String

    init(title: String) {
        self.itemTitle = title
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: this screen is built in code")
    }
}

/// The screen behind the menu's info button: opening hours and allergens.
final class InfoViewController: UIViewController {}
