// The menu screen: a passive view controller, its router, and the factory that builds the three.
import UIKit

final class MenuViewController: UIViewController, MenuView {
    var presenter: MenuPresenting?

    private static let cellIdentifier = "MenuItemCell"
    private let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private let spinner = UIActivityIndicatorView(style: .large)
    private var titles: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Menu"
        view.backgroundColor = .systemBackground

        tableView.translatesAutoresizingMaskIntoConstraints = false
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)

        spinner.translatesAutoresizingMaskIntoConstraints = false
        spinner.hidesWhenStopped = true
        view.addSubview(spinner)

        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            spinner.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            spinner.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])

        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Info",
            image: UIImage(systemName: "info.circle"),
            primaryAction: UIAction { [weak self] _ in self?.presenter?.didTapInfo() }
        )

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
        let alert = UIAlertController(title: "Menu unavailable", message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }
}

extension MenuViewController: UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        titles.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = titles[indexPath.row]
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        presenter?.didSelectItem(at: indexPath.row)
    }
}

/// Navigation for the menu: pushes an item's detail, presents the info screen.
final class MenuRouter: MenuRouting {
    weak var viewController: UIViewController?

    func showDetail(for item: MenuItem) {
        viewController?.navigationController?.pushViewController(DetailViewController(title: item.title), animated: true)
    }

    func showInfo() {
        viewController?.present(UINavigationController(rootViewController: InfoViewController()), animated: true)
    }
}

/// Builds the real screen: the view controller, its presenter and its router.
@MainActor
enum MenuScreenFactory {
    static func makeMenuScreen(repository: MenuRepository = MenuService.shared) -> UIViewController {
        let viewController = MenuViewController()
        let router = MenuRouter()
        router.viewController = viewController
        viewController.presenter = MenuPresenter(view: viewController, repository: repository, router: router)
        return viewController
    }
}
