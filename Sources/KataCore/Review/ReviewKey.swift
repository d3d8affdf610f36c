import Foundation

/// A kata's review key laid over the pull request's code: for every item, the code each anchor
/// stands for (see `CodeOutline.region(of:)`). Built once per review round from the files' text.
package struct ReviewKey: Sendable {
    /// Where an item is: an anchor's lines, and the code they stand for.
    struct Place: Sendable, Equatable {
        var file: String
        var anchor: LineRange
        var region: LineRange
    }

    var items: [KeyItem]
    /// Each file's outline, by the name findings use.
    var outlines: [String: CodeOutline]
    /// `places[i]` are `items[i]`'s places.
    var places: [[Place]]
    /// `concepts[i]` are `items[i]`'s concepts, ready to match.
    var concepts: [[[ConceptMatcher.Pattern]]]
    /// `coreSets[i]`: the indices of `concepts[i]` that state what is wrong (`KeyItem.core`).
    var coreSets: [Set<Int>]
    /// `wrongReasons[i]`: reasons that are not what is wrong with `items[i]` (`KeyItem.notThis`,
    /// and `speedReasons` unless the item is about cost).
    var wrongReasons: [[ConceptMatcher.Pattern]]

    /// Speed or power given as what is wrong ("`unowned` is faster", "a `NumberFormatter` would
    /// perform better", "wastes battery"): not the problem with an item whose harm is a wrong
    /// result, a crash or a leak. It is a wrong reason for every item whose own concepts do not
    /// speak of cost (`costWords`).
    static let speedReasons = [
        "faster", "quicker", "performance", "perform better", "performs better", "performant",
        "optimization", "optimisation", "optimize", "optimise", "for speed", "speed up", "speeds up",
        "battery", "power usage", "energy",
    ].map(ConceptMatcher.Pattern.init)
    /// An item whose concepts mention one of these is about cost (a formatter made per row, a slow
    /// load with no spinner): speed is its reason, not a wrong one.
    static let costWords = speedReasons + ["slow", "expensive", "costly"].map(ConceptMatcher.Pattern.init)

    /// `files` are the pull request's files: the name findings use, and the text.
    init(items: [KeyItem], files: [(name: String, text: String)]) {
        self.items = items
        var outlines: [String: CodeOutline] = [:]
        for file in files { outlines[file.name] = CodeOutline(file.text) }
        self.outlines = outlines
        concepts = items.map { item in (item.concepts ?? []).map { $0.map(ConceptMatcher.Pattern.init) } }
        coreSets = items.map(\.coreConceptSets)
        wrongReasons = items.map { item in
            let phrases = (item.concepts ?? []).joined().joined(separator: " ; ")
            let aboutCost = Self.costWords.contains(where: ConceptMatcher(phrases).mentions)
            return (item.notThis ?? []).map(ConceptMatcher.Pattern.init) + (aboutCost ? [] : Self.speedReasons)
        }
        places = items.map { item in
            (item.anchors ?? []).map { anchor in
                let lines = LineRange(anchor.from, anchor.to)
                let region = outlines[anchor.file]?.region(of: lines) ?? lines
                return Place(file: anchor.file, anchor: lines, region: region)
            }
        }
    }

    /// The key of a kata's review round, read from the kata's files.
    package init(kata: Kata) {
        let files = (kata.review?.files ?? []).map { (name: $0.name, text: kata.contents(of: $0)) }
        self.init(items: kata.key, files: files)
    }

    var fileNames: [String] { outlines.keys.sorted() }

    /// The same key with its items in another order (the order must not matter; tests shuffle it).
    func reordered(_ order: [Int]) -> ReviewKey {
        var copy = self
        copy.items = order.map { items[$0] }
        copy.places = order.map { places[$0] }
        copy.concepts = order.map { concepts[$0] }
        copy.coreSets = order.map { coreSets[$0] }
        copy.wrongReasons = order.map { wrongReasons[$0] }
        return copy
    }
}
