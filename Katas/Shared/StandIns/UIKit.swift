// A small stand-in for UIKit, so that katas whose code imports UIKit compile and run on Linux.
// It models only what the katas use, and behaves like UIKit where a check depends on it.
@_exported import Foundation  // as UIKit does: `import UIKit` brings Foundation along

/// A colour, named rather than drawn.
public struct UIColor: Sendable, Equatable, CustomStringConvertible {
    public let name: String
    public init(name: String) { self.name = name }
    public var description: String { name }

    public static let systemGreen = UIColor(name: "systemGreen")
    public static let systemOrange = UIColor(name: "systemOrange")
    public static let systemRed = UIColor(name: "systemRed")
    public static let label = UIColor(name: "label")
    public static let secondaryLabel = UIColor(name: "secondaryLabel")
    public static let white = UIColor(name: "white")
    public static let black = UIColor(name: "black")
}
