// The menu screen's view controller: passive, built by MenuScreen.
import UIKit

@MainActor
enum MenuScreen {
    /// The composition root of the menu: the presenter, the router and the view controller.
    static func make(repository: MenuRepository = MenuService.shared) -> UIViewController {
        let controller = MenuViewController()
        let router = MenuRouter()
        let presenter = MenuPresenter(view: controller, repository: repository, router: router)
        router.host = controller
        controller.presenter = presenter
        return controller
    }
}

/// Navigates from the menu to the item and info screens.
@MainActor
final class MenuRouter: MenuRouting {
    weak var host: UIViewController?

    func showDetail(for item: MenuItem) {
        host?.navigationController?.pushViewController(DetailViewController(title: item.title), animated: true)
    }

    func showInfo() {
        host?.present(InfoViewController(), animated: true)
    }
}

final class MenuViewController: UITableViewController, MenuView {
    var presenter: MenuPresenting?
    private var titles: [String] = []
    private static let cellID = "MenuCell"

    init() {
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: this screen is built in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Menu"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellID)
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Info",
            primaryAction: UIAction { [weak self] _ in self?.presenter?.didTapInfo() }
        )
        presenter?.onViewDidLoad()
    }

    func showLoading(_ isLoading: Bool) {
        navigationItem.prompt = isLoading ? "Loading…" : nil
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
