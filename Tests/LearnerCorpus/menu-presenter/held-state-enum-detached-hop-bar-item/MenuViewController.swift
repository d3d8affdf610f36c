import UIKit

final class MenuViewController: UITableViewController, MenuView {
    var presenter: MenuPresenting?
    private var titles: [String] = []
    private static let cellID = "title"

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Today's menu"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellID)
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .bookmarks, primaryAction: UIAction { [weak self] _ in
            self?.presenter?.didTapInfo()
        })
        presenter?.onViewDidLoad()
    }

    func showLoading(_ isLoading: Bool) {
        if refreshControl == nil {
            refreshControl = UIRefreshControl()
        }
        if isLoading {
            refreshControl?.beginRefreshing()
        } else {
            refreshControl?.endRefreshing()
        }
    }

    func show(items: [String]) {
        titles = items
        tableView.reloadData()
    }

    func showError(_ message: String) {
        let alert = UIAlertController(title: "Menu", message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        titles.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellID, for: indexPath)
        var content = UIListContentConfiguration.cell()
        content.text = titles[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        presenter?.didSelectItem(at: indexPath.row)
    }
}

final class AppMenuRouter: MenuRouting {
    weak var host: UIViewController?

    func showDetail(for item: MenuItem) {
        host?.navigationController?.pushViewController(DetailViewController(title: item.title), animated: true)
    }

    func showInfo() {
        host?.present(InfoViewController(), animated: true)
    }
}

@MainActor
enum MenuModule {
    static func build(repository: MenuRepository = MenuService.shared) -> UIViewController {
        let menu = MenuViewController(style: .insetGrouped)
        let router = AppMenuRouter()
        router.host = menu
        menu.presenter = MenuPresenter(view: menu, repository: repository, router: router)
        return UINavigationController(rootViewController: menu)
    }
}
