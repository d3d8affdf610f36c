import UIKit

final class MenuViewController: UIViewController, MenuView {
    var presenter: MenuPresenting?
    private let tableView = UITableView()
    private let spinner = UIActivityIndicatorView()
    private let infoButton = UIButton()

    /// The rows come straight from the presenter, no copy to keep in sync.
    private var menu: [MenuItem] { (presenter as? MenuPresenter)?.items ?? [] }

    override func viewDidLoad() {
        super.viewDidLoad()
        infoButton.setTitle("Info", for: .normal)
        infoButton.addAction(UIAction { [weak self] _ in self?.presenter?.didTapInfo() }, for: .touchUpInside)
        view.addSubview(infoButton)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
        view.addSubview(spinner)
        presenter?.onViewDidLoad()
    }

    func showLoading(_ isLoading: Bool) {
        if isLoading { spinner.startAnimating() } else { spinner.stopAnimating() }
    }

    func show(items: [String]) {
        tableView.reloadData()
    }

    func showError(_ message: String) {
        present(UIAlertController(title: "Oops", message: message, preferredStyle: .alert), animated: true)
    }
}

extension MenuViewController: UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { menu.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = menu[indexPath.row].title
        return cell
    }

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
