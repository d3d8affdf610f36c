// Mutant: a cell subclass that adds a new label every time it is configured, and never clears it:
// a reused cell shows the title it had before as well as its new one.
import UIKit

final class TitleCell: UITableViewCell {
    func configure(_ title: String) {
        let label = UILabel()
        label.text = title
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            label.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }
}

/// Draws what the presenter says and reports what the user does. No decisions here.
final class MenuViewController: UIViewController, MenuView {
    /// Set by whoever builds the screen (see `MenuScreen.make`).
    var presenter: MenuPresenting?

    private let tableView = UITableView()
    private let spinner = UIActivityIndicatorView()
    private let infoButton = UIButton()
    private var titles: [String] = []
    private static let cellIdentifier = "MenuCell"

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        infoButton.setTitle(String(localized: "Info"), for: .normal)
        infoButton.addAction(UIAction { [weak self] _ in self?.presenter?.didTapInfo() }, for: .touchUpInside)
        view.addSubview(infoButton)
        view.addSubview(tableView)
        view.addSubview(spinner)
        tableView.register(TitleCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        presenter?.onViewDidLoad()
    }

    func showLoading(_ isLoading: Bool) {
        if isLoading { spinner.startAnimating() } else { spinner.stopAnimating() }
    }

    func show(items: [String]) {
        titles = items
        tableView.reloadData()
    }

    func showError(_ message: String) {
        let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: String(localized: "OK"), style: .default))
        present(alert, animated: true)
    }
}

extension MenuViewController: UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        titles.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        (cell as? TitleCell)?.configure(titles[indexPath.row])
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        presenter?.didSelectItem(at: indexPath.row)
    }
}

/// Navigation for the menu, on the navigation controller that shows it.
@MainActor
final class MenuRouter: MenuRouting {
    weak var navigationController: UINavigationController?

    func showDetail(for item: MenuItem) {
        navigationController?.pushViewController(DetailViewController(title: item.title), animated: true)
    }

    func showInfo() {
        navigationController?.pushViewController(InfoViewController(), animated: true)
    }
}

/// Builds the menu screen: the one place that knows every concrete type.
@MainActor
enum MenuScreen {
    static func make(navigationController: UINavigationController, repository: MenuRepository = MenuService.shared) -> MenuViewController {
        let router = MenuRouter()
        router.navigationController = navigationController
        let viewController = MenuViewController()
        viewController.presenter = MenuPresenter(view: viewController, repository: repository, router: router)
        return viewController
    }
}
