import Foundation
import Testing
@testable import KataCore

@Suite struct EventStreamTests {
    static let stream = """
    {"kind":"test","payload":{"id":"KataChecks.ViewIsWeak","kind":"suite","name":"ViewIsWeak"},"version":0}
    {"kind":"test","payload":{"id":"KataChecks.ViewIsWeak/a()/ViewIsWeak.swift:7:6","kind":"function","name":"a()","isParameterized":false},"version":0}
    {"kind":"test","payload":{"id":"KataChecks.MainThread/b()/MainThread.swift:7:6","kind":"function","name":"b()"},"version":0}
    {"kind":"event","payload":{"kind":"runStarted","messages":[]},"version":0}
    {"kind":"event","payload":{"kind":"testStarted","messages":[],"testID":"KataChecks.ViewIsWeak"},"version":0}
    {"kind":"event","payload":{"kind":"testStarted","messages":[],"testID":"KataChecks.ViewIsWeak/a()/ViewIsWeak.swift:7:6"},"version":0}
    {"kind":"event","payload":{"kind":"testStarted","messages":[],"testID":"KataChecks.MainThread/b()/MainThread.swift:7:6"},"version":0}
    {"kind":"event","payload":{"kind":"issueRecorded","issue":{"isKnown":false},"messages":[{"symbol":"fail","text":"Expectation failed: weakView == nil"},{"symbol":"details","text":"The presenter keeps its view alive."}],"testID":"KataChecks.ViewIsWeak/a()/ViewIsWeak.swift:7:6"},"version":0}
    {"kind":"event","payload":{"kind":"somethingNew","messages":[]},"version":0}
    {"kind":"futureKind","payload":{"anything":1},"version":0}
    {"kind":"event","payload":{"kind":"testEnded","messages":[],"testID":"KataChecks.ViewIsWeak/a()/ViewIsWeak.swift:7:6"},"version":0}
    {"kind":"event","payload":{"kind":"testEnded","messa
    """

    @Test func decodesKnownRecordsAndSkipsTheRest() {
        let (records, unreadable) = EventStreamReader.read(Self.stream)
        #expect(records.count == 11)
        #expect(unreadable == 1, "the truncated last line is skipped, not fatal")
    }

    @Test func foldsPerTestOutcomes() {
        let log = TestRunLog(records: EventStreamReader.read(Self.stream).records)
        #expect(log.order == ["KataChecks.ViewIsWeak/a()/ViewIsWeak.swift:7:6", "KataChecks.MainThread/b()/MainThread.swift:7:6"])
        let a = log.tests["KataChecks.ViewIsWeak/a()/ViewIsWeak.swift:7:6"]
        #expect(a?.started == true && a?.ended == true)
        #expect(a?.failures == ["The presenter keeps its view alive."], "the suite's own words win over the expectation text")
        #expect(log.unfinished.map(\.id) == ["KataChecks.MainThread/b()/MainThread.swift:7:6"])
        #expect(!log.runEnded)
    }

    @Test func knownIssuesDoNotFail() {
        let line = #"{"kind":"event","payload":{"kind":"issueRecorded","issue":{"isKnown":true},"messages":[{"symbol":"fail","text":"x"}],"testID":"M.S/f()/F.swift:1:1"},"version":0}"#
        let log = TestRunLog(records: EventStreamReader.read(line).records)
        #expect(log.tests["M.S/f()/F.swift:1:1"]?.failures == [])
    }

    @Test func issueWithoutCommentKeepsTheExpectation() {
        let line = #"{"kind":"event","payload":{"kind":"issueRecorded","issue":{},"messages":[{"symbol":"fail","text":"Expectation failed: 1 == 2"}],"testID":"M.S/f()/F.swift:1:1"},"version":0}"#
        let log = TestRunLog(records: EventStreamReader.read(line).records)
        #expect(log.tests["M.S/f()/F.swift:1:1"]?.failures == ["Expectation failed: 1 == 2"])
    }
}
