import Foundation

/// Spaced repetition for the follow-up interview questions: a simple Leitner system. Every
/// question sits in a box from 1 to 5. Box 1 comes up every session, box 2 every second session,
/// box 3 every fourth, and so on. A question you knew moves up a box; one you missed goes back to
/// box 1, so it comes back sooner.
package struct LeitnerSchedule: Codable, Equatable, Sendable {
    static let boxes = 5

    var formatVersion = 1
    /// Sessions held so far.
    var session = 0
    /// Box per question id; a question not seen yet is in box 1.
    var box: [String: Int] = [:]

    init() {}

    package func box(of id: String) -> Int { min(max(box[id] ?? 1, 1), Self.boxes) }

    /// Whether a question is due in session `session` (counted from 0).
    func isDue(_ id: String, inSession session: Int) -> Bool {
        let every = 1 << (box(of: id) - 1)
        return session % every == 0
    }

    /// The questions due in the next session, lowest box first, at most `limit`.
    package func due(_ ids: [String], limit: Int = 5) -> [String] {
        let due = ids.filter { isDue($0, inSession: session) }
        let ordered = due.enumerated().sorted { (box(of: $0.element), $0.offset) < (box(of: $1.element), $1.offset) }
        return Array(ordered.map(\.element).prefix(limit))
    }

    package mutating func record(_ id: String, knew: Bool) {
        box[id] = knew ? min(box(of: id) + 1, Self.boxes) : 1
    }

    package mutating func finishSession() { session += 1 }

    /// A stable id for a question: its kata and its text, so reordering the list keeps progress.
    package static func id(kata: String, question: String) -> String {
        "\(kata)#\(ContentHash.of([question]).prefix(12))"
    }
}

package struct QuestionStore: Sendable {
    let file: URL

    package init(workspace: Workspace) {
        file = workspace.root.appendingPathComponent("questions.json")
    }

    package func load() -> LeitnerSchedule {
        guard let data = try? Data(contentsOf: file),
              let schedule = try? JSONDecoder().decode(LeitnerSchedule.self, from: data) else { return LeitnerSchedule() }
        return schedule
    }

    package func save(_ schedule: LeitnerSchedule) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try FileLock(file.deletingLastPathComponent().appendingPathComponent(".questions.lock")).withLock {
            try AtomicFile.write(try encoder.encode(schedule), to: file)
        }
    }
}
