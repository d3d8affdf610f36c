// The view controller of the PR under review (context: it is not compiled and you do not edit it).
final class OrdersViewController: UITableViewController, OrdersView {
    let presenter = OrdersPresenter()
    private var rows: [OrderRow] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.view = self
        presenter.viewDidLoad()
    }

    func show(rows: [OrderRow]) {
        self.rows = rows
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "OrderCell")!
        let row = rows[indexPath.row]
        cell.textLabel?.text = row.title
        cell.detailTextLabel?.text = row.subtitle
        cell.textLabel?.textColor = row.tint
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let order = presenter.order(at: indexPath.row)
        let thirtyDays: TimeInterval = 30 * 24 * 3600
        if order.isDelivered && Date().timeIntervalSince(order.placedAt) < thirtyDays {
            let returnScreen = ReturnViewController(order: order)
            navigationController?.pushViewController(returnScreen, animated: true)
        } else {
            let alert = UIAlertController(title: "Not returnable", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            present(alert, animated: true)
        }
    }
}
