import UIKit

/// The table is the screen: it is the root view, with the info banner on top of it.
final class MenuViewController: UIViewController, MenuView {
    var presenter: MenuPresenting?

    private let tableView = UITableView()
    private let banner = UIView()
    private let infoButton = UIButton()
    private let spinner = UIActivityIndicatorView()
    private var titles: [String] = []

    override func loadView() {
        view = tableView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.backgroundColor = .systemBackground
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "item")
        tableView.dataSource = self
        tableView.delegate = self

        banner.backgroundColor = .red
        infoButton.setTitle("Info", for: .normal)
        infoButton.addAction(UIAction { [weak self] _ in self?.presenter?.didTapInfo() }, for: .touchUpInside)
        banner.addSubview(infoButton)
        tableView.addSubview(banner)
        tableView.addSubview(spinner)

        presenter?.onViewDidLoad()
    }

    func showLoading(_ isLoading: Bool) {
        if isLoading { spinner.startAnimating() } else { spinner.stopAnimating() }
    }

    func show(items: [String]) {
        titles = items
        tableView.reloadData()
    }

    func showError(_ message: String) {
        let alert = UIAlertController(title: "Menu unavailable", message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }
}

extension MenuViewController: UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { titles.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
        cell.textLabel?.text = titles[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        presenter?.didSelectItem(at: indexPath.row)
    }
}

// MARK: - Module

@MainActor
struct MenuModule {
    let repository: MenuRepository

    init(repository: MenuRepository = MenuService.shared) {
        self.repository = repository
    }

    /// Returns the navigation stack with the menu as its root.
    func build() -> UINavigationController {
        let menu = MenuViewController()
        let navigation = UINavigationController(rootViewController: menu)
        let router = NavigationMenuRouter(navigationController: navigation)
        let presenter = MenuPresenter(view: menu, repository: repository, router: router)
        menu.presenter = presenter
        menu.title = "Menu"
        return navigation
    }
}

@MainActor
final class NavigationMenuRouter: MenuRouting {
    private weak var navigationController: UINavigationController?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func showDetail(for item: MenuItem) {
        navigationController?.pushViewController(DetailViewController(title: item.title), animated: true)
    }

    func showInfo() {
        navigationController?.topViewController?.present(InfoViewController(), animated: true)
    }
}
