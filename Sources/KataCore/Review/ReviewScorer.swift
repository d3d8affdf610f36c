import Foundation

/// Scores findings against a review key. A finding earns a key item when it points into the item's
/// code and mentions one of the item's concepts: place and meaning, both. Lines with no file, in a
/// pull request of several files, are placed in the file where they hold such an item. A
/// finding with no line (or lines that fit no file, or several) can earn an item by meaning alone,
/// at half the points. A finding that speaks of several items at its place is about the one it says most
/// about (ties kept): "the button is enabled even for invalid input" is about the button, not the
/// validation. Findings are assigned to items by a maximum-weight matching, so the result is the
/// best one and does not depend on the order of the findings or of the key.
public struct ReviewScorer: Sendable {
    var key: ReviewKey

    /// A finding that mentions the concepts of this many items or more, in fewer than
    /// `wordsPerItem` words for each, is a list of keywords, not a finding.
    static let crowdedItems = 6
    static let wordsPerItem = 4

    public init(key: ReviewKey) {
        self.key = key
    }

    /// What a finding could earn: for each item it qualifies for, the points (in half points).
    struct Candidate {
        var item: Int
        var halfPoints: Int
        var concept: String
        /// How much the finding says about the item (see `fit(_:_:)`).
        var fit: Int
        var onAnchor: Bool
        /// Placed in the code (by its lines, or by the function it names): full points.
        var placed: Bool

        /// The matching's weight: points first; between equal points, the item the finding says
        /// more about, then the one on whose anchor it stands. The extra (at most 501 a pair)
        /// never adds up to a half point for fewer than 20 items.
        var weight: Int { halfPoints * 10_000 + min(fit, 50) * 10 + (onAnchor ? 1 : 0) }
        var points: Double { Double(halfPoints) / 2 }
    }

    /// An item whose concepts a finding mentions.
    struct Mention {
        var item: Int
        /// The first concept mentioned, as the key writes it.
        var concept: String
        var fit: Int
        /// It mentions a concept of the item's first set: what the item is about.
        var isCore: Bool
    }

    /// How a finding stands before the matching.
    enum Reading {
        case candidates([Candidate])
        case settled(ReviewScore.Outcome)

        func candidate(for item: Int) -> Candidate? {
            guard case let .candidates(candidates) = self else { return nil }
            return candidates.first { $0.item == item }
        }
    }

    public func score(_ parsed: ReviewParser.Parsed) -> ReviewScore {
        score(parsed.findings, unread: parsed.unread)
    }

    func score(_ findings: [ReviewFinding], unread: [UnreadLine] = []) -> ReviewScore {
        let readings = findings.map(read)
        let assignedItem = assign(findings, readings)
        let findingOfItem = Dictionary(uniqueKeysWithValues: assignedItem.map { ($0.value, $0.key) })

        let items = key.items.indices.map { index -> ReviewScore.Item in
            guard let finding = findingOfItem[index], let candidate = readings[finding].candidate(for: index) else {
                return ReviewScore.Item(key: key.items[index], foundBy: nil, concept: nil, points: 0)
            }
            return ReviewScore.Item(key: key.items[index], foundBy: findings[finding], concept: candidate.concept, points: candidate.points)
        }
        let judged = findings.indices.map { index -> ReviewScore.Judged in
            let outcome: ReviewScore.Outcome
            var points = 0.0
            switch readings[index] {
            case let .settled(settled):
                outcome = settled
            case let .candidates(candidates):
                if let item = assignedItem[index], let candidate = readings[index].candidate(for: item) {
                    outcome = .earned(item: key.items[item].identifier, concept: candidate.concept, placed: candidate.placed)
                    points = candidate.points
                } else {
                    outcome = .taken(items: candidates.map { key.items[$0.item].identifier })
                }
            }
            let explanation = explain(outcome, finding: findings[index], findingOfItem: findingOfItem, findings: findings)
            return ReviewScore.Judged(finding: findings[index], outcome: outcome, points: points, explanation: explanation)
        }
        return ReviewScore(
            items: items,
            findings: judged.sorted { $0.finding.sourceLine < $1.finding.sourceLine },
            unread: unread.sorted { $0.sourceLine < $1.sourceLine },
            points: items.map(\.points).reduce(0, +),
            maximum: Double(key.items.map(\.weight).reduce(0, +))
        )
    }

    /// Finding index → the item index it earns. Both sides are put in a canonical order first, so
    /// that ties in the matching fall the same way whatever order the review or the key came in.
    func assign(_ findings: [ReviewFinding], _ readings: [Reading]) -> [Int: Int] {
        let findingOrder = findings.indices.sorted { Self.precedes(findings[$0], findings[$1]) }
        let itemOrder = key.items.indices.sorted {
            (key.items[$0].identifier, key.items[$0].title) < (key.items[$1].identifier, key.items[$1].title)
        }
        let column = Dictionary(uniqueKeysWithValues: itemOrder.enumerated().map { ($0.element, $0.offset) })
        let weights = findingOrder.map { finding -> [Int] in
            var row = Array(repeating: 0, count: itemOrder.count)
            if case let .candidates(candidates) = readings[finding] {
                for candidate in candidates { row[column[candidate.item] ?? 0] = candidate.weight }
            }
            return row
        }
        var assigned: [Int: Int] = [:]
        for (row, paired) in MaximumWeightMatching.solve(weights).enumerated() {
            if let paired { assigned[findingOrder[row]] = itemOrder[paired] }
        }
        return assigned
    }

