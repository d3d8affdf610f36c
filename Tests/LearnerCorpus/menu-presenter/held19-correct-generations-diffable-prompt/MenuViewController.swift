// The menu screen's view controller (passive), its router and the place that builds the screen.
//
// Style: built in code; a diffable data source with a cell subclass of its own; the info button
// is a bar button item; a failure shows in the navigation prompt.
import UIKit

// MARK: - The screen, built in one place

@MainActor
enum MenuScreen {
    /// The real screen: a navigation stack with the menu at its root.
    static func make(repository: MenuRepository = MenuService.shared) -> UINavigationController {
        let viewController = MenuViewController()
        let navigation = UINavigationController(rootViewController: viewController)
        let router = MenuRouter(navigation: navigation)
        viewController.presenter = MenuPresenter(view: viewController, repository: repository, router: router)
        return navigation
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
        navigation?.pushViewController(InfoViewController(), animated: true)
    }
}

// MARK: - The cell

final class MenuItemCell: UITableViewCell {
    static let reuseIdentifier = "MenuItemCell"
    private let titleLabel = UILabel()

    override init(style: CellStyle, reuseIdentifier: String?) {
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

// MARK: - The view controller

final class MenuViewController: UIViewController, MenuView {
    var presenter: MenuPresenting?

    /// A row is its position and its title: two items with the same title are two rows.
    private struct Row: Hashable {
        let position: Int
        let title: String
    }

    private let tableView = UITableView(frame: .zero, style: .plain)
    private let spinner = UIActivityIndicatorView(style: .medium)
    private var dataSource: UITableViewDiffableDataSource<Int, Row>?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Menu"
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Info",
            primaryAction: UIAction { [weak self] _ in self?.presenter?.didTapInfo() }
        )
        layOut()
        presenter?.onViewDidLoad()
    }

    private func layOut() {
        tableView.translatesAutoresizingMaskIntoConstraints = false
        spinner.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tableView)
        view.addSubview(spinner)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            spinner.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            spinner.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
        tableView.register(MenuItemCell.self, forCellReuseIdentifier: MenuItemCell.reuseIdentifier)
        tableView.delegate = self
        dataSource = UITableViewDiffableDataSource<Int, Row>(tableView: tableView) { tableView, indexPath, row in
            let cell = tableView.dequeueReusableCell(withIdentifier: MenuItemCell.reuseIdentifier, for: indexPath)
            (cell as? MenuItemCell)?.show(title: row.title)
            return cell
        }
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
        navigationItem.prompt = nil
        var snapshot = NSDiffableDataSourceSnapshot<Int, Row>()
        snapshot.appendSections([0])
        snapshot.appendItems(items.enumerated().map { Row(position: $0.offset, title: $0.element) })
        dataSource?.apply(snapshot, animatingDifferences: false)
    }

    func showError(_ message: String) {
        navigationItem.prompt = message
    }
}

extension MenuViewController: UITableViewDelegate {
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        presenter?.didSelectItem(at: indexPath.row)
    }
}
