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
    }

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
            tests[id]?.failures.append(text)
        default: break
        }
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
