// The menu screen's view controller: passive. It forwards viewDidLoad, row taps and the info bar
// button to its presenter, and draws the titles, the spinner and errors (in the navigation
// prompt) it is told. `MenuScreen.make()` builds the real screen: presenter, router, controller.
import UIKit

/// A cell with a label of its own; reuse clears it.
final class MenuTitleCell: UITableViewCell {
    static let identifier = "MenuTitleCell"
    private let titleLabel = UILabel()

    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            titleLabel.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            titleLabel.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            titleLabel.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: the menu is built in code")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        titleLabel.text = nil
    }

    func show(title: String) {
        titleLabel.text = title
    }
}

final class MenuViewController: UIViewController, MenuView {
    var presenter: MenuPresenting?

    private let tableView = UITableView(frame: .zero, style: .plain)
    private let spinner = UIActivityIndicatorView(style: .medium)
    private var titles: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Menu"
        view.backgroundColor = .systemBackground

        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Info",
            primaryAction: UIAction { [weak self] _ in self?.presenter?.didTapInfo() }
        )

        tableView.translatesAutoresizingMaskIntoConstraints = false
        tableView.register(MenuTitleCell.self, forCellReuseIdentifier: MenuTitleCell.identifier)
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)

        spinner.translatesAutoresizingMaskIntoConstraints = false
        spinner.hidesWhenStopped = true
        view.addSubview(spinner)

        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            spinner.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            spinner.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])

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
        tableView.reloadData()
    }

    func showError(_ message: String) {
        navigationItem.prompt = message
    }
}

extension MenuViewController: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        titles.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: MenuTitleCell.identifier, for: indexPath)
        (cell as? MenuTitleCell)?.show(title: titles[indexPath.row])
        return cell
    }
}

extension MenuViewController: UITableViewDelegate {
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        presenter?.didSelectItem(at: indexPath.row)
    }
}

/// Navigation for the menu: pushes onto the navigation controller the screen lives in.
final class MenuNavigator: MenuRouting {
    weak var navigationController: UINavigationController?

    func showDetail(for item: MenuItem) {
        navigationController?.pushViewController(DetailViewController(title: item.title), animated: true)
    }

    func showInfo() {
        navigationController?.pushViewController(InfoViewController(), animated: true)
    }
}

/// The composition root of the menu screen.
@MainActor
enum MenuScreen {
    static func make(repository: MenuRepository = MenuService.shared) -> UINavigationController {
        let controller = MenuViewController()
        let navigator = MenuNavigator()
        let presenter = MenuPresenter(view: controller, repository: repository, router: navigator)
        controller.presenter = presenter
        let navigation = UINavigationController(rootViewController: controller)
        navigator.navigationController = navigation
        return navigation
    }
}
