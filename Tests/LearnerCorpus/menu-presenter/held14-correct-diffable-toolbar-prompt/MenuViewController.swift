// The menu screen's view controller, a cell of its own, the router and the factory that builds the
// screen. Style: a stack view holding the table, a diffable data source keyed by row number (so two
// items with the same title stay two rows), the info button in the toolbar, errors in the
// navigation prompt.
import UIKit

final class MenuCell: UITableViewCell {
    static let reuseIdentifier = "MenuCell"
    let nameLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(nameLabel)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        contentView.addSubview(nameLabel)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        nameLabel.text = nil
    }
}

final class MenuViewController: UIViewController, MenuView {
    var presenter: MenuPresenting?

    private let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private let spinner = UIActivityIndicatorView(style: .large)
    private var titles: [String] = []
    private var dataSource: UITableViewDiffableDataSource<Int, Int>?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Menu"
        view.backgroundColor = .systemBackground

        tableView.register(MenuCell.self, forCellReuseIdentifier: MenuCell.reuseIdentifier)
        tableView.delegate = self
        dataSource = UITableViewDiffableDataSource<Int, Int>(tableView: tableView) { [weak self] table, indexPath, row in
            let cell = table.dequeueReusableCell(withIdentifier: MenuCell.reuseIdentifier, for: indexPath)
            (cell as? MenuCell)?.nameLabel.text = self?.titles.indices.contains(row) == true ? self?.titles[row] : nil
            return cell
        }

        let stack = UIStackView(arrangedSubviews: [spinner, tableView])
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            stack.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])

        toolbarItems = [
            .flexibleSpace(),
            UIBarButtonItem(title: "Info", primaryAction: UIAction(title: "Info") { [weak self] _ in
                self?.presenter?.didTapInfo()
            }),
        ]
        navigationController?.setToolbarHidden(false, animated: false)

        presenter?.onViewDidLoad()
    }

    func showLoading(_ isLoading: Bool) {
        spinner.isHidden = !isLoading
        if isLoading { spinner.startAnimating() } else { spinner.stopAnimating() }
    }

    func show(items: [String]) {
        titles = items
        navigationItem.prompt = nil
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(items.indices), toSection: 0)
        // Row numbers stay the same when only the titles change: reload every cell, not a diff.
        dataSource?.applySnapshotUsingReloadData(snapshot)
    }

    func showError(_ message: String) {
        navigationItem.prompt = message
    }
}

extension MenuViewController: UITableViewDelegate {
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter?.didSelectItem(at: indexPath.row)
        tableView.deselectRow(at: indexPath, animated: true)
    }
}

/// Navigation for the menu: the router owns it, the view controller never pushes.
final class MenuRouter: MenuRouting {
    private weak var navigation: UINavigationController?

    init(navigation: UINavigationController?) {
        self.navigation = navigation
    }

    func showDetail(for item: MenuItem) {
        navigation?.pushViewController(DetailViewController(title: item.title), animated: true)
    }

    func showInfo() {
        navigation?.pushViewController(InfoViewController(), animated: true)
    }
}

/// The composition root of the screen.
@MainActor
enum MenuScreen {
    static func make(repository: any MenuRepository = MenuService.shared) -> UINavigationController {
        let menu = MenuViewController()
        let navigation = UINavigationController(rootViewController: menu)
        menu.presenter = MenuPresenter(view: menu, repository: repository, router: MenuRouter(navigation: navigation))
        return navigation
    }
}
