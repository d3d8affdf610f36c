// The menu screen: a stack of an error banner and a table fed by a diffable data source, and the
// info button in the toolbar. The module builder at the bottom wires the real screen.
import UIKit

final class MenuViewController: UIViewController, MenuView, UITableViewDelegate {
    private struct Row: Hashable {
        let position: Int
        let title: String
    }

    var presenter: MenuPresenting?

    private let tableView = UITableView(frame: .zero, style: .plain)
    private let errorLabel = UILabel()
    private let activity = UIActivityIndicatorView(style: .medium)
    private var dataSource: UITableViewDiffableDataSource<Int, Row>?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        navigationItem.title = "Menu"

        errorLabel.numberOfLines = 0
        errorLabel.textAlignment = .center
        errorLabel.textColor = .systemRed
        errorLabel.isHidden = true

        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        tableView.delegate = self
        dataSource = UITableViewDiffableDataSource<Int, Row>(tableView: tableView) { table, indexPath, row in
            let cell = table.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = row.title
            return cell
        }

        let stack = UIStackView(arrangedSubviews: [activity, errorLabel, tableView])
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            stack.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            stack.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
        ])

        toolbarItems = [
            .flexibleSpace(),
            UIBarButtonItem(title: "Info", image: nil, primaryAction: UIAction { [weak self] _ in
                self?.presenter?.didTapInfo()
            }),
        ]

        presenter?.onViewDidLoad()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setToolbarHidden(false, animated: animated)
    }

    // MARK: MenuView

    func showLoading(_ isLoading: Bool) {
        if isLoading {
            errorLabel.isHidden = true
            activity.startAnimating()
        } else {
            activity.stopAnimating()
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

    // MARK: UITableViewDelegate

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        presenter?.didSelectItem(at: indexPath.row)
    }
}

/// The menu's navigation, through the navigation controller the screen sits in.
final class MenuFlow: MenuRouting {
    weak var host: UIViewController?

    func showDetail(for item: MenuItem) {
        host?.show(DetailViewController(title: item.title), sender: nil)
    }

    func showInfo() {
        host?.present(InfoViewController(), animated: true)
    }
}

@MainActor
struct MenuModuleBuilder {
    var repository: MenuRepository = MenuService.shared

    func build() -> MenuViewController {
        let screen = MenuViewController()
        let flow = MenuFlow()
        flow.host = screen
        screen.presenter = MenuPresenter(view: screen, repository: repository, router: flow)
        return screen
    }
}
