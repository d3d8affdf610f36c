//  MenuViewController.swift
//  Passive view + the module builder + the router.

import UIKit

final class MenuViewController: UIViewController {
    var presenter: MenuPresenting?

    private enum Constants {
        static let cellID = "MenuItemCell"
    }

    private let tableView = UITableView()
    private let activityIndicator = UIActivityIndicatorView()
    private let messageLabel = UILabel()
    private let infoButton = UIButton()
    private var titles: [String] = []

    override func loadView() {
        let root = UIView()
        root.backgroundColor = .systemBackground
        view = root
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        setUpViews()
        presenter?.onViewDidLoad()
    }

    private func setUpViews() {
        let header = UIView()
        header.backgroundColor = .red
        infoButton.setTitle("Info", for: .normal)
        infoButton.addAction(UIAction { [weak self] _ in
            self?.presenter?.didTapInfo()
        }, for: .touchUpInside)
        header.addSubview(infoButton)

        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Constants.cellID)
        tableView.dataSource = self
        tableView.delegate = self

        messageLabel.textColor = .secondaryLabel
        messageLabel.isHidden = true

        [header, tableView, messageLabel, activityIndicator].forEach(view.addSubview)
    }
}

extension MenuViewController: MenuView {
    func showLoading(_ isLoading: Bool) {
        if isLoading {
            activityIndicator.startAnimating()
        } else {
            activityIndicator.stopAnimating()
        }
    }

    func show(items: [String]) {
        messageLabel.isHidden = true
        tableView.isHidden = false
        titles = items
        tableView.reloadData()
    }

    func showError(_ message: String) {
        messageLabel.text = message
        messageLabel.isHidden = false
    }
}

extension MenuViewController: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        titles.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Constants.cellID, for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = titles[indexPath.row]
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}

extension MenuViewController: UITableViewDelegate {
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
