
class Tracker {
    var count = 0
    func track() { count += 1 }
}
