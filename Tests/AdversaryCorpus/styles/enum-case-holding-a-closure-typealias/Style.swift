
typealias LoanCompletion = (Result<LoanReceipt, BorrowFailure>) -> Void
enum Step {
    case idle
    case waiting(LoanCompletion)
}
