// The menu screen: a passive view controller, its cell, its router and its factory.
import UIKit

@MainActor
struct MenuScreenFactory {
    let repository: any MenuRepository

    func make() -> UIViewController {
        let controller = MenuViewController()
        let router = NavigationMenuRouter(source: controller)
        controller.presenter = MenuPresenter(view: controller, repository: repository, router: router)
        return controller
    }
}

@MainActor
final class NavigationMenuRouter: MenuRouting {
    private weak var source: UIViewController?

    init(source: UIViewController) {
        self.source = source
    }

    func showDetail(for item: MenuItem) {
        source?.navigationController?.pushViewController(DetailViewController(title: item.title), animated: true)
    }

    func showInfo() {
        source?.navigationController?.pushViewController(InfoViewController(), animated: true)
    }
}

final class MenuCell: UITableViewCell {
    static let reuseID = "MenuCell"
    let nameLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        nameLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(nameLabel)
        NSLayoutConstraint.activate([
            nameLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            nameLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            nameLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        nameLabel.text = nil
    }
}

final class MenuViewController: UIViewController, MenuView, UITableViewDataSource, UITableViewDelegate {
    var presenter: MenuPresenting?
    private var titles: [String] = []
    private let tableView = UITableView()
    private let errorLabel = UILabel()
    private let spinner = UIActivityIndicatorView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white

        let infoButton = UIButton(type: .system, primaryAction: UIAction { [weak self] _ in
            self?.presenter?.didTapInfo()
        })
        infoButton.setTitle("Info", for: .normal)
        errorLabel.isHidden = true
        errorLabel.numberOfLines = 0

        let stack = UIStackView(arrangedSubviews: [infoButton, errorLabel, spinner, tableView])
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])

        tableView.register(MenuCell.self, forCellReuseIdentifier: MenuCell.reuseID)
        tableView.dataSource = self
        tableView.delegate = self
        presenter?.onViewDidLoad()
    }

    func showLoading(_ isLoading: Bool) {
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

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        titles.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: MenuCell.reuseID, for: indexPath)
        (cell as? MenuCell)?.nameLabel.text = titles[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        presenter?.didSelectItem(at: indexPath.row)
    }
}
