// The menu screen's view controller: passive. It forwards taps to its presenter and draws what it
// is told; MenuScreenBuilder below wires the screen together.
import UIKit

final class MenuViewController: UIViewController, MenuView {
    var presenter: MenuPresenting?

    private let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private let spinner = UIActivityIndicatorView(style: .medium)
    private let infoButton = UIButton(type: .infoLight)
    private var titles: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground

        tableView.translatesAutoresizingMaskIntoConstraints = false
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "MenuRow")
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        tableView.backgroundView = spinner

        presenter?.onViewDidLoad()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // The bar belongs to whichever screen is on top: set ours up each time we come on screen.
        configureNavigationBar()
    }

    private func configureNavigationBar() {
        title = "Menu"
        infoButton.accessibilityLabel = "Info"
        infoButton.addAction(UIAction { [weak self] _ in
            self?.presenter?.didTapInfo()
        }, for: .touchUpInside)
        navigationItem.rightBarButtonItem = UIBarButtonItem(customView: infoButton)
    }

    // MARK: MenuView

    func showLoading(_ isLoading: Bool) {
        isLoading ? spinner.startAnimating() : spinner.stopAnimating()
    }

    func show(items: [String]) {
        titles = items
        tableView.reloadData()
    }

    func showError(_ message: String) {
        let alert = UIAlertController(title: "Menu unavailable", message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .cancel))
        present(alert, animated: true)
    }
}

extension MenuViewController: UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        titles.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "MenuRow", for: indexPath)
        var content = UIListContentConfiguration.cell()
        content.text = titles[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        presenter?.didSelectItem(at: indexPath.row)
    }
}

// MARK: - Assembly

@MainActor
final class MenuScreenRouter: MenuRouting {
    weak var screen: UIViewController?

    func showDetail(for item: MenuItem) {
        screen?.navigationController?.pushViewController(DetailViewController(title: item.title), animated: true)
    }

    func showInfo() {
        screen?.present(InfoViewController(), animated: true)
    }
}

@MainActor
enum MenuScreenBuilder {
    static func build(repository: MenuRepository = MenuService.shared) -> MenuViewController {
        let screen = MenuViewController()
        let router = MenuScreenRouter()
        router.screen = screen
        screen.presenter = MenuPresenter(view: screen, repository: repository, router: router)
        return screen
    }
}
