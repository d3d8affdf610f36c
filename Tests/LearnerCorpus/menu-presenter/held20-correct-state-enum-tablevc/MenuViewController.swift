// The menu screen's view controller: a passive table. It forwards viewDidLoad, row taps and the
// info bar button to its presenter, and draws what it is told. MenuScreen builds the real screen.
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
        tableView.backgroundView = spinner
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Info",
            primaryAction: UIAction { [weak self] _ in self?.presenter?.didTapInfo() }
        )
        presenter?.onViewDidLoad()
    }

    // MARK: MenuView

    func showLoading(_ isLoading: Bool) {
        if isLoading {
            navigationItem.prompt = nil
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
        navigationItem.prompt = message
    }

    // MARK: Table

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        titles.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellID, for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = titles[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        presenter?.didSelectItem(at: indexPath.row)
    }
}

/// Navigation lives here: the router pushes onto the menu's navigation stack.
final class MenuRouter: MenuRouting {
    weak var source: UIViewController?

    func showDetail(for item: MenuItem) {
        source?.navigationController?.pushViewController(DetailViewController(title: item.title), animated: true)
    }

    func showInfo() {
        source?.navigationController?.pushViewController(InfoViewController(), animated: true)
    }
}

/// The composition root of the menu screen.
enum MenuScreen {
    @MainActor
    static func make(repository: MenuRepository = MenuService.shared) -> UIViewController {
        let controller = MenuViewController(style: .plain)
        let router = MenuRouter()
        router.source = controller
        controller.presenter = MenuPresenter(view: controller, repository: repository, router: router)
        return controller
    }
}
