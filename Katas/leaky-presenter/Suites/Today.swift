import Foundation
import Testing
@testable import OrdersScreen

/// "Today" on a grid of clock readings and order times around midnight and on both clock-change
/// days, judged by calendar date, in Berlin and in Auckland (where the local date differs from
/// UTC's for half of every day). Only orders placed before now are shown. Each presenter is made
/// while its clock reads 23:50 the evening before, and the clock moves on before the orders load.
@MainActor
@Suite struct Today {
    /// The same rule over generated sequences: the clock moves between the load and its reply,
    /// across midnight and the clock changes, and reloads show the day anew.
    @Test func everySequenceOfSteps() async {
        var sequences = OrderSequences(rule: .today, make: { service, now in OrdersPresenter(service: service, now: now) })
        sequences.rows = Self.judgeRows
        await sequences.check(
            "a row says exactly \"Today\" when its order was placed on the same calendar date as now(), read when the rows are built; the rows come in the order the service returned them.",
            scenarios: [
                [.load, .clock(1), .reply(0, .orders(5), onMain: false)],
                [.load, .reply(0, .orders(3), onMain: false), .clock(4), .load, .reply(1, .orders(3), onMain: false)],
                [.clock(2), .load, .reply(0, .orders(2), onMain: false)],
            ])
    }

    /// Wall-clock readings of now and of order times: around midnight, early, midday, late.
    /// 02:xx is left out: it does not exist, or exists twice, on a clock-change day.
    static let nowTimes: [(Int, Int)] = [(0, 0), (0, 30), (3, 30), (12, 0), (23, 30), (23, 59)]
    static let todayTimes: [(Int, Int)] = [(0, 0), (0, 1), (0, 30), (3, 30), (12, 0), (23, 0), (23, 59)]
    static let yesterdayTimes: [(Int, Int)] = [(0, 0), (12, 0), (23, 0), (23, 30), (23, 59)]

    @Test func todayMeansTheSameCalendarDay() async {
        await check(Zone.berlin, days: [
            (LocalTime.day(2025, 6, 17), "an ordinary day"),
            (LocalTime.day(2025, 3, 30), "the day the clocks go forward"),
            (LocalTime.day(2025, 10, 26), "the day the clocks go back"),
        ])
        await check(Zone.auckland, days: [
            (LocalTime.day(2025, 6, 17), "an ordinary day"),
            (LocalTime.day(2025, 9, 28), "the day the clocks go forward"),
            (LocalTime.day(2025, 4, 6), "the day the clocks go back"),
        ])
    }

    /// Orders placed earlier today, yesterday, two days before, and on the same day of the month
    /// a month and a year before.
    static func placed(before now: LocalTime) -> [(LocalTime, Bool)] {
        var times: [LocalTime] = []
        for (hour, minute) in todayTimes { times.append(LocalTime(day: now.day, hour: hour, minute: minute)) }
        for (hour, minute) in yesterdayTimes { times.append(LocalTime(day: now.day - 1, hour: hour, minute: minute)) }
        times.append(LocalTime(day: now.day - 2, hour: 23, minute: 30))
        let date = LocalTime.civil(now.day)
        let (year, month, day) = (date.year ?? 0, date.month ?? 1, date.day ?? 1)
        times.append(LocalTime(day: LocalTime.day(year, month - 1, day), hour: 12, minute: 0))
        times.append(LocalTime(day: LocalTime.day(year - 1, month, day), hour: 12, minute: 0))
        // Delivered or not in a pattern that sorting by date (either way) or reversing changes,
        // so rows shown in another order than the service's are seen.
        let past = times.filter { $0.day < now.day || $0.minuteOfDay <= now.minuteOfDay }
        return past.enumerated().map { index, time in (time, index % 3 != 1) }
    }

    func check(_ zone: Zone, days: [(Int, String)]) async {
        await inProcessZone(zone) { moved in
            if moved { await checkMoved(zone, days: days) }
        }
    }

    private func checkMoved(_ zone: Zone, days: [(Int, String)]) async {
        var nows: [LocalTime] = []
        for (day, _) in days {
            for (hour, minute) in Self.nowTimes { nows.append(LocalTime(day: day, hour: hour, minute: minute)) }
        }
        // Each presenter is made at 23:50 the evening before, and its clock moves on before the
        // orders load: "Today" follows the clock when the rows are built.
        let screens = await presentersShowing(at: nows, in: zone, createdAt: { LocalTime(day: $0.day - 1, hour: 23, minute: 50) }, placed: Self.placed(before:))
        Self.judge(screens, in: zone, notes: Dictionary(uniqueKeysWithValues: days))
    }

    /// Compares every row's subtitle with the calendar date (the oracle), at the clock's reading
    /// when the rows were built.
    static func judge(_ screens: [GridScreen], in zone: Zone, notes: [Int: String]) {
        var wrong: [String] = []
        var cases = 0
        for screen in screens {
            guard let rows = screen.view.log.lastRows, rows.count == screen.orders.count else {
                expect(false, "Expected one row per order (\(screen.orders.count)), in the order the service gave them; the view got: \(screen.view.summary).")
                return
            }
            guard rows.map(\.isDelivered) == screen.orders.map(\.isDelivered) else {
                expect(false, "The view should get one row per order, in the order the service returned them (didSelectRow(at:) indexes those rows); the rows came in another order (isDelivered of the rows: \(rows.map(\.isDelivered)), of the orders: \(screen.orders.map(\.isDelivered))).")
                return
            }
            for (placed, row) in zip(screen.placed, rows) {
                cases += 1
                let isToday = placed.day == screen.now.day
                if (row.subtitle == "Today") == isToday { continue }
                let seen = "in \(zone.identifier) on \(screen.now.date) (\(notes[screen.now.day] ?? "")), an order placed at \(placed.clock) \(placed.relative(to: screen.now)), seen at \(screen.now.clock) today,"
                wrong.append(isToday ? seen + " says \"\(row.subtitle)\" instead of \"Today\"" : seen + " says \"Today\"")
            }
        }
        expect(wrong.isEmpty, "\"Today\" must mean the same calendar day as now(), on the user's calendar in the user's time zone. Wrong in \(wrong.count) of \(cases) cases; for example: \(wrong.prefix(3).joined(separator: "; ")).")
    }

    /// Shown rows against the model: one per order in the service's order, "Today" exactly for
    /// those placed on now()'s date.
    static func judgeRows(_ shown: [CallLog.Entry], _ reply: ReplyExpectation) -> Difference? {
        guard let rows = shown.first?.rows, let orders = reply.orders else { return nil }
        if rows.map(\.isDelivered) != orders.map(\.isDelivered) {
            return Difference(saw: "the rows came in another order (isDelivered of the rows: \(rows.map(\.isDelivered)), of the orders: \(orders.map(\.isDelivered)))",
                              expected: "one row per order, in the order the service returned them", site: shown.first?.site)
        }
        for (row, order) in zip(rows, orders) {
            guard let today = OrderTimeline.isToday(order, now: reply.now) else { continue }
            if (row.subtitle == "Today") == today { continue }
            return Difference(saw: "the row of \(OrderJudge.words(order)) said \"\(row.subtitle)\"",
                              expected: "\(today ? "\"Today\"" : "its date, not \"Today\""): now() read \(OrderTimeline.words(reply.now)) when the rows were built",
                              site: shown.first?.site)
        }
        return nil
    }
}
