import UIKit

final class MenuViewController: UIViewController, MenuView, UITableViewDelegate {
    /// A row is its position and its title: two items with the same title are two rows.
    private struct Row: Hashable {
        let position: Int
        let title: String
    }

    var presenter: MenuPresenting?

    private let tableView = UITableView()
    private let statusLabel = UILabel()
    private let spinner = UIActivityIndicatorView()
    private var dataSource: UITableViewDiffableDataSource<Int, Row>?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        let infoButton = UIButton(type: .system)
        infoButton.setTitle("Info", for: .normal)
        infoButton.addAction(UIAction { [weak self] _ in self?.presenter?.didTapInfo() }, for: .primaryActionTriggered)

        statusLabel.numberOfLines = 0
        statusLabel.textColor = .secondaryLabel
        statusLabel.isHidden = true

        let header = UIStackView(arrangedSubviews: [spinner, statusLabel, infoButton])
        header.axis = .horizontal
        header.spacing = 8
        header.translatesAutoresizingMaskIntoConstraints = false

        tableView.translatesAutoresizingMaskIntoConstraints = false
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        tableView.delegate = self
        dataSource = UITableViewDiffableDataSource<Int, Row>(tableView: tableView) { tableView, indexPath, row in
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = row.title
            cell.contentConfiguration = content
            return cell
        }

        view.addSubview(header)
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            header.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            tableView.topAnchor.constraint(equalTo: header.bottomAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])

        presenter?.onViewDidLoad()
    }

    func showLoading(_ isLoading: Bool) {
        if isLoading {
            statusLabel.isHidden = true
            spinner.startAnimating()
        } else {
            spinner.stopAnimating()
        }
    }

    func show(items: [String]) {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Row>()
        snapshot.appendSections([0])
        snapshot.appendItems(items.enumerated().map { Row(position: $0.offset, title: $0.element) })
        dataSource?.apply(snapshot, animatingDifferences: true)
    }

    func showError(_ message: String) {
        statusLabel.text = message
        statusLabel.isHidden = false
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        presenter?.didSelectItem(at: indexPath.row)
    }
}

final class MenuRouter: MenuRouting {
    weak var viewController: UIViewController?

    func showDetail(for item: MenuItem) {
        viewController?.show(DetailViewController(title: item.title), sender: nil)
    }

    func showInfo() {
        viewController?.present(UINavigationController(rootViewController: InfoViewController()), animated: true)
    }
}

extension MenuViewController {
    /// The real screen: a menu backed by the café's service.
    static func make(repository: MenuRepository = MenuService.shared) -> MenuViewController {
        let menu = MenuViewController()
        let router = MenuRouter()
        router.viewController = menu
        menu.presenter = MenuPresenter(view: menu, repository: repository, router: router)
        return menu
    }
}
