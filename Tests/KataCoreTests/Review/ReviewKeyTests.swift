import Foundation
import Testing
@testable import KataCore

/// The keys themselves: every anchor holds its code, every item says what a finding must mention,
/// and no concept is a word every review uses.
@Suite struct ReviewKeyTests {
    @Test func everyAnchorPointsAtItsCode() throws {
        for kata in Repository.catalog.katas {
            let review = try #require(kata.review, "\(kata.id) has a review round")
            for item in kata.key {
                let anchors = try #require(item.anchors, "\(kata.id): '\(item.title)' has anchors")
                #expect(!anchors.isEmpty)
                for anchor in anchors {
                    let file = try #require(review.files.first { $0.name == anchor.file }, "\(kata.id): \(anchor.file) is a file of the review")
                    let lines = kata.contents(of: file).components(separatedBy: "\n")
                    #expect(anchor.from >= 1 && anchor.to <= lines.count && anchor.from <= anchor.to)
                    let span = lines[(anchor.from - 1)..<min(anchor.to, lines.count)].joined(separator: "\n")
                    #expect(span.contains(anchor.contains), "\(kata.id): '\(item.title)' anchor \(anchor.file):\(anchor.from)-\(anchor.to) no longer holds `\(anchor.contains)`")
                }
            }
        }
    }

    @Test func everyItemHasAnIdAndConcepts() {
        for kata in Repository.catalog.katas {
            let ids = kata.key.compactMap(\.id)
            #expect(ids.count == kata.key.count, "\(kata.id): every key item has an id")
            #expect(Set(ids).count == ids.count, "\(kata.id): ids are unique")
            for item in kata.key {
                let concepts = item.concepts ?? []
                #expect(!concepts.isEmpty && concepts.allSatisfy { !$0.isEmpty }, "\(kata.id): '\(item.title)' has concepts")
            }
        }
    }

    @Test func noConceptIsAWordEveryReviewUses() {
        let generic = [
            "this is wrong, fix it", "looks off", "hmm", "bad code here, needs work", "should be improved",
            "consider refactoring this", "nit: clean up", "not great, change it", "I don't like this line",
            "this could be better", "problem here", "issue", "todo", "see above", "same as before", "why?",
            "feel free to ignore", "let us discuss", "open question", "LGTM", "nice", "ok", "+1", "same here",
        ]
        for kata in Repository.catalog.katas {
            for item in kata.key {
                for text in generic {
                    let mention = ConceptMatcher(text).firstMention(of: (item.concepts ?? []).map { $0.map(ConceptMatcher.Pattern.init) })
                    #expect(mention == nil, "\(kata.id): '\(item.title)' is earned by \"\(text)\" (concept \(mention ?? ""))")
                }
            }
        }
    }

    /// Each item's title earns it at each of its anchors: the key can be found where it says.
    @Test func eachItemCanBeEarnedAtEachAnchor() throws {
        for kata in Repository.catalog.katas {
            let scorer = ReviewScorer(key: ReviewKey(kata: kata))
            for item in kata.key {
                for anchor in item.anchors ?? [] {
                    let finding = ReviewFinding(file: anchor.file, lines: [LineRange(anchor.from, anchor.to)], text: item.title, sourceLine: 1)
                    #expect(scorer.score([finding]).earnedItems == [item.identifier], "\(kata.id): '\(item.title)' at \(anchor.file):\(anchor.from)")
                }
            }
        }
    }

    @Test func regionsAreTheFunctionsThatHoldTheAnchors() throws {
        let kata = try Repository.catalog.kata("leaky-presenter")
        let key = ReviewKey(kata: kata)
        func regions(_ id: String) -> [String] {
            let index = key.items.firstIndex { $0.identifier == id } ?? 0
            return key.places[index].map { "\($0.file):\($0.region.text)" }
        }
        #expect(regions("closure-self") == ["OrdersPresenter.swift:22-28"], "viewDidLoad")
        #expect(regions("today") == ["OrdersPresenter.swift:35-45"], "row(for:)")
        #expect(regions("strong-view") == ["OrdersPresenter.swift:13-20", "OrdersViewController.swift:6-10"])
        #expect(regions("uikit-in-presenter").first == "OrdersPresenter.swift:5-7", "an import: the line, give or take one")
    }
}

