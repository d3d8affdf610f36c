// Support code of the leaky-presenter kata: the model and the real service. The learner does not
// edit this file; it is compiled into the same module as the learner's presenter.
import Foundation

/// An order as the backend sends it.
struct Order: Equatable, Sendable {
    let id: String
    let total: Double
    let placedAt: Date
    let isDelivered: Bool
}

/// The app's order service. Like the real one, it calls back on a background queue.
final class OrderService: Sendable {
    static let shared = OrderService()

    private let queue = DispatchQueue(label: "OrderService.network")

    func fetchOrders(completion: @escaping @Sendable (Result<[Order], Error>) -> Void) {
        queue.asyncAfter(deadline: .now() + 0.3) {
            let now = Date()
            completion(.success([
                Order(id: "A-1042", total: 12.5, placedAt: now.addingTimeInterval(-2 * 3600), isDelivered: false),
                Order(id: "A-0977", total: 48.0, placedAt: now.addingTimeInterval(-9 * 86_400), isDelivered: true),
            ]))
        }
    }
}
