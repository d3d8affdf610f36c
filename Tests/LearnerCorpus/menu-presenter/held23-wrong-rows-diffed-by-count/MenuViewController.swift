// The menu screen's view controller: passive, built from outside.
import UIKit

final class MenuViewController: UIViewController, MenuView {
    var presenter: MenuPresenting?

    private let tableView = UITableView()
    private let spinner = UIActivityIndicatorView(style: .large)
    private var titles: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white

        let infoButton = UIButton(type: .system, primaryAction: UIAction(title: "Info") { [weak self] _ in
            self?.presenter?.didTapInfo()
        })
        infoButton.setTitle("Info", for: .normal)
        infoButton.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(infoButton)

        tableView.translatesAutoresizingMaskIntoConstraints = false
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)

        spinner.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(spinner)

        NSLayoutConstraint.activate([
            infoButton.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            infoButton.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            tableView.topAnchor.constraint(equalTo: infoButton.bottomAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            spinner.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            spinner.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])

        presenter?.onViewDidLoad()
    }

    func showLoading(_ isLoading: Bool) {
        isLoading ? spinner.startAnimating() : spinner.stopAnimating()
    }

    /// Animates the change: rows that appear are inserted, rows that go are deleted.
    func show(items: [String]) {
        let oldCount = titles.count
        titles = items
        if items.count > oldCount {
            let added = (oldCount..<items.count).map { IndexPath(row: $0, section: 0) }
            tableView.insertRows(at: added, with: .automatic)
        } else if items.count < oldCount {
            let removed = (items.count..<oldCount).map { IndexPath(row: $0, section: 0) }
            tableView.deleteRows(at: removed, with: .automatic)
        }
    }

    func showError(_ message: String) {
        let alert = UIAlertController(title: "Menu", message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }
}

extension MenuViewController: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        titles.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = titles[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}

extension MenuViewController: UITableViewDelegate {
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        presenter?.didSelectItem(at: indexPath.row)
    }
}

/// Navigation for the menu screen.
final class MenuRouter: MenuRouting {
    weak var navigationController: UINavigationController?

    func showDetail(for item: MenuItem) {
        navigationController?.pushViewController(DetailViewController(title: item.title), animated: true)
    }

    func showInfo() {
        navigationController?.pushViewController(InfoViewController(), animated: true)
    }
}

/// Builds the menu screen: view controller, presenter and router.
@MainActor
enum MenuBuilder {
    static func build() -> UINavigationController {
        let menu = MenuViewController()
        let router = MenuRouter()
        menu.presenter = MenuPresenter(view: menu, repository: MenuService.shared, router: router)
        let navigation = UINavigationController(rootViewController: menu)
        router.navigationController = navigation
        return navigation
    }
}
