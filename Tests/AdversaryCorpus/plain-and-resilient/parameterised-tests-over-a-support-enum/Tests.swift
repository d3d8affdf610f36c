import Foundation
import Testing
@testable import BorrowForm
@Test(arguments: [BorrowPhase.editing, .confirming])
func everyPhaseDrawsAFrame(_ phase: BorrowPhase) {
    let frame = BorrowFrame(durationText: "3", isBusy: false, canSubmit: phase == .editing, message: nil, phase: phase)
    #expect(frame.phase == phase)
}