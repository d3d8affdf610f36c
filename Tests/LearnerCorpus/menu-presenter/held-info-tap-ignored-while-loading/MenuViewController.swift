// The menu screen: a passive view controller, the router that navigates, and the factory that
// builds the screen.
import UIKit

final class MenuViewController: UIViewController, MenuView, UITableViewDataSource, UITableViewDelegate {
    var presenter: MenuPresenting?

    private let tableView = UITableView()
    private let spinner = UIActivityIndicatorView(style: .medium)
    private var titles: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Menu"
        view.backgroundColor = .systemBackground

        tableView.translatesAutoresizingMaskIntoConstraints = false
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "MenuCell")
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)

        spinner.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(spinner)

        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            spinner.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            spinner.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])

        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Info", primaryAction: UIAction { [weak self] _ in
            self?.presenter?.didTapInfo()
        })

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
        let alert = UIAlertController(title: "Something went wrong", message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }

    // MARK: Table

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        titles.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "MenuCell", for: indexPath)
        cell.textLabel?.text = titles[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        presenter?.didSelectItem(at: indexPath.row)
    }
}

/// Navigation out of the menu.
final class MenuRouter: MenuRouting {
    weak var navigationController: UINavigationController?

    func showDetail(for item: MenuItem) {
        navigationController?.pushViewController(DetailViewController(title: item.title), animated: true)
    }

    func showInfo() {
        navigationController?.pushViewController(InfoViewController(), animated: true)
    }
}

/// Builds the real menu screen.
@MainActor
enum MenuScreen {
    static func make(repository: MenuRepository = MenuService.shared) -> UINavigationController {
        let viewController = MenuViewController()
        let navigation = UINavigationController(rootViewController: viewController)
        let router = MenuRouter()
        router.navigationController = navigation
        viewController.presenter = MenuPresenter(view: viewController, repository: repository, router: router)
        return navigation
    }
}
