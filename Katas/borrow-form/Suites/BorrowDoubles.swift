// Hidden helpers: a view spy that keeps every frame, and a service the checks drive by hand.
import Foundation
import Testing
@testable import BorrowForm

final class FrameSpy: BorrowDisplaying {
    private(set) var frames: [BorrowFrame] = []
    func display(_ frame: BorrowFrame) { frames.append(frame) }
    var last: BorrowFrame? { frames.last }
}

/// Keeps every completion so a check decides when, and whether, a reply arrives. With
/// `replyAtOnce` it answers inside `borrow`, synchronously.
final class ControlledBorrowing: Borrowing {
    private(set) var calls: [(bookID: Int, days: Int)] = []
    private(set) var completions: [(Result<LoanReceipt, BorrowFailure>) -> Void] = []
    var replyAtOnce: Result<LoanReceipt, BorrowFailure>?

    func borrow(bookID: Int, days: Int, completion: @escaping (Result<LoanReceipt, BorrowFailure>) -> Void) {
        calls.append((bookID, days))
        completions.append(completion)
        if let replyAtOnce { completion(replyAtOnce) }
    }

    var days: [Int] { calls.map(\.days) }
}

/// A presenter for book 7 with a view attached.
@MainActor
func makeForm() -> (BorrowPresenter, FrameSpy, ControlledBorrowing) {
    let service = ControlledBorrowing()
    let view = FrameSpy()
    let presenter = BorrowPresenter(bookID: 7, borrowing: service)
    presenter.attach(view)
    return (presenter, view, service)
}

func describe(_ frame: BorrowFrame?) -> String {
    guard let frame else { return "no frame at all" }
    return "durationText \"\(frame.durationText)\", isBusy \(frame.isBusy), canSubmit \(frame.canSubmit), message \(frame.message.map { "\"\($0)\"" } ?? "nil")"
}
