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
    /// and each group of reasons below, unless the item's own concepts speak of that concern).
    var wrongReasons: [[ConceptMatcher.Pattern]]
    /// The string literals of the pull request's code ("Not returnable"), as written between quotes.
    var literals: Set<String>
    /// `anchorLiterals[i]`: the string literals on `items[i]`'s anchor lines ("Today").
    var anchorLiterals: [Set<String>]
    /// The pull request's lines of code, trimmed, longest first, at least `shortestQuotedLine` long.
    var codeLines: [String]

    /// Speed or power given as what is wrong ("`unowned` is faster", "a `NumberFormatter` would
    /// perform better", "wastes battery"): not the problem with an item whose harm is a wrong
    /// result, a crash or a leak. It is a wrong reason for every item whose own concepts do not
    /// speak of cost (`costWords`).
    static let speedReasons = [
        "faster", "quicker", "performance", "perform better", "performs better", "performant",
        "optimization", "optimisation", "optimize", "optimise", "for speed", "speed up", "speeds up",
        "battery", "power usage", "energy", "slower", "binary size", "smaller binary", "binary smaller", "app size",
        "bigger binary", "binary bigger", "smaller in memory", "bloat", "bloats", "bloated",
    ].map(ConceptMatcher.Pattern.init)
    /// Thread safety given as what is wrong ("`.shared` is not thread-safe", "guard it with a
    /// lock"): not the problem with an item whose own concepts do not speak of threads
    /// (`threadWords`).
    static let threadReasons = [
        "thread safe", "thread-safe", "thread safety", "threadsafe", "not atomic", "with a lock", "use a lock", "mutex",
    ].map(ConceptMatcher.Pattern.init)
    /// ("race" is not one: a sync reply that overtakes the busy flag is a race on one thread.)
    static let threadWords = ["thread", "queue", "main", "actor", "concurrency", "isolation", "isolated", "Sendable", "lock"]
        .map(ConceptMatcher.Pattern.init)
    /// A name's style given as what is wrong ("`dateFormatter` is a vague name", "spell it
    /// `.default`, per the API design guidelines"): not the problem with an item whose own concepts
    /// do not speak of names or intent (`namingWords`).
    static let namingReasons = [
        "vague name", "clearer name", "better name", "descriptive name", "naming convention", "API design guidelines",
        "be renamed", "rename it", "renamed to", "generic name", "confusing name", "misleading name",
    ].map(ConceptMatcher.Pattern.init)
    static let namingWords = ["name", "naming", "rename", "intent"].map(ConceptMatcher.Pattern.init)
    /// Other concerns given as what is wrong, each with the words that make it an item's own
    /// concern: how the code reads ("add `final` for readability"), who can use the screen
    /// ("colour-blind users get nothing"), a comment's wording ("please reword the comment
    /// above"), security ("a hacker can read the memory"), an authority ("because SOLID says so",
    /// "Apple recommends it"), a deprecation ("`DateFormatter` is deprecated"), tests ("bad for
    /// testability"), memory ("`import UIKit` makes the app use more memory"), a claim about the
    /// platform ("App Store review may reject it", "will break in iOS 18"), localisation where the
    /// item is not about it, a magic string that wants a constant, a unit
    /// (`timeIntervalSince` "returns milliseconds"), a claim that code which compiles cannot
    /// ("a non-final class can't conform to a `@MainActor` protocol"), Dark Mode, the editor
    /// ("Xcode's jump-to-definition lands in the extension"). Each is a wrong
    /// reason for every item whose own concepts do not speak of it.
    static let otherConcerns: [(reasons: [ConceptMatcher.Pattern], words: [ConceptMatcher.Pattern])] = [
        (["readability", "more readable", "reads more naturally", "reads better", "read better", "easier to read", "at a glance"],
         ["readability", "readable"]),
        (["accessibility", "accessible", "VoiceOver", "colour-blind", "color-blind", "colour blind", "color blind", "colorblind",
          "Dynamic Type"], ["accessibility", "accessible", "VoiceOver"]),
        (["doc comment", "documentation comment", "the comment above", "comment says", "reword"], ["comment", "documentation"]),
        (["security", "secure", "hacker", "attacker"], ["security", "secure"]),
        (["because SOLID", "SOLID says", "violating SOLID", "violates SOLID", "Apple recommends", "recommended by Apple", "because Apple",
          "Law of Demeter", "not idiomatic", "unidiomatic", "App Store review", "App Store may reject", "will break in iOS",
          "App Review", "review guidelines"],
         ["SOLID", "App Store"]),
        (["bad for localisation", "bad for localization", "for localisation", "for localization", "right-to-left", "RTL",
          "translators", "translation"],
         ["locale", "localized", "localization", "localisation", "localize", "localise", "region", "internationalization", "language"]),
        (["magic string", "magic number", "magic strings", "magic numbers", "into a constant", "named constant", "stringly typed",
          "stringly-typed"], ["magic", "constant", "reuse identifier"]),
        (["deprecated"], ["deprecated", "legacy", "outdated", "old API"]),
        (["testability", "cannot unit test", "can't unit test", "cannot write a unit test", "can't write a unit test",
          "cannot be unit tested", "can't be unit tested"],
         ["test", "tests", "testable", "untestable", "mock", "stub", "fake", "inject", "injected", "spy", "logic", "business"]),
        (["more memory", "memory usage", "uses memory", "use memory", "memory footprint"],
         ["memory", "leak", "leaks", "retain", "alive", "freed", "deinit", "lifetime", "cycle"]),
        (["milliseconds", "millisecond", "microseconds", "nanoseconds"], ["millisecond", "nanosecond"]),
        (["Dark Mode", "light mode", "dark appearance"], ["dark mode", "appearance", "theme"]),
        (["jump-to-definition", "jump to definition", "confusing to navigate", "hard to navigate", "harder to navigate", "code navigation", "autocomplete", "autocompletion",
          "code completion"], ["navigate", "autocomplete", "completion"]),
        (["can't conform", "cannot conform", "can not conform", "surprised this compiles", "surprised it compiles", "compiles at all"],
         ["conform", "conformance", "compiles", "compiler"]),
    ].map { (reasons: $0.0.map(ConceptMatcher.Pattern.init), words: $0.1.map(ConceptMatcher.Pattern.init)) }
    /// Every group of wrong reasons with the words that make it an item's own concern, in the
    /// order a finding is told of them.
    static let concerns = [(reasons: speedReasons, words: costWords), (reasons: threadReasons, words: threadWords),
                           (reasons: namingReasons, words: namingWords)] + otherConcerns

    /// An item whose concepts mention one of these is about cost (a formatter made per row, a slow
    /// load with no spinner): speed is its reason, not a wrong one.
    static let costWords = speedReasons + ["slow", "expensive", "costly"].map(ConceptMatcher.Pattern.init)

    /// `files` are the pull request's files: the name findings use, and the text.
    init(items: [KeyItem], files: [(name: String, text: String)]) {
        self.items = items
        var outlines: [String: CodeOutline] = [:]
        for file in files { outlines[file.name] = CodeOutline(file.text) }
        self.outlines = outlines
        literals = Set(files.flatMap { Self.quoted(in: $0.text) })
        codeLines = Set(files.flatMap { $0.text.components(separatedBy: "\n") }
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.count >= Self.shortestQuotedLine })
            .sorted { $0.count > $1.count }
        let lines = Dictionary(files.map { ($0.name, $0.text.components(separatedBy: "\n")) }, uniquingKeysWith: { first, _ in first })
        anchorLiterals = items.map { item in
            Set((item.anchors ?? []).flatMap { anchor -> [String] in
                guard let text = lines[anchor.file], anchor.from >= 1, anchor.from <= anchor.to else { return [] }
                return Self.quoted(in: text[(anchor.from - 1)..<min(anchor.to, text.count)].joined(separator: "\n"))
            })
        }
        concepts = items.map { item in (item.concepts ?? []).map { $0.map(ConceptMatcher.Pattern.init) } }
        coreSets = items.map(\.coreConceptSets)
        wrongReasons = items.map { item in
            let phrases = (item.concepts ?? []).joined().joined(separator: " ; ")
            let own = ConceptMatcher(phrases)
            return (item.notThis ?? []).map(ConceptMatcher.Pattern.init)
                + Self.concerns.flatMap { $0.words.contains(where: own.mentions) ? [] : $0.reasons }
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

    /// The text between double quotes (straight or curly) in `text`.
    static func quoted(in text: String) -> [String] {
        let pattern = #"["\x{201C}]([^"\x{201D}\n\\]{2,80})["\x{201D}]"#
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        let range = NSRange(text.startIndex..., in: text)
        return regex.matches(in: text, range: range).compactMap { Range($0.range(at: 1), in: text).map { String(text[$0]) } }
    }

    /// The code's string literals that `text` quotes.
    func quotedLiterals(in text: String) -> Set<String> {
        Set(Self.quoted(in: text)).intersection(literals)
    }

    /// `text` with the quotes of `quoted` (string literals of the code) taken out: the "Not
    /// returnable" alert is a place in the code, not the finding saying that something is
    /// returnable.
    static func removing(quotes quoted: Set<String>, from text: String) -> String {
        var result = text
        for literal in quoted {
            for quote in ["\"\(literal)\"", "\u{201C}\(literal)\u{201D}"] { result = result.replacingOccurrences(of: quote, with: " ") }
        }
        return result
    }

    /// `text` with every whole line of the pull request's code it quotes taken out
    /// (`OrderService.shared.fetchOrders { result in` – refactor this): a quoted line is a place,
    /// not words. Short lines (`import UIKit`) are words too often to take out.
    func removingQuotedLines(from text: String) -> String {
        var result = text
        for line in codeLines where result.contains(line) {
            result = result.replacingOccurrences(of: line, with: " ")
        }
        return result
    }

    /// A quoted line of code at least this long is a place only.
    static let shortestQuotedLine = 20

    /// The same key with its items in another order (the order must not matter; tests shuffle it).
    func reordered(_ order: [Int]) -> ReviewKey {
        var copy = self
        copy.items = order.map { items[$0] }
        copy.places = order.map { places[$0] }
        copy.concepts = order.map { concepts[$0] }
        copy.coreSets = order.map { coreSets[$0] }
        copy.wrongReasons = order.map { wrongReasons[$0] }
        copy.anchorLiterals = order.map { anchorLiterals[$0] }
        return copy
    }
}
