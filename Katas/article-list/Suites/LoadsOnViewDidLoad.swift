import Foundation
import Testing
@testable import ArticleList

@MainActor
@Suite struct LoadsOnViewDidLoad {
    /// A load, a load answered at once, a second load that replaces the articles.
    @Test func holdsInEverySequence() async {
        await checkArticleSequences(.loads, mix: .loading, scenarios: [
            [.create, .viewDidLoad(nil), .reply(.latest, .articles(0))],
            [.create, .viewDidLoad(.articles(1))],
            [.create, .viewDidLoad(nil), .reply(.latest, .articles(0)), .viewDidLoad(nil), .reply(.latest, .articles(2))],
        ])
    }
}
