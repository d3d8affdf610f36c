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
            "I ran it locally and it works on my machine", "happy to discuss in our next sync",
            "this was a quick pass", "good first attempt",
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

    /// …and anywhere, by meaning: a title says what its item is about, and no other item's.
    @Test func eachTitleAloneEarnsItsItem() throws {
        for kata in Repository.catalog.katas {
            let scorer = ReviewScorer(key: ReviewKey(kata: kata))
            for item in kata.key {
                let finding = ReviewFinding(file: nil, lines: [], text: item.title, sourceLine: 1)
                #expect(scorer.score([finding]).earnedItems == [item.identifier], "\(kata.id): '\(item.title)' with no place")
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
