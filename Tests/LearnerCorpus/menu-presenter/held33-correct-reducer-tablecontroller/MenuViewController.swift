// The menu screen: a table view controller whose view is the table itself, a cell class of its
// own, an info bar button, and the factory that builds the screen and its router.
import UIKit

final class MenuViewController: UITableViewController, MenuView {
    var presenter: MenuPresenting?

    private var titles: [String] = []
    private let spinner = UIActivityIndicatorView(style: .medium)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = String(localized: "Menu")
        tableView.register(MenuItemCell.self, forCellReuseIdentifier: MenuItemCell.reuseIdentifier)
        tableView.backgroundView = spinner
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: String(localized: "Info"),
            image: UIImage(systemName: "info.circle"),
            primaryAction: UIAction { [weak self] _ in self?.presenter?.didTapInfo() }
        )
        presenter?.onViewDidLoad()
    }

    // MARK: MenuView

    func showLoading(_ isLoading: Bool) {
        if isLoading {
            navigationItem.prompt = nil
            spinner.startAnimating()
        } else {
            spinner.stopAnimating()
        }
    }

    func show(items: [String]) {
        titles = items
        guard isViewLoaded else { return }  // the first layout reads `titles`
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
        (cell as? MenuItemCell)?.show(title: titles[indexPath.row])
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        presenter?.didSelectItem(at: indexPath.row)
    }
}

/// One menu row: a title label of its own, laid out with Auto Layout.
final class MenuItemCell: UITableViewCell {
    static let reuseIdentifier = "MenuItemCell"

    private let titleLabel = UILabel()

    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        setUp()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        accessoryType = .disclosureIndicator
        titleLabel.font = .preferredFont(forTextStyle: .body)
        titleLabel.adjustsFontForContentSizeCategory = true
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            titleLabel.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            titleLabel.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            titleLabel.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
        ])
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        titleLabel.text = nil
    }

    func show(title: String) {
        titleLabel.text = title
    }
}

// MARK: - Building the screen and navigating

@MainActor
final class MenuRouter: MenuRouting {
    /// The menu screen; the router navigates from it and does not keep it alive.
    weak var source: UIViewController?

    func showDetail(for item: MenuItem) {
        source?.navigationController?.pushViewController(DetailViewController(title: item.title), animated: true)
    }

    func showInfo() {
        source?.present(UINavigationController(rootViewController: InfoViewController()), animated: true)
    }
}

@MainActor
enum MenuScreen {
    /// The menu in its navigation stack, ready to be a window's root.
    static func make(repository: MenuRepository = MenuService.shared) -> UINavigationController {
        let screen = MenuViewController()
        let router = MenuRouter()
        screen.presenter = MenuPresenter(view: screen, repository: repository, router: router)
        router.source = screen
        return UINavigationController(rootViewController: screen)
    }
}
