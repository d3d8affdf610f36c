import Foundation
import Testing
@testable import OrdersScreen

/// The return rule on a grid: orders 0, 29, 30 and 31 calendar days old at several times of
/// day, across both clock changes and in a 31-day month, delivered or not, in Berlin and Auckland.
///
/// "Less than 30 calendar days" has two fair readings when the order's time of day is later than
/// now's, 30 dates back: `dateComponents([.day], from: placedAt, to: now)` counts 29 whole days,
/// the difference of the two dates counts 30. The grid only judges the cases where both readings
/// agree; a count of seconds (30 × 24 × 3600) disagrees with both across the spring clock change.
@MainActor
@Suite struct ReturnRule {
    /// The same rule over generated sequences: the clock moves between the load, the reply and
    /// the tap, across midnight, the spring clock change and the 30-day boundary.
    @Test func everySequenceOfSteps() async {
        await OrderSequences.tapping(.returnRule).check(
            "a tap on a delivered order placed less than 30 calendar days before now() (read when the row is tapped) calls showReturn(for:); a tap on any other existing row calls showMessage(_:).",
            scenarios: [
                [.clock(5), .load, .reply(0, .orders(3), onMain: false), .clock(8), .tap(0)],
                [.clock(5), .load, .reply(0, .orders(2), onMain: false), .tap(0)],
                [.load, .reply(0, .orders(3), onMain: false), .clock(5), .tap(0), .clock(8), .tap(0)],
            ])
    }

    static let times: [(Int, Int)] = [(0, 30), (10, 0), (23, 30)]
    static let ages: [Int] = [0, 29, 30, 31]

    @Test func onlyDeliveredOrdersYoungerThanThirtyCalendarDays() async {
        await check(Zone.berlin, nowDays: [LocalTime.day(2025, 4, 15), LocalTime.day(2025, 11, 10), LocalTime.day(2025, 7, 31)])
        await check(Zone.auckland, nowDays: [LocalTime.day(2025, 10, 20), LocalTime.day(2025, 4, 25), LocalTime.day(2025, 12, 31)])
    }

    /// The rule, as both fair readings of "less than 30 calendar days" say it; nil where they differ.
    static func returnable(placed: LocalTime, delivered: Bool, now: LocalTime) -> Bool? {
        guard delivered else { return false }
        let dates: Int = now.day - placed.day
        var wholeDays: Int = dates
        if now.minuteOfDay < placed.minuteOfDay { wholeDays -= 1 }
        let byDates: Bool = dates < 30
        let byWholeDays: Bool = wholeDays < 30
        if byDates != byWholeDays { return nil }
        return byDates
    }

    /// The judged orders, between two rows the check does not tap (the first and the last index
    /// are the stale-index check's business).
    static func placed(before now: LocalTime) -> [(LocalTime, Bool)] {
        var list = [(LocalTime(day: now.day - 3, hour: 12, minute: 0), true)]
        for age in ages {
            for (hour, minute) in times {
                let time = LocalTime(day: now.day - age, hour: hour, minute: minute)
                let isPast = age > 0 || time.minuteOfDay <= now.minuteOfDay
                if isPast && returnable(placed: time, delivered: true, now: now) != nil { list.append((time, true)) }
            }
        }
        list.append((LocalTime(day: now.day, hour: 0, minute: 0), false))
        list.append((LocalTime(day: now.day - 29, hour: 0, minute: 0), false))
        list.append((LocalTime(day: now.day - 60, hour: 12, minute: 0), true))
        return list
    }

    func check(_ zone: Zone, nowDays: [Int]) async {
        await inProcessZone(zone) { moved in
            if moved { await checkMoved(zone, nowDays: nowDays) }
        }
    }

    private func checkMoved(_ zone: Zone, nowDays: [Int]) async {
        var nows: [LocalTime] = []
        for day in nowDays {
            for (hour, minute) in Self.times { nows.append(LocalTime(day: day, hour: hour, minute: minute)) }
        }
        // Made at 23:50 the evening before; the clock moves on before the orders load, so the
        // rule must read it when a row is tapped.
        let screens = await presentersShowing(at: nows, in: zone, createdAt: { LocalTime(day: $0.day - 1, hour: 23, minute: 50) }, placed: Self.placed(before:))
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
                let placed = screen.placed[index]
                guard let canReturn = Self.returnable(placed: placed, delivered: order.isDelivered, now: screen.now) else { continue }
                cases += 1
                let said = await tapper.tap(index, on: screen.presenter, view: screen.view)
                let expected: [ViewCall] = canReturn ? [.returnFor(order.id)] : [.message]
                guard said != expected else { continue }
                wrong.append("\(situation(of: order, placed: placed, in: screen, zone: zone)) got \(describe(said).replacingOccurrences(of: order.id, with: "this order")); it should get \(canReturn ? "showReturn(for:)" : "showMessage(_:)")")
            }
        }
        expect(wrong.isEmpty, "Only a delivered order placed less than 30 calendar days before now() can be returned (showReturn(for:)); a tap on any other row gets showMessage(_:). Wrong in \(wrong.count) of \(cases) taps; for example: \(wrong.prefix(3).joined(separator: "; ")).")
        withExtendedLifetime(screens) {}
    }

    /// "in Europe/Berlin, a delivered order placed on 16 March 2025 at 10:00, tapped on 15 April
    /// 2025 at 10:00 (30 calendar days later; 719 hours, the clocks changed in between),"
    func situation(of order: Order, placed: LocalTime, in screen: GridScreen, zone: Zone) -> String {
        var span = "\(screen.now.day - placed.day) calendar days later"
        if zone.clocksChanged(between: order.placedAt, and: screen.nowDate) {
            span += "; \(Int(screen.nowDate.timeIntervalSince(order.placedAt)) / 3600) hours, the clocks changed in between"
        }
        let kind = order.isDelivered ? "a delivered" : "an undelivered"
        return "in \(zone.identifier), \(kind) order placed on \(placed.date) at \(placed.clock), tapped on \(screen.now.date) at \(screen.now.clock) (\(span)),"
    }
}
