import UIKit

final class MenuItemCell: UITableViewCell {
    static let reuseIdentifier = "MenuItemCell"

    private let titleLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        titleLabel.textColor = .label
        contentView.addSubview(titleLabel)
        accessoryType = .disclosureIndicator
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        titleLabel.text = nil
    }

    func configure(title: String) {
        titleLabel.text = title
    }
}

final class MenuViewController: UIViewController, MenuView {
    var presenter: MenuPresenting?

    private let tableView = UITableView()
    private let spinner = UIActivityIndicatorView()
    private let infoButton = UIButton()
    private var titles: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        infoButton.setTitle("Info", for: .normal)
        infoButton.addAction(UIAction { [weak self] _ in self?.presenter?.didTapInfo() }, for: .touchUpInside)
        view.addSubview(infoButton)

        tableView.register(MenuItemCell.self, forCellReuseIdentifier: MenuItemCell.reuseIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
        view.addSubview(spinner)

        presenter?.onViewDidLoad()
    }

    func showLoading(_ isLoading: Bool) {
        isLoading ? spinner.startAnimating() : spinner.stopAnimating()
    }

    func show(items: [String]) {
        titles = items
        tableView.reloadData()
    }

    func showError(_ message: String) {
        let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }
}

extension MenuViewController: UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        titles.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: MenuItemCell.reuseIdentifier, for: indexPath) as! MenuItemCell
        cell.configure(title: titles[indexPath.row])
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        presenter?.didSelectItem(at: indexPath.row)
    }
}

/// Builds the menu screen.
@MainActor
enum MenuBuilder {
    static func build(navigationController: UINavigationController) -> UIViewController {
        let menu = MenuViewController()
        let router = MenuRouter(navigationController: navigationController)
        menu.presenter = MenuPresenter(view: menu, repository: MenuService.shared, router: router)
        return menu
    }
}

final class MenuRouter: MenuRouting {
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
