// Names the hidden checks also use: kept apart by module boundaries.
// expect: view-is-weak pass
// expect: stale-index pass
// at: file
final class OrdersViewSpy {}
enum Berlin {}
struct ViewCall {}
enum KataHarness {}
func settle() {}
func eventually() -> Bool { false }
