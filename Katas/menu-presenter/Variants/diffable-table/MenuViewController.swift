// Alternative: a diffable data source with closure-built cells, a header stack view with a filled
// button, pull-to-refresh as the loading state and an inline error label.
import UIKit

final class MenuViewController: UIViewController, MenuView {
    var presenter: MenuPresenting?

    private struct Row: Hashable {
        let position: Int
        let title: String
    }

    private let table = UITableView()
    private let errorLabel = UILabel()
    private lazy var infoButton = UIButton(configuration: .filled(), primaryAction: UIAction(title: "About us") { [weak self] _ in
        self?.presenter?.didTapInfo()
    })
    private lazy var rows = UITableViewDiffableDataSource<Int, Row>(tableView: table) { table, indexPath, row in
        let cell = table.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        var content = UIListContentConfiguration.cell()
        content.text = row.title
        content.textProperties.font = .preferredFont(forTextStyle: .headline)
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        var configuration = UIButton.Configuration.filled()
        configuration.title = "About us"
        infoButton.configuration = configuration
        errorLabel.isHidden = true
        errorLabel.numberOfLines = 0
        errorLabel.textAlignment = .center
        errorLabel.textColor = .secondaryLabel

        let stack = UIStackView(arrangedSubviews: [infoButton, errorLabel, table])
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])

        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.delegate = self
        table.refreshControl = UIRefreshControl()
        table.dataSource = rows
        presenter?.onViewDidLoad()
    }

    func showLoading(_ isLoading: Bool) {
        if isLoading {
            errorLabel.isHidden = true
            table.refreshControl?.beginRefreshing()
        } else {
            table.refreshControl?.endRefreshing()
        }
    }

    func show(items: [String]) {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Row>()
        snapshot.appendSections([0])
        snapshot.appendItems(items.enumerated().map { Row(position: $0.offset, title: $0.element) })
        rows.apply(snapshot, animatingDifferences: true)
    }

    func showError(_ message: String) {
        errorLabel.text = message
        errorLabel.isHidden = false
    }
}

extension MenuViewController: UITableViewDelegate {
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard let row = rows.itemIdentifier(for: indexPath) else { return }
        presenter?.didSelectItem(at: row.position)
        tableView.deselectRow(at: indexPath, animated: true)
    }
}
