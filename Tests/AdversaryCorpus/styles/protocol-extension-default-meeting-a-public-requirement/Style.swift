
protocol Titled { var title: String { get } }
extension Titled { var description: String { "titled \(title)" } }
struct Notice: Titled, CustomStringConvertible { let title: String }
