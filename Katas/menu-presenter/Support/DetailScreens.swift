// Support code of the menu-presenter kata (view layer): the screens the menu navigates to.
import UIKit

/// The screen that shows one menu item.
final class DetailViewController: UIViewController {
    let itemTitle: String

    init(title: String) {
        self.itemTitle = title
        super.init()
        self.title = title
    }
}

/// The screen behind the menu's info button: opening hours and allergens.
final class InfoViewController: UIViewController {}
