import Foundation
import Testing
@testable import BorrowForm

@MainActor
@Suite struct RenderOnAttach {
    @Test func attachingAViewShowsTheCurrentFrameAtOnce() async {
        let form = await Form.make()
        let fresh = BorrowFrame(durationText: "14", isBusy: false, canSubmit: true, message: nil)
        // The same frame shown again is harmless; every frame shown must be the current one.
        check(!form.frames.isEmpty && form.frames.allSatisfy { $0 == fresh },
               "Attaching a view to a fresh form should show the form at once: the default 14 days, not busy, submit enabled, no message, phase .editing. The view got: \(describe(form.frames)).")

        // A second view, attached after edits (say the screen was rebuilt), sees the form as it is now.
        var views = [form.view]  // Every view stays alive: letting one go is judged by `view-is-weak`.
        for text in ["5", "0", "abc"] {
            await form.edit(text)
            let again = FrameSpy()
            views.append(again)
            form.presenter.attach(again)
            await drainMain()
            // Whether submit is enabled, and any message about the text, is judged by `validation`.
            let current = !again.frames.isEmpty && again.frames.allSatisfy { $0.durationText == text && !$0.isBusy && $0.phase == .editing }
            check(current,
                   "After the user typed \"\(text)\", a newly attached view should get the form as it is now (\"\(text)\", not busy, phase .editing); it got: \(describe(again.frames)).")
        }
        _ = views
    }

    /// The rule over generated sequences of steps, compared with `BorrowModel` (after the named ones).
    @Test func everySequenceFollowsTheRule() async {
        await judgeSequences(.renderOnAttach, mix: .early)
    }
}
