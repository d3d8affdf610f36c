// Hidden helper for the date checks: runs a check in a chosen time zone, builds local dates, and
// words a date the way a learner reads it.
//
// Switching zones inside one test process, measured on Linux with Swift 6.3: `setenv("TZ")` and
// `tzset()` alone change neither `TimeZone.current` nor `Calendar.current` (both are cached);
// `NSTimeZone.resetSystemTimeZone()` updates them, but a new `DateFormatter` keeps the zone the
// process started with until `NSTimeZone.default` is set too. All four together move every
// reading of "the user's zone" at once. A presenter may capture `Calendar.current` or a formatter
// when it is created, so presenters are created after the switch, inside `inZone`.
import Foundation
import Testing
@testable import OrdersScreen

/// A time zone a date check runs in, with the calendar the rule is judged by (the oracle).
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

    /// The instant of a local wall-clock time. Callers avoid the hour a clock change skips.
    func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int = 0) -> Date {
        calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
    }

    /// The same wall-clock time `days` calendar days from `date`.
    func date(_ date: Date, addingDays days: Int, hour: Int, minute: Int) -> Date {
        let day = calendar.date(byAdding: .day, value: days, to: calendar.startOfDay(for: date))!
        return calendar.date(bySettingHour: hour, minute: minute, second: 0, of: day)!
    }

    /// "23:30"
    func clock(_ date: Date) -> String {
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        return String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
    }

    /// "30 March 2025"
    func day(_ date: Date) -> String {
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        let months = ["January", "February", "March", "April", "May", "June", "July", "August",
                      "September", "October", "November", "December"]
        return "\(parts.day ?? 0) \(months[(parts.month ?? 1) - 1]) \(parts.year ?? 0)"
    }

    /// Calendar days from the date of `earlier` to the date of `later`.
    func calendarDays(from earlier: Date, to later: Date) -> Int {
        calendar.dateComponents([.day], from: calendar.startOfDay(for: earlier), to: calendar.startOfDay(for: later)).day ?? 0
    }

    /// "yesterday", "today", "3 days before"
    func relativeDay(of date: Date, seenAt now: Date) -> String {
        let days = calendarDays(from: date, to: now)
        switch days {
        case 0: return "today"
        case 1: return "yesterday"
        default: return "on \(day(date))"
        }
    }
}

/// Serialises the checks that move the process's zone, in case the tests ever run in parallel
/// (the runner's first run is serial).
@MainActor
private enum ZoneLock {
    static var busy = false
    static var waiting: [CheckedContinuation<Void, Never>] = []

    static func acquire() async {
        if !busy {
            busy = true
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    static func release() {
        if waiting.isEmpty {
            busy = false
        } else {
            waiting.removeFirst().resume()
        }
    }
}

/// Runs `body` with the process's zone set to `zone`, then sets it back to Europe/Berlin (the
/// zone the harness starts in). Create presenters inside `body`.
@MainActor
func inZone(_ zone: Zone, _ body: () async -> Void) async {
    await ZoneLock.acquire()
    let switched = switchProcessZone(to: zone.identifier)
    expect(switched, "The check could not move the test process to \(zone.identifier) (a problem of the kata, not of your code): TimeZone.current is \(TimeZone.current.identifier).")
    if switched { await body() }
    _ = switchProcessZone(to: Zone.berlin.identifier)
    ZoneLock.release()
}

/// Moves every reading of the user's zone to `identifier`; true when they all agree.
@MainActor
private func switchProcessZone(to identifier: String) -> Bool {
    guard let zone = TimeZone(identifier: identifier) else { return false }
    setenv("TZ", identifier, 1)
    tzset()
    NSTimeZone.resetSystemTimeZone()
    NSTimeZone.default = zone
    return TimeZone.current.identifier == identifier
        && TimeZone.autoupdatingCurrent.identifier == identifier
        && Calendar.current.timeZone.identifier == identifier
        && Calendar.autoupdatingCurrent.timeZone.identifier == identifier
        && DateFormatter().timeZone.identifier == identifier
}

/// Builds one presenter per clock reading, each with its own view and a background service that
/// answers `orders(now)` (all from one queue), loads them all, and waits until every view has its rows.
@MainActor
func presentersShowing(at nows: [Date], orders: (Date) -> [Order]) async -> [(now: Date, orders: [Order], presenter: OrdersPresenter, view: OrdersViewSpy)] {
    var built: [(now: Date, orders: [Order], presenter: OrdersPresenter, view: OrdersViewSpy)] = []
    var services: [SharedQueueOrderService] = []
    for now in nows {
        let list = orders(now)
        let service = SharedQueueOrderService(.success(list))
        let view = OrdersViewSpy()
        let presenter = OrdersPresenter(service: service, now: { now })
        presenter.view = view
        services.append(service)
        built.append((now, list, presenter, view))
    }
    for entry in built { entry.presenter.viewDidLoad() }
    await eventually { services.allSatisfy { $0.replies > 0 } && built.allSatisfy { $0.view.log.lastRows != nil } }
    return built
}
