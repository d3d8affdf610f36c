// Hidden helper: services the checks control, and fixed dates in a fixed time zone.
import Foundation
import Testing
@testable import OrdersScreen

struct FetchFailed: Error {}

/// Replies from a background queue, like the real service, one result per call (the last one
/// repeats), and counts the replies it has delivered.
final class BackgroundOrderService: OrderFetching, @unchecked Sendable {
    private let lock = NSLock()
    private var results: [Result<[Order], Error>]
    private var delivered = 0
    private var requested = 0
    private let queue = DispatchQueue(label: "kata.fake-order-service")

    init(_ results: Result<[Order], Error>...) { self.results = results }

    func fetchOrders(completion: @escaping @Sendable (Result<[Order], Error>) -> Void) {
        let result: Result<[Order], Error> = lock.withLock {
            requested += 1
            return results.count > 1 ? results.removeFirst() : results[0]
        }
        queue.async {
            completion(result)
            self.lock.withLock { self.delivered += 1 }
        }
    }

    var requests: Int { lock.withLock { requested } }

    /// Waits until `count` replies have been handed to the presenter.
    @MainActor
    func untilReplied(_ count: Int) async {
        var waited = 0
        while lock.withLock({ delivered < count }) && waited < 5_000 {
            try? await Task.sleep(nanoseconds: 1_000_000)
            waited += 1
        }
    }
}

/// Keeps every completion, so a check decides when, and whether, the reply arrives.
final class HeldOrderService: OrderFetching, @unchecked Sendable {
    private let lock = NSLock()
    private var completions: [@Sendable (Result<[Order], Error>) -> Void] = []

    func fetchOrders(completion: @escaping @Sendable (Result<[Order], Error>) -> Void) {
        lock.withLock { completions.append(completion) }
    }

    var pending: Int { lock.withLock { completions.count } }

    /// Delivers `result` to every held completion from a background thread, and returns once
    /// they have all returned.
    func replyAll(with result: Result<[Order], Error>) async {
        let held = lock.withLock { completions }
        lock.withLock { completions.removeAll() }
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async {
                held.forEach { $0(result) }
                done.resume()
            }
        }
    }
}

/// Dates on the calendar of the checks' time zone (the harness sets the process's zone to it).
enum Berlin {
    static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Europe/Berlin")!
        return calendar
    }()

    static func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int = 0) -> Date {
        calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
    }
}

func order(_ id: String, placedAt: Date, delivered: Bool = true) -> Order {
    Order(id: id, total: 19.9, placedAt: placedAt, isDelivered: delivered)
}
