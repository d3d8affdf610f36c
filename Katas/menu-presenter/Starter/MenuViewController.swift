// The menu screen's view controller, as written for the blog post.
// On Linux there is no Objective-C runtime, so the button's target/selector pair from the
// original became a closure action (UIAction); everything else is as the post has it.
import UIKit

class MenuViewController: UIViewController {
    lazy var menuPresenter = MenuPresenter(view: self)
    let tableView = UITableView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white

        let banner = UIView()
        banner.backgroundColor = .red
        view.addSubview(banner)

        let infoButton = UIButton()
        infoButton.setTitle("Info", for: .normal)
        infoButton.addAction(UIAction { [unowned self] _ in self.menuPresenter.buttonPressed() }, for: .touchUpInside)
        banner.addSubview(infoButton)

        view.addSubview(tableView)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        tableView.delegate = self
        tableView.dataSource = self
    }
}

extension MenuViewController: UITableViewDelegate {
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        menuPresenter.showDetail(data: menuPresenter.data[indexPath.row])
        tableView.deselectRow(at: indexPath, animated: true)
    }
}

extension MenuViewController: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        menuPresenter.data.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = menuPresenter.data[indexPath.row]
        return cell
    }
}
