import Foundation

/// Scores findings against a review key. A finding earns a key item when it points into the item's
/// code and says what is wrong in the item's terms: its core concept (`KeyItem.core`), and no
/// reason the key lists as not the problem (`KeyItem.notThis`: "build time" for UIKit in a
/// presenter). Lines with no file, in a pull request of several, are placed in the file where they
/// hold such an item. A finding with no line (or lines that fit no file, or several) can earn an
/// item by the item's own words alone, at half the points. Where a place holds several items
/// (a function holding seven), meaning decides, and a finding that says none of them is told to
/// say which. A finding that speaks of several items at its place is about the one it says most
/// about (ties kept): "the button is enabled even for invalid input" is about the button, not the
/// validation. Findings are assigned to items by a maximum-weight matching, so the result is the
/// best one and does not depend on the order of the findings or of the key.
package struct ReviewScorer: Sendable {
    var key: ReviewKey

    /// A finding that mentions the concepts of this many items or more, in fewer than
    /// `wordsPerItem` words for each, is a list of keywords, not a finding.
    static let crowdedItems = 6
    static let wordsPerItem = 4
    /// General words about design: a finding that holds `buzzwordsInAFinding` of them or more
    /// ("tight coupling, lack of abstraction, no separation of concerns") names no problem.
    static let buzzwords = [
        "tight coupling", "tightly coupled", "separation of concerns", "SOLID", "anti-pattern", "antipattern", "abstraction",
        "reusability", "reusable", "maintainability", "scalability", "leverage", "dependency inversion", "clean architecture",
        "best practices", "best practice", "architecture", "protocol-oriented", "reactive", "design pattern", "code smell",
        "spaghetti", "testability", "modularity", "decoupling", "extensibility", "cohesion",
    ].map(ConceptMatcher.Pattern.init)
    static let buzzwordsInAFinding = 3


    package init(key: ReviewKey) {
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
        /// The first core concept mentioned (else the first concept), as the key writes it.
        var concept: String
        var fit: Int
        /// It mentions a concept of a core set (`KeyItem.core`): what the item is about.
        var isCore: Bool
        /// It mentions a concept of the first set, the item's own words: with no place in the
        /// code, only these state the item (a set marked core needs the place to narrow it down).
        var isFirst: Bool
        /// A reason it gives that the key lists as not what is wrong with the item.
        var wrongReason: String?
        /// It says what is wrong in the item's terms: the core concept, and no wrong reason.
        var states: Bool { isCore && wrongReason == nil }
        var statesWithoutPlace: Bool { isFirst && wrongReason == nil }
    }

    /// How a finding stands before the matching.
    enum Reading {
        case candidates([Candidate])
        case settled(ReviewScore.Outcome)

        func candidate(for item: Int) -> Candidate? {
            candidateList.first { $0.item == item }
        }

        var candidateList: [Candidate] {
            guard case let .candidates(candidates) = self else { return [] }
            return candidates
        }

        var settledOutcome: ReviewScore.Outcome? {
            guard case let .settled(outcome) = self else { return nil }
            return outcome
        }
    }

    package func score(_ parsed: ReviewParser.Parsed) -> ReviewScore {
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
            let why = explain(outcome, finding: findings[index], findingOfItem: findingOfItem, findings: findings)
            return ReviewScore.Judged(finding: findings[index], outcome: outcome, points: points, why: why)
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

    /// The items whose concepts `text` mentions, each with whether it states the item's core
    /// concept and whether it gives a reason the key lists as not what is wrong with it.
    func mentions(in text: String) -> [Mention] {
        // A file's name is a place, not words: "In MenuViewController.swift, …" says nothing of
        // the concrete view controller; nor is a whole line of the code quoted.
        let plain = key.removingQuotedLines(from: text)
            .replacingOccurrences(of: #"(?:[\w.+-]+/)*[\w+-]+\.swift\b"#, with: " ", options: .regularExpression)
        let allWords = ConceptMatcher(plain)
        // A quote of a string literal of the code is a place, not words ("the \"Not returnable\"
        // alert has no message"), except for an item whose anchor holds it ("Today").
        let quoted = key.quotedLiterals(in: plain)
        let withoutQuotes = quoted.isEmpty ? allWords : ConceptMatcher(ReviewKey.removing(quotes: quoted, from: plain))
        return key.items.indices.compactMap { index in
            let matcher = key.anchorLiterals[index].isDisjoint(with: quoted) ? withoutQuotes : allWords
            // Each set's phrases that the finding mentions, matched once.
            let hits = key.concepts[index].map { $0.filter(matcher.mentions) }
            let core = key.coreSets[index]
            let coreHit = hits.indices.first { core.contains($0) && !hits[$0].isEmpty }.flatMap { hits[$0].first }
            guard let concept = coreHit?.phrase ?? hits.first(where: { !$0.isEmpty })?.first?.phrase else { return nil }
            let wrong = key.wrongReasons[index].first(where: matcher.mentions)?.phrase
            return Mention(item: index, concept: concept, fit: Self.fit(hits, core: core), isCore: coreHit != nil,
                           isFirst: !(hits.first?.isEmpty ?? true), wrongReason: wrong)
        }
    }

    /// Three or more short phrases in a row and nothing else, at least two of them naming items
    /// no other phrase names ("retain cycle, singleton, main thread issues here"): a list of
    /// keywords. The number of items it names, or nil. Phrases about one item ("fills
    /// `textLabel`, the old cell API; use a content configuration") are a terse finding.
    func keywordList(_ text: String) -> Int? {
        let parts = text.components(separatedBy: CharacterSet(charactersIn: ",;"))
            .filter { $0.contains { $0.isLetter } }
        let sizes = parts.map { $0.split { !$0.isLetter && !$0.isNumber }.count }
        guard parts.count >= 3, sizes.allSatisfy({ $0 <= 4 }), sizes.reduce(0, +) <= 15 else { return nil }
        let items = parts.map { Set(mentions(in: $0).map(\.item)) }
        let alone = items.indices.filter { index in
            !items[index].isEmpty && items.indices.allSatisfy { $0 == index || items[$0].isDisjoint(with: items[index]) }
        }
        return alone.count >= 2 ? items.reduce(Set<Int>()) { $0.union($1) }.count : nil
    }

    /// What a finding could earn, or why it earns nothing whatever the others do.
    func read(_ finding: ReviewFinding) -> Reading {
        let words = finding.text.split { !$0.isLetter && !$0.isNumber }
        guard !words.isEmpty else { return .settled(.noWords) }
        let mentioned = mentions(in: finding.text)
        // Items named in their own words (a word around an item, "view controller", "test", is
        // not a keyword of it): a sentence about one item touches others' words in passing.
        let named = mentioned.filter(\.isFirst).count
        if named >= Self.crowdedItems && words.count < Self.wordsPerItem * named {
            return .settled(.crowded(items: named))
        }
        if let listed = keywordList(finding.text) {
            return .settled(.crowded(items: listed))
        }
        let matcher = ConceptMatcher(finding.text)
        var seen: Set<String> = []
        let general = Self.buzzwords.filter { matcher.mentions($0) && seen.insert($0.stems).inserted }.map(\.phrase)
        if general.count >= Self.buzzwordsInAFinding {
            return .settled(.buzzwords(words: general))
        }
        if Self.isOpenQuestion(finding.text) { return .settled(.openQuestion) }
        if Self.claimsNothing(finding.text) { return .settled(.noClaim) }
        if finding.isPlaced { return read(finding, mentioned) }
        if finding.file == nil, !finding.lines.isEmpty { return readWithoutFile(finding, mentioned) }
        return readWithoutLines(finding, mentioned)
    }

    /// Lines with no file, in a pull request of several ("VC line 22: force unwrap"): the place is
    /// the file where those lines hold an item the finding states (of several, the item it says
    /// most about). Lines that hold none of them, in any file, earn nothing, as with a file named.
    private func readWithoutFile(_ finding: ReviewFinding, _ mentioned: [Mention]) -> Reading {
        let readings = key.fileNames.map { file in
            read(ReviewFinding(file: file, lines: finding.lines, text: finding.text, sourceLine: finding.sourceLine), mentioned)
        }
        let fitting = readings.flatMap(\.candidateList)
        if !fitting.isEmpty { return .candidates(Self.subjects(fitting)) }
        if let telling = Self.mostTelling(readings) { return .settled(telling) }
        let here = key.items.indices.filter { item in
            key.places[item].contains { place in finding.lines.contains { $0.overlaps(place.region) } }
        }
        return .settled(.noConceptHere(here: here.map { key.items[$0].title }, elsewhere: stated(mentioned)))
    }

    /// No line. A function named instead ("`submit()` never checks busy") is a place; a name two
    /// functions share (`viewDidLoad()` in the presenter and in the view controller) is the one
    /// whose code holds an item the finding states (of several, the one it says most about).
    /// With no place in the code, meaning alone earns half the points: the finding has to state
    /// the item's own words, its first concept set ("the failure messages are all the same" is not about the old
    /// message staying on screen, though it says "message") and give no reason the key lists as
    /// wrong. A named file still has to be one the item is in.
    private func readWithoutLines(_ finding: ReviewFinding, _ mentioned: [Mention]) -> Reading {
        let readings = namedFunctions(in: finding).map { read($0, mentioned, byFunction: true) }
        if readings.isEmpty, Self.isCourtesy(finding.text) { return .settled(.courtesy) }
        let fitting = readings.flatMap(\.candidateList)
        if !fitting.isEmpty { return .candidates(Self.subjects(fitting)) }
        // A function the finding puts its problem in ("in the view controller's cellForRowAt") is
        // its place: an item elsewhere is not earned by meaning. One named in passing ("`X` is
        // fine, but …") leaves the finding without a place.
        if !readings.isEmpty && saysItIsInANamedFunction(finding) {
            return .settled(Self.mostTelling(readings) ?? .noConceptHere(here: [], elsewhere: stated(mentioned)))
        }
        let inFile = mentioned.filter { mention in
            finding.file.map { file in key.places[mention.item].contains { $0.file == file } } ?? true
        }
        let candidates = inFile.filter(\.statesWithoutPlace).map {
            Candidate(item: $0.item, halfPoints: key.items[$0.item].weight, concept: $0.concept, fit: $0.fit, onAnchor: false, placed: false)
        }
        if !candidates.isEmpty { return .candidates(Self.subjects(candidates)) }
        if let telling = Self.mostTelling(readings) { return .settled(telling) }
        if let wrong = inFile.first(where: { $0.isFirst && $0.wrongReason != nil }), let reason = wrong.wrongReason {
            return .settled(.wrongReason(item: key.items[wrong.item].identifier, reason: reason))
        }
        return .settled(.noConceptHere(here: [], elsewhere: stated(mentioned)))
    }

    /// The reading of a finding placed in the code. Where the place holds several items (the
    /// borrow form's `submit()` holds seven), the place does not decide between them: meaning does.
    /// The item's own words (its first concept set) state it anywhere in its code; a set the key
    /// marks core ("race", "crash") states it only where the place narrows to it: on its anchor's
    /// lines, or in code that holds no other item, never by a function named that holds several.
    /// A finding that states none of the items there is told to say which.
    private func read(_ finding: ReviewFinding, _ mentioned: [Mention], byFunction: Bool = false) -> Reading {
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
        func onAnchor(_ item: Int) -> Bool { places(of: item).contains { place in usable.contains { $0.overlaps(place.anchor) } } }
        let here = key.items.indices.filter { !places(of: $0).isEmpty }
        let atPlace = mentioned.filter { here.contains($0.item) }
        let narrowed = atPlace.filter { $0.isFirst || ($0.isCore && (here.count == 1 || (!byFunction && onAnchor($0.item)))) }
        // On an item's own anchor, with that item's words and a reason the key rules out, the
        // finding is about that item ("`ArticleCloud.shared` is a singleton that is not
        // thread-safe"): another item needs its own words on its own anchor, not a word around it
        // ("thread" for the reply off the main thread, whose lines start there too).
        let wrongOnAnchor = atPlace.contains { $0.wrongReason != nil && onAnchor($0.item) }
        let candidates = narrowed.filter { $0.wrongReason == nil && (!wrongOnAnchor || (onAnchor($0.item) && $0.isFirst)) }.map { mention in
            Candidate(item: mention.item, halfPoints: key.items[mention.item].weight * 2, concept: mention.concept, fit: mention.fit,
                      onAnchor: onAnchor(mention.item), placed: true)
        }
        if !candidates.isEmpty { return .candidates(Self.subjects(candidates)) }
        // At the item's place its words need not be core to tell a wrong reason ("`thirtyDays`
        // should be static").
        if let wrong = atPlace.first(where: { $0.wrongReason != nil }), let reason = wrong.wrongReason {
            return .settled(.wrongReason(item: key.items[wrong.item].identifier, reason: reason))
        }
        let elsewhere = mentioned.filter { $0.statesWithoutPlace && !here.contains($0.item) }.map { key.items[$0.item].title }
        if here.count > 1 && elsewhere.isEmpty {
            return .settled(.severalItemsHere(items: here.map { key.items[$0].identifier }))
        }
        return .settled(.noConceptHere(here: here.map { key.items[$0].title }, elsewhere: elsewhere))
    }

    /// Thanks or an offer to help, in one sentence ("Happy to pair on the `@MainActor` part if
    /// useful.", "Thanks, nice work!"): a courtesy, whatever key words it holds. A courtesy followed
    /// by a finding ("Thanks! The view is held strongly…") is read as the finding.
    static func isCourtesy(_ text: String) -> Bool {
        let trimmed = text.lowercased().drop { !$0.isLetter }
        guard courtesyOpenings.contains(where: trimmed.hasPrefix) else { return false }
        let sentences = trimmed.split(whereSeparator: { ".!?".contains($0) }).filter { $0.contains { $0.isLetter } }
        return sentences.dropFirst().allSatisfy { sentence in courtesyOpenings.contains { sentence.drop { !$0.isLetter }.hasPrefix($0) } }
    }

    /// Only questions that ask what happens and claim nothing ("What happens when the user logs
    /// out while a borrow is in flight?"): they name a case, not what goes wrong in it. A question
    /// that says it ("…the spinner never stops, doesn't it?"), or a statement beside it, is read
    /// as a finding. A place in parentheses after it changes nothing.
    static func isOpenQuestion(_ text: String) -> Bool {
        let sentences = text.lowercased().components(separatedBy: "\n").joined(separator: " ")
            .replacingOccurrences(of: #"(?<=[.!?])\s+"#, with: "\n", options: .regularExpression)
            .components(separatedBy: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.contains { $0.isLetter } && !($0.hasPrefix("(") && $0.hasSuffix(")")) }
        return !sentences.isEmpty && sentences.allSatisfy { sentence in
            sentence.trimmingCharacters(in: CharacterSet(charactersIn: "`'\")*_ ")).hasSuffix("?")
                && openQuestions.contains { sentence.contains($0) }
                && !claims.contains { sentence.contains($0) }
        }
    }

    /// Praise or a wondering aloud in every clause ("It's good to see both protocols marked
    /// `@MainActor`.", "The error handling might deserve a thought, maybe.", "…could be looked
    /// at again, but I may be overthinking it."): it names a topic, not what is wrong with it. A
    /// clause without one ("…, but the class isn't final") is a claim.
    static func claimsNothing(_ text: String) -> Bool {
        let clauses = text.lowercased().replacingOccurrences(of: "’", with: "'")
            .replacingOccurrences(of: #"\bbut\b|\bhowever\b|[.!?;](?=\s|$)"#, with: "\n", options: .regularExpression)
            .components(separatedBy: "\n")
            .filter { $0.contains { $0.isLetter } }
        return !clauses.isEmpty && clauses.allSatisfy { clause in
            let padded = " " + clause + " "
            return noClaimMarkers.contains { clause.contains($0) }
                || (finePhrases.contains { padded.contains($0) } && !problemWords.contains { padded.contains($0) })
        }
    }

    /// A line called fine, or a shrug ("`dd/MM/yyyy` is fine, that's how we write dates here",
    /// "colours ok", "hmm, self in the closure"): no claim, unless the clause also names a problem
    /// ("otherwise ok, but the view should be weak").
    static let finePhrases = [" is fine", " are fine", " looks fine", " fine for ", " ok ", " ok,", " okay ", " okay,", " looks good", " hmm"]
    static let problemWords = [
        "should", "must", "need", "n't", " not ", "never", "crash", "leak", "wrong", "bug", "missing", "instead", "break",
        "strong", "captur", "retain", "alive", "forever", "off the main", "race", "twice",
    ]

    static let noClaimMarkers = [
        "good to see", "nice to see", "great to see", "glad to see", "exactly what a", "exactly how a", "i like how", "i like that",
        "deserve a thought", "deserves a thought", "could be looked at", "something to think about", "overthinking",
        "it's all fine", "it is all fine", "probably fine",
    ]

    /// ("How do we know this reply is the latest?" is a challenge: it says we cannot.)
    static let openQuestions = ["what happens", "what if ", "what about ", "what would happen", "what will happen"]
    /// Words that make a question a claim: a negation ("doesn't it?", "won't it?", "never").
    static let claims = ["n't", " not ", "never", "nothing", "no one", "nobody"]

    static let courtesyOpenings = [
        "happy to ", "glad to ", "let me know", "feel free", "ping me", "thanks", "thank you", "cheers", "lgtm",
        "nice work", "great work", "good work", "hope this helps",
    ]

    /// The titles of the items a finding states in their own words (their first concept set, no
    /// wrong reason), away from its place: the only items an explanation may say it speaks of.
    /// A word of a set marked core ("init", "race") is too broad to name an item by.
    private func stated(_ mentioned: [Mention]) -> [String] {
        mentioned.filter(\.statesWithoutPlace).map { key.items[$0.item].title }
    }

    /// Of the readings at several places, the one that tells the learner most: a wrong reason,
    /// then a place holding several items, then a range too wide wherever it is read.
    static func mostTelling(_ readings: [Reading]) -> ReviewScore.Outcome? {
        let outcomes = readings.compactMap(\.settledOutcome)
        let wide = !outcomes.isEmpty && outcomes.count == readings.count && outcomes.allSatisfy { outcome in
            if case .tooWide = outcome { return true }
            if case .outsideFile = outcome { return true }
            return false
        }
        return outcomes.first { if case .wrongReason = $0 { return true } else { return false } }
            ?? outcomes.first { if case .severalItemsHere = $0 { return true } else { return false } }
            ?? (wide && outcomes.contains(.tooWide) ? .tooWide : nil)
    }

    /// The finding placed at each function it names (`submit()`, `didSelectRowAt`), in its file
    /// (or, with no file, in the whole pull request).
    func namedFunctions(in finding: ReviewFinding) -> [ReviewFinding] {
        let files = finding.file.map { [$0] } ?? key.fileNames
        // A quoted line of the code is a place of its own, not the functions it calls.
        let text = key.removingQuotedLines(from: finding.text)
        return files.flatMap { file in
            (key.outlines[file]?.functions(namedIn: text) ?? []).map {
                ReviewFinding(file: file, lines: [$0.lines], text: finding.text, sourceLine: finding.sourceLine)
            }
        }
    }

    /// Whether the finding says its problem is in a function it names: "in `row(for:)`", "inside
    /// the `submit()` method", "in the view controller's cellForRowAt".
    func saysItIsInANamedFunction(_ finding: ReviewFinding) -> Bool {
        let text = key.removingQuotedLines(from: finding.text)
        let files = finding.file.map { [$0] } ?? key.fileNames
        let names = files.flatMap { file in (key.outlines[file]?.functions(namedIn: text) ?? []).flatMap(\.names) }.filter { $0.count >= 4 }
        return names.contains { name in
            let pattern = #"\b(?:in|inside|within)\s+(?:the\s+|its\s+|your\s+)?(?:[A-Za-z]+\s+){0,2}?(?:[A-Za-z]+['’]s\s+)?`?"#
                + NSRegularExpression.escapedPattern(for: name) + #"\b"#
            return text.range(of: pattern, options: [.regularExpression, .caseInsensitive]) != nil
        }
    }

    /// How much a finding says about an item (`hits`: the phrases of each of its concept sets that
    /// the finding mentions): how many of its concept phrases it mentions (an
    /// inflection counts once: "thread" and "threading" are one), and one more when one of them is
    /// of a core set (what the item is about, not a word around it).
    static func fit(_ hits: [[ConceptMatcher.Pattern]], core: Set<Int> = [0]) -> Int {
        let phrases = Set(hits.joined().map(\.stems)).count
        let stated = hits.indices.contains { core.contains($0) && !hits[$0].isEmpty }
        return phrases + (stated ? 1 : 0)
    }

    /// The items a finding is about: of those it could earn, the ones it says most about. A word
    /// in passing ("…so tests can stub failures" in a finding about the singleton) does not make
    /// it a finding about another item, however severe that one is.
    static func subjects(_ candidates: [Candidate]) -> [Candidate] {
        let best = candidates.map(\.fit).max() ?? 0
        return candidates.filter { $0.fit == best }
    }

    // MARK: - Why, for the learner

    func explain(_ outcome: ReviewScore.Outcome, finding: ReviewFinding, findingOfItem: [Int: Int], findings: [ReviewFinding]) -> ReviewScore.Why {
        func title(_ id: String) -> String { key.items.first { $0.identifier == id }?.title ?? id }
        switch outcome {
        case let .earned(item, concept, placed):
            let place: ReviewScore.Why.EarnedPlace
            if placed && !finding.isPlaced && finding.file == nil && !finding.lines.isEmpty {
                place = .theFileOfItsLines
            } else if placed {
                place = finding.isPlaced ? .itsPlace : .theFunctionItNames
            } else {
                place = .byMeaning(lineWithoutFile: finding.file == nil && !finding.lines.isEmpty)
            }
            return .earned(title: title(item), concept: concept, place: place)
        case .tooWide:
            return .tooWide
        case let .outsideFile(lines):
            return .outsideFile(file: finding.file, lines: lines)
        case let .noConceptHere(here, elsewhere):
            if !elsewhere.isEmpty { return .speaksOfElsewhere(file: finding.isPlaced ? nil : finding.file, items: elsewhere) }
            if here.isEmpty { return .namesNoConcept(placed: finding.isPlaced) }
            // Only items the finding speaks of are named: the one at that place is not one of them.
            return .notInTheTermsOfTheItemThere
        case let .wrongReason(item, reason):
            return .wrongReason(title: title(item), reason: reason)
        case .severalItemsHere:
            return .severalItemsHere
        case let .taken(items):
            return .taken(items.compactMap { id in
                guard let index = key.items.firstIndex(where: { $0.identifier == id }), let other = findingOfItem[index] else { return nil }
                return ReviewScore.Why.TakenBy(title: title(id), reviewLine: findings[other].sourceLine)
            })
        case let .crowded(items):
            return .crowded(items: items)
        case .noWords:
            return .noWords
        case .courtesy:
            return .courtesy
        case .openQuestion:
            return .openQuestion
        case .noClaim:
            return .noClaim
        case let .buzzwords(words):
            return .buzzwords(words: words)
        }
    }

    /// A total order on findings that does not depend on where they stand in the review's list.
    static func precedes(_ a: ReviewFinding, _ b: ReviewFinding) -> Bool {
        if a.file != b.file { return (a.file ?? "") < (b.file ?? "") }
        if a.lines != b.lines { return a.lines.lexicographicallyPrecedes(b.lines) }
        if a.text != b.text { return a.text < b.text }
        return a.sourceLine < b.sourceLine
    }
}
