
enum Tab: String, CaseIterable, Codable { case open, returned }
struct Badge: Hashable, Codable { var title: String; var count: Int }
final class Token {}
struct Holder { var token: Token }
let receiptDays = \LoanReceipt.days
