import Foundation

/// A mock interview round in progress or done (`<kata>/interview.json` in the workspace): its
/// phases with their time boxes and times, and what each phase produced. Written atomically after
/// every step, so a round paused (or a terminal closed) resumes where it stopped.
package struct InterviewState: Codable, Sendable, Equatable {
    package enum PhaseKind: String, Codable, Sendable, CaseIterable {
        case review, fix, tests, questions

        package var title: String {
            switch self {
            case .review: return "Review the PR"
            case .fix: return "Fix it"
            case .tests: return "Now show me it works"
            case .questions: return "Follow-up questions"
            }
        }
    }

    package enum PhaseStatus: String, Codable, Sendable { case pending, running, done, skipped }

    package struct Phase: Codable, Sendable, Equatable {
        package var kind: PhaseKind
        package var minutes: Int
        package var status: PhaseStatus = .pending
        package var startedAt: Date?
        package var endedAt: Date?
        /// Time spent paused inside the phase, not counted against its box.
        package var pausedSeconds: Double = 0

        package init(kind: PhaseKind, minutes: Int) {
            self.kind = kind
            self.minutes = minutes
        }

        /// Seconds used so far (up to `now` while it runs).
        package func secondsUsed(now: Date) -> Double {
            guard let startedAt else { return 0 }
            return max(0, (endedAt ?? now).timeIntervalSince(startedAt) - pausedSeconds)
        }
    }

    /// One `check` during the round, for the attempts chart.
    package struct CheckAttempt: Codable, Sendable, Equatable {
        package var at: Date
        package var phase: PhaseKind
        package var passed: Int
        package var total: Int

        package init(at: Date, phase: PhaseKind, passed: Int, total: Int) {
            self.at = at
            self.phase = phase
            self.passed = passed
            self.total = total
        }
    }

    /// A follow-up question and whether the candidate knew it, as the interviewer judged.
    package struct Answer: Codable, Sendable, Equatable {
        package var question: String
        package var knew: Bool

        package init(question: String, knew: Bool) {
            self.question = question
            self.knew = knew
        }
    }

    package var formatVersion = 1
    package var kata: String
    package var startedAt: Date
    package var finishedAt: Date?
    /// Set while the round is paused.
    package var pausedAt: Date?
    /// The last step the round recorded: a round whose process ended without a pause (Ctrl-C, a
    /// crash) counts as paused from here.
    package var lastActiveAt: Date?
    package var phases: [Phase]
    /// The index in the review history of the review submitted in this round.
    package var reviewAttempt: Int?
    package var checkAttempts: [CheckAttempt] = []
    /// The latest verdict of each check run during the round, by check id.
    package var latestChecks: [String: CheckResult] = [:]
    package var answers: [Answer] = []
    /// The candidate's name for the report (`kata interview --candidate NAME`), if given.
    package var candidate: String?

    package init(kata: String, startedAt: Date, phases: [Phase]) {
        self.kata = kata
        self.startedAt = startedAt
        self.phases = phases
    }

    /// The first phase neither done nor skipped, if any.
    package var currentIndex: Int? { phases.firstIndex { $0.status == .pending || $0.status == .running } }
    package var isFinished: Bool { currentIndex == nil }

    package func phase(_ kind: PhaseKind) -> Phase? { phases.first { $0.kind == kind } }

    /// Starts the current phase if it has not started yet.
    package mutating func beginCurrent(now: Date) {
        guard let index = currentIndex, phases[index].status == .pending else { return }
        phases[index].status = .running
        phases[index].startedAt = now
    }

    /// Ends the current phase as done or skipped; the round finishes with the last one.
    package mutating func endCurrent(_ status: PhaseStatus, now: Date) {
        guard let index = currentIndex else { return }
        if phases[index].startedAt == nil { phases[index].startedAt = now }
        phases[index].status = status
        phases[index].endedAt = now
        if isFinished { finishedAt = now }
    }

    package mutating func pause(now: Date) {
        if pausedAt == nil { pausedAt = now }
    }

    /// Notes that the round did something at `now` (kept with every save while it runs).
    package mutating func touch(now: Date) {
        if pausedAt == nil { lastActiveAt = now }
    }

    /// Resuming adds the pause to the running phase, so it does not count against its box.
    package mutating func resume(now: Date) {
        guard let pausedAt = pausedAt ?? lastActiveAt else { return }
        if let index = currentIndex, phases[index].status == .running {
            phases[index].pausedSeconds += max(0, now.timeIntervalSince(pausedAt))
        }
        self.pausedAt = nil
        lastActiveAt = now
    }

    package mutating func record(_ report: KataReport, phase: PhaseKind, at now: Date) {
        checkAttempts.append(CheckAttempt(at: now, phase: phase, passed: report.passedCount, total: report.checks.count))
        for check in report.checks { latestChecks[check.id] = check }
    }
}

/// Reads and writes a kata's interview state in the workspace.
package struct InterviewStore: Sendable {
    package let file: URL

    package init(workspace: Workspace, kata: Kata) {
        file = workspace.folder(for: kata).appendingPathComponent("interview.json")
    }

    package func load() throws -> InterviewState? {
        guard let data = try? Data(contentsOf: file) else { return nil }
        do {
            return try Self.decoder.decode(InterviewState.self, from: data)
        } catch {
            throw Unreadable(path: file.path, reason: error.localizedDescription)
        }
    }

    /// The saved state cannot be read (the CLI says how to start afresh).
    package struct Unreadable: Error, Equatable {
        package var path: String
        package var reason: String
    }

    package func save(_ state: InterviewState) throws {
        try AtomicFile.write(try Self.encoder.encode(state), to: file)
    }

    /// Keeps the previous round next to it, named by when it started.
    package func setAside(now: Date) throws {
        guard FileManager.default.fileExists(atPath: file.path) else { return }
        let target = file.deletingLastPathComponent().appendingPathComponent("interview.\(Workspace.timestamp(now)).json")
        try? FileManager.default.removeItem(at: target)
        try FileManager.default.moveItem(at: file, to: target)
    }

    static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }

    static var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }
}

/// Every question session, by kata: how many were asked and known, for the trend in reports.
package struct QuestionHistory: Codable, Sendable, Equatable {
    package struct Session: Codable, Sendable, Equatable {
        package var kata: String
        package var at: Date
        package var asked: Int
        package var knew: Int

        package init(kata: String, at: Date, asked: Int, knew: Int) {
            self.kata = kata
            self.at = at
            self.asked = asked
            self.knew = knew
        }
    }

    package var sessions: [Session] = []

    package init() {}

    package static func file(in workspace: Workspace) -> URL { workspace.root.appendingPathComponent("questions-history.json") }

    package static func load(from workspace: Workspace) -> QuestionHistory {
        guard let data = try? Data(contentsOf: file(in: workspace)) else { return QuestionHistory() }
        return (try? InterviewStore.decoder.decode(QuestionHistory.self, from: data)) ?? QuestionHistory()
    }

    /// Adds sessions under the workspace lock for questions.
    package static func append(_ sessions: [Session], in workspace: Workspace) throws {
        guard !sessions.isEmpty else { return }
        try FileLock(workspace.root.appendingPathComponent(".questions.lock")).withLock {
            var history = load(from: workspace)
            history.sessions += sessions
            try AtomicFile.write(try InterviewStore.encoder.encode(history), to: file(in: workspace))
        }
    }
}
