import Foundation
import Testing
@testable import BorrowForm

@MainActor
@Suite struct StopIgnoresLateReply {
    @Test func afterStopNothingChanges() {
        let (presenter, view, service) = makeForm()
        presenter.durationChanged("3")
        presenter.submit()
        let before = view.frames.count
        presenter.stop()
        service.completions.first?(.failure(.unavailable))
        expect(view.frames.count == before, "After stop() a late reply still reached the view: \(describe(view.last)).")
        presenter.durationChanged("5")
        presenter.submit()
        expect(view.frames.count == before, "After stop() edits should change nothing, but the view got \(view.frames.count - before) more frames.")
        expect(service.calls.count == 1, "After stop() a submit still reached the library. Stopping ends the feature: no more requests.")
    }
}