/// The outline of a file: blocks, and which ranges are too wide.
@Suite struct CodeOutlineTests {
    let source = """
    import Foundation                       // 1
                                            // 2
    final class Sample {                    // 3
        var text = "{ not a block }"        // 4
        func first() {                      // 5
            run { value in                  // 6
                print(value)                // 7
            }                               // 8
        }                                   // 9
        /* { */                             // 10
        func second() {                     // 11
            if true { print("}") }          // 12
        }                                   // 13
        func third() {                      // 14
            print(1)                        // 15
            print(2)                        // 16
            print(3)                        // 17
            print(4)                        // 18
            print(5)                        // 19
            print(6)                        // 20
            print(7)                        // 21
            print(8)                        // 22
        }                                   // 23
    }                                       // 24
    """

    @Test func blocksIgnoreBracesInStringsAndComments() {
        let outline = CodeOutline(source)
        #expect(outline.lineCount == 24)
        let members = outline.blocks.filter { $0.isMember && !$0.isType }.map(\.lines)
        #expect(members == [LineRange(5, 9), LineRange(11, 13), LineRange(14, 23)])
        #expect(outline.blocks.contains { $0.isType && $0.lines == LineRange(3, 24) })
    }

    @Test func regionsAndWidth() {
        let outline = CodeOutline(source)
        #expect(outline.region(of: LineRange(7, 7)) == LineRange(5, 9), "inside a closure: the whole function")
        #expect(outline.region(of: LineRange(4, 4)) == LineRange(3, 5), "a stored property: give or take one line")
        #expect(!outline.isTooWide(LineRange(14, 23)), "one function")
        #expect(!outline.isTooWide(LineRange(12, 23)), "one function and a line of the one before")
        #expect(outline.isTooWide(LineRange(5, 13)), "two functions")
        #expect(outline.isTooWide(LineRange(1, 13)), "more than half the file")
    }

    @Test func inALongFunctionAnAnchorStandsForItsStatement() {
        let body = (1...CodeOutline.longestFunction + 2).map { "        step(\($0))" }.joined(separator: "\n")
        let outline = CodeOutline("final class Long {\n    func setUp() {\n\(body)\n    }\n}\n")
        let anchor = LineRange(10, 10)
        #expect(outline.region(of: anchor) == LineRange(10 - CodeOutline.statementTolerance, 10 + CodeOutline.statementTolerance))
        let short = CodeOutline("final class Short {\n    func setUp() {\n        step(1)\n        step(2)\n    }\n}\n")
        #expect(short.region(of: LineRange(3, 3)) == LineRange(2, 5))
    }
}

/// Words as people write them.
@Suite struct ConceptMatcherTests {
    @Test(arguments: [
        ("calls the view off the Main-Thread", "main thread"),
        ("needs DispatchQueue.main.async", "dispatch queue"),
        ("wrap it in `DispatchQueue.main.async`", "`DispatchQueue.main`"),
        ("mark it @MainActor", "main actor"),
        ("Thread.isMainThread is false here", "main thread"),
        ("no [weak self] in the closure", "weak self"),
        ("the closure captured self", "captures self"),
        ("it leaks", "leak"),
        ("leaking memory", "leak"),
        ("hardcoded menu", "hard coded"),
        ("hard-coded menu", "hardcoded"),
        ("the view's reference", "view"),
        ("retain-cycles everywhere", "retain cycle"),
        ("`Int(durationText) ?? 0` sends zero", "`?? 0`"),
        ("uses `private(set)`", "`private(set)`"),
        ("UIKit import", "UIKit"),
        ("imports Foundation only", "foundation"),
        ("the strong reference to the view", "strong reference"),
        ("a retain  - cycle", "retain cycle"),
        ("no validation of the input", "validate"),
        ("navigation belongs in a router", "navigates"),
        ("use dependency injection", "inject"),
    ])
    func mentions(text: String, concept: String) {
        #expect(ConceptMatcher(text).mentions(concept), "\"\(text)\" mentions \(concept)")
    }

    @Test(arguments: [
        ("the main problem is naming", "main thread"),
        ("DispatchQueue is fine", "`DispatchQueue.main`"),
        ("capture groups in the regex", "captures self"),
        ("weakly typed", "weak self"),
        ("the cycle of the seasons", "retain cycle"),
        ("date handling", "`Date()`"),
    ])
    func doesNotMention(text: String, concept: String) {
        #expect(!ConceptMatcher(text).mentions(concept), "\"\(text)\" does not mention \(concept)")
    }
}
