import Foundation
import Testing
@testable import BorrowForm
func see(_ what: Any) { Issue.record("\(what)") }

@Test func descriptions() {
    let frame = BorrowFrame(durationText: "7", isBusy: false, canSubmit: true, message: nil)
    var dumped = ""
    dump(frame, to: &dumped)
    see([String(describing: frame), String(reflecting: BorrowPhase.confirming), dumped, String(describing: BorrowFrame.self),
         Mirror(reflecting: frame).children.map { "\($0.label ?? "-")=\($0.value)" }.joined(separator: ","),
         String(describing: BorrowFailure.unavailable as Error), (BorrowFailure.unavailable as NSError).code.description])
}

@Test func layout() {
    see([MemoryLayout<BorrowFrame>.size, MemoryLayout<BorrowFrame>.stride, MemoryLayout<BorrowFrame>.alignment,
         MemoryLayout<BorrowPhase>.size, MemoryLayout<Badge>.size, MemoryLayout<Tab>.size, MemoryLayout<Holder>.size])
}

@Test func switches() {
    var seen: [String] = []
    for phase in [BorrowPhase.editing, .confirming] {
        switch phase {
        case .editing: seen.append("editing")
        case .confirming: seen.append("confirming")
        }
    }
    see(seen + Tab.allCases.map(\.rawValue))
}

@Test func hashingAndCoding() throws {
    let badges: Set = [Badge(title: "a", count: 1), Badge(title: "a", count: 1), Badge(title: "b", count: 2)]
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys  // unsorted keys come in a per-process order
    let data = try encoder.encode([Badge(title: "a", count: 1)])
    let back = try JSONDecoder().decode([Badge].self, from: data)
    let tabs = try JSONEncoder().encode([Tab.returned])
    see([badges.count.description, String(decoding: data, as: UTF8.self), back.description, String(decoding: tabs, as: UTF8.self),
         (Badge(title: "a", count: 1).hashValue == Badge(title: "a", count: 1).hashValue).description])
}

@Test func keyPaths() {
    let mine = \LoanReceipt.days
    let receipt = LoanReceipt(bookID: 2, days: 9)
    see([mine == receiptDays, mine.hashValue == receiptDays.hashValue, receipt[keyPath: receiptDays] == 9,
         Set([mine, receiptDays]).count == 1, mine as AnyKeyPath == \BorrowFrame.isBusy as AnyKeyPath])
    see([String(describing: mine), String(describing: receiptDays), String(describing: \BorrowFrame.message),
         String(describing: MemoryLayout<LoanReceipt>.offset(of: mine)), String(describing: MemoryLayout<BorrowFrame>.offset(of: \.isBusy))])
}

@Test func references() {
    var holder: Holder? = Holder(token: Token())
    let unique = isKnownUniquelyReferenced(&holder!.token)
    weak var token = holder?.token
    holder = nil
    see([unique, token == nil])
}