// Tests for OrdersPresenter.
//
// Spy view + fake service that holds completions and answers from a global queue + fixed clock.
// "On main" is read through a DispatchSpecificKey on the main queue (works in kata check and in
// swift test on Linux).
import Foundation
import Testing
@testable import OrdersScreen

private let mainQueueKey: DispatchSpecificKey<String> = {
    let key = DispatchSpecificKey<String>()
    DispatchQueue.main.setSpecific(key: key, value: "main")
    return key
}()

private func isOnMainQueue() -> Bool { DispatchQueue.getSpecific(key: mainQueueKey) == "main" }

@MainActor
final class RecordingView: OrdersView {
    enum Event: Equatable {
        case loading(Bool)
        case rows([OrderRow])
        case message(String)
        case returning(Order)
    }

    private let lock = NSLock()
    private var _events: [Event] = []
    private var _offMain = 0

    var events: [Event] { lock.withLock { _events } }
    var callsOffMain: Int { lock.withLock { _offMain } }

    private func note(_ event: Event) {
        let main = isOnMainQueue()
        lock.withLock {
            _events.append(event)
            if !main { _offMain += 1 }
        }
    }

    func show(rows: [OrderRow]) { note(.rows(rows)) }
    func showLoading(_ isLoading: Bool) { note(.loading(isLoading)) }
    func showMessage(_ message: String) { note(.message(message)) }
    func showReturn(for order: Order) { note(.returning(order)) }
}

final class ControlledService: OrderFetching, @unchecked Sendable {
    private let lock = NSLock()
    private var pending: [@Sendable (Result<[Order], Error>) -> Void] = []
    private var delivered = 0

    var requests: Int { lock.withLock { pending.count } }
    var deliveries: Int { lock.withLock { delivered } }

    func fetchOrders(completion: @escaping @Sendable (Result<[Order], Error>) -> Void) {
        lock.withLock { pending.append(completion) }
    }

    func answerOnBackground(_ result: Result<[Order], Error>) {
        let completion = lock.withLock { pending.last! }
        DispatchQueue.global(qos: .userInitiated).async {
            completion(result)
            self.lock.withLock { self.delivered += 1 }
        }
    }
}

struct BackendDown: Error {}

@MainActor
private func until(_ limit: Int = 100_000, _ condition: () -> Bool) async {
    var turns = 0
    while !condition() && turns < limit {
        await Task.yield()
        turns += 1
    }
}

@MainActor
private func drain() async {
    for _ in 0..<300 { await Task.yield() }
}

private let cal = Calendar.current
/// Sunday 5 April 2026, 10:00 in Berlin: a week after the clocks went forward.
private let now = cal.date(from: DateComponents(year: 2026, month: 4, day: 5, hour: 10))!

private func placed(daysAgo: Int, delivered: Bool, id: String = UUID().uuidString) -> Order {
    Order(id: id, total: 20, placedAt: cal.date(byAdding: .day, value: -daysAgo, to: now)!, isDelivered: delivered)
}

@MainActor
private func makeLoaded(_ orders: [Order]) async -> (OrdersPresenter, RecordingView, ControlledService) {
    let service = ControlledService()
    let view = RecordingView()
    let presenter = OrdersPresenter(service: service, now: { now })
    presenter.view = view
    presenter.viewDidLoad()
    await until { service.requests == 1 }
    service.answerOnBackground(.success(orders))
    await until { view.events.count >= 3 }
    return (presenter, view, service)
}

/// One screen shared by the two "walkthrough" tests below, so the second can carry on where the
/// first left off (no need to load twice).
@MainActor
enum Walkthrough {
    static let service = ControlledService()
    static let view = RecordingView()
    static let presenter: OrdersPresenter = {
        let presenter = OrdersPresenter(service: service, now: { now })
        presenter.view = view
        return presenter
    }()
    static let firstOrder = placed(daysAgo: 3, delivered: true, id: "W-1")
}

@MainActor
struct OrdersPresenterTests {

    // MARK: memory

    @Test func viewIsNotRetained() async {
        let service = ControlledService()
        let presenter = OrdersPresenter(service: service, now: { now })
        weak var weakView: RecordingView?
        do {
            let view = RecordingView()
            weakView = view
            presenter.view = view
            presenter.viewDidLoad()
            await until { view.events == [.loading(true)] }
        }
        await until { weakView == nil }
        #expect(weakView == nil)
        service.answerOnBackground(.success([placed(daysAgo: 1, delivered: true)]))
        await until { service.deliveries == 1 }
        await drain()
        withExtendedLifetime(presenter) {}
    }

    @Test func requestInFlightDoesNotRetainPresenter() async {
        let service = ControlledService()
        let view = RecordingView()
        weak var weakPresenter: OrdersPresenter?
        do {
            let presenter = OrdersPresenter(service: service, now: { now })
            weakPresenter = presenter
            presenter.view = view
            presenter.viewDidLoad()
            await until { service.requests == 1 && !view.events.isEmpty }
        }
        await until { weakPresenter == nil }
        #expect(weakPresenter == nil)
        service.answerOnBackground(.success([placed(daysAgo: 1, delivered: true)]))
        await until { service.deliveries == 1 }
        await drain()
        #expect(view.events == [.loading(true)])
    }

