import Foundation
import Testing
@testable import OrdersScreen

@MainActor
@Suite struct ReturnRule {
    /// 10:00 on 9 April, after clocks went forward on 29 March: the 30 calendar days back to
    /// 10 March hold only 719 hours.
    let now = Berlin.date(2026, 4, 9, 10)

    @Test func onlyDeliveredOrdersYoungerThanThirtyCalendarDaysCanBeReturned() async {
        let orders = [
            order("ten-days", placedAt: Berlin.date(2026, 3, 30, 10)),
            order("forty-days", placedAt: Berlin.date(2026, 2, 28, 10)),
            order("not-delivered", placedAt: Berlin.date(2026, 4, 7, 10), delivered: false),
            order("thirty-days-across-dst", placedAt: Berlin.date(2026, 3, 10, 10)),
            order("twenty-nine-days", placedAt: Berlin.date(2026, 3, 11, 10)),
        ]
        let (presenter, view) = await presenterShowing(orders, now: now)

        let expectations: [(index: Int, returnable: Bool, why: String)] = [
            (0, true, "a delivered order from 10 days ago can be returned"),
            (1, false, "a delivered order from 40 days ago cannot be returned"),
            (2, false, "an order that was not delivered cannot be returned"),
            (3, false, "an order placed 30 calendar days ago cannot be returned, even though a daylight-saving change makes that only 719 hours: count days with the calendar, not 24-hour blocks"),
            (4, true, "a delivered order from 29 calendar days ago can be returned"),
        ]
        for expectation in expectations {
            let before = view.calls.count
            presenter.didSelectRow(at: expectation.index)
            await eventually(turns: 20) { view.calls.count > before }
            let said = Array(view.calls.dropFirst(before))
            let id = orders[expectation.index].id
            if expectation.returnable {
                expect(said == [.returnFor(id)], "Tapping \(id): \(expectation.why), so the presenter should call showReturn(for:); the view got: \(said.isEmpty ? "nothing" : said.map(\.description).joined(separator: ", ")).")
            } else {
                expect(said == [.message], "Tapping \(id): \(expectation.why), so the presenter should explain with showMessage(_:); the view got: \(said.isEmpty ? "nothing" : said.map(\.description).joined(separator: ", ")).")
            }
        }
    }
}
