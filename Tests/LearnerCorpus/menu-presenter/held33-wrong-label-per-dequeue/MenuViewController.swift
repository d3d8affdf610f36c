// The menu screen's view controller and the factory that builds the screen.
import UIKit

final class MenuViewController: UIViewController, MenuView {
    var presenter: MenuPresenting?

    private let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private let spinner = UIActivityIndicatorView(style: .medium)
    private var titles: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Menu"
        view.backgroundColor = .systemGroupedBackground

        navigationItem.rightBarButtonItem = UIBarButtonItem(
            image: UIImage(systemName: "info.circle"),
            primaryAction: UIAction { [weak self] _ in self?.presenter?.didTapInfo() }
        )
        navigationItem.leftBarButtonItem = UIBarButtonItem(customView: spinner)

        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "MenuRow")
        tableView.dataSource = self
        tableView.delegate = self
        tableView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])

        presenter?.onViewDidLoad()
    }

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

extension MenuViewController: UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        titles.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "MenuRow", for: indexPath)
        // A title label with the café's font and margins, pinned to the content view.
        let titleLabel = UILabel()
        titleLabel.text = titles[indexPath.row]
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: cell.contentView.layoutMarginsGuide.leadingAnchor),
            titleLabel.trailingAnchor.constraint(equalTo: cell.contentView.layoutMarginsGuide.trailingAnchor),
            titleLabel.centerYAnchor.constraint(equalTo: cell.contentView.centerYAnchor),
        ])
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        presenter?.didSelectItem(at: indexPath.row)
    }
}

@MainActor
final class MenuRouter: MenuRouting {
    weak var menu: UIViewController?

    func showDetail(for item: MenuItem) {
        menu?.show(DetailViewController(title: item.title), sender: nil)
    }

    func showInfo() {
        menu?.present(InfoViewController(), animated: true)
    }
}

@MainActor
func makeMenuScreen() -> UINavigationController {
    let menu = MenuViewController()
    let router = MenuRouter()
    router.menu = menu
    menu.presenter = MenuPresenter(view: menu, repository: MenuService.shared, router: router)
    return UINavigationController(rootViewController: menu)
}
