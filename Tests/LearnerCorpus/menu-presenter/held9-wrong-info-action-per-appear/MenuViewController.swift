// The menu screen's view: a passive view controller, its cell, the router and the factory that
// puts the screen together.
import UIKit

final class MenuItemCell: UITableViewCell {
    static let reuseIdentifier = "MenuItemCell"
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

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used: this cell is built in code")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        titleLabel.text = nil
    }
}

final class MenuViewController: UIViewController, MenuView {
    var presenter: MenuPresenting?
    private let tableView = UITableView()
    private let spinner = UIActivityIndicatorView()
    private let infoButton = UIButton()
    private var titles: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        infoButton.setTitle("Info", for: .normal)
        infoButton.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(infoButton)
        tableView.translatesAutoresizingMaskIntoConstraints = false
        spinner.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tableView)
        view.addSubview(spinner)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            spinner.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            spinner.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            infoButton.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            infoButton.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
        ])
        tableView.register(MenuItemCell.self, forCellReuseIdentifier: MenuItemCell.reuseIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        presenter?.onViewDidLoad()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // The info screen may have changed what the button should say (opening hours today).
        infoButton.setTitle("Info", for: .normal)
        infoButton.addAction(UIAction { [weak self] _ in self?.presenter?.didTapInfo() }, for: .touchUpInside)
    }

    func showLoading(_ isLoading: Bool) {
        if isLoading { spinner.startAnimating() } else { spinner.stopAnimating() }
    }

    func show(items: [String]) {
        titles = items
        tableView.reloadData()
    }

    func showError(_ message: String) {
        if let shown = presentedViewController as? UIAlertController {
            shown.message = message
            return
        }
        let alert = UIAlertController(title: "Menu", message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }
}

extension MenuViewController: UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        titles.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: MenuItemCell.reuseIdentifier, for: indexPath)
        (cell as? MenuItemCell)?.titleLabel.text = titles[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        presenter?.didSelectItem(at: indexPath.row)
    }
}

/// Navigates from the menu: pushes onto the navigation controller it was given.
final class MenuRouter: MenuRouting {
    weak var navigationController: UINavigationController?

    func showDetail(for item: MenuItem) {
        navigationController?.pushViewController(DetailViewController(title: item.title), animated: true)
    }

    func showInfo() {
        navigationController?.pushViewController(InfoViewController(), animated: true)
    }
}

/// Builds the real menu screen, inside its navigation controller.
enum MenuScreenFactory {
    @MainActor static func make() -> UINavigationController {
        let viewController = MenuViewController()
        let navigation = UINavigationController(rootViewController: viewController)
        let router = MenuRouter()
        router.navigationController = navigation
        viewController.presenter = MenuPresenter(view: viewController, repository: MenuService.shared, router: router)
        return navigation
    }
}
