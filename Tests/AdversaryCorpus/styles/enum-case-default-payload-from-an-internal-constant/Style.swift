
enum Notice {
    static let generic = "Something went wrong."
    case failed(message: String = Notice.generic)
}
