import UIKit

final class MenuViewController: UIViewController, MenuView {
    var presenter: MenuPresenting?
    private let tableView = UITableView()
    private var titles: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        let info = UIButton()
        info.setTitle("Info", for: .normal)
        info.addAction(UIAction { [weak self] _ in self?.presenter?.didTapInfo() }, for: .touchUpInside)
        view.addSubview(info)
        view.addSubview(tableView)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        tableView.delegate = self
        tableView.dataSource = self
        presenter?.onViewDidLoad()
    }

    func showLoading(_ isLoading: Bool) {}

    func show(items: [String]) {
        titles = items
        navigationItem.prompt = nil
        tableView.reloadData()
    }

    func showError(_ message: String) {
        navigationItem.prompt = message
    }
}

extension MenuViewController: UITableViewDelegate {
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter?.didSelectItem(at: indexPath.row)
    }
}

extension MenuViewController: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { titles.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = titles[indexPath.row]
        return cell
    }
}
