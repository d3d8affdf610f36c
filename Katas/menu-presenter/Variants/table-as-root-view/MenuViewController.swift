// Alternative: the table is the screen's root view (loadView), the info button sits in the table's
// header, a cell subclass lays out a stack view, and an error is shown as the table's background.
import UIKit

final class MenuRowCell: UITableViewCell {
    private let name = UILabel()
    private let stack = UIStackView()
    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: .default, reuseIdentifier: reuseIdentifier)
        stack.axis = .horizontal
        stack.addArrangedSubview(name)
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(lessThanOrEqualTo: contentView.trailingAnchor, constant: -16),
            stack.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            stack.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
        ])
    }
    required init?(coder: NSCoder) { nil }
    var title: String? { get { name.text } set { name.text = newValue } }
}

final class MenuViewController: UIViewController, MenuView, UITableViewDataSource, UITableViewDelegate {
    var presenter: MenuPresenting?
    private var titles: [String] = []
    private var table: UITableView { view as! UITableView }

    override func loadView() {
        let table = UITableView(frame: .zero, style: .plain)
        table.register(MenuRowCell.self, forCellReuseIdentifier: "row")
        table.dataSource = self
        table.delegate = self
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let info = UIButton(type: .infoLight)
        info.addAction(UIAction { [weak self] _ in self?.presenter?.didTapInfo() }, for: .touchUpInside)
        header.addSubview(info)
        table.tableHeaderView = header
        view = table
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter?.onViewDidLoad()
    }

    func showLoading(_ isLoading: Bool) { table.refreshControl = isLoading ? UIRefreshControl() : nil }
    func show(items: [String]) { titles = items; table.reloadData() }
    func showError(_ message: String) {
        let label = UILabel()
        label.text = message
        table.backgroundView = label
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { titles.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath) as! MenuRowCell
        cell.title = titles[indexPath.row]
        return cell
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter?.didSelectItem(at: indexPath.row)
    }
}
