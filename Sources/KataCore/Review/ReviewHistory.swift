import Foundation

/// Review rounds kept in the workspace (`reviews/<kata>.json`): the round in progress, and every
/// submitted attempt, so a learner preparing for interviews sees the trend.
package struct ReviewHistory: Codable, Equatable, Sendable {
    package struct Attempt: Codable, Equatable, Sendable {
        package var startedAt: Date
        var submittedAt: Date
        package var percent: Int
        package var found: Int
        package var total: Int
        package var minutesAllowed: Int
        /// The submitted review, as written.
        var review: String

        package var minutesTaken: Double { submittedAt.timeIntervalSince(startedAt) / 60 }

        package init(startedAt: Date, submittedAt: Date, percent: Int, found: Int, total: Int, minutesAllowed: Int, review: String) {
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
    package var currentStartedAt: Date?
    package var currentMinutes: Int?
    package var attempts: [Attempt] = []

    init() {}
}

package struct ReviewStore: Sendable {
    let file: URL

    package init(workspace: Workspace, kata: Kata) {
        file = workspace.root.appendingPathComponent("reviews").appendingPathComponent("\(kata.id).json")
    }

    package func load() -> ReviewHistory {
        guard let data = try? Data(contentsOf: file) else { return ReviewHistory() }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return (try? decoder.decode(ReviewHistory.self, from: data)) ?? ReviewHistory()
    }

    package func update(_ change: (inout ReviewHistory) -> Void) throws -> ReviewHistory {
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