    // MARK: main thread, order

    @Test func loadingOnOffThenRowsAllOnMain() async {
        let service = ControlledService()
        let view = RecordingView()
        let presenter = OrdersPresenter(service: service, now: { now })
        presenter.view = view
        presenter.viewDidLoad()
        await until { service.requests == 1 && !view.events.isEmpty }
        #expect(view.events == [.loading(true)])

        let orders = [placed(daysAgo: 0, delivered: false), placed(daysAgo: 5, delivered: true), placed(daysAgo: 2, delivered: false)]
        service.answerOnBackground(.success(orders))
        await until { view.events.count >= 3 }
        await drain()

        #expect(view.events.count == 3)
        #expect(Array(view.events.prefix(2)) == [.loading(true), .loading(false)])
        if case .rows(let rows)? = view.events.last {
            #expect(rows.map(\.isDelivered) == [false, true, false])
            #expect(rows.map(\.subtitle).map { $0 == "Today" } == [true, false, false])
        } else {
            Issue.record("expected rows last, got \(view.events)")
        }
        #expect(view.callsOffMain == 0)
    }

    // MARK: failure

    @Test func failureStopsLoadingAndShowsMessage() async {
        let service = ControlledService()
        let view = RecordingView()
        let presenter = OrdersPresenter(service: service, now: { now })
        presenter.view = view
        for attempt in 1...2 {
            let start = view.events.count
            presenter.viewDidLoad()
            await until { service.requests == attempt }
            service.answerOnBackground(.failure(BackendDown()))
            await until { view.events.dropFirst(start).contains { if case .message = $0 { true } else { false } } }
            await drain()
            let new = Array(view.events.dropFirst(start)).filter { $0 != .rows([]) }
            #expect(new.count == 3, "attempt \(attempt): \(new)")
            #expect(Array(new.prefix(2)) == [.loading(true), .loading(false)])
            if case .message(let text)? = new.last {
                #expect(!text.isEmpty)
            } else {
                Issue.record("attempt \(attempt): no message last: \(new)")
            }
        }
        #expect(view.callsOffMain == 0)
    }

    // MARK: returns

    @Test(arguments: [(29, true, true), (30, true, false), (31, true, false), (10, false, false), (1, true, true)])
    func returnRule(daysAgo: Int, delivered: Bool, returnable: Bool) async {
        let order = placed(daysAgo: daysAgo, delivered: delivered)
        let (presenter, view, _) = await makeLoaded([order])
        let before = view.events.count
        presenter.didSelectRow(at: 0)
        await until { view.events.count > before }
        await drain()
        let answer = Array(view.events.dropFirst(before))
        if returnable {
            #expect(answer == [.returning(order)])
        } else {
            #expect(answer.count == 1)
            if case .message? = answer.first {} else { Issue.record("expected a message, got \(answer)") }
        }
        #expect(view.callsOffMain == 0)
    }

    @Test func tapsOnRowsThatDoNotExistDoNothing() async {
        let orders = [placed(daysAgo: 1, delivered: true), placed(daysAgo: 1, delivered: true)]
        let (presenter, view, service) = await makeLoaded(orders)
        for index in [-1, 2, 7] {
            let before = view.events
            presenter.didSelectRow(at: index)
            await drain()
            #expect(view.events == before, "tap at \(index)")
        }
        // reload to a single row: row 1 is gone
        presenter.viewDidLoad()
        await until { service.requests == 2 }
        service.answerOnBackground(.success([placed(daysAgo: 1, delivered: true)]))
        await until { view.events.count >= 6 }
        let before = view.events
        presenter.didSelectRow(at: 1)
        await drain()
        #expect(view.events == before)
    }

    // MARK: walkthrough (shared screen)

    @Test func sharedA_loadsOrders() async {
        let start = Walkthrough.view.events.count
        Walkthrough.presenter.viewDidLoad()
        await until { Walkthrough.service.requests >= 1 }
        Walkthrough.service.answerOnBackground(.success([Walkthrough.firstOrder, placed(daysAgo: 50, delivered: true)]))
        await until { Walkthrough.view.events.count >= start + 3 }
        if case .rows(let rows)? = Walkthrough.view.events.last {
            #expect(rows.count == 2)
        } else {
            Issue.record("no rows: \(Walkthrough.view.events)")
        }
    }

    @Test func sharedB_tapOnFirstRowOffersReturn() async {
        // The screen loaded in sharedA_loadsOrders: tapping its first row offers the return.
        Walkthrough.presenter.didSelectRow(at: 0)
        await until(2_000) { Walkthrough.view.events.contains(.returning(Walkthrough.firstOrder)) }
        #expect(Walkthrough.view.events.contains(.returning(Walkthrough.firstOrder)))
    }
}
