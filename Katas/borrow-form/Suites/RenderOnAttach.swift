import Foundation
import Testing
@testable import BorrowForm

@MainActor
@Suite struct RenderOnAttach {
    @Test func attachingAViewShowsTheCurrentFrameAtOnce() {
        let view = FrameSpy()
        let presenter = BorrowPresenter(bookID: 7, borrowing: ControlledBorrowing())
        presenter.attach(view)
        expect(view.frames.count == 1, "Attaching a view should show the form at once, in one frame; the view got \(view.frames.count) frames.")
        expect(view.last == BorrowFrame(durationText: "14", isBusy: false, canSubmit: true, message: nil),
               "A fresh form shows the default 14 days, not busy, submit enabled and no message; it showed: \(describe(view.last)).")
    }
}
