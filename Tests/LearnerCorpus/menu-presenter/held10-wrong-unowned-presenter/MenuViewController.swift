// The menu screen's view: a passive table view controller (pull to refresh asks the presenter to
// load again), its cell with a label of its own, the router and the factory that builds the screen.
// An error shows in the navigation prompt.
import UIKit

final class MenuItemCell: UITableViewCell {
    static let reuseIdentifier = "MenuItemCell"

    private let titleLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            titleLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            titleLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            titleLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: this cell is built in code")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        titleLabel.text = nil
    }

    func show(title: String) {
        titleLabel.text = title
    }
}

final class MenuViewController: UITableViewController, MenuView {
    var presenter: MenuPresenting?
    private var titles: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Menu"
        tableView.register(MenuItemCell.self, forCellReuseIdentifier: MenuItemCell.reuseIdentifier)
        navigationItem.rightBarButtonItem = UIBarButtonItem(primaryAction: UIAction(title: "Info") { [weak self] _ in
            self?.presenter?.didTapInfo()
        })
        let refresh = UIRefreshControl()
        refresh.addAction(UIAction { [weak self] _ in self?.presenter?.onViewDidLoad() }, for: .valueChanged)
        refreshControl = refresh
        presenter?.onViewDidLoad()
    }

    func showLoading(_ isLoading: Bool) {
        if isLoading {
            refreshControl?.beginRefreshing()
        } else {
            refreshControl?.endRefreshing()
        }
    }

    func show(items: [String]) {
        titles = items
        navigationItem.prompt = nil
        tableView.reloadData()
    }

    func showError(_ message: String) {
        navigationItem.prompt = message
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        titles.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: MenuItemCell.reuseIdentifier, for: indexPath)
        (cell as? MenuItemCell)?.show(title: titles[indexPath.row])
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        presenter?.didSelectItem(at: indexPath.row)
    }
}

/// Navigation out of the menu; it holds the navigation controller weakly (the window owns it).
final class MenuRouter: MenuRouting {
    weak var navigationController: UINavigationController?

    func showDetail(for item: MenuItem) {
        navigationController?.pushViewController(DetailViewController(title: item.title), animated: true)
    }

    func showInfo() {
        navigationController?.pushViewController(InfoViewController(), animated: true)
    }
}

/// The composition root of the menu screen.
@MainActor
enum MenuScreen {
    static func make(repository: MenuRepository = MenuService.shared) -> UINavigationController {
        let viewController = MenuViewController()
        let router = MenuRouter()
        viewController.presenter = MenuPresenter(view: viewController, repository: repository, router: router)
        let navigationController = UINavigationController(rootViewController: viewController)
        router.navigationController = navigationController
        return navigationController
    }
}
