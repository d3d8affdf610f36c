
struct LoanDraft {
    var durationText = "14"
    var note = ""
}