    // MARK: - One finding

    /// What a finding could earn, or why it earns nothing whatever the others do.
    func read(_ finding: ReviewFinding) -> Reading {
        let words = finding.text.split { !$0.isLetter && !$0.isNumber }
        guard !words.isEmpty else { return .settled(.noWords) }
        let matcher = ConceptMatcher(finding.text)
        let mentioned: [Mention] = key.items.indices.compactMap { index in
            // Each set's phrases that the finding mentions, matched once.
            let hits = key.concepts[index].map { $0.filter(matcher.mentions) }
            guard let concept = hits.first(where: { !$0.isEmpty })?.first?.phrase else { return nil }
            let isCore = !(hits.first?.isEmpty ?? true)
            return Mention(item: index, concept: concept, fit: Self.fit(hits), isCore: isCore)
        }
        if mentioned.count >= Self.crowdedItems && words.count < Self.wordsPerItem * mentioned.count {
            return .settled(.crowded(items: mentioned.count))
        }

        guard finding.isPlaced else {
            // Lines with no file, in a pull request of several ("VC line 22: force unwrap"): the
            // place is the file where those lines hold an item the finding speaks of (of several,
            // the item it says most about).
            if finding.file == nil, !finding.lines.isEmpty {
                let fitting = key.fileNames.compactMap { file -> [Candidate]? in
                    let there = ReviewFinding(file: file, lines: finding.lines, text: finding.text, sourceLine: finding.sourceLine)
                    guard case let .candidates(candidates) = read(there, mentioned), !candidates.isEmpty else { return nil }
                    return candidates
                }
                if !fitting.isEmpty { return .candidates(Self.subjects(fitting.flatMap { $0 })) }
                // Lines that hold none of the items it speaks of, in any file: the right words at
                // the wrong place earn nothing, as with a file named.
                let here = key.items.indices.filter { item in
                    key.places[item].contains { place in finding.lines.contains { $0.overlaps(place.region) } }
                }
                return .settled(.noConceptHere(here: here.map { key.items[$0].title }, elsewhere: mentioned.map { key.items[$0.item].title }))
            }
            // A function named instead of a line ("`submit()` never checks busy") is a place.
            // A name two functions share (`viewDidLoad()` in the presenter and in the view
            // controller) is the one whose code holds an item the finding speaks of (of several,
            // the one it says most about).
            let fitting = namedFunctions(in: finding).compactMap { function -> [Candidate]? in
                guard case let .candidates(candidates) = read(function, mentioned), !candidates.isEmpty else { return nil }
                return candidates
            }
            if !fitting.isEmpty { return .candidates(Self.subjects(fitting.flatMap { $0 })) }
            // No place in the code: meaning alone, at half the points. Without the place to narrow
            // it down, the finding has to say what the item is about (a concept of its first set:
            // "the failure messages are all the same" is not about the old message staying on
            // screen, though it says "message"). A named file still has to be one the item is in.
            let candidates = mentioned.filter { mention in
                mention.isCore && (finding.file.map { file in key.places[mention.item].contains { $0.file == file } } ?? true)
            }.map { Candidate(item: $0.item, halfPoints: key.items[$0.item].weight, concept: $0.concept, fit: $0.fit, onAnchor: false, placed: false) }
            if candidates.isEmpty {
                return .settled(.noConceptHere(here: [], elsewhere: mentioned.map { key.items[$0.item].title }))
            }
            return .candidates(Self.subjects(candidates))
        }

        return read(finding, mentioned)
    }

    /// The reading of a finding placed in the code.
    private func read(_ finding: ReviewFinding, _ mentioned: [Mention]) -> Reading {
        guard let file = finding.file else { return .candidates([]) }
        let outline = key.outlines[file]
        let lineCount = outline?.lineCount ?? Int.max
        let inFile = finding.lines.filter { $0.from <= lineCount }
        guard !inFile.isEmpty else { return .settled(.outsideFile(lines: lineCount)) }
        let usable = inFile.filter { !(outline?.isTooWide($0) ?? false) }
        guard !usable.isEmpty else { return .settled(.tooWide) }

        func places(of item: Int) -> [ReviewKey.Place] {
            key.places[item].filter { place in place.file == file && usable.contains { $0.overlaps(place.region) } }
        }
        let candidates = mentioned.compactMap { mention -> Candidate? in
            let hits = places(of: mention.item)
            guard !hits.isEmpty else { return nil }
            let onAnchor = hits.contains { place in usable.contains { $0.overlaps(place.anchor) } }
            return Candidate(item: mention.item, halfPoints: key.items[mention.item].weight * 2, concept: mention.concept, fit: mention.fit, onAnchor: onAnchor, placed: true)
        }
        if candidates.isEmpty {
            let here = key.items.indices.filter { !places(of: $0).isEmpty }.map { key.items[$0].title }
            return .settled(.noConceptHere(here: here, elsewhere: mentioned.map { key.items[$0.item].title }))
        }
        return .candidates(Self.subjects(candidates))
    }

