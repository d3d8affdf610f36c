import Foundation
import Testing
@testable import MenuScreen

@MainActor
@Suite struct NoWorkInInit {
    @Test func creatingThePresenterCallsNoDependency() async {
        let (presenter, view, router, repository) = heldPresenter()
        await settle()
        expect(repository.requests == 0, "Creating the presenter already asked the repository for the menu. Keep init to storing dependencies; start loading in onViewDidLoad().")
        expect(view.calls.isEmpty, "Creating the presenter already talked to the view (\(view.summary)); the view may not even be loaded yet.")
        expect(router.detailsShown.isEmpty && router.infoShown == 0, "Creating the presenter already navigated.")
        _ = presenter
    }
}

extension NoWorkInInit {
    /// Generated sequences before the first onViewDidLoad(): the app posts its notifications, the
    /// presenter is released. A timer or an observer init set up is work in init too.
    @Test func nothingHappensBeforeOnViewDidLoadInAnySequence() async {
        await checkMenuSequences(.noWorkInInit, scenarios: [[.create, .notify, .releasePresenter]], seeds: 1...48)
    }
}
