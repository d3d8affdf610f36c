
class Tracker {
    private var log: [String] = []
    var count = 0
    func track() { count += 1 }
}
