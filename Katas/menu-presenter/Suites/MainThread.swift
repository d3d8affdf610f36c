import Foundation
import Testing
@testable import MenuScreen

@MainActor
@Suite struct MainThread {
    @Test func theViewIsOnlyCalledOnTheMainThread() async {
        let (_, view, _, _) = await loadedPresenter()
        await settle()
        let offMain = view.callsOffMain
        expect(offMain.isEmpty, "The repository answers on a background queue, and the view was called there: \(offMain.map(\.description).joined(separator: ", ")). Move to the main thread before talking to the view.")
        expect(view.calls.contains(.items(sampleMenu.map(\.title))), "The items never reached the view; it got: \(view.summary).")
    }
}
