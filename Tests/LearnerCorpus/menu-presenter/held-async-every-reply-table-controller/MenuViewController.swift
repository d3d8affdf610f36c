// The menu screen as a table view controller with its own cell, its router and its factory.
import UIKit

/// A cell with a label of its own.
final class MenuItemCell: UITableViewCell {
    static let reuseIdentifier = "MenuItemCell"

    private let nameLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        nameLabel.translatesAutoresizingMaskIntoConstraints = false
        nameLabel.font = .preferredFont(forTextStyle: .body)
        contentView.addSubview(nameLabel)
        NSLayoutConstraint.activate([
            nameLabel.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            nameLabel.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            nameLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("MenuItemCell is built in code")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        nameLabel.text = nil
    }

    func show(title: String) {
        nameLabel.text = title
    }
}

final class MenuViewController: UITableViewController, MenuView {
    var presenter: MenuPresenting?
    private var titles: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Menu"
        tableView.register(MenuItemCell.self, forCellReuseIdentifier: MenuItemCell.reuseIdentifier)
        toolbarItems = [
            .flexibleSpace(),
            UIBarButtonItem(title: "Opening hours & allergens", primaryAction: UIAction { [weak self] _ in
                self?.presenter?.didTapInfo()
            }),
        ]
        presenter?.onViewDidLoad()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setToolbarHidden(false, animated: animated)
    }

    func showLoading(_ isLoading: Bool) {
        navigationItem.prompt = isLoading ? "Loading…" : nil
    }

    func show(items: [String]) {
        titles = items
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
        presenter?.didSelectItem(at: indexPath.row)
    }
}

final class MenuRouter: MenuRouting {
    private weak var navigation: UINavigationController?

    init(navigation: UINavigationController) {
        self.navigation = navigation
    }

    func showDetail(for item: MenuItem) {
        navigation?.pushViewController(DetailViewController(title: item.title), animated: true)
    }

    func showInfo() {
        navigation?.present(InfoViewController(), animated: true)
    }
}

@MainActor
func makeMenuScreen(repository: MenuRepository = MenuService.shared) -> UIViewController {
    let menu = MenuViewController(style: .plain)
    let navigation = UINavigationController(rootViewController: menu)
    menu.presenter = MenuPresenter(view: menu, repository: repository, router: MenuRouter(navigation: navigation))
    return navigation
}
