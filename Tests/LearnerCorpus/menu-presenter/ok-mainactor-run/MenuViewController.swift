import UIKit

/// A row of the menu: one title label of its own.
final class MenuItemCell: UITableViewCell {
    static let reuseIdentifier = "MenuItemCell"

    let titleLabel = UILabel()

    func configure(title: String) {
        if titleLabel.superview == nil {
            addSubview(titleLabel)
        }
        titleLabel.text = title
        accessoryType = .disclosureIndicator
    }
}

final class MenuViewController: UIViewController, MenuView {
    var presenter: MenuPresenting?

    private let tableView = UITableView()
    private let spinner = UIActivityIndicatorView()
    private let errorLabel = UILabel()
    private var titles: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white

        let infoButton = UIButton()
        infoButton.setTitle("Info", for: .normal)
        infoButton.addAction(UIAction { [weak self] _ in self?.presenter?.didTapInfo() }, for: .touchUpInside)
        view.addSubview(infoButton)

        tableView.register(MenuItemCell.self, forCellReuseIdentifier: MenuItemCell.reuseIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)

        errorLabel.isHidden = true
        view.addSubview(errorLabel)
        view.addSubview(spinner)

        presenter?.onViewDidLoad()
    }

    func showLoading(_ isLoading: Bool) {
        if isLoading { spinner.startAnimating() } else { spinner.stopAnimating() }
    }

    func show(items: [String]) {
        titles = items
        errorLabel.isHidden = true
        tableView.reloadData()
    }

    func showError(_ message: String) {
        errorLabel.text = message
        errorLabel.isHidden = false
    }
}

extension MenuViewController: UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        titles.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: MenuItemCell.reuseIdentifier, for: indexPath)
        (cell as? MenuItemCell)?.configure(title: titles[indexPath.row])
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter?.didSelectItem(at: indexPath.row)
    }
}

enum MenuFactory {
    @MainActor
    static func makeMenu(in navigationController: UINavigationController,
                         repository: MenuRepository = MenuService.shared) -> MenuViewController {
        let viewController = MenuViewController()
        let router = PushMenuRouter(navigationController: navigationController)
        viewController.presenter = MenuPresenter(view: viewController, repository: repository, router: router)
        return viewController
    }
}

final class PushMenuRouter: MenuRouting {
    private weak var navigationController: UINavigationController?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func showDetail(for item: MenuItem) {
        navigationController?.pushViewController(DetailViewController(title: item.title), animated: true)
    }

    func showInfo() {
        navigationController?.present(InfoViewController(), animated: true)
    }
}
