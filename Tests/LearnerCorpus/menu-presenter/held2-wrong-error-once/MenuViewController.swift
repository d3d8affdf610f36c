// The menu screen's view controller (passive), its router, and the factory that builds the screen.
import UIKit

final class MenuViewController: UITableViewController, MenuView {
    var presenter: MenuPresenting?

    private static let cellID = "MenuCell"
    private var titles: [String] = []
    private let spinner = UIActivityIndicatorView(style: .medium)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Menu"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellID)
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Info",
            primaryAction: UIAction { [weak self] _ in self?.presenter?.didTapInfo() }
        )
        navigationItem.leftBarButtonItem = UIBarButtonItem(customView: spinner)
        presenter?.onViewDidLoad()
    }

    // MARK: MenuView

    func showLoading(_ isLoading: Bool) {
        if isLoading {
            spinner.startAnimating()
        } else {
            spinner.stopAnimating()
        }
    }

    func show(items: [String]) {
        titles = items
        tableView.reloadData()
    }

    func showError(_ message: String) {
        let alert = UIAlertController(title: "Sorry", message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }

    // MARK: Table

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        titles.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellID, for: indexPath)
        cell.textLabel?.text = titles[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        presenter?.didSelectItem(at: indexPath.row)
    }
}

/// Navigation from the menu: pushes an item's detail, presents the info screen.
@MainActor
final class MenuRouter: MenuRouting {
    weak var source: UIViewController?

    func showDetail(for item: MenuItem) {
        source?.navigationController?.pushViewController(DetailViewController(title: item.title), animated: true)
    }

    func showInfo() {
        source?.present(InfoViewController(), animated: true)
    }
}

/// Builds the real menu screen: view controller, presenter and router wired together.
@MainActor
enum MenuScreen {
    static func make(repository: MenuRepository = MenuService.shared) -> UIViewController {
        let viewController = MenuViewController()
        let router = MenuRouter()
        let presenter = MenuPresenter(view: viewController, repository: repository, router: router)
        viewController.presenter = presenter
        router.source = viewController
        return viewController
    }
}
