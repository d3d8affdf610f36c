
enum Answer {
    indirect case receipt(LoanReceipt)
    case refused(BorrowFailure)
}
