
enum Phase { case idle, loaded
    case failed(String)
    private static let spare = 1 }
enum Tab: String { case all = "all", open = "not returned" }
