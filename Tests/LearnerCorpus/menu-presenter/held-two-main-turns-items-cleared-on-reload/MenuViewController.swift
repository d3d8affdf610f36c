import UIKit

final class MenuCell: UITableViewCell {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        accessoryType = .disclosureIndicator
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        textLabel?.text = nil
    }
}

final class MenuViewController: UIViewController, MenuView {
    var presenter: MenuPresenting?

    private lazy var tableView: UITableView = {
        let table = UITableView(frame: .zero, style: .plain)
        table.register(MenuCell.self, forCellReuseIdentifier: "menu-cell")
        table.dataSource = self
        table.delegate = self
        return table
    }()
    private let activity = UIActivityIndicatorView(style: .medium)
    private var rows: [String] = []

    override func loadView() {
        let root = UIView()
        root.backgroundColor = .systemBackground
        view = root
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Café"

        let header = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let info = UIButton(type: .infoLight)
        info.setTitle("About us", for: .normal)
        info.addAction(UIAction { [weak self] _ in self?.presenter?.didTapInfo() }, for: .touchUpInside)
        header.addSubview(info)
        tableView.tableHeaderView = header

        for subview in [tableView, activity] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            activity.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            activity.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])

        presenter?.onViewDidLoad()
    }

    func showLoading(_ isLoading: Bool) {
        isLoading ? activity.startAnimating() : activity.stopAnimating()
    }

    func show(items: [String]) {
        rows = items
        tableView.reloadData()
    }

    func showError(_ message: String) {
        let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Close", style: .cancel))
        if presentedViewController != nil {
            dismiss(animated: false)
        }
        present(alert, animated: true)
    }
}

extension MenuViewController: UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "menu-cell", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter?.didSelectItem(at: indexPath.row)
    }
}

final class MenuRouter: MenuRouting {
    private weak var navigationController: UINavigationController?

    init(navigationController: UINavigationController?) {
        self.navigationController = navigationController
    }

    func showDetail(for item: MenuItem) {
        navigationController?.pushViewController(DetailViewController(title: item.title), animated: true)
    }

    func showInfo() {
        navigationController?.pushViewController(InfoViewController(), animated: true)
    }
}

@MainActor
struct MenuComposer {
    let repository: MenuRepository

    func compose() -> UINavigationController {
        let screen = MenuViewController()
        let navigation = UINavigationController(rootViewController: screen)
        screen.presenter = MenuPresenter(view: screen, repository: repository, router: MenuRouter(navigationController: navigation))
        return navigation
    }
}
