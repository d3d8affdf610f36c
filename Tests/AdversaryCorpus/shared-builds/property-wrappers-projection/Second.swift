
@propertyWrapper struct Tracked<Value> {
    var wrappedValue: Value { didSet { changes += 1 } }
    var changes = 0
    init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    var projectedValue: Int { changes }
}

@propertyWrapper struct Kept<Value> {
    var wrappedValue: Value
    var projectedValue: String { "kept" }
}

final class TapCounter {
    @Kept var taps = 0
}