    /// The finding placed at each function it names (`submit()`, `didSelectRowAt`), in its file
    /// (or, with no file, in the whole pull request).
    func namedFunctions(in finding: ReviewFinding) -> [ReviewFinding] {
        let files = finding.file.map { [$0] } ?? key.fileNames
        return files.flatMap { file in
            (key.outlines[file]?.functions(namedIn: finding.text) ?? []).map {
                ReviewFinding(file: file, lines: [$0.lines], text: finding.text, sourceLine: finding.sourceLine)
            }
        }
    }

    /// How much a finding says about an item (`hits`: the phrases of each of its concept sets that
    /// the finding mentions): how many of its concept phrases it mentions (an
    /// inflection counts once: "thread" and "threading" are one), and one more when one of them is
    /// of the first set (what the item is about, not a word around it).
    static func fit(_ hits: [[ConceptMatcher.Pattern]]) -> Int {
        let phrases = Set(hits.joined().map(\.stems)).count
        let core = !(hits.first?.isEmpty ?? true)
        return phrases + (core ? 1 : 0)
    }

    /// The items a finding is about: of those it could earn, the ones it says most about. A word
    /// in passing ("…so tests can stub failures" in a finding about the singleton) does not make
    /// it a finding about another item, however severe that one is.
    static func subjects(_ candidates: [Candidate]) -> [Candidate] {
        let best = candidates.map(\.fit).max() ?? 0
        return candidates.filter { $0.fit == best }
    }

    // MARK: - Words for the learner

    func explain(_ outcome: ReviewScore.Outcome, finding: ReviewFinding, findingOfItem: [Int: Int], findings: [ReviewFinding]) -> String {
        func title(_ id: String) -> String { key.items.first { $0.identifier == id }?.title ?? id }
        switch outcome {
        case let .earned(item, concept, placed):
            if placed && !finding.isPlaced && finding.file == nil && !finding.lines.isEmpty {
                return "earned \"\(title(item))\": it says \(quoted(concept)) at the item's place (the file where those lines hold it)"
            }
            if placed && !finding.isPlaced { return "earned \"\(title(item))\": it says \(quoted(concept)) in the function it names, the item's place" }
            if placed { return "earned \"\(title(item))\": it says \(quoted(concept)) at the item's place" }
            let how = finding.file == nil && !finding.lines.isEmpty ? "name the file as well as the line" : "name the line"
            return "earned \"\(title(item))\" by meaning (\(quoted(concept))) at half points: \(how) to earn the rest"
        case .tooWide:
            return "the range is wider than the code it can mean (more than one function, or half the file): name the lines at fault"
        case let .outsideFile(lines):
            return "\(finding.file ?? "the file") has \(lines) lines: this points past its end"
        case let .noConceptHere(here, elsewhere):
            if !elsewhere.isEmpty {
                let place = finding.isPlaced ? "that place" : finding.file ?? "that place"
                return "no key item at \(place) is about what it says; it speaks of \(list(elsewhere)), which is elsewhere in the code"
            }
            if here.isEmpty { return "it names no concept of any key item" + (finding.isPlaced ? " at that place" : "") }
            return "it does not say what is wrong in words of the item at that place (\(list(here)))"
        case let .taken(items):
            let others = items.compactMap { id -> String? in
                guard let index = key.items.firstIndex(where: { $0.identifier == id }), let other = findingOfItem[index] else { return nil }
                return "\"\(title(id))\" went to review line \(findings[other].sourceLine)"
            }
            return "each item it could earn went to another finding: " + others.joined(separator: "; ")
        case let .crowded(items):
            return "it names the concepts of \(items) key items at once: one finding a problem, said in a sentence"
        case .noWords:
            return "it gives a place but says nothing about it"
        }
    }

    private func quoted(_ concept: String) -> String {
        concept.hasPrefix("`") ? concept : "\"\(concept)\""
    }

    private func list(_ titles: [String]) -> String {
        titles.joined(separator: "; ")
    }

    /// A total order on findings that does not depend on where they stand in the review's list.
    static func precedes(_ a: ReviewFinding, _ b: ReviewFinding) -> Bool {
        if a.file != b.file { return (a.file ?? "") < (b.file ?? "") }
        if a.lines != b.lines { return a.lines.lexicographicallyPrecedes(b.lines) }
        if a.text != b.text { return a.text < b.text }
        return a.sourceLine < b.sourceLine
    }
}
