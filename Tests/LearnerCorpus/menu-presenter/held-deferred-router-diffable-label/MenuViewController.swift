import UIKit

final class MenuViewController: UIViewController, MenuView, UITableViewDelegate {
    /// One row: its position makes it unique, even when two items share a title.
    private struct Row: Hashable {
        let position: Int
        let title: String
    }

    var presenter: MenuPresenting?

    private let table = UITableView(frame: .zero, style: .insetGrouped)
    private let errorLabel = UILabel()
    private let loading = UIActivityIndicatorView(style: .large)
    private var dataSource: UITableViewDiffableDataSource<Int, Row>?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground

        let infoButton = UIButton(type: .system, primaryAction: UIAction(title: "Info") { [weak self] _ in
            self?.presenter?.didTapInfo()
        })
        infoButton.setTitle("Info", for: .normal)

        errorLabel.numberOfLines = 0
        errorLabel.textColor = .systemRed
        errorLabel.isHidden = true

        let stack = UIStackView(arrangedSubviews: [errorLabel, table, infoButton])
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        view.addSubview(loading)
        loading.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            loading.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            loading.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])

        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.delegate = self
        dataSource = UITableViewDiffableDataSource<Int, Row>(tableView: table) { tableView, indexPath, row in
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = row.title
            cell.contentConfiguration = content
            return cell
        }

        presenter?.onViewDidLoad()
    }

    func showLoading(_ isLoading: Bool) {
        if isLoading {
            errorLabel.isHidden = true
            loading.startAnimating()
        } else {
            loading.stopAnimating()
        }
    }

    func show(items: [String]) {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Row>()
        snapshot.appendSections([0])
        snapshot.appendItems(items.enumerated().map { Row(position: $0.offset, title: $0.element) })
        dataSource?.apply(snapshot, animatingDifferences: false)
    }

    func showError(_ message: String) {
        errorLabel.text = message
        errorLabel.isHidden = false
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        presenter?.didSelectItem(at: indexPath.row)
    }
}

final class MenuNavigator: MenuRouting {
    weak var root: UINavigationController?

    func showDetail(for item: MenuItem) {
        root?.pushViewController(DetailViewController(title: item.title), animated: true)
    }

    func showInfo() {
        root?.pushViewController(InfoViewController(), animated: true)
    }
}

extension MenuViewController {
    /// The whole screen, wired.
    static func assembled(repository: MenuRepository = MenuService.shared) -> UINavigationController {
        let menu = MenuViewController()
        let navigation = UINavigationController(rootViewController: menu)
        let navigator = MenuNavigator()
        navigator.root = navigation
        menu.presenter = MenuPresenter(view: menu, repository: repository, router: navigator)
        return navigation
    }
}
