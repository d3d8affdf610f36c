// The menu screen's view controller: passive. It forwards what the user did and draws what it is told.
import UIKit

final class MenuViewController: UIViewController, MenuView {
    var presenter: MenuPresenting?

    private let tableView = UITableView()
    private let infoButton = UIButton()
    private let spinner = UIActivityIndicatorView()
    private let errorLabel = UILabel()
    private var titles: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white

        let banner = UIView()
        banner.backgroundColor = .red
        view.addSubview(banner)

        infoButton.setTitle("Info", for: .normal)
        infoButton.addAction(UIAction { [weak self] _ in self?.presenter?.didTapInfo() }, for: .touchUpInside)
        banner.addSubview(infoButton)

        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
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
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        titles.count
    }

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
