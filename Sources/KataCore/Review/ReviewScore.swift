import Foundation

/// A review scored against the kata's key. Only anchored findings count: a finding scores for a
/// key item when its lines meet one of the item's anchors (within a small tolerance), so the same
/// words on the wrong lines earn nothing.
public struct ReviewScore: Sendable, Equatable {
    public struct Item: Sendable, Equatable {
        public var key: KeyItem
        /// The finding that found it, if any.
        public var foundBy: ReviewFinding?
    }

    public var items: [Item]
    /// Findings that matched no key item, for the learner to compare with the key.
    public var unmatched: [ReviewFinding]
    /// Findings past the cap, not scored.
    public var ignored: Int
    public var points: Int
    public var maximum: Int

    public var found: Int { items.filter { $0.foundBy != nil }.count }
    public var percent: Int { maximum == 0 ? 0 : Int((Double(points) / Double(maximum) * 100).rounded()) }

    /// Lines either side of an anchor that still count.
    public static let tolerance = 1
    /// Only this many findings are scored: a review that lists every line earns nothing extra.
    public static let maximumFindings = 25

    /// Each finding credits at most one key item: the not-yet-found item with the highest weight
    /// among those it points at (nearest anchor on a tie), so two findings on one line can credit
    /// two items, but one finding cannot credit both.
    public static func score(_ findings: [ReviewFinding], key: [KeyItem]) -> ReviewScore {
        var foundBy: [Int: ReviewFinding] = [:]
        var unmatched: [ReviewFinding] = []
        let scored = Array(findings.prefix(maximumFindings))
        for finding in scored {
            var best: (index: Int, weight: Int, distance: Int)?
            for (index, item) in key.enumerated() where foundBy[index] == nil {
                guard let distance = item.anchors?.compactMap({ distanceBetween(finding, $0) }).min() else { continue }
                if best == nil || item.weight > best!.weight || (item.weight == best!.weight && distance < best!.distance) {
                    best = (index, item.weight, distance)
                }
            }
            if let best {
                foundBy[best.index] = finding
            } else {
                unmatched.append(finding)
            }
        }
        let items = key.enumerated().map { Item(key: $0.element, foundBy: foundBy[$0.offset]) }
        return ReviewScore(
            items: items,
            unmatched: unmatched,
            ignored: max(0, findings.count - maximumFindings),
            points: items.filter { $0.foundBy != nil }.map(\.key.weight).reduce(0, +),
            maximum: key.map(\.weight).reduce(0, +)
        )
    }

    /// How far a finding is from an anchor, in lines; nil when beyond the tolerance.
    static func distanceBetween(_ finding: ReviewFinding, _ anchor: Anchor) -> Int? {
        guard finding.file == anchor.file else { return nil }
        if finding.to >= anchor.from && finding.from <= anchor.to { return 0 }
        let distance = finding.to < anchor.from ? anchor.from - finding.to : finding.from - anchor.to
        return distance <= tolerance ? distance : nil
    }
}
