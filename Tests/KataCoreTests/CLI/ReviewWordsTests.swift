import Foundation
import Testing
@testable import KataCLI
@testable import KataCore

/// The parser says why a line of `review.md` is not a finding as a value (`UnreadLine.Reason`);
/// `kata review --submit` words it, on the terminal and in its JSON alike.
@Suite struct ReviewWordsTests {
    var kata: Kata { Repository.catalog.katas.first { $0.id == "leaky-presenter" }! }

    func score(_ text: String) -> ReviewScore {
        ReviewScorer(key: ReviewKey(kata: kata)).score(ReviewParser(kata: kata).parse(text))
    }

    @Test func theLinesNotReadAreListedWithTheirReasonInWords() throws {
        let score = score("""
        ## My notes
        ---
        Nonsense.swift:3: not a file of the PR
        OrdersPresenter.swift:19: the view is held strongly, a retain cycle
        """)
        #expect(score.unread.map(\.reason) == [.heading(file: nil), .noWords, .notAFileOfThePullRequest(name: "Nonsense.swift", files: ReviewParser(kata: kata).files)])
        let text = ReviewReport(style: Style(colors: false)).render(score, minutesTaken: 5, minutesAllowed: 20)
        #expect(text.contains("Lines not read as findings:\n  review line 1: ## My notes\n         a heading, not a finding\n  review line 2: ---\n         no words: not a finding\n"), "\(text)")
        #expect(text.contains("         Nonsense.swift is not a file of this pull request (OrdersPresenter.swift"), "\(text)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(JSONDocument.render(ReviewJSONReport(kata: kata.id, score: score, minutesTaken: 5, minutesAllowed: 20)).utf8)) as? [String: Any])
        let unread = try #require(json["unread"] as? [[String: Any]])
        #expect(unread.first?["reason"] as? String == "a heading, not a finding")
        #expect(unread.first?["sourceLine"] as? Int == 1 && unread.first?["text"] as? String == "## My notes")
    }

    @Test func everyReasonHasItsSentence() {
        let reasons: [UnreadLine.Reason] = [.htmlComment, .quoteOfCode(file: "A.swift", line: 3), .quoteOfNoLine, .noWords, .tableHeader,
                                            .fence(withFindingAbove: true), .fence(withFindingAbove: false), .codeWithNoFindingAbove,
                                            .heading(file: "A.swift"), .heading(file: nil), .namesAFile("A.swift"),
                                            .notAFileOfThePullRequest(name: "B.swift", files: ["A.swift"]), .oneWord, .title(file: "A.swift"), .title(file: nil)]
        #expect(Set(reasons.map(\.words)).count == reasons.count)
        #expect(UnreadLine.Reason.quoteOfCode(file: "A.swift", line: 3).words == "a quote of A.swift:3: the finding under it is read there")
        #expect(UnreadLine.Reason.title(file: "A.swift").words == "reads as a title: findings below it with no file name are read in A.swift")
    }

    /// Why a finding earned what it did is a value of the scorer (`ReviewScore.Why`, with the
    /// titles and review lines it names); each has its own sentence, as the scorer wrote it.
    @Test func everyWhyHasItsSentence() {
        let whys: [ReviewScore.Why] = [
            .earned(title: "T", concept: "c", place: .itsPlace), .earned(title: "T", concept: "c", place: .theFileOfItsLines),
            .earned(title: "T", concept: "c", place: .theFunctionItNames), .earned(title: "T", concept: "`c`", place: .byMeaning(lineWithoutFile: true)),
            .earned(title: "T", concept: "c", place: .byMeaning(lineWithoutFile: false)), .tooWide, .outsideFile(file: nil, lines: 9),
            .speaksOfElsewhere(file: "A.swift", items: ["T", "U"]), .namesNoConcept(placed: true), .namesNoConcept(placed: false),
            .notInTheTermsOfTheItemThere, .wrongReason(title: "T", reason: "build time"), .severalItemsHere,
            .taken([.init(title: "T", reviewLine: 4), .init(title: "U", reviewLine: 7)]), .crowded(items: 5), .noWords,
        ]
        #expect(Set(whys.map(\.words)).count == whys.count)
        #expect(ReviewScore.Why.earned(title: "T", concept: "`c`", place: .byMeaning(lineWithoutFile: true)).words
            == "earned \"T\" by meaning (`c`) at half points: name the file as well as the line to earn the rest")
        #expect(ReviewScore.Why.taken([.init(title: "T", reviewLine: 4), .init(title: "U", reviewLine: 7)]).words
            == "each item it could earn went to another finding: \"T\" went to review line 4; \"U\" went to review line 7")
        #expect(ReviewScore.Why.speaksOfElsewhere(file: nil, items: ["T", "U"]).words
            == "no key item at that place is about what it says; it speaks of T; U, which is elsewhere in the code")
        #expect(ReviewScore.Why.outsideFile(file: nil, lines: 9).words == "the file has 9 lines: this points past its end")
    }

    /// Where a finding points is the finding's data (`file`, `lines`); the CLI says it as the core did.
    @Test func aReviewFindingsPlaceReadsAsBefore() {
        let lines = [LineRange(24, 30), LineRange(40, 40)]
        #expect(ReviewFinding(file: "P.swift", lines: lines, text: "t", sourceLine: 1).locationText == "P.swift:24-30, 40")
        #expect(ReviewFinding(file: "P.swift", lines: [], text: "t", sourceLine: 1).locationText == "P.swift")
        #expect(ReviewFinding(file: nil, lines: [LineRange(24, 24)], text: "t", sourceLine: 1).locationText == "line 24")
        #expect(ReviewFinding(file: nil, lines: [], text: "t", sourceLine: 1).locationText == "no line")
    }
}
