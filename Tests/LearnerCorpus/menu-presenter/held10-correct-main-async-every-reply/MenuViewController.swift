// The menu screen's view: a plain view controller with a banner (title and info button) above a
// table laid out with Auto Layout; rows use content configurations; errors come as an alert.
// The screen is assembled by MenuScreenFactory at the bottom of this file.
import UIKit

final class MenuViewController: UIViewController, MenuView, UITableViewDataSource, UITableViewDelegate {
    var presenter: MenuPresenting?

    private let tableView = UITableView()
    private let spinner = UIActivityIndicatorView()
    private var titles: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white

        let infoButton = UIButton()
        infoButton.setTitle("Info", for: .normal)
        infoButton.addAction(UIAction { [weak self] _ in self?.presenter?.didTapInfo() }, for: .touchUpInside)

        let heading = UILabel()
        heading.text = "Today's menu"
        let banner = UIStackView(arrangedSubviews: [heading, spinner, infoButton])
        banner.axis = .horizontal
        banner.spacing = 8

        banner.translatesAutoresizingMaskIntoConstraints = false
        tableView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(banner)
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            banner.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            banner.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            banner.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            tableView.topAnchor.constraint(equalTo: banner.bottomAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])

        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "item")
        tableView.dataSource = self
        tableView.delegate = self
        presenter?.onViewDidLoad()
    }

    // MARK: MenuView

    func showLoading(_ isLoading: Bool) {
        if isLoading { spinner.startAnimating() } else { spinner.stopAnimating() }
    }

    func show(items: [String]) {
        titles = items
        tableView.reloadData()
    }

    func showError(_ message: String) {
        if let alert = presentedViewController as? UIAlertController {
            alert.message = message
            return
        }
        let alert = UIAlertController(title: "Menu", message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }

    // MARK: Table

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        titles.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = titles[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter?.didSelectItem(at: indexPath.row)
        tableView.deselectRow(at: indexPath, animated: true)
    }
}

/// Pushes the detail and info screens on the menu's navigation stack.
final class MenuNavigator: MenuRouting {
    private weak var source: UIViewController?

    init(source: UIViewController) {
        self.source = source
    }

    func showDetail(for item: MenuItem) {
        source?.navigationController?.pushViewController(DetailViewController(title: item.title), animated: true)
    }

    func showInfo() {
        source?.navigationController?.pushViewController(InfoViewController(), animated: true)
    }
}

@MainActor
enum MenuScreenFactory {
    static func makeMenu() -> MenuViewController {
        let screen = MenuViewController()
        screen.presenter = MenuPresenter(view: screen, repository: MenuService.shared, router: MenuNavigator(source: screen))
        return screen
    }
}
