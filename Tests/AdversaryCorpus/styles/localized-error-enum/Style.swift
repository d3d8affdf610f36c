
enum FormError: LocalizedError {
    case tooLong(days: Int)
    var errorDescription: String? { "too long" }
}
