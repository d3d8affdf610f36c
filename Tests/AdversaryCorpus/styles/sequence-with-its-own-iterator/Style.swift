
struct Days: Sequence {
    let range: ClosedRange<Int>
    func makeIterator() -> DayIterator { DayIterator(upcoming: range.lowerBound, last: range.upperBound) }
}
struct DayIterator: IteratorProtocol {
    var upcoming: Int
    let last: Int
    mutating func next() -> Int? {
        guard upcoming <= last else { return nil }
        defer { upcoming += 1 }
        return upcoming
    }
}
