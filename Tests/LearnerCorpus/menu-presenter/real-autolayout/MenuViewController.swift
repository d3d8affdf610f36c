import UIKit

final class MenuViewController: UIViewController, MenuView {
    var presenter: MenuPresenting?

    private let banner = UIView()
    private let infoButton = UIButton()
    private let tableView = UITableView()
    private let spinner = UIActivityIndicatorView()
    private let errorLabel = UILabel()
    private var titles: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        configureHierarchy()
        configureLayout()
        presenter?.onViewDidLoad()
    }

    private func configureHierarchy() {
        banner.backgroundColor = .red
        infoButton.setTitle("Info", for: .normal)
        infoButton.addAction(UIAction { [weak self] _ in self?.presenter?.didTapInfo() }, for: .touchUpInside)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        tableView.dataSource = self
        tableView.delegate = self
        errorLabel.isHidden = true

        view.addSubview(banner)
        banner.addSubview(infoButton)
        view.addSubview(tableView)
        view.addSubview(errorLabel)
        view.addSubview(spinner)
    }

    private func configureLayout() {
        [banner, infoButton, tableView, errorLabel, spinner].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
        }
        NSLayoutConstraint.activate([
            banner.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            banner.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            banner.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            banner.heightAnchor.constraint(equalToConstant: 50),

            infoButton.centerXAnchor.constraint(equalTo: banner.centerXAnchor),
            infoButton.centerYAnchor.constraint(equalTo: banner.centerYAnchor),

            tableView.topAnchor.constraint(equalTo: banner.bottomAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),

            errorLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            errorLabel.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            spinner.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            spinner.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }

    func showLoading(_ isLoading: Bool) {
        if isLoading { spinner.startAnimating() } else { spinner.stopAnimating() }
    }

    func show(items: [String]) {
        errorLabel.isHidden = true
        titles = items
        tableView.reloadData()
    }

    func showError(_ message: String) {
        errorLabel.text = message
        errorLabel.isHidden = false
    }
}

extension MenuViewController: UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { titles.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = titles[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        presenter?.didSelectItem(at: indexPath.row)
    }
}

// MARK: - Module

@MainActor
struct MenuModule {
    let repository: MenuRepository

    init(repository: MenuRepository = MenuService.shared) {
        self.repository = repository
    }

    /// Returns the navigation stack with the menu as its root.
    func build() -> UINavigationController {
        let menu = MenuViewController()
        let navigation = UINavigationController(rootViewController: menu)
        let router = NavigationMenuRouter(navigationController: navigation)
        let presenter = MenuPresenter(view: menu, repository: repository, router: router)
        menu.presenter = presenter
        menu.title = "Menu"
        return navigation
    }
}

@MainActor
final class NavigationMenuRouter: MenuRouting {
    private weak var navigationController: UINavigationController?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func showDetail(for item: MenuItem) {
        navigationController?.pushViewController(DetailViewController(title: item.title), animated: true)
    }

    func showInfo() {
        navigationController?.topViewController?.present(InfoViewController(), animated: true)
    }
}
