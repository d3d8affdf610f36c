import Foundation
import Testing
@testable import ArticleList

@MainActor
@Suite struct FailureState {
    /// A failed first load, a failed refresh over articles, a failed retry, a failure at once.
    @Test func holdsInEverySequence() async {
        await checkArticleSequences(.failure, mix: .loading, scenarios: [
            [.create, .viewDidLoad(nil), .reply(.latest, .failure(1))],
            [.create, .viewDidLoad(nil), .reply(.latest, .articles(0)), .refresh(nil), .reply(.latest, .failure(2))],
            [.create, .viewDidLoad(nil), .reply(.latest, .failure(1)), .viewDidLoad(nil), .reply(.latest, .failure(2))],
            [.create, .viewDidLoad(.failure(3))],
        ])
    }
}
