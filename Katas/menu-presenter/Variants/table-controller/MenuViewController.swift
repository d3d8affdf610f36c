// Alternative: the screen is a UITableViewController; subtitle cells from a list configuration,
// a system bar button for info, and loading shown with the table's refresh control.
import UIKit

final class MenuViewController: UITableViewController, MenuView {
    var presenter: MenuPresenting?
    private var titles: [String] = [] {
        didSet { tableView.reloadData() }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Menu"
        navigationController?.navigationBar.prefersLargeTitles = true
        navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .action, primaryAction: UIAction { [unowned self] _ in
            presenter?.didTapInfo()
        })
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        refreshControl = UIRefreshControl()
        presenter?.onViewDidLoad()
    }

    func showLoading(_ isLoading: Bool) {
        if isLoading { refreshControl?.beginRefreshing() } else { refreshControl?.endRefreshing() }
    }

    func show(items: [String]) {
        titles = items
    }

    func showError(_ message: String) {
        let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        let host: UIViewController = navigationController ?? self
        host.present(alert, animated: true)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        titles.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        var content = UIListContentConfiguration.subtitleCell()
        content.text = titles[indexPath.row]
        content.secondaryText = "Tap for details"
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter?.didSelectItem(at: indexPath.row)
    }
}
