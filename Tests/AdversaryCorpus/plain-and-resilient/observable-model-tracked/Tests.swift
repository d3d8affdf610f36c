import Foundation
import Testing
@testable import BorrowForm
import Observation

final class Flag: @unchecked Sendable { var raised = false }

@Test func changesAreSeen() {
    let form = LoanForm()
    let flag = Flag()
    withObservationTracking { _ = form.days } onChange: { flag.raised = true }
    form.days = 7
    #expect(flag.raised)
    Issue.record("\(Mirror(reflecting: form).children.map { $0.label ?? "-" })")
}