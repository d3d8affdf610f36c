import UIKit

/// A menu row: its own label, so a reused cell shows only what it was last given.
final class MenuItemCell: UITableViewCell {
    static let reuseID = "MenuItemCell"
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

    private let tableView = UITableView()
    private let infoButton = UIButton()
    private let errorLabel = UILabel()
    private let spinner = UIActivityIndicatorView(style: .medium)
    private var titles: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        layOut()
        tableView.register(MenuItemCell.self, forCellReuseIdentifier: MenuItemCell.reuseID)
        tableView.dataSource = self
        tableView.delegate = self
        infoButton.setTitle("Info", for: .normal)
        infoButton.addAction(UIAction { [weak self] _ in self?.presenter?.didTapInfo() }, for: .touchUpInside)
        errorLabel.isHidden = true
        errorLabel.numberOfLines = 0
        presenter?.onViewDidLoad()
    }

    private func layOut() {
        let header = UIStackView(arrangedSubviews: [infoButton, spinner, errorLabel])
        header.axis = .vertical
        header.translatesAutoresizingMaskIntoConstraints = false
        tableView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(header)
        view.addSubview(tableView)
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: guide.topAnchor),
            header.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            tableView.topAnchor.constraint(equalTo: header.bottomAnchor),
            tableView.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
    }

    func showLoading(_ isLoading: Bool) {
        isLoading ? spinner.startAnimating() : spinner.stopAnimating()
        if isLoading { errorLabel.isHidden = true }
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
        let cell = tableView.dequeueReusableCell(withIdentifier: MenuItemCell.reuseID, for: indexPath)
        (cell as? MenuItemCell)?.nameLabel.text = titles[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter?.didSelectItem(at: indexPath.row)
    }
}

/// The screen's navigation, through the navigation controller it is shown in.
@MainActor
final class MenuNavigator: MenuRouting {
    private weak var navigation: UINavigationController?

    init(navigation: UINavigationController) {
        self.navigation = navigation
    }

    func showDetail(for item: MenuItem) {
        navigation?.pushViewController(DetailViewController(title: item.title), animated: true)
    }

    func showInfo() {
        navigation?.pushViewController(InfoViewController(), animated: true)
    }
}

/// Builds the menu screen inside its own navigation controller.
@MainActor
func makeMenuScreen(repository: MenuRepository = MenuService.shared) -> UINavigationController {
    let menu = MenuViewController()
    let navigation = UINavigationController(rootViewController: menu)
    let presenter = MenuPresenter(view: menu, repository: repository, router: MenuNavigator(navigation: navigation))
    menu.presenter = presenter
    return navigation
}
