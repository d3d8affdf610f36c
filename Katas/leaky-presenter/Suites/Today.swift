import Foundation
import Testing
@testable import OrdersScreen

/// "Today" on a grid of clock readings and order times around midnight and on both clock-change
/// days, judged against the zone's own calendar, in Berlin and in Auckland (where the local date
/// differs from UTC's for half of every day).
@MainActor
@Suite struct Today {
    /// A day the grid is laid on, and why it is interesting.
    struct Day {
        var year: Int, month: Int, day: Int
        var note: String
    }

    /// Wall-clock readings of "now" and of order times: around midnight, early, midday, late.
    /// 02:xx is left out: it does not exist, or exists twice, on a clock-change day.
    static let nowTimes = [(0, 0), (0, 30), (0, 59), (3, 30), (12, 0), (23, 0), (23, 30), (23, 59)]
    static let todayTimes = [(0, 0), (0, 1), (0, 30), (0, 59), (3, 30), (12, 0), (23, 0), (23, 30), (23, 59)]
    static let yesterdayTimes = [(0, 0), (0, 30), (12, 0), (23, 0), (23, 30), (23, 59)]

    @Test func todayMeansTheSameCalendarDayInBerlin() async {
        await check(Zone.berlin, days: [
            Day(year: 2025, month: 6, day: 17, note: "an ordinary day"),
            Day(year: 2025, month: 3, day: 30, note: "the day the clocks go forward"),
            Day(year: 2025, month: 10, day: 26, note: "the day the clocks go back"),
            Day(year: 2025, month: 1, day: 1, note: "new year's day"),
        ])
    }

    @Test func todayMeansTheSameCalendarDayInAuckland() async {
        await check(Zone.auckland, days: [
            Day(year: 2025, month: 6, day: 17, note: "an ordinary day"),
            Day(year: 2025, month: 9, day: 28, note: "the day the clocks go forward"),
            Day(year: 2025, month: 4, day: 6, note: "the day the clocks go back"),
            Day(year: 2025, month: 1, day: 1, note: "new year's day"),
        ])
    }

    /// Every order placed before `now`: earlier today, yesterday, two days before, and on the
    /// same day of the month a month and a year before.
    func orders(seenAt now: Date, in zone: Zone) -> [Order] {
        var placed: [Date] = []
        for (hour, minute) in Self.todayTimes { placed.append(zone.date(now, addingDays: 0, hour: hour, minute: minute)) }
        for (hour, minute) in Self.yesterdayTimes { placed.append(zone.date(now, addingDays: -1, hour: hour, minute: minute)) }
        placed.append(zone.date(now, addingDays: -2, hour: 23, minute: 30))
        let noon = zone.date(now, addingDays: 0, hour: 12, minute: 0)
        placed.append(zone.calendar.date(byAdding: .month, value: -1, to: noon)!)
        placed.append(zone.calendar.date(byAdding: .year, value: -1, to: noon)!)
        return placed.filter { $0 <= now }.enumerated().map { index, date in
            order("T\(index)", placedAt: date)
        }
    }

    func check(_ zone: Zone, days: [Day]) async {
        await inZone(zone) {
            var nows: [Date] = []
            var notes: [String] = []
            for day in days {
                for (hour, minute) in Self.nowTimes {
                    nows.append(zone.date(day.year, day.month, day.day, hour, minute))
                    notes.append(day.note)
                }
            }
            let screens = await presentersShowing(at: nows) { orders(seenAt: $0, in: zone) }
            var wrong: [String] = []
            var cases = 0
            for (index, screen) in screens.enumerated() {
                guard let rows = screen.view.log.lastRows, rows.count == screen.orders.count else {
                    let got = screen.view.log.lastRows.map { "\($0.count) rows" } ?? screen.view.summary
                    expect(false, "Expected one row per order (\(screen.orders.count)), in the order the service gave them; the view got \(got).")
                    return
                }
                for (order, row) in zip(screen.orders, rows) {
                    cases += 1
                    let isToday = zone.calendar.isDate(order.placedAt, inSameDayAs: screen.now)
                    guard (row.subtitle == "Today") != isToday else { continue }
                    let when = "in \(zone.identifier) on \(zone.day(screen.now)) (\(notes[index])), an order placed at \(zone.clock(order.placedAt)) \(zone.relativeDay(of: order.placedAt, seenAt: screen.now)), seen at \(zone.clock(screen.now)) today,"
                    wrong.append(isToday ? "\(when) says \"\(row.subtitle)\" instead of \"Today\"" : "\(when) says \"Today\"")
                }
            }
            expect(wrong.isEmpty, "\"Today\" must mean the same calendar day as now(), on the user's calendar in the user's time zone. Wrong in \(wrong.count) of \(cases) cases; for example: \(wrong.prefix(3).joined(separator: "; ")).")
            withExtendedLifetime(screens) {}
        }
    }
}
