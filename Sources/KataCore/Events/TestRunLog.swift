import Foundation

/// What one run of a test binary showed, test by test, folded from its event stream.
struct TestRunLog: Sendable, Equatable {
    struct Test: Sendable, Equatable {
        var id: String
        var started = false
        var ended = false
        var skipped = false
        /// Failures, each as the plain-words text the hidden suite gave (its comment) or the
        /// expectation that failed.
        var failures: [String] = []
        /// Per failure that carried one (`CallSite` in the harness), where the wrong call came
        /// from: offsets in the test binary, innermost first. Code under test can forge them, so
        /// they only ever point at a line of the learner's own file.
        var callSites: [[UInt]] = []
    }

    /// The line of a failure's text that carries a call site (written by the harness's `CallSite`).
    static let callSitePrefix = "kata-call-site:"
    /// Offsets read of one call site; more are ignored.
    static let callSiteDepth = 32

    /// Test functions the binary declared, in order of first appearance.
    private(set) var tests: [String: Test] = [:]
    private(set) var order: [String] = []
    private(set) var runEnded = false

    init() {}

    init(records: [EventStreamRecord]) {
        self.init()
        records.forEach { fold($0) }
    }

    mutating func fold(_ record: EventStreamRecord) {
        if let test = record.test, test.kind == "function" {
            touch(test.id)
            return
        }
        guard let event = record.event else { return }
        if event.kind == "runEnded" { runEnded = true; return }
        guard let id = event.testID, isFunction(id) else { return }
        touch(id)
        switch event.kind {
        case "testStarted": tests[id]?.started = true
        case "testEnded": tests[id]?.ended = true
        case "testSkipped": tests[id]?.skipped = true
        case "issueRecorded":
            if event.issue?.isKnown == true { return }
            let details = event.messages.filter { $0.symbol == "details" }.map(\.text)
            let text = details.isEmpty ? event.messages.map(\.text).joined(separator: " ") : details.joined(separator: " ")
            let (message, site) = Self.splitCallSite(text)
            tests[id]?.failures.append(message)
            if !site.isEmpty { tests[id]?.callSites.append(site) }
        default: break
        }
    }

    /// A failure's text without its call-site line, and the offsets that line gave (none if it had none).
    static func splitCallSite(_ text: String) -> (String, [UInt]) {
        guard let range = text.range(of: callSitePrefix, options: .backwards) else { return (text, []) }
        let offsets = text[range.upperBound...].split(separator: " ").prefix(callSiteDepth).compactMap { word in
            word.hasPrefix("0x") ? UInt(word.dropFirst(2), radix: 16) : nil
        }
        let message = text[..<range.lowerBound]
        return (String(message.reversed().drop { $0.isWhitespace }.reversed()), offsets)
    }

    /// Test ids have the shape `Module.Suite/function()/File.swift:line:column`; suites have no `/`.
    private func isFunction(_ id: String) -> Bool { id.contains("/") }

    private mutating func touch(_ id: String) {
        if tests[id] == nil {
            tests[id] = Test(id: id)
            order.append(id)
        }
    }

    var allTests: [Test] { order.compactMap { tests[$0] } }

    /// Tests that started and did not end: the ones a crash or a hang interrupted.
    var unfinished: [Test] { allTests.filter { $0.started && !$0.ended } }
}
