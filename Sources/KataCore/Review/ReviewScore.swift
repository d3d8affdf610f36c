import Foundation

/// A review scored against the key. Every finding has an outcome the learner can read, every key
/// item is found (by which finding, in which words) or missed.
package struct ReviewScore: Sendable, Equatable {
    /// One key item and the finding that earned it, if any.
    package struct Item: Sendable, Equatable {
        package var key: KeyItem
        package var foundBy: ReviewFinding?
        /// The concept of the item the finding mentions, as the key writes it.
        package var concept: String?
        /// `key.weight`, or half of it when the finding named no line.
        package var points: Double
    }

    /// What became of one finding.
    package enum Outcome: Sendable, Equatable {
        /// It earned the item (full points when placed in the code, half when not).
        case earned(item: String, concept: String, placed: Bool)
        /// Its range covers more than the code it can mean.
        case tooWide
        /// It points past the end of its file.
        case outsideFile(lines: Int)
        /// It says nothing a key item at that place is about. `here`: the titles of the items at
        /// that place; `elsewhere`: items it does speak of, which are somewhere else.
        case noConceptHere(here: [String], elsewhere: [String])
        /// It states the item's core concept but gives a reason the key lists as not what is wrong
        /// with it (`KeyItem.notThis`): "build time" for UIKit in a presenter.
        case wrongReason(item: String, reason: String)
        /// Its place holds several items and it states none of them: it must say which is wrong.
        case severalItemsHere(items: [String])
        /// It could have earned these items, but each went to another finding that needed it more.
        case taken(items: [String])
        /// It names the concepts of many items at once: a list of keywords, not a finding.
        case crowded(items: Int)
        /// It gives a place but says nothing.
        case noWords
        /// Thanks or an offer to help, with no place ("Happy to pair on the `@MainActor` part"):
        /// a courtesy, not a finding, whatever key words it holds.
        case courtesy
        /// Only questions of what happens, claiming nothing.
        case openQuestion
        /// Only praise, or wondering aloud, about a topic: no claim that something is wrong.
        case noClaim
        /// It is made of general words about design (`words`: "tight coupling", "separation of
        /// concerns", "SOLID violations"): it names no problem at a place.
        case buzzwords(words: [String])
    }

    package struct Judged: Sendable, Equatable {
        package var finding: ReviewFinding
        package var outcome: Outcome
        package var points: Double
        /// Why, with the data to say it (the CLI words it).
        package var why: Why
        /// The id of the item it earned.
        package var earned: String? {
            if case let .earned(item, _, _) = outcome { return item }
            return nil
        }
    }

    /// In the key's order.
    package var items: [Item]
    /// In the order of the review.
    package var findings: [Judged]
    /// Lines of the review not read as findings, with the reason.
    package var unread: [UnreadLine]
    package var points: Double
    package var maximum: Double

    package var found: Int { items.filter { $0.foundBy != nil }.count }
    package var percent: Int { maximum == 0 ? 0 : Int((points / maximum * 100).rounded()) }
    /// What a senior would have said first: the high-severity items nobody found.
    package var seniorFirst: [KeyItem] { items.filter { $0.foundBy == nil && $0.key.severity == .high }.map(\.key) }
    /// The ids of the items earned, whatever their order.
    var earnedItems: Set<String> { Set(items.compactMap { $0.foundBy == nil ? nil : $0.key.identifier }) }
}
