// The clock check of stage 4: the header's "Updated N minutes ago", worked out from the injected
// clock when it is read. Its setup builds the presenter with stage 4's init and reads
// `lastUpdated` through the contract, so this file (and this check alone) needs stage 4's API.
import Foundation
import Testing
@testable import ArticleList

extension ArticleSetup {
    /// `init(view:articles:clock:)` with the check's clock, and `lastUpdated` read as the view
    /// reads it: through `ArticleListPresenterProtocol`.
    static let clocked = ArticleSetup(
        make: { view, articles, clock in ArticleListPresenter(view: view, articles: articles, clock: clock) },
        lastUpdated: { presenter in (presenter as any ArticleListPresenterProtocol).lastUpdated })
}

@MainActor
@Suite struct UpdatedFromClock {
    /// Nil before a success; the clock read at the reply; every boundary of the wording, minutes
    /// and hours; a failure and an older reply that leave the moment as it was.
    @Test func holdsInEverySequence() async {
        await checkArticleSequences(.updated, mix: .clock, scenarios: [
            [.create, .readUpdated, .viewDidLoad(nil), .clock(120), .readUpdated, .reply(.latest, .articles(0)), .readUpdated,
             .clock(59.5), .readUpdated, .clock(0.5), .readUpdated, .clock(60), .readUpdated],
            [.create, .viewDidLoad(.articles(1)), .clock(3599.5), .readUpdated, .clock(0.5), .readUpdated, .clock(3599.5), .readUpdated,
             .clock(0.5), .readUpdated, .clock(172_800), .readUpdated],
            [.create, .viewDidLoad(.failure(1)), .clock(90), .readUpdated, .refresh(nil), .clock(30), .reply(.latest, .articles(3)), .clock(150), .readUpdated],
            [.create, .viewDidLoad(.articles(0)), .clock(300), .refresh(nil), .clock(60), .reply(.latest, .failure(2)), .readUpdated],
            [.create, .viewDidLoad(nil), .refresh(nil), .reply(.latest, .articles(1)), .clock(600), .reply(.earlier, .articles(0)), .readUpdated],
            [.create, .viewDidLoad(.articles(0)), .clock(600), .refresh(nil), .releaseView, .reply(.latest, .articles(1)), .readUpdated],
        ], seeds: 1...60, maxSteps: 12, setup: .clocked)
    }
}
