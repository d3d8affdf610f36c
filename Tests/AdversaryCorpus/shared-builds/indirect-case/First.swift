
enum Answer {
    case receipt(LoanReceipt)
    case refused(BorrowFailure)
}
