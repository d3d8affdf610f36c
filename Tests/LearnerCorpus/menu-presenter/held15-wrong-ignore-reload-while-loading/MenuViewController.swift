// The menu screen's view controller: a table screen that forwards taps and draws what the
// presenter tells it. `makeMenuScreen()` at the bottom builds the screen and its router.
import UIKit

final class MenuViewController: UITableViewController, MenuView {
    var presenter: MenuPresenting?

    private static let cellID = "menu-item"
    private var titles: [String] = []
    private let loadingIndicator = UIActivityIndicatorView(style: .large)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = String(localized: "Menu")
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellID)

        let header = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let infoButton = UIButton(type: .system, primaryAction: UIAction(title: String(localized: "Opening hours & allergens")) { [weak self] _ in
            self?.presenter?.didTapInfo()
        })
        infoButton.setTitle(String(localized: "Opening hours & allergens"), for: .normal)
        header.addSubview(infoButton)
        tableView.tableHeaderView = header
        tableView.backgroundView = loadingIndicator

        presenter?.onViewDidLoad()
    }

    // MARK: - MenuView

    func showLoading(_ isLoading: Bool) {
        isLoading ? loadingIndicator.startAnimating() : loadingIndicator.stopAnimating()
    }

    func show(items: [String]) {
        titles = items
        tableView.reloadData()
    }

    func showError(_ message: String) {
        let alert = UIAlertController(title: String(localized: "Menu unavailable"), message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: String(localized: "OK"), style: .default))
        present(alert, animated: true)
    }

    // MARK: - Table

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        titles.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellID, for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = titles[indexPath.row]
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter?.didSelectItem(at: indexPath.row)
    }
}

/// Opens the menu's detail and info screens from the navigation stack the menu is shown in.
final class MenuNavigator: MenuRouting {
    private weak var navigationController: UINavigationController?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func showDetail(for item: MenuItem) {
        navigationController?.pushViewController(DetailViewController(title: item.title), animated: true)
    }

    func showInfo() {
        navigationController?.pushViewController(InfoViewController(), animated: true)
    }
}

/// Builds the menu screen in its navigation stack, wired to the app's menu service.
@MainActor
func makeMenuScreen(repository: MenuRepository = MenuService.shared) -> UINavigationController {
    let menu = MenuViewController()
    let navigation = UINavigationController(rootViewController: menu)
    menu.presenter = MenuPresenter(view: menu, repository: repository, router: MenuNavigator(navigationController: navigation))
    return navigation
}
