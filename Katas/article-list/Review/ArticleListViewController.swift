// The article list's view controller, as it is in the pull request.
import UIKit

final class ArticleListViewController: UIViewController, ArticleListViewProtocol {
    private let tableView = UITableView()
    private var presenter: ArticleListPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tableView)
        tableView.dataSource = self
        presenter = ArticleListPresenter(with: self)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        presenter.loadArticles()
    }

    func reloadList() {
        tableView.reloadData()
    }

    func handleApiError(error: Error) {
        print(error)
    }
}

extension ArticleListViewController: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.items.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell()
        cell.textLabel?.text = presenter.items[indexPath.row].title
        return cell
    }
}
