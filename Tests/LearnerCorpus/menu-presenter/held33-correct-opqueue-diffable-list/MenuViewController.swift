// The menu screen: a collection view list fed by a diffable data source, an info button in a
// header bar, a message label for errors, and the factory that builds the screen and its router.
import UIKit

final class MenuViewController: UIViewController, MenuView {
    var presenter: MenuPresenting?

    /// A row of the list. The position is part of its identity: two items may share a title.
    private struct Row: Hashable {
        let position: Int
        let title: String
    }

    private let headerBar = UIStackView()
    private let infoButton = UIButton(type: .infoLight)
    private let spinner = UIActivityIndicatorView(style: .medium)
    private let messageLabel = UILabel()
    private lazy var listView = UICollectionView(
        frame: .zero,
        collectionViewLayout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
    )
    private var dataSource: UICollectionViewDiffableDataSource<Int, Row>?
    /// Titles told before the view loaded, applied once the list exists.
    private var titles: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = String(localized: "Menu")
        view.backgroundColor = .systemBackground
        buildHeader()
        buildList()
        presenter?.onViewDidLoad()
    }

    // MARK: MenuView

    func showLoading(_ isLoading: Bool) {
        if isLoading {
            messageLabel.isHidden = true
            spinner.startAnimating()
        } else {
            spinner.stopAnimating()
        }
    }

    func show(items: [String]) {
        titles = items
        applyTitles()
    }

    func showError(_ message: String) {
        messageLabel.text = message
        messageLabel.isHidden = false
    }

    // MARK: Building

    private func buildHeader() {
        infoButton.setTitle(String(localized: "Info"), for: .normal)
        infoButton.accessibilityLabel = String(localized: "Opening hours and allergens")
        infoButton.addAction(UIAction { [weak self] _ in self?.presenter?.didTapInfo() }, for: .primaryActionTriggered)

        messageLabel.numberOfLines = 0
        messageLabel.textColor = .systemRed
        messageLabel.isHidden = true

        headerBar.axis = .horizontal
        headerBar.spacing = 8
        headerBar.alignment = .center
        headerBar.addArrangedSubview(spinner)
        headerBar.addArrangedSubview(messageLabel)
        headerBar.addArrangedSubview(infoButton)
        headerBar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(headerBar)
    }

    private func buildList() {
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Row> { cell, _, row in
            var content = cell.defaultContentConfiguration()
            content.text = row.title
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        dataSource = UICollectionViewDiffableDataSource<Int, Row>(collectionView: listView) { list, indexPath, row in
            list.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: row)
        }
        listView.delegate = self
        listView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(listView)

        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            headerBar.topAnchor.constraint(equalTo: guide.topAnchor, constant: 8),
            headerBar.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
            headerBar.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -16),
            listView.topAnchor.constraint(equalTo: headerBar.bottomAnchor, constant: 8),
            listView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            listView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            listView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        applyTitles()
    }

    private func applyTitles() {
        guard let dataSource else { return }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Row>()
        snapshot.appendSections([0])
        snapshot.appendItems(titles.enumerated().map { Row(position: $0.offset, title: $0.element) })
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

extension MenuViewController: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
        presenter?.didSelectItem(at: indexPath.item)
    }
}

// MARK: - Building the screen and navigating

@MainActor
final class MenuRouter: MenuRouting {
    private weak var navigation: UINavigationController?

    init(navigation: UINavigationController) {
        self.navigation = navigation
    }

    func showDetail(for item: MenuItem) {
        navigation?.pushViewController(DetailViewController(title: item.title), animated: true)
    }

    func showInfo() {
        navigation?.present(InfoViewController(), animated: true)
    }
}

@MainActor
func makeMenuScreen(repository: MenuRepository = MenuService.shared) -> UINavigationController {
    let screen = MenuViewController()
    let navigation = UINavigationController(rootViewController: screen)
    screen.presenter = MenuPresenter(view: screen, repository: repository, router: MenuRouter(navigation: navigation))
    return navigation
}
