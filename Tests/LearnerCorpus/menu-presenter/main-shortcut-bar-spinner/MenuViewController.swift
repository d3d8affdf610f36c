import UIKit

final class MenuViewController: UITableViewController, MenuView {
    var presenter: MenuPresenting?
    private var titles: [String] = []
    private let spinner = UIActivityIndicatorView(style: .medium)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Menu"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "MenuCell")
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(title: "Info", primaryAction: UIAction { [weak self] _ in
                self?.presenter?.didTapInfo()
            }),
            UIBarButtonItem(customView: spinner),
        ]
        presenter?.onViewDidLoad()
    }

    func showLoading(_ isLoading: Bool) {
        if isLoading {
            spinner.startAnimating()
        } else {
            spinner.stopAnimating()
            tableView.reloadData()
        }
    }

    func show(items: [String]) {
        titles = items
        tableView.reloadData()
    }

    func showError(_ message: String) {
        let alert = UIAlertController(title: "Menu", message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .cancel))
        if presentedViewController != nil {
            dismiss(animated: false)
        }
        present(alert, animated: true)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        titles.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "MenuCell", for: indexPath)
        cell.configurationUpdateHandler = { [title = titles[indexPath.row]] cell, _ in
            var content = UIListContentConfiguration.cell()
            content.text = title
            cell.contentConfiguration = content
        }
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        presenter?.didSelectItem(at: indexPath.row)
    }
}

/// Assembles the real screen.
@MainActor
enum MenuScreenBuilder {
    static func makeScreen(repository: MenuRepository = MenuService.shared) -> UIViewController {
        let menu = MenuViewController(style: .plain)
        let navigation = UINavigationController(rootViewController: menu)
        menu.presenter = MenuPresenter(view: menu, repository: repository, router: Navigator(navigationController: navigation))
        return navigation
    }
}

final class Navigator: MenuRouting {
    private weak var navigationController: UINavigationController?
    init(navigationController: UINavigationController) { self.navigationController = navigationController }
    func showDetail(for item: MenuItem) {
        navigationController?.pushViewController(DetailViewController(title: item.title), animated: true)
    }
    func showInfo() {
        navigationController?.topViewController?.present(InfoViewController(), animated: true)
    }
}
