import UIKit

final class MenuViewController: UITableViewController, MenuView {
    var presenter: MenuPresenting?

    private var titles: [String] = []
    private let errorLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Menu"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")

        let infoButton = UIButton(type: .infoLight)
        infoButton.setTitle("Info", for: .normal)
        infoButton.addAction(UIAction { [weak self] _ in self?.presenter?.didTapInfo() }, for: .touchUpInside)
        tableView.tableHeaderView = infoButton

        errorLabel.numberOfLines = 0
        errorLabel.textAlignment = .center
        errorLabel.isHidden = true
        tableView.backgroundView = errorLabel

        refreshControl = UIRefreshControl()
        presenter?.onViewDidLoad()
    }

    func showLoading(_ isLoading: Bool) {
        if isLoading {
            errorLabel.isHidden = true
            refreshControl?.beginRefreshing()
        } else {
            refreshControl?.endRefreshing()
        }
    }

    func show(items: [String]) {
        titles = items
        tableView.reloadData()
    }

    func showError(_ message: String) {
        errorLabel.text = message
        errorLabel.isHidden = false
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        titles.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = titles[indexPath.row]
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter?.didSelectItem(at: indexPath.row)
    }
}

final class MenuRouter: MenuRouting {
    private weak var navigationController: UINavigationController?
    init(navigationController: UINavigationController) { self.navigationController = navigationController }

    func showDetail(for item: MenuItem) {
        navigationController?.pushViewController(DetailViewController(title: item.title), animated: true)
    }

    func showInfo() {
        navigationController?.present(InfoViewController(), animated: true)
    }
}

@MainActor
func makeMenuScreen(repository: MenuRepository = MenuService.shared) -> UINavigationController {
    let menu = MenuViewController()
    let navigation = UINavigationController(rootViewController: menu)
    let presenter = MenuPresenter(view: menu, repository: repository, router: MenuRouter(navigationController: navigation))
    menu.presenter = presenter
    return navigation
}
