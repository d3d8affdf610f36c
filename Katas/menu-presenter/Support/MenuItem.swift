// Support code of the menu-presenter kata (Foundation only): the model and the app's menu service.
import Foundation

/// One entry of the café's menu.
struct MenuItem: Equatable, Sendable {
    let id: String
    let title: String
}

/// The app's menu service. Like a real one, it answers on a background queue.
final class MenuService: Sendable {
    static let shared = MenuService()

    private let queue = DispatchQueue(label: "MenuService.network")

    func loadItems(completion: @escaping @Sendable (Result<[MenuItem], Error>) -> Void) {
        queue.asyncAfter(deadline: .now() + 0.2) {
            completion(.success([
                MenuItem(id: "espresso", title: "Espresso"),
                MenuItem(id: "flat-white", title: "Flat white"),
                MenuItem(id: "banana-bread", title: "Banana bread"),
            ]))
        }
    }
}
