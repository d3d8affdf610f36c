import Foundation

/// Whether a finding says one of the things a key item is about. People write the same idea many
/// ways: "Main thread", "main-thread", `DispatchQueue.main`, `@MainActor`, "mainThread"; "leaks",
/// "leaking", "leaked". Both the finding and each concept are cut into words the same way (code
/// spellings split at case changes and punctuation, so `isMainThread` reads "is main thread"), and
/// each word is reduced to its stem (`captures`, `captured`, `capturing` → `captur`). A phrase
/// matches when its words appear in order with at most one word between them, or run together as
/// one (`hardcoded` for "hard coded"); articles do not count on either side ("in presenter" is "in
/// the presenter"). A concept written in backticks (`` `?? 0` ``) is code and
/// matches the finding's text as written, ignoring spaces and case.
struct ConceptMatcher: Sendable {
    /// The finding's words, stemmed, without articles.
    private let words: [String]
    /// The same with its articles, for a concept that is one word and an article ("ignores the").
    private let wordsWithArticles: [String]
    /// Each pair of neighbouring words run together and stemmed: "hard coded" → `hardcod`.
    private let joinedPairs: [String]
    /// The text lowercased with spaces and backticks removed, for code concepts.
    private let compact: String

    init(_ text: String) {
        let raw = Self.rawWords(text)
        wordsWithArticles = raw.map(Self.stem)
        words = raw.filter { !Self.articles.contains($0) }.map(Self.stem)
        joinedPairs = zip(raw, raw.dropFirst()).map { Self.stem($0 + $1) }
        compact = Self.compacted(Self.withoutSentenceMarks(text))
    }

