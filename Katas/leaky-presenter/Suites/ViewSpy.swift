// Hidden helper: a view spy that records every call the presenter makes, and on which thread.
// It is written against the view protocol's methods only, so it builds against the starter's
// protocol and against the contract's.
import Foundation
import Testing
@testable import OrdersScreen

/// What the presenter told its view.
enum ViewCall: Equatable, CustomStringConvertible {
    case loading(Bool)
    case rows(Int)
    case message
    case returnFor(String)

    var description: String {
        switch self {
        case .loading(let on): return "showLoading(\(on))"
        case .rows(let count): return "show(rows:) with \(count) row\(count == 1 ? "" : "s")"
        case .message: return "showMessage(_:)"
        case .returnFor(let id): return "showReturn(for: \(id))"
        }
    }
}

/// What the view was told, one entry per call, kept in a `Recorder` so the spy can be called
/// from any thread without crashing the check.
final class CallLog: Sendable {
    struct Entry {
        var call: ViewCall
        var onMain: Bool
        var rows: [OrderRow]?
        var message: String?
        var order: Order?
        /// Where the presenter made the call, while the harness records it (see `CallSite`).
        var site: CallSite?
    }

    private let entries: Recorder<Entry>

    /// With an `activity`, every call bumps it (see `Activity`).
    init(activity: Activity? = nil) { entries = Recorder(activity: activity) }

    func record(_ call: ViewCall, rows: [OrderRow]? = nil, message: String? = nil, order: Order? = nil) {
        entries.append(Entry(call: call, onMain: Thread.isMainThread, rows: rows, message: message, order: order, site: CallSite.here()))
    }

    /// Every call so far, with what came with it.
    var all: [Entry] { entries.entries }

    var calls: [ViewCall] { entries.entries.map(\.call) }
    var callsOffMain: [ViewCall] { callsOffMain(from: 0) }
    /// The calls made off the main thread, from the `start`-th call on.
    func callsOffMain(from start: Int) -> [ViewCall] { entries.entries.dropFirst(start).filter { !$0.onMain }.map(\.call) }
    var lastRows: [OrderRow]? { entries.entries.compactMap(\.rows).last }
    var messages: [String] { entries.entries.compactMap(\.message) }
}

final class OrdersViewSpy: OrdersView, @unchecked Sendable {
    let log: CallLog

    nonisolated init(activity: Activity? = nil) { log = CallLog(activity: activity) }

    nonisolated func show(rows: [OrderRow]) { log.record(.rows(rows.count), rows: rows) }
    nonisolated func showLoading(_ isLoading: Bool) { log.record(.loading(isLoading)) }
    nonisolated func showMessage(_ message: String) { log.record(.message, message: message) }
    nonisolated func showReturn(for order: Order) { log.record(.returnFor(order.id), order: order) }

    nonisolated var calls: [ViewCall] { log.calls }
    nonisolated var summary: String {
        let calls = log.calls
        return calls.isEmpty ? "no call at all" : calls.map(\.description).joined(separator: ", ")
    }
}

/// "showReturn(for: A-1)", or "nothing" when the list is empty.
func describe(_ calls: [ViewCall]) -> String {
    calls.isEmpty ? "nothing" : calls.map(\.description).joined(separator: ", ")
}
