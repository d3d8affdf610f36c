import Foundation
import KataCore

/// `kata review --submit --json`: the same report as one JSON object, for tools and for checking a
/// score by hand: per key item whether it was found and by which finding; per finding which item
/// it earned, with how many points, and why.
struct ReviewJSONReport: Encodable {
    struct Item: Encodable {
        var id: String
        var title: String
        var severity: String
        var weight: Int
        var found: Bool
        var points: Double
        var concept: String?
        var reviewLine: Int?
        var words: String?
        var detail: String
    }

    struct Finding: Encodable {
        var reviewLine: Int
        var file: String?
        var lines: [String]
        var text: String
        var earned: String?
        var points: Double
        var outcome: String
        var why: String
    }

    /// A line not read as a finding, with the reason in words.
    struct Unread: Encodable {
        var sourceLine: Int
        var text: String
        var reason: String
    }

    var kata: String
    var percent: Int
    var points: Double
    var maximum: Double
    var found: Int
    var total: Int
    var minutesTaken: Double
    var minutesAllowed: Int
    var withinTimeBox: Bool
    var items: [Item]
    var findings: [Finding]
    var unread: [Unread]
    var seniorFirst: [String]

    init(kata: String, score: ReviewScore, minutesTaken: Double, minutesAllowed: Int) {
        self.kata = kata
        percent = score.percent
        points = score.points
        maximum = score.maximum
        found = score.found
        total = score.items.count
        self.minutesTaken = (minutesTaken * 10).rounded() / 10
        self.minutesAllowed = minutesAllowed
        withinTimeBox = minutesTaken <= Double(minutesAllowed)
        items = score.items.map { item in
            Item(id: item.key.identifier, title: item.key.title, severity: item.key.severity.rawValue, weight: item.key.weight,
                 found: item.foundBy != nil, points: item.points, concept: item.concept,
                 reviewLine: item.foundBy?.sourceLine, words: item.foundBy?.text, detail: item.key.detail)
        }
        findings = score.findings.map { judged in
            Finding(reviewLine: judged.finding.sourceLine, file: judged.finding.file, lines: judged.finding.lines.map(\.text),
                    text: judged.finding.text, earned: judged.earned, points: judged.points,
                    outcome: Self.name(judged.outcome), why: judged.why.words)
        }
        unread = score.unread.map { Unread(sourceLine: $0.sourceLine, text: $0.text, reason: $0.reason.words) }
        seniorFirst = score.seniorFirst.map(\.title)
    }

    static func name(_ outcome: ReviewScore.Outcome) -> String {
        switch outcome {
        case let .earned(_, _, placed): return placed ? "earned" : "earnedByMeaning"
        case .tooWide: return "tooWide"
        case .outsideFile: return "outsideFile"
        case .noConceptHere: return "noConceptHere"
        case .wrongReason: return "wrongReason"
        case .severalItemsHere: return "severalItemsHere"
        case .taken: return "taken"
        case .crowded: return "crowded"
        case .noWords: return "noWords"
        case .courtesy: return "courtesy"
        case .openQuestion: return "openQuestion"
        case .noClaim: return "noClaim"
        case .buzzwords: return "buzzwords"
        }
    }

    /// The JSON document `kata review --submit --json` prints.
    var document: String { JSONDocument.render(self) }
}
