import UIKit

final class MenuViewController: UIViewController, MenuView {
    var presenter: MenuPresenting?

    private lazy var tableView: UITableView = {
        let table = UITableView()
        table.register(UITableViewCell.self, forCellReuseIdentifier: "MenuCell")
        table.dataSource = self
        table.delegate = self
        return table
    }()

    private lazy var infoButton: UIButton = {
        let button = UIButton()
        button.setTitle("ⓘ Info", for: .normal)
        button.addAction(UIAction { [weak self] _ in self?.presenter?.didTapInfo() }, for: .touchUpInside)
        return button
    }()

    private let spinner = UIActivityIndicatorView()
    private var titles: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Menu"
        view.backgroundColor = .white
        view.addSubview(infoButton)
        view.addSubview(tableView)
        view.addSubview(spinner)
        presenter?.onViewDidLoad()
    }

    // MARK: MenuView

    func showLoading(_ isLoading: Bool) {
        spinner.isHidden = !isLoading
        isLoading ? spinner.startAnimating() : spinner.stopAnimating()
    }

    func show(items: [String]) {
        titles = items
        tableView.reloadData()
    }

    func showError(_ message: String) {
        let alert = UIAlertController(title: "Couldn't load the menu", message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .cancel))
        present(alert, animated: true)
    }
}

extension MenuViewController: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        titles.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "MenuCell", for: indexPath)
        cell.textLabel?.text = titles[indexPath.row]
        return cell
    }
}

extension MenuViewController: UITableViewDelegate {
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter?.didSelectItem(at: indexPath.row)
        tableView.deselectRow(at: indexPath, animated: true)
    }
}

// MARK: - Composition

@MainActor
final class MenuCoordinator: MenuRouting {
    let navigationController: UINavigationController
    private let repository: MenuRepository

    init(navigationController: UINavigationController = UINavigationController(),
         repository: MenuRepository = MenuService.shared) {
        self.navigationController = navigationController
        self.repository = repository
    }

    func start() {
        let menu = MenuViewController()
        // The coordinator owns the flow; the presenter holds it strongly as its router.
        menu.presenter = MenuPresenter(view: menu, repository: repository, router: self)
        navigationController.pushViewController(menu, animated: false)
    }

    func showDetail(for item: MenuItem) {
        navigationController.pushViewController(DetailViewController(title: item.title), animated: true)
    }

    func showInfo() {
        navigationController.present(InfoViewController(), animated: true)
    }
}
