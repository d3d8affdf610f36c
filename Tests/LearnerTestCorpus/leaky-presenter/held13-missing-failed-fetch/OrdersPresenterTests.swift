// OrdersPresenter tests.
import Foundation
import Testing
@testable import OrdersScreen

private let mainKey = DispatchSpecificKey<String>()

final class OrdersViewSpy: OrdersView {
    var log: [String] = []
    var rows: [[OrderRow]] = []
    var returned: [Order] = []
    var everyCallOnMain = true

    init() {
        DispatchQueue.main.setSpecific(key: mainKey, value: "main")
    }

    private func note(_ entry: String) {
        if DispatchQueue.getSpecific(key: mainKey) != "main" { everyCallOnMain = false }
        log.append(entry)
    }

    func showLoading(_ isLoading: Bool) { note(isLoading ? "loading on" : "loading off") }
    func show(rows: [OrderRow]) {
        note("rows")
        self.rows.append(rows)
    }
    func showMessage(_ message: String) { note("message") }
    func showReturn(for order: Order) {
        note("return")
        returned.append(order)
    }
}

final class ServiceFake: OrderFetching, @unchecked Sendable {
    private let lock = NSLock()
    private var pending: [@Sendable (Result<[Order], Error>) -> Void] = []

    var asked: Int { lock.lock(); defer { lock.unlock() }; return pending.count }

    func fetchOrders(completion: @escaping @Sendable (Result<[Order], Error>) -> Void) {
        lock.lock(); defer { lock.unlock() }
        pending.append(completion)
    }

    func replyInBackground(request: Int, _ orders: [Order]) {
        lock.lock(); let completion = pending[request]; lock.unlock()
        DispatchQueue.global(qos: .userInitiated).async {
            completion(.success(orders))
        }
    }
}

@MainActor
struct OrdersPresenterTests {
    // Berlin, as the checks: 10 April 2026 at noon is after the change to summer time.
    let calendar = Calendar.current
    var today: Date { calendar.date(from: DateComponents(year: 2026, month: 4, day: 10, hour: 12))! }

    func daysAgo(_ days: Int) -> Date {
        calendar.date(byAdding: .day, value: -days, to: today)!
    }

    func waitFor(_ what: () -> Bool) async {
        var spins = 0
        while !what() && spins < 100_000 {
            await Task.yield()
            spins += 1
        }
    }

    func idle() async {
        for _ in 0..<200 { await Task.yield() }
    }

    func loadedPresenter(_ orders: [Order]) async -> (OrdersPresenter, OrdersViewSpy, ServiceFake) {
        let service = ServiceFake()
        let spy = OrdersViewSpy()
        let now = today
        let presenter = OrdersPresenter(service: service, now: { now })
        presenter.view = spy
        presenter.viewDidLoad()
        await waitFor { service.asked == 1 }
        service.replyInBackground(request: 0, orders)
        await waitFor { spy.rows.count == 1 }
        await idle()
        return (presenter, spy, service)
    }

    // --- memory ---

    @Test func viewIsNotRetained() {
        let presenter = OrdersPresenter(service: ServiceFake(), now: { Date() })
        weak var weakSpy: OrdersViewSpy?
        do {
            let spy = OrdersViewSpy()
            presenter.view = spy
            weakSpy = spy
        }
        #expect(weakSpy == nil)
    }

    @Test func pendingRequestDoesNotRetainPresenter() async {
        let service = ServiceFake()
        weak var weakPresenter: OrdersPresenter?
        do {
            let presenter = OrdersPresenter(service: service, now: { Date() })
            weakPresenter = presenter
            presenter.viewDidLoad()
            await waitFor { service.asked == 1 }
        }
        #expect(weakPresenter == nil)
        service.replyInBackground(request: 0, [])
        await idle()
    }

    @Test func presenterIsFreedAfterASuccessfulLoad() async {
        weak var weakPresenter: OrdersPresenter?
        do {
            let (presenter, _, _) = await loadedPresenter([Order(id: "1", total: 1, placedAt: daysAgo(2), isDelivered: true)])
            weakPresenter = presenter
        }
        #expect(weakPresenter == nil)
    }

    // --- threading and order ---

