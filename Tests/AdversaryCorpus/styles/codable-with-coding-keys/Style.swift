
struct Saved: Codable {
    var days: Int
    enum CodingKeys: String, CodingKey { case days = "loan_days" }
    init(days: Int) { self.days = days }
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        days = try container.decode(Int.self, forKey: .days)
    }
}
