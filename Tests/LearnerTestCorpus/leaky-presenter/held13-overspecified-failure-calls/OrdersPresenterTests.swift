// Tests for the orders screen's presenter.
import Foundation
import Testing
@testable import OrdersScreen

// MARK: - Doubles

/// Every event the view saw, with the queue it saw it on.
final class RecordingOrdersView: OrdersView {
    enum Event: Equatable {
        case loading(Bool)
        case rows(Int)
        case message
        case returnOffered(String)
    }

    static let mainQueueKey: DispatchSpecificKey<Int> = {
        let key = DispatchSpecificKey<Int>()
        DispatchQueue.main.setSpecific(key: key, value: 1)
        return key
    }()

    private(set) var events: [Event] = []
    private(set) var shownRows: [OrderRow] = []
    private(set) var offMain: [Event] = []
    private(set) var messages: [String] = []

    init() { _ = Self.mainQueueKey }

    private func saw(_ event: Event) {
        if DispatchQueue.getSpecific(key: Self.mainQueueKey) != 1 { offMain.append(event) }
        events.append(event)
    }

    func showLoading(_ isLoading: Bool) { saw(.loading(isLoading)) }
    func show(rows: [OrderRow]) {
        shownRows = rows
        saw(.rows(rows.count))
    }
    func showMessage(_ message: String) {
        messages.append(message)
        saw(.message)
    }
    func showReturn(for order: Order) { saw(.returnOffered(order.id)) }
}

final class HeldOrderService: OrderFetching, @unchecked Sendable {
    typealias Completion = @Sendable (Result<[Order], Error>) -> Void
    private let lock = NSLock()
    private var held: [Completion] = []

    var requests: Int { lock.withLock { held.count } }

    func fetchOrders(completion: @escaping Completion) {
        lock.withLock { held.append(completion) }
    }

    func succeed(_ request: Int, _ orders: [Order]) { send(request, .success(orders)) }
    func fail(_ request: Int) { send(request, .failure(Offline())) }

    private func send(_ request: Int, _ result: Result<[Order], Error>) {
        let completion = lock.withLock { held[request] }
        DispatchQueue.global().async { completion(result) }
    }
}

struct Offline: Error {}

// MARK: - Time, in the user's calendar (Europe/Berlin in the test run)

let berlin = Calendar.current
/// 6 April 2026, 10:00: a week after the clocks went forward (29 March).
let mondayMorning = berlin.date(from: DateComponents(year: 2026, month: 4, day: 6, hour: 10))!

func calendarDays(_ days: Int, before date: Date) -> Date {
    berlin.date(byAdding: .day, value: -days, to: date)!
}

// MARK: - Suite

@MainActor
@Suite("OrdersPresenter")
struct OrdersPresenterTests {
    let view = RecordingOrdersView()
    let service = HeldOrderService()
    let presenter: OrdersPresenter

    init() {
        presenter = OrdersPresenter(service: service, now: { mondayMorning })
        presenter.view = view
    }

    private func spin(until condition: () -> Bool) async {
        for _ in 0..<50_000 {
            if condition() { return }
            await Task.yield()
        }
    }

    private func spinAWhile() async {
        for _ in 0..<250 { await Task.yield() }
    }

    private func showOrders(_ orders: [Order]) async {
        let request = service.requests
        presenter.viewDidLoad()
        await spin { service.requests == request + 1 }
        service.succeed(request, orders)
        await spin { view.events.last == .rows(orders.count) }
        await spinAWhile()
    }

    // MARK: memory

    @Test func viewIsNotKeptAlive() async {
        weak var gone: RecordingOrdersView?
        do {
            let other = RecordingOrdersView()
            presenter.view = other
            gone = other
            presenter.viewDidLoad()
            await spin { service.requests == 1 }
        }
        #expect(gone == nil)
        service.succeed(0, [])
        await spinAWhile()
    }

    @Test func requestInFlightDoesNotKeepThePresenterAlive() async {
        let service = HeldOrderService()
        weak var gone: OrdersPresenter?
        do {
            let presenter = OrdersPresenter(service: service, now: { mondayMorning })
            presenter.view = view
            gone = presenter
            presenter.viewDidLoad()
            await spin { service.requests == 1 }
        }
        #expect(gone == nil)
        let eventsWhenGone = view.events.count
        service.succeed(0, [Order(id: "x", total: 1, placedAt: mondayMorning, isDelivered: true)])
        await spinAWhile()
        #expect(view.events.count == eventsWhenGone)
    }

