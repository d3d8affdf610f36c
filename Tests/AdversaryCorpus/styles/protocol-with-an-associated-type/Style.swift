
protocol Rule {
    associatedtype Input
    func accepts(_ input: Input) -> Bool
}
struct DaysRule: Rule {
    func accepts(_ input: String) -> Bool { Int(input).map(LoanPolicy.allowedDays.contains) ?? false }
}
