// Hidden helpers: a view spy, a router spy and repositories the checks control.
import Foundation
import Testing
@testable import MenuScreen

enum MenuViewCall: Equatable, CustomStringConvertible {
    case loading(Bool)
    case items([String])
    case error

    var description: String {
        switch self {
        case .loading(let on): return "showLoading(\(on))"
        case .items(let titles): return "show(items: \(titles))"
        case .error: return "showError(_:)"
        }
    }
}

/// Records what the presenter told the view and whether it was on the main thread.
final class MenuViewSpy: MenuView, @unchecked Sendable {
    let log = Recorder<(call: MenuViewCall, onMain: Bool)>()
    let errorTexts = Recorder<String>()

    nonisolated func showLoading(_ isLoading: Bool) { log.append((.loading(isLoading), Thread.isMainThread)) }
    nonisolated func show(items: [String]) { log.append((.items(items), Thread.isMainThread)) }
    nonisolated func showError(_ message: String) {
        errorTexts.append(message)
        log.append((.error, Thread.isMainThread))
    }

    nonisolated var calls: [MenuViewCall] { log.entries.map(\.call) }
    nonisolated var callsOffMain: [MenuViewCall] { log.entries.filter { !$0.onMain }.map(\.call) }
    nonisolated var errors: [String] { errorTexts.entries }
    nonisolated var summary: String {
        let calls = self.calls
        return calls.isEmpty ? "no call at all" : calls.map(\.description).joined(separator: ", ")
    }
}

/// Records navigation requests.
final class MenuRouterSpy: MenuRouting, @unchecked Sendable {
    let details = Recorder<MenuItem>()
    let infos = Recorder<Void>()

    nonisolated func showDetail(for item: MenuItem) { details.append(item) }
    nonisolated func showInfo() { infos.append(()) }

    nonisolated var detailsShown: [MenuItem] { details.entries }
    nonisolated var infoShown: Int { infos.entries.count }
}

/// Replies from a background queue, like the real service.
final class BackgroundMenuRepository: MenuRepository, @unchecked Sendable {
    let replies: BackgroundReplier<[MenuItem]>
    init(_ results: Result<[MenuItem], Error>...) { replies = BackgroundReplier(results) }
    func loadItems(completion: @escaping @Sendable (Result<[MenuItem], Error>) -> Void) {
        replies.reply(to: completion)
    }
}

let sampleMenu = [
    MenuItem(id: "tea", title: "Sencha tea"),
    MenuItem(id: "cake", title: "Carrot cake"),
    MenuItem(id: "soup", title: "Pumpkin soup"),
]

/// A presenter with spies, its menu loaded from a background repository.
@MainActor
func loadedPresenter(_ menu: [MenuItem] = sampleMenu) async -> (MenuPresenter, MenuViewSpy, MenuRouterSpy, BackgroundMenuRepository) {
    let view = MenuViewSpy()
    let router = MenuRouterSpy()
    let repository = BackgroundMenuRepository(.success(menu))
    let presenter = MenuPresenter(view: view, repository: repository, router: router)
    presenter.onViewDidLoad()
    await repository.replies.untilReplied(1)
    await eventually { view.calls.contains(.items(menu.map(\.title))) }
    return (presenter, view, router, repository)
}
