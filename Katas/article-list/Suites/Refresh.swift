import Foundation
import Testing
@testable import ArticleList

@MainActor
@Suite struct Refresh {
    /// A refresh over articles, a refresh while the first load is in flight, a refresh after a failure, a refresh answered at once.
    @Test func holdsInEverySequence() async {
        await checkArticleSequences(.refresh, mix: .loading, scenarios: [
            [.create, .viewDidLoad(nil), .reply(.latest, .articles(0)), .refresh(nil), .reply(.latest, .articles(3))],
            [.create, .viewDidLoad(nil), .refresh(nil), .reply(.latest, .articles(1))],
            [.create, .viewDidLoad(nil), .reply(.latest, .failure(1)), .refresh(nil), .reply(.latest, .articles(0))],
            [.create, .refresh(.articles(1))],
        ])
    }
}
