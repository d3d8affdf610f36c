import Foundation
import Testing
@testable import ArticleList

@MainActor
@Suite struct StaleReply {
    /// An older reply before the newer one, after it, as a failure, and between two onViewDidLoad() loads.
    @Test func holdsInEverySequence() async {
        await checkArticleSequences(.staleReply, mix: .loading, scenarios: [
            [.create, .viewDidLoad(nil), .refresh(nil), .reply(.earlier, .articles(0)), .reply(.latest, .articles(1))],
            [.create, .viewDidLoad(nil), .refresh(nil), .reply(.latest, .articles(1)), .reply(.earlier, .articles(0))],
            [.create, .viewDidLoad(nil), .refresh(nil), .reply(.earlier, .failure(1))],
            [.create, .viewDidLoad(nil), .viewDidLoad(nil), .reply(.latest, .articles(3)), .reply(.earlier, .failure(2))],
        ])
    }
}
