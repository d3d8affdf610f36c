// Hidden helper: services the checks control, and fixed dates in a fixed time zone.
import Foundation
import Testing
@testable import OrdersScreen

/// Replies from a background queue, like the real service.
final class BackgroundOrderService: OrderFetching, @unchecked Sendable {
    let replies: BackgroundReplier<[Order]>

    init(_ results: Result<[Order], Error>...) { replies = BackgroundReplier(results) }

    func fetchOrders(completion: @escaping @Sendable (Result<[Order], Error>) -> Void) {
        replies.reply(to: completion)
    }

    @MainActor
    func untilReplied(_ count: Int) async { await replies.untilReplied(count) }
}

/// Answers from one background queue that every instance shares, so a grid of presenters loading
/// at once uses one worker thread: a thread per reply would reserve enough address space (stacks,
/// malloc arenas) to exhaust the test process's memory limit.
final class SharedQueueOrderService: OrderFetching, @unchecked Sendable {
    private static let queue = DispatchQueue(label: "kata.shared-replies")
    private let result: Result<[Order], Error>
    private let lock = NSLock()
    private var delivered = 0

    init(_ result: Result<[Order], Error>) { self.result = result }

    func fetchOrders(completion: @escaping @Sendable (Result<[Order], Error>) -> Void) {
        let result = result
        Self.queue.async {
            completion(result)
            self.lock.withLock { self.delivered += 1 }
        }
    }

    var replies: Int { lock.withLock { delivered } }
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

/// Replies at once, on the thread that asked (the main thread, when viewDidLoad() runs there):
/// a service may answer on any thread, this one before fetchOrders returns.
final class ImmediateOrderService: OrderFetching, @unchecked Sendable {
    private let lock = NSLock()
    private var results: [Result<[Order], Error>]

    /// One result per request; the last one repeats.
    init(_ results: Result<[Order], Error>...) { self.results = results }

    func fetchOrders(completion: @escaping @Sendable (Result<[Order], Error>) -> Void) {
        let result: Result<[Order], Error> = lock.withLock { results.count > 1 ? results.removeFirst() : results[0] }
        completion(result)
    }
}

/// A clock the check moves: it reads `start` until `move(to:)`, and is safe to read from any thread.
final class MovingClock: @unchecked Sendable {
    private let lock = NSLock()
    private var reading: Date

    init(_ start: Date) { reading = start }

    func move(to date: Date) { lock.withLock { reading = date } }
    func now() -> Date { lock.withLock { reading } }
}

/// The user's zone is one for the whole test process, and a presenter reads it (`Calendar.current`,
/// a `DateFormatter`): a check that moves it holds the process alone (see `ProcessGate`), and the
/// sequence checks, whose presenters are made in Berlin, hold it together.
@MainActor
let processZone = ProcessGate()

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