    // MARK: loading and threading

    @Test func loadingOnThenOffThenRowsAllOnMain() async {
        presenter.viewDidLoad()
        await spin { service.requests == 1 && !view.events.isEmpty }
        await spinAWhile()
        #expect(view.events == [.loading(true)])

        service.succeed(0, [
            Order(id: "1", total: 3, placedAt: calendarDays(3, before: mondayMorning), isDelivered: true),
            Order(id: "2", total: 4, placedAt: mondayMorning.addingTimeInterval(-3600), isDelivered: false),
        ])
        await spin { view.events.count == 3 }
        await spinAWhile()

        #expect(view.events == [.loading(true), .loading(false), .rows(2)])
        #expect(view.offMain.isEmpty)
        #expect(view.shownRows.map(\.isDelivered) == [true, false])
        #expect(view.shownRows.map(\.subtitle)[1] == "Today")
        #expect(view.shownRows.map(\.subtitle)[0] != "Today")
    }

    @Test func failedFetchTellsLoadingOffThenMessageAndNothingElse() async {
        presenter.viewDidLoad()
        await spin { service.requests == 1 }
        service.fail(0)
        await spin { view.events.contains(.message) }
        await spinAWhile()

        #expect(view.events == [.loading(true), .loading(false), .message])
        #expect(view.messages.allSatisfy { !$0.isEmpty })
        #expect(view.offMain.isEmpty)
    }

    @Test func retryAfterAFailureLoadsAgain() async {
        presenter.viewDidLoad()
        await spin { service.requests == 1 }
        service.fail(0)
        await spin { view.events.contains(.message) }

        presenter.viewDidLoad()
        await spin { service.requests == 2 }
        #expect(service.requests == 2)
        service.fail(1)
        await spin { view.messages.count == 2 }
        #expect(view.messages.count == 2)
        #expect(view.events.filter { $0 == .loading(false) }.count == 2)
        #expect(view.offMain.isEmpty)
    }

    // MARK: returns

    struct ReturnCase: CustomTestStringConvertible, Sendable {
        let daysAgo: Int
        let delivered: Bool
        let returnable: Bool
        var testDescription: String { "\(daysAgo) days, delivered: \(delivered)" }
    }

    @Test(arguments: [
        ReturnCase(daysAgo: 0, delivered: true, returnable: true),
        ReturnCase(daysAgo: 10, delivered: true, returnable: true),
        ReturnCase(daysAgo: 29, delivered: true, returnable: true),
        ReturnCase(daysAgo: 30, delivered: true, returnable: false),   // 719 hours across 29 March
        ReturnCase(daysAgo: 31, delivered: true, returnable: false),
        ReturnCase(daysAgo: 5, delivered: false, returnable: false),
    ])
    func returnRule(_ c: ReturnCase) async {
        let order = Order(id: "R", total: 20, placedAt: calendarDays(c.daysAgo, before: mondayMorning), isDelivered: c.delivered)
        await showOrders([order])
        let before = view.events.count

        presenter.didSelectRow(at: 0)
        await spin { view.events.count > before }
        await spinAWhile()

        #expect(Array(view.events.dropFirst(before)) == [c.returnable ? .returnOffered("R") : .message])
        #expect(view.offMain.isEmpty)
    }

    @Test(arguments: [-1, 3, 4])
    func tapOnAMissingRowDoesNothing(_ index: Int) async {
        let order = Order(id: "R", total: 20, placedAt: calendarDays(1, before: mondayMorning), isDelivered: true)
        await showOrders([order, order, order])
        let before = view.events.count
        presenter.didSelectRow(at: index)
        await spinAWhile()
        #expect(view.events.count == before)
    }

    @Test func tapAfterAShorterReloadDoesNothing() async {
        let order = Order(id: "S", total: 20, placedAt: calendarDays(2, before: mondayMorning), isDelivered: true)
        await showOrders([order, order, order])
        await showOrders([order])
        let before = view.events.count
        presenter.didSelectRow(at: 1)
        await spinAWhile()
        #expect(view.events.count == before)

        presenter.didSelectRow(at: 0)
        await spin { view.events.count > before }
        #expect(view.events.last == .returnOffered("S"))
    }
}
