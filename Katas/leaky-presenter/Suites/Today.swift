import Foundation
import Testing
@testable import OrdersScreen

@MainActor
@Suite struct Today {
    /// 09:00 on a Thursday in April. Every order below falls on the same calendar date in Berlin
    /// and in UTC, so any calendar-based reading agrees; a 24-hour reading does not.
    let now = Berlin.date(2026, 4, 9, 9)

    @Test func todayMeansTheSameCalendarDay() async {
        let orders = [
            order("late-last-night", placedAt: Berlin.date(2026, 4, 8, 23)),
            order("this-morning", placedAt: Berlin.date(2026, 4, 9, 8, 15)),
            order("early-today", placedAt: Berlin.date(2026, 4, 9, 3)),
            order("two-days-ago", placedAt: Berlin.date(2026, 4, 7, 10)),
        ]
        let (presenter, view) = await presenterShowing(orders, now: now)

        guard let rows = view.log.lastRows, rows.count == orders.count else {
            Issue.record("Expected one row per order (\(orders.count)); the view got: \(view.summary).")
            return
        }
        expect(rows[0].subtitle != "Today", "An order placed at 23:00 yesterday says \"Today\" at 09:00: \"Today\" must mean the same calendar day as now, not the last 24 hours.")
        expect(rows[1].subtitle == "Today" && rows[2].subtitle == "Today", "An order placed earlier today should say \"Today\"; got \"\(rows[1].subtitle)\" and \"\(rows[2].subtitle)\".")
        expect(rows[3].subtitle != "Today", "An order from two days ago says \"Today\".")
        _ = presenter
    }
}
