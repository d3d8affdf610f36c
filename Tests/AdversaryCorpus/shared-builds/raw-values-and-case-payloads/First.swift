
enum Phase { case idle, loaded
    case failed(String) }
enum Tab: String { case all = "all", open = "open" }
