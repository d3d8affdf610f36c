// Hidden helper for the date checks: runs a check in a chosen time zone, builds local dates, and
// words a date the way a learner reads it.
//
// Switching zones inside one test process, measured on Linux with Swift 6.3: `setenv("TZ")` and
// `tzset()` alone change neither `TimeZone.current` nor `Calendar.current` (both are cached);
// `NSTimeZone.resetSystemTimeZone()` updates them, but a new `DateFormatter` keeps the zone the
// process started with until `NSTimeZone.default` is set too. All four together move every
// reading of "the user's zone" at once. A presenter may capture `Calendar.current` or a formatter
// when it is created, so presenters are created after the switch.
import Foundation
import Testing
@testable import OrdersScreen

/// A wall-clock time: a civil day (days since 1 January 1970) and a time of day. The checks build
/// their cases from these, so the rule's oracle is plain arithmetic on dates, independent of the
/// calendar code under test (and fast: `Calendar.dateComponents(_:from:to:)` costs ~35 µs a call).
struct LocalTime: Sendable {
    var day: Int
    var hour: Int
    var minute: Int

    var minuteOfDay: Int { hour * 60 + minute }

    /// Converts between civil days and dates; fixed to UTC, so it never depends on a zone.
    private static let civilCalendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    /// The civil day of a date.
    static func day(_ year: Int, _ month: Int, _ day: Int) -> Int {
        let date = civilCalendar.date(from: DateComponents(year: year, month: month, day: day))!
        return Int((date.timeIntervalSince1970 / 86_400).rounded())
    }

    /// The year, month and day of a civil day.
    static func civil(_ day: Int) -> DateComponents {
        civilCalendar.dateComponents([.year, .month, .day], from: Date(timeIntervalSince1970: Double(day) * 86_400))
    }

    /// "23:30"
    var clock: String { String(format: "%02d:%02d", hour, minute) }

    /// "30 March 2025"
    var date: String {
        let parts = Self.civil(day)
        let months = "January February March April May June July August September October November December".split(separator: " ")
        return "\(parts.day ?? 0) \(months[(parts.month ?? 1) - 1]) \(parts.year ?? 0)"
    }

    /// "today", "yesterday" or "on 17 May 2025", seen from `now`.
    func relative(to now: LocalTime) -> String {
        switch now.day - day {
        case 0: return "today"
        case 1: return "yesterday"
        default: return "on \(date)"
        }
    }
}

/// A time zone a date check runs in.
struct Zone: Sendable {
    let identifier: String
    let calendar: Calendar

    init(_ identifier: String) {
        self.identifier = identifier
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: identifier)!
        self.calendar = calendar
    }

    static let berlin = Zone("Europe/Berlin")
    /// UTC+12 or +13: its local date differs from UTC's for half of every day.
    static let auckland = Zone("Pacific/Auckland")

    /// The instant of a wall-clock time here. The checks avoid 02:00 to 02:59, which a clock
    /// change skips or repeats.
    func date(_ time: LocalTime) -> Date {
        var parts = LocalTime.civil(time.day)
        parts.hour = time.hour
        parts.minute = time.minute
        return calendar.date(from: parts)!
    }

    /// Whether the clocks changed between two instants.
    func clocksChanged(between first: Date, and second: Date) -> Bool {
        calendar.timeZone.secondsFromGMT(for: first) != calendar.timeZone.secondsFromGMT(for: second)
    }
}

/// Runs `body` with the test process moved to `zone`, no other check running meanwhile (see
/// `processZone`), and moves it back to Berlin after; `body` gets whether every reading moved.
@MainActor
func inProcessZone<T>(_ zone: Zone, _ body: (Bool) async -> T) async -> T {
    await processZone.alone {
        defer { moveProcess(to: Zone.berlin) }
        return await body(moveProcess(to: zone))
    }
}

/// Moves every reading of the user's zone to `zone` and says whether they all agree. Only
/// `inProcessZone` calls it, so no other check sees the change.
@MainActor
@discardableResult
private func moveProcess(to zone: Zone) -> Bool {
    let identifier = zone.identifier
    setenv("TZ", identifier, 1)
    tzset()
    NSTimeZone.resetSystemTimeZone()
    NSTimeZone.default = zone.calendar.timeZone
    let readings: [String] = [
        TimeZone.current.identifier,
        Calendar.current.timeZone.identifier,
        Calendar.autoupdatingCurrent.timeZone.identifier,
        DateFormatter().timeZone.identifier,
    ]
    let moved: Bool = readings.allSatisfy { $0 == identifier }
    expect(moved, "The check could not move the test process to \(identifier) (a problem of the kata, not of your code): TimeZone.current is \(TimeZone.current.identifier).")
    return moved
}

/// One screen of a date grid: the clock reading, the orders with the wall-clock time each was
/// placed at, and the presenter and view that show them.
struct GridScreen {
    var now: LocalTime
    var nowDate: Date
    var placed: [LocalTime]
    var orders: [Order]
    var presenter: OrdersPresenter
    var view: OrdersViewSpy
}

/// Builds one presenter per clock reading, each with its own view and a background service that
/// answers with the orders placed at `placed(now)` (all from one queue, see
/// `SharedQueueOrderService`), loads them all, and waits until every view has its rows. Each
/// presenter is created while its clock reads `createdAt(now)`; the clock then moves to `now`
/// before viewDidLoad(), so a presenter that read the clock only once, when it was made, is seen.
@MainActor
func presentersShowing(at nows: [LocalTime], in zone: Zone, createdAt: (LocalTime) -> LocalTime = { $0 }, placed: (LocalTime) -> [(LocalTime, Bool)]) async -> [GridScreen] {
    var built: [GridScreen] = []
    var services: [SharedQueueOrderService] = []
    for now in nows {
        let cases = placed(now)
        let orders = cases.enumerated().map { index, entry in
            order("O\(index)", placedAt: zone.date(entry.0), delivered: entry.1)
        }
        let service = SharedQueueOrderService(.success(orders))
        let view = OrdersViewSpy()
        let nowDate = zone.date(now)
        let clock = MovingClock(zone.date(createdAt(now)))
        let presenter = OrdersPresenter(service: service, now: clock.now)
        presenter.view = view
        clock.move(to: nowDate)
        services.append(service)
        built.append(GridScreen(now: now, nowDate: nowDate, placed: cases.map(\.0), orders: orders, presenter: presenter, view: view))
    }
    for entry in built { entry.presenter.viewDidLoad() }
    await eventually { services.allSatisfy { $0.replies > 0 } && built.allSatisfy { $0.view.log.lastRows != nil } }
    return built
}