    /// The text without the `!` and `?` that end a sentence of prose ("Hey! Going fast"), so a
    /// code concept of punctuation alone (`` `!` ``) matches code only: `ArticleListPresenter!`,
    /// `presenter!.load()`, a `!` standing alone (a plain word's `!` is read as prose).
    static func withoutSentenceMarks(_ text: String) -> String {
        text.replacingOccurrences(of: #"(?<=\b[A-Za-z]?[a-z]{1,30})[!?]+(?=\s|$|["')\]])"#, with: "", options: .regularExpression)
    }

    /// A concept phrase cut into stems once, not for every finding.
    struct Pattern: Sendable, Equatable {
        /// As the key writes it.
        var phrase: String
        /// For a concept in backticks: the code, compacted.
        var code: String?
        var words: [String]
        /// Its articles are kept: without them it would be one word ("ignores the" is not "ignores").
        var keepsArticles = false
        /// The phrase's words run together and stemmed: "hard coded" also matches `hardcoded`.
        var joined: String

        /// What the phrase is once stemmed: "thread" and "threading" are the same.
        var stems: String { code ?? words.joined(separator: " ") }

        init(_ phrase: String) {
            self.phrase = phrase
            if phrase.count > 2, phrase.hasPrefix("`"), phrase.hasSuffix("`") {
                code = ConceptMatcher.compacted(String(phrase.dropFirst().dropLast()))
                words = []
                joined = ""
            } else {
                let raw = ConceptMatcher.rawWords(phrase)
                let meaningful = raw.filter { !ConceptMatcher.articles.contains($0) }
                code = nil
                keepsArticles = meaningful.count < 2 && meaningful.count < raw.count
                words = (keepsArticles ? raw : meaningful).map(ConceptMatcher.stem)
                joined = ConceptMatcher.stem(raw.joined())
            }
        }
    }

    /// The first of `concepts` (synonym sets, in order) that the text mentions, as written in the key.
    func firstMention(of concepts: [[Pattern]]) -> String? {
        for synonyms in concepts {
            if let pattern = synonyms.first(where: mentions) { return pattern.phrase }
        }
        return nil
    }

    /// Whether the text mentions `phrase`.
    func mentions(_ phrase: String) -> Bool {
        mentions(Pattern(phrase))
    }

    func mentions(_ pattern: Pattern) -> Bool {
        if let code = pattern.code { return !code.isEmpty && compact.contains(code) }
        guard let first = pattern.words.first else { return false }
        if pattern.words.count == 1 {
            // Two words written as one ("hard coded" for `hardcoded`); a short word is too easily
            // two others run together ("in it" is not `init`).
            return words.contains(first) || (first.count >= Self.shortestJoined && joinedPairs.contains(first))
        }
        if words.contains(pattern.joined) { return true }
        return matchesInOrder(pattern.words, in: pattern.keepsArticles ? wordsWithArticles : words)
    }

    /// The phrase's words in order, each within two words of the one before.
    private func matchesInOrder(_ wanted: [String], in words: [String]) -> Bool {
        for start in words.indices where words[start] == wanted[0] {
            var position = start
            var matched = true
            for word in wanted.dropFirst() {
                let window = (position + 1)..<min(words.count, position + 3)
                guard let next = window.first(where: { words[$0] == word }) else {
                    matched = false
                    break
                }
                position = next
            }
            if matched { return true }
        }
        return false
    }

    // MARK: - Words

    /// Words that carry no meaning of their own and that many writers drop or add ("must be in
    /// presenter", "keeps the presenter alive", "is always same"): neither side counts them.
    static let articles: Set<String> = ["the", "a", "an"]

    /// Stands between clauses in a text's words; no phrase holds it.
    static let clauseBreak = "|"

    /// A concept word at least this long may be written as two ("data source" for `dataSource`).
    static let shortestJoined = 6

    /// Lowercase words: split at anything not a letter or digit, at case changes (`MainActor`,
    /// `UIColor` → "ui", "color") and between letters and digits (`24h`).
    static func rawWords(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previous: Character?
        let characters = Array(text.replacingOccurrences(of: "’", with: "'"))
        for (index, character) in characters.enumerated() {
            guard character.isLetter || character.isNumber else {
                if !current.isEmpty { words.append(current) }
                current = ""
                previous = nil
                // A comma, a semicolon or the end of a sentence parts clauses: a phrase does not
                // run across it ("quick pass, mostly the presenter" is not "pass the presenter").
                let next = index + 1 < characters.count ? characters[index + 1] : " "
                if ",;".contains(character) || (".!?:".contains(character) && next.isWhitespace), words.last != clauseBreak {
                    words.append(clauseBreak)
                }
                // "view's", "shouldn't": the letters after the apostrophe belong to the word.
                if character == "'", index + 1 < characters.count, characters[index + 1].isLetter, let last = words.last, last != clauseBreak {
                    current = words.removeLast()
                    previous = current.last
                    continue
                }
                continue
            }
            if let previous {
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                let lowerToUpper = previous.isLowercase && character.isUppercase
                let acronymEnd = previous.isUppercase && character.isUppercase && (next?.isLowercase ?? false)
                let letterDigit = previous.isLetter != character.isLetter
                if lowerToUpper || acronymEnd || letterDigit {
                    words.append(current)
                    current = ""
                }
            }
            current.append(character)
            previous = character
        }
        if !current.isEmpty { words.append(current) }
        return words.map { $0.lowercased().replacingOccurrences(of: "'", with: "") }
    }

    /// A crude, predictable stem: plural, possessive, -ion, -ing, -ed, -ly and a final e go; a doubled
    /// final consonant becomes one. The same function runs on the key and on the finding, so it
    /// only has to be consistent, not correct English.
    static func stem(_ word: String) -> String {
        var word = word
        if word.hasSuffix("s") && word.count > 3 && !word.hasSuffix("ss") && !word.hasSuffix("us") && !word.hasSuffix("is") {
            if word.hasSuffix("ies") && word.count > 4 {
                word = String(word.dropLast(3)) + "y"
            } else if word.hasSuffix("sses") || word.hasSuffix("xes") || word.hasSuffix("ches") || word.hasSuffix("shes") {
                word = String(word.dropLast(2))
            } else {
                word = String(word.dropLast())
            }
        }
        if word.hasSuffix("ion") && word.count > 6 {
            // "validation", "injection", "navigation" meet "validate", "inject", "navigate".
            word = String(word.dropLast(3))
        } else if word.hasSuffix("ing") && word.count > 5 {
            word = String(word.dropLast(3))
        } else if word.hasSuffix("ed") && word.count > 4 {
            word = String(word.dropLast(2))
        } else if word.hasSuffix("ly") && word.count > 5 {
            word = String(word.dropLast(2))
        }
        if word.hasSuffix("e") && word.count > 3 { word = String(word.dropLast()) }
        if let last = word.last, word.count > 3, word.dropLast().last == last, !"aeiousl".contains(last) {
            word = String(word.dropLast())
        }
        return word
    }

    static func compacted(_ text: String) -> String {
        String(text.lowercased().filter { !$0.isWhitespace && $0 != "`" })
    }
}
