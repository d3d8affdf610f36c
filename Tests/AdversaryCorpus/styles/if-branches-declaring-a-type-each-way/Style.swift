
#if canImport(UIKit)
struct Palette { let tint = "blue" }
#else
struct Palette { let tint = "none" }
#endif
