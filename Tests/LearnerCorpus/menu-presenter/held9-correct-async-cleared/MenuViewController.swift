// The menu screen's view: passive, built from outside by `MenuScreenBuilder`.
import UIKit

final class MenuViewController: UIViewController, MenuView {
    var presenter: MenuPresenting?

    private static let cellID = "menu-item"
    private let tableView = UITableView()
    private let spinner = UIActivityIndicatorView()
    private let errorLabel = UILabel()
    private let infoButton = UIButton()
    private var titles: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        infoButton.setTitle("Info", for: .normal)
        infoButton.addAction(UIAction { [weak self] _ in self?.presenter?.didTapInfo() }, for: .touchUpInside)
        errorLabel.numberOfLines = 0
        errorLabel.isHidden = true

        let stack = UIStackView(arrangedSubviews: [infoButton, errorLabel, spinner, tableView])
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            stack.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])

        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellID)
        tableView.dataSource = self
        tableView.delegate = self
        presenter?.onViewDidLoad()
    }

    func showLoading(_ isLoading: Bool) {
        spinner.isHidden = !isLoading
        if isLoading {
            errorLabel.isHidden = true
            spinner.startAnimating()
        } else {
            spinner.stopAnimating()
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
}

extension MenuViewController: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        titles.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellID, for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = titles[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}

extension MenuViewController: UITableViewDelegate {
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter?.didSelectItem(at: indexPath.row)
    }
}

/// Opens the screens the menu leads to.
final class NavigationMenuRouter: MenuRouting {
    private weak var host: UIViewController?

    init(host: UIViewController) {
        self.host = host
    }

    func showDetail(for item: MenuItem) {
        host?.navigationController?.pushViewController(DetailViewController(title: item.title), animated: true)
    }

    func showInfo() {
        host?.navigationController?.pushViewController(InfoViewController(), animated: true)
    }
}

/// The one place that puts the real screen together.
@MainActor
enum MenuScreenBuilder {
    static func build(repository: any MenuRepository = MenuService.shared) -> MenuViewController {
        let screen = MenuViewController()
        let router = NavigationMenuRouter(host: screen)
        screen.presenter = MenuPresenter(view: screen, repository: repository, router: router)
        return screen
    }
}
