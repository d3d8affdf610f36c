
struct Entry: Identifiable, Hashable, CustomStringConvertible {
    let id: Int
    var title: String
    var description: String { "entry \(id)" }
    static func == (a: Entry, b: Entry) -> Bool { a.id == b.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
