import UIKit

final class MenuViewController: UIViewController, MenuView {
    var presenter: MenuPresenting?
    private let tableView = UITableView()
    private let loadingIndicator = UIActivityIndicatorView()
    private var rows: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        let infoButton = UIButton()
        infoButton.setTitle("Info", for: .normal)
        infoButton.addAction(UIAction { [weak self] _ in
            self?.presenter?.didTapInfo()
        }, for: .touchUpInside)
        view.addSubview(infoButton)
        view.addSubview(tableView)
        view.addSubview(loadingIndicator)
        tableView.dataSource = self
        tableView.delegate = self
        presenter?.onViewDidLoad()
    }

    func showLoading(_ isLoading: Bool) {
        if isLoading { loadingIndicator.startAnimating() } else { loadingIndicator.stopAnimating() }
    }

    func show(items: [String]) {
        rows = items
        tableView.reloadData()
    }

    func showError(_ message: String) {
        present(UIAlertController(title: nil, message: message, preferredStyle: .alert), animated: true)
    }
}

extension MenuViewController: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell")
            ?? UITableViewCell(style: .default, reuseIdentifier: "cell")
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }
}

extension MenuViewController: UITableViewDelegate {
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter?.didSelectItem(at: indexPath.row)
    }
}

/// Builds the menu screen: presenter, router and view controller, wired in one place.
@MainActor
enum MenuScreen {
    static func make(navigationController: UINavigationController) -> MenuViewController {
        let viewController = MenuViewController()
        let router = MenuRouter(navigationController: navigationController)
        let presenter = MenuPresenter(view: viewController, repository: MenuService.shared, router: router)
        viewController.presenter = presenter
        router.keepAlive = presenter
        return viewController
    }
}

/// Navigation for the menu: it knows UIKit, the presenter does not.
final class MenuRouter: MenuRouting {
    weak var navigationController: UINavigationController?
    var keepAlive: AnyObject?

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
