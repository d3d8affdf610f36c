import Foundation
import Testing
@testable import OrdersScreen

/// The return rule on a grid: orders 0, 1, 28 to 31 and 45 calendar days old, at several times of
/// day, across both clock changes and a 31-day month, delivered or not, in Berlin and Auckland.
///
/// "Less than 30 calendar days" has two fair readings when the order's time of day is later than
/// now's, 30 dates back: `dateComponents([.day], from: placedAt, to: now)` counts 29 whole days,
/// the difference of the two dates counts 30. The grid only judges the cases where both readings
/// agree; a count of seconds (30 × 24 × 3600) disagrees with both across a clock change.
@MainActor
@Suite struct ReturnRule {
    static let times = [(0, 30), (10, 0), (23, 30)]
    static let ages = [0, 1, 28, 29, 30, 31, 45]

    @Test func onlyDeliveredOrdersYoungerThanThirtyCalendarDaysInBerlin() async {
        await check(Zone.berlin, nowDays: [(2025, 4, 15), (2025, 11, 10), (2025, 7, 31)])
    }

    @Test func onlyDeliveredOrdersYoungerThanThirtyCalendarDaysInAuckland() async {
        await check(Zone.auckland, nowDays: [(2025, 10, 20), (2025, 4, 25), (2025, 12, 31)])
    }

    /// The rule, as both fair readings of "less than 30 calendar days" say it; nil where they differ.
    static func returnable(_ order: Order, now: Date, in zone: Zone) -> Bool? {
        guard order.isDelivered else { return false }
        let wholeDays = zone.calendar.dateComponents([.day], from: order.placedAt, to: now).day ?? .max
        let dates = zone.calendarDays(from: order.placedAt, to: now)
        return (wholeDays < 30) == (dates < 30) ? wholeDays < 30 : nil
    }

    /// The orders behind the rows: the judged ones, between two rows the check does not tap (the
    /// first and the last index are the stale-index check's business).
    func orders(seenAt now: Date, in zone: Zone) -> [Order] {
        var list = [order("first", placedAt: zone.date(now, addingDays: -3, hour: 12, minute: 0))]
        for age in Self.ages {
            for (hour, minute) in Self.times {
                let placed = zone.date(now, addingDays: -age, hour: hour, minute: minute)
                let candidate = order("D\(age)-\(hour)h\(minute)", placedAt: placed)
                if placed <= now && Self.returnable(candidate, now: now, in: zone) != nil { list.append(candidate) }
            }
        }
        for age in [0, 1, 29] {
            let placed = zone.date(now, addingDays: -age, hour: 0, minute: 0)
            list.append(order("U\(age)", placedAt: placed, delivered: false))
        }
        list.append(order("last", placedAt: zone.date(now, addingDays: -60, hour: 12, minute: 0)))
        return list
    }

    func check(_ zone: Zone, nowDays: [(Int, Int, Int)]) async {
        await inZone(zone) {
            var nows: [Date] = []
            for (year, month, day) in nowDays {
                for (hour, minute) in Self.times { nows.append(zone.date(year, month, day, hour, minute)) }
            }
            let screens = await presentersShowing(at: nows) { orders(seenAt: $0, in: zone) }
            let tapper = Tapper()
            var wrong: [String] = []
            var cases = 0
            for screen in screens {
                guard screen.view.log.lastRows?.count == screen.orders.count else {
                    expect(false, "Expected one row per order (\(screen.orders.count)) before tapping; the view got: \(screen.view.summary).")
                    return
                }
                for index in 1..<(screen.orders.count - 1) {
                    let order = screen.orders[index]
                    guard let canReturn = Self.returnable(order, now: screen.now, in: zone) else { continue }
                    cases += 1
                    let said = await tapper.tap(index, on: screen.presenter, view: screen.view)
                    let expected: [ViewCall] = canReturn ? [.returnFor(order.id)] : [.message]
                    guard said != expected else { continue }
                    wrong.append("\(situation(of: order, now: screen.now, in: zone)) got \(describe(said)); it should get \(canReturn ? "showReturn(for:)" : "showMessage(_:)")")
                }
            }
            expect(wrong.isEmpty, "Only a delivered order placed less than 30 calendar days before now() can be returned (showReturn(for:)); a tap on any other row gets showMessage(_:). Wrong in \(wrong.count) of \(cases) taps; for example: \(wrong.prefix(3).joined(separator: "; ")).")
            withExtendedLifetime(screens) {}
        }
    }

    /// "in Europe/Berlin, a delivered order placed on 16 March 2025 at 10:00, tapped on 15 April
    /// 2025 at 10:00 (30 calendar days later; only 719 hours, the clocks changed in between),"
    func situation(of order: Order, now: Date, in zone: Zone) -> String {
        let days = zone.calendarDays(from: order.placedAt, to: now)
        let hours = Int((now.timeIntervalSince(order.placedAt) / 3600).rounded(.down))
        let zoneChanged = zone.calendar.timeZone.secondsFromGMT(for: order.placedAt) != zone.calendar.timeZone.secondsFromGMT(for: now)
        let span = days == 1 ? "1 calendar day later" : "\(days) calendar days later"
        let clockNote = zoneChanged ? "; \(hours) hours, the clocks changed in between" : ""
        return "in \(zone.identifier), \(order.isDelivered ? "a delivered" : "an undelivered") order placed on \(zone.day(order.placedAt)) at \(zone.clock(order.placedAt)), tapped on \(zone.day(now)) at \(zone.clock(now)) (\(span)\(clockNote)),"
    }
}
