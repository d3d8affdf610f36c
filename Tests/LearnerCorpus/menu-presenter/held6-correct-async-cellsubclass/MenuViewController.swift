import UIKit

/// A menu row: its own label, laid out with Auto Layout.
final class MenuCell: UITableViewCell {
    static let reuseID = "MenuCell"
    let titleLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            titleLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            titleLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

final class MenuViewController: UIViewController, MenuView, UITableViewDataSource, UITableViewDelegate {
    var presenter: MenuPresenting?
    private var titles: [String] = []
    private let tableView = UITableView()
    private let errorLabel = UILabel()
    private let spinner = UIActivityIndicatorView(style: .large)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let infoButton = UIButton(type: .system, primaryAction: UIAction(title: "Info") { [weak self] _ in
            self?.presenter?.didTapInfo()
        })
        errorLabel.isHidden = true
        let stack = UIStackView(arrangedSubviews: [infoButton, errorLabel, spinner, tableView])
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            stack.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        tableView.register(MenuCell.self, forCellReuseIdentifier: MenuCell.reuseID)
        tableView.dataSource = self
        tableView.delegate = self
        presenter?.onViewDidLoad()
    }

    func showLoading(_ isLoading: Bool) {
        isLoading ? spinner.startAnimating() : spinner.stopAnimating()
    }

    func show(items: [String]) {
        titles = items
        tableView.reloadData()
    }

    func showError(_ message: String) {
        errorLabel.text = message
        errorLabel.isHidden = false
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { titles.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: MenuCell.reuseID, for: indexPath)
        (cell as? MenuCell)?.titleLabel.text = titles[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter?.didSelectItem(at: indexPath.row)
    }
}

/// Builds the real screen: presenter, router and view controller, in one place.
@MainActor
enum MenuFactory {
    private final class Router: MenuRouting {
        weak var host: UIViewController?
        func showDetail(for item: MenuItem) {
            host?.navigationController?.pushViewController(DetailViewController(title: item.title), animated: true)
        }
        func showInfo() {
            host?.navigationController?.pushViewController(InfoViewController(), animated: true)
        }
    }

    static func makeMenu() -> MenuViewController {
        let screen = MenuViewController()
        let router = Router()
        router.host = screen
        screen.presenter = MenuPresenter(view: screen, repository: MenuService.shared, router: router)
        return screen
    }
}
