// The menu screen: a table view controller that forwards taps and draws what it is told.
import UIKit

/// A row of the menu: one title label of its own.
final class MenuItemCell: UITableViewCell {
    static let reuseIdentifier = "MenuItemCell"

    private let titleLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        titleLabel.font = .preferredFont(forTextStyle: .body)
        titleLabel.adjustsFontForContentSizeCategory = true
        contentView.addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            titleLabel.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            titleLabel.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            titleLabel.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: this cell is built in code")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        titleLabel.text = nil
    }

    func configure(title: String) {
        titleLabel.text = title
    }
}

final class MenuViewController: UITableViewController, MenuView {
    var presenter: MenuPresenting?

    private var titles: [String] = []

    init() {
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: this screen is built in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Menu"
        tableView.register(MenuItemCell.self, forCellReuseIdentifier: MenuItemCell.reuseIdentifier)

        // The info button sits in a header above the rows.
        let infoButton = UIButton(type: .infoLight, primaryAction: UIAction { [weak self] _ in
            self?.presenter?.didTapInfo()
        })
        infoButton.setTitle("Opening hours & allergens", for: .normal)
        let header = UIStackView(arrangedSubviews: [infoButton])
        header.isLayoutMarginsRelativeArrangement = true
        tableView.tableHeaderView = header

        // Pull to refresh loads the menu again.
        let refresh = UIRefreshControl()
        refresh.addAction(UIAction { [weak self] _ in self?.presenter?.onViewDidLoad() }, for: .valueChanged)
        refreshControl = refresh

        presenter?.onViewDidLoad()
    }

    // MARK: MenuView

    func showLoading(_ isLoading: Bool) {
        if isLoading {
            navigationItem.prompt = nil
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
        navigationItem.prompt = message
    }

    // MARK: Table

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        titles.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: MenuItemCell.reuseIdentifier, for: indexPath)
        (cell as? MenuItemCell)?.configure(title: titles[indexPath.row])
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        presenter?.didSelectItem(at: indexPath.row)
    }
}

// MARK: - Assembly

/// Pushes and presents for the menu screen.
@MainActor
final class MenuNavigator: MenuRouting {
    private weak var navigationController: UINavigationController?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func showDetail(for item: MenuItem) {
        navigationController?.pushViewController(DetailViewController(title: item.title), animated: true)
    }

    func showInfo() {
        navigationController?.present(InfoViewController(), animated: true)
    }
}

/// Builds the whole menu screen inside its navigation controller.
@MainActor
func makeMenuScreen(repository: MenuRepository = MenuService.shared) -> UINavigationController {
    let menu = MenuViewController()
    let navigation = UINavigationController(rootViewController: menu)
    let presenter = MenuPresenter(view: menu, repository: repository, router: MenuNavigator(navigationController: navigation))
    menu.presenter = presenter
    return navigation
}
