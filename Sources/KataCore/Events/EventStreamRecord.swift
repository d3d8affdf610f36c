import Foundation

/// One line of Swift Testing's JSON event stream (ABI version 0, see swift-testing's
/// `Documentation/ABI/JSON.md`). Only the fields the runner reads are decoded; unknown kinds and
/// fields are ignored, as the ABI asks of readers.
struct EventStreamRecord: Sendable, Decodable, Equatable {
    var kind: String
    var test: TestRecord?
    var event: EventRecord?

    enum CodingKeys: String, CodingKey { case kind, payload }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        kind = try container.decode(String.self, forKey: .kind)
        switch kind {
        case "test": test = try container.decode(TestRecord.self, forKey: .payload)
        case "event": event = try container.decode(EventRecord.self, forKey: .payload)
        default: break
        }
    }

    struct TestRecord: Sendable, Decodable, Equatable {
        var id: String
        /// `suite` or `function`.
        var kind: String
        var name: String
    }

    struct EventRecord: Sendable, Decodable, Equatable {
        /// `runStarted`, `testStarted`, `issueRecorded`, `testEnded`, `testSkipped`, `runEnded`, …
        var kind: String
        var testID: String?
        var messages: [Message]
        var issue: IssueRecord?

        enum CodingKeys: String, CodingKey { case kind, testID, messages, issue }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            kind = try container.decode(String.self, forKey: .kind)
            testID = try container.decodeIfPresent(String.self, forKey: .testID)
            messages = try container.decodeIfPresent([Message].self, forKey: .messages) ?? []
            issue = try container.decodeIfPresent(IssueRecord.self, forKey: .issue)
        }
    }

    struct Message: Sendable, Decodable, Equatable {
        var symbol: String
        var text: String
    }

    struct IssueRecord: Sendable, Decodable, Equatable {
        var isKnown: Bool?
    }
}

/// Reads an event stream file, line by line. A line that is not a valid record is skipped and
/// counted: a truncated last line after a crash is normal.
enum EventStreamReader {
    static func read(_ text: String) -> (records: [EventStreamRecord], unreadable: Int) {
        var records: [EventStreamRecord] = []
        var unreadable = 0
        let decoder = JSONDecoder()
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            if let record = try? decoder.decode(EventStreamRecord.self, from: Data(line.utf8)) {
                records.append(record)
            } else {
                unreadable += 1
            }
        }
        return (records, unreadable)
    }
}
