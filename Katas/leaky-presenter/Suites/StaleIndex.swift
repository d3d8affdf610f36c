import Foundation
import Testing
@testable import OrdersScreen

@MainActor
@Suite struct StaleIndex {
    @Test func aTapOnARowThatNoLongerExistsDoesNothing() async {
        let now = Berlin.date(2026, 4, 9, 10)
        let three = [
            order("one", placedAt: Berlin.date(2026, 4, 1, 10)),
            order("two", placedAt: Berlin.date(2026, 4, 2, 10)),
            order("three", placedAt: Berlin.date(2026, 4, 3, 10)),
        ]
        let service = BackgroundOrderService(.success(three), .success([three[0]]))
        let view = OrdersViewSpy()
        let presenter = OrdersPresenter(service: service, now: { now })
        presenter.view = view

        presenter.viewDidLoad()
        await service.untilReplied(1)
        await eventually { view.log.lastRows?.count == 3 }
        var before = view.calls.count
        presenter.didSelectRow(at: 3)
        presenter.didSelectRow(at: -1)
        await settle()
        expect(view.calls.count == before, "A tap on a row that does not exist should do nothing; the view got: \(view.calls.dropFirst(before).map(\.description).joined(separator: ", ")).")

        presenter.viewDidLoad()
        await service.untilReplied(2)
        await eventually { view.log.lastRows?.count == 1 }
        before = view.calls.count
        presenter.didSelectRow(at: 2)
        await settle()
        expect(view.calls.count == before, "After a reload shortened the list, a tap on an old index should do nothing; the view got: \(view.calls.dropFirst(before).map(\.description).joined(separator: ", ")).")
    }
}
