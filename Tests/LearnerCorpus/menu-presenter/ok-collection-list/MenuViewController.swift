// A correct screen in the iOS 17 style, which the UIKit stand-in compiles unchanged: a collection
// view with a list layout, cell registrations and a diffable data source; the error as a
// content-unavailable configuration with a retry button; info in a bar button's menu; a toolbar
// shown from viewIsAppearing. (A learner corpus case, not an alternative: a learner's own test of
// the view controller may rightly call its table's delegate.)
import UIKit

final class MenuViewController: UIViewController, MenuView {
    var presenter: MenuPresenting?

    private enum Section { case menu }
    private struct Row: Hashable {
        let position: Int
        let title: String
    }

    private lazy var collectionView = UICollectionView(
        frame: .zero,
        collectionViewLayout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped)))
    private lazy var dataSource = makeDataSource()
    private let spinner = UIActivityIndicatorView(style: .large)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Menu"
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        collectionView.delegate = self
        view.addSubview(collectionView)
        view.addSubview(spinner)
        NSLayoutConstraint.activate([
            collectionView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        let info = UIAction(title: "Info", image: UIImage(systemName: "info.circle")) { [weak self] _ in self?.presenter?.didTapInfo() }
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: nil, image: UIImage(systemName: "ellipsis.circle"), primaryAction: nil, menu: UIMenu(children: [info]))
        toolbarItems = [.flexibleSpace(), UIBarButtonItem(title: "Opening hours", primaryAction: UIAction { [weak self] _ in self?.presenter?.didTapInfo() })]
        presenter?.onViewDidLoad()
    }

    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        navigationController?.setToolbarHidden(false, animated: animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if navigationController?.isToolbarHidden == false { navigationController?.setToolbarHidden(true, animated: animated) }
    }

    private func makeDataSource() -> UICollectionViewDiffableDataSource<Section, Row> {
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Row> { cell, _, row in
            var content = cell.defaultContentConfiguration()
            content.text = row.title
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        return UICollectionViewDiffableDataSource<Section, Row>(collectionView: collectionView) { collectionView, indexPath, row in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: row)
        }
    }

    func showLoading(_ isLoading: Bool) {
        if isLoading { spinner.startAnimating() } else { spinner.stopAnimating() }
    }

    func show(items: [String]) {
        contentUnavailableConfiguration = nil
        var snapshot = NSDiffableDataSourceSnapshot<Section, Row>()
        snapshot.appendSections([.menu])
        // Two items may have the same title: a row is its position.
        snapshot.appendItems(items.enumerated().map { Row(position: $0.offset, title: $0.element) })
        dataSource.apply(snapshot, animatingDifferences: true)
    }

    func showError(_ message: String) {
        var error = UIContentUnavailableConfiguration.empty()
        error.image = UIImage(systemName: "wifi.exclamationmark")
        error.text = message
        error.button = .borderedProminent()
        error.button.title = "Try again"
        error.buttonProperties.primaryAction = UIAction { [weak self] _ in self?.presenter?.onViewDidLoad() }
        contentUnavailableConfiguration = error
    }
}

extension MenuViewController: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
        presenter?.didSelectItem(at: indexPath.item)
    }
}

/// Navigation for the menu, on the navigation controller that shows it.
@MainActor
final class MenuRouter: MenuRouting {
    weak var navigationController: UINavigationController?

    func showDetail(for item: MenuItem) {
        navigationController?.pushViewController(DetailViewController(title: item.title), animated: true)
    }

    func showInfo() {
        navigationController?.pushViewController(InfoViewController(), animated: true)
    }
}

/// Builds the menu screen: the one place that knows every concrete type.
@MainActor
enum MenuScreen {
    static func make(navigationController: UINavigationController, repository: MenuRepository = MenuService.shared) -> MenuViewController {
        let router = MenuRouter()
        router.navigationController = navigationController
        let viewController = MenuViewController()
        viewController.presenter = MenuPresenter(view: viewController, repository: repository, router: router)
        return viewController
    }
}
