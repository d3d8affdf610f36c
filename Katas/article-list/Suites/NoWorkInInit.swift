import Foundation
import Testing
@testable import ArticleList

@MainActor
@Suite struct NoWorkInInit {
    /// Creating the presenter, letting it go before it loads, and the first onViewDidLoad().
    @Test func holdsInEverySequence() async {
        await checkArticleSequences(.noWorkInInit, mix: .beforeLoading, scenarios: [
            [.create],
            [.create, .releasePresenter],
            [.create, .viewDidLoad(nil)],
        ])
    }
}