    @Test func backgroundReplyReachesTheViewOnMainInOrder() async {
        let service = ServiceFake()
        let spy = OrdersViewSpy()
        let now = today
        let presenter = OrdersPresenter(service: service, now: { now })
        presenter.view = spy

        presenter.viewDidLoad()
        await waitFor { service.asked == 1 && spy.log == ["loading on"] }
        await idle()
        #expect(spy.log == ["loading on"])

        let orders = [
            Order(id: "1", total: 5, placedAt: daysAgo(0), isDelivered: false),
            Order(id: "2", total: 6, placedAt: daysAgo(3), isDelivered: true),
        ]
        service.replyInBackground(request: 0, orders)
        await waitFor { spy.log.count == 3 }
        await idle()

        #expect(spy.log == ["loading on", "loading off", "rows"])
        #expect(spy.rows.last?.count == 2)
        #expect(spy.rows.last?.map(\.isDelivered) == [false, true])
        #expect(spy.rows.last?.first?.subtitle == "Today")
        #expect(spy.everyCallOnMain)
    }

    @Test func loadingAgainAsksAgainAndShowsTheNewRows() async {
        let (presenter, spy, service) = await loadedPresenter([Order(id: "1", total: 1, placedAt: daysAgo(1), isDelivered: true)])
        presenter.viewDidLoad()
        await waitFor { service.asked == 2 }
        #expect(service.asked == 2)
        service.replyInBackground(request: 1, [Order(id: "1", total: 1, placedAt: daysAgo(1), isDelivered: true)])
        await waitFor { spy.rows.count == 2 }
        #expect(spy.rows.count == 2)
        #expect(spy.everyCallOnMain)
    }

    // --- returns ---

    @Test func deliveredOrder29DaysOldCanBeReturned() async {
        let order = Order(id: "29", total: 9, placedAt: daysAgo(29), isDelivered: true)
        let (presenter, spy, _) = await loadedPresenter([order])
        presenter.didSelectRow(at: 0)
        await waitFor { spy.returned.count == 1 }
        #expect(spy.returned == [order])
        #expect(spy.everyCallOnMain)
    }

    @Test func deliveredOrder30CalendarDaysOldAcrossSummerTimeCannotBeReturned() async {
        // 11 March to 10 April: 30 calendar days, but only 719 hours.
        let order = Order(id: "30", total: 9, placedAt: daysAgo(30), isDelivered: true)
        let (presenter, spy, _) = await loadedPresenter([order])
        let before = spy.log.count
        presenter.didSelectRow(at: 0)
        await waitFor { spy.log.count > before }
        await idle()
        #expect(spy.returned.isEmpty)
        #expect(spy.log.dropFirst(before) == ["message"])
        #expect(spy.everyCallOnMain)
    }

    @Test func deliveredOrder31DaysOldCannotBeReturned() async {
        let (presenter, spy, _) = await loadedPresenter([Order(id: "31", total: 9, placedAt: daysAgo(31), isDelivered: true)])
        let before = spy.log.count
        presenter.didSelectRow(at: 0)
        await waitFor { spy.log.count > before }
        await idle()
        #expect(spy.log.dropFirst(before) == ["message"])
    }

    @Test func undeliveredOrderCannotBeReturned() async {
        let (presenter, spy, _) = await loadedPresenter([Order(id: "u", total: 9, placedAt: daysAgo(2), isDelivered: false)])
        let before = spy.log.count
        presenter.didSelectRow(at: 0)
        await waitFor { spy.log.count > before }
        await idle()
        #expect(spy.log.dropFirst(before) == ["message"])
    }

    @Test func tapsOutsideTheRowsDoNothing() async {
        let orders = [
            Order(id: "a", total: 1, placedAt: daysAgo(1), isDelivered: true),
            Order(id: "b", total: 1, placedAt: daysAgo(1), isDelivered: true),
        ]
        let (presenter, spy, _) = await loadedPresenter(orders)
        let before = spy.log.count
        presenter.didSelectRow(at: -1)
        presenter.didSelectRow(at: 2)
        await idle()
        #expect(spy.log.count == before)

        presenter.didSelectRow(at: 1)
        await waitFor { spy.returned.count == 1 }
        #expect(spy.returned == [orders[1]])
    }

    @Test func aRowRemovedByAReloadDoesNothing() async {
        let old = (0..<4).map { Order(id: "o\($0)", total: 1, placedAt: daysAgo(1), isDelivered: true) }
        let (presenter, spy, service) = await loadedPresenter(old)
        presenter.viewDidLoad()
        await waitFor { service.asked == 2 }
        service.replyInBackground(request: 1, [old[0]])
        await waitFor { spy.rows.count == 2 }
        await idle()

        let before = spy.log.count
        presenter.didSelectRow(at: 3)
        await idle()
        #expect(spy.log.count == before)
        #expect(spy.returned.isEmpty)
    }
}
