import Foundation
import Testing
@testable import ArticleList

@MainActor
@Suite struct ViewIsWeak {
    /// The screen closes (its view, or its presenter) with a request in flight, and the reply comes after.
    @Test func holdsInEverySequence() async {
        await checkArticleSequences(.viewIsWeak, mix: .lifetime, scenarios: [
            [.create, .releaseView],
            [.create, .viewDidLoad(nil), .releaseView, .reply(.latest, .articles(0))],
            [.create, .viewDidLoad(nil), .releasePresenter, .reply(.latest, .articles(0))],
            [.create, .viewDidLoad(nil), .reply(.latest, .articles(0)), .refresh(nil), .releasePresenter, .reply(.latest, .failure(1))],
        ])
    }
}
