import Foundation
import Testing
@testable import BorrowForm
func sendability<T: Sendable>(_ value: T) -> String { "sendable" }
func sendability<T>(_ value: T) -> String { "not sendable" }

@Test func receiptsMayCrossActors() {
    #expect(sendability(LoanReceipt(bookID: 1, days: 7)) == "sendable")
}

@Test func receiptsAsAnySendable() {
    let values: [any Sendable] = [LoanReceipt(bookID: 1, days: 7)]
    #expect(values.count == 1)
}