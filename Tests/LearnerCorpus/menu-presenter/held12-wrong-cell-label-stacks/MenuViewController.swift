// The menu screen: a plain view controller with a table whose rows draw their own title label.
import UIKit

final class MenuViewController: UIViewController, MenuView {
    var presenter: MenuPresenting?

    private let tableView = UITableView()
    private let loadingIndicator = UIActivityIndicatorView(style: .large)
    private var menuTitles: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        title = "Menu"

        view.addSubview(tableView)
        tableView.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        tableView.dataSource = self
        tableView.delegate = self

        view.addSubview(loadingIndicator)
        loadingIndicator.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            loadingIndicator.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            loadingIndicator.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])

        let info = UIBarButtonItem(systemItem: .organize, primaryAction: UIAction { [weak self] _ in
            self?.presenter?.didTapInfo()
        })
        info.title = "Info"
        navigationItem.rightBarButtonItem = info

        presenter?.onViewDidLoad()
    }

    func showLoading(_ isLoading: Bool) {
        isLoading ? loadingIndicator.startAnimating() : loadingIndicator.stopAnimating()
    }

    func show(items: [String]) {
        menuTitles = items
        tableView.reloadData()
    }

    func showError(_ message: String) {
        let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .cancel))
        present(alert, animated: true)
    }
}

extension MenuViewController: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        menuTitles.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        let titleLabel = UILabel()
        titleLabel.text = menuTitles[indexPath.row]
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor, constant: 16),
            titleLabel.centerYAnchor.constraint(equalTo: cell.contentView.centerYAnchor),
        ])
        return cell
    }
}

extension MenuViewController: UITableViewDelegate {
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter?.didSelectItem(at: indexPath.row)
    }
}

final class MenuRouter: MenuRouting {
    weak var navigationController: UINavigationController?

    func showDetail(for item: MenuItem) {
        navigationController?.pushViewController(DetailViewController(title: item.title), animated: true)
    }

    func showInfo() {
        navigationController?.pushViewController(InfoViewController(), animated: true)
    }
}

@MainActor
func makeMenuScreen() -> UINavigationController {
    let menu = MenuViewController()
    let navigation = UINavigationController(rootViewController: menu)
    let router = MenuRouter()
    router.navigationController = navigation
    menu.presenter = MenuPresenter(view: menu, repository: MenuService.shared, router: router)
    return navigation
}
