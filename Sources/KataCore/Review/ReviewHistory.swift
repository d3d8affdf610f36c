import Foundation

/// Review rounds kept in the workspace (`reviews/<kata>.json`): the round in progress, and every
/// submitted attempt, so a learner preparing for interviews sees the trend.
public struct ReviewHistory: Codable, Equatable, Sendable {
    public struct Attempt: Codable, Equatable, Sendable {
        public var startedAt: Date
        var submittedAt: Date
        public var percent: Int
        public var found: Int
        public var total: Int
        public var minutesAllowed: Int
        /// The submitted review, as written.
        var review: String

        public var minutesTaken: Double { submittedAt.timeIntervalSince(startedAt) / 60 }

        public init(startedAt: Date, submittedAt: Date, percent: Int, found: Int, total: Int, minutesAllowed: Int, review: String) {
            self.startedAt = startedAt
            self.submittedAt = submittedAt
            self.percent = percent
            self.found = found
            self.total = total
            self.minutesAllowed = minutesAllowed
            self.review = review
        }
    }

    var formatVersion = 1
    /// When the round in progress started, and its time box.
    public var currentStartedAt: Date?
    public var currentMinutes: Int?
    public var attempts: [Attempt] = []

    init() {}
}

public struct ReviewStore: Sendable {
    let file: URL

    public init(workspace: Workspace, kata: Kata) {
        file = workspace.root.appendingPathComponent("reviews").appendingPathComponent("\(kata.id).json")
    }

    public func load() -> ReviewHistory {
        guard let data = try? Data(contentsOf: file) else { return ReviewHistory() }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return (try? decoder.decode(ReviewHistory.self, from: data)) ?? ReviewHistory()
    }

    public func update(_ change: (inout ReviewHistory) -> Void) throws -> ReviewHistory {
        try FileLock(file.deletingLastPathComponent().appendingPathComponent(".reviews.lock")).withLock {
            var history = load()
            change(&history)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            encoder.dateEncodingStrategy = .iso8601
            try AtomicFile.write(try encoder.encode(history), to: file)
            return history
        }
    }
}
