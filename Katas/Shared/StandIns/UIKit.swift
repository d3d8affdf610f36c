// A small stand-in for UIKit, so that katas whose code imports UIKit compile and run on Linux.
// It models what ordinary screen code uses (views, Auto Layout, tables and cells, navigation,
// alerts, the view lifecycle) with UIKit's names and signatures, so code written for iOS compiles
// unchanged, and behaves like UIKit where a check depends on it:
// - everything is @MainActor, with @preconcurrency as UIKit is seen from Swift: Swift 5 mode code
//   may call it from anywhere (it compiles, as on iOS), Swift 6 mode code may not; a UI call made
//   off the main thread is recorded, the way Main Thread Checker reports it;
// - views are made with `init(frame:)`, view controllers with `init(nibName:bundle:)`, and
//   `init?(coder:)` is required of subclasses that add a designated initializer, as in UIKit;
// - a table shows what its data source said at its last reload, reuses cells (calling
//   `prepareForReuse()`), and `dequeueReusableCell(withIdentifier:for:)` stops the program when
//   nothing is registered, as UIKit does;
// - a window shows a root view controller; pushing, popping and presenting run the appearance
//   calls (viewWillAppear and so on) of the screens involved;
// - layout is recorded, not computed: constraints are kept, frames are not solved;
// - Linux has no Objective-C runtime, so controls take closure actions (`UIAction`), not
//   target/selector pairs.
// Members marked "stand-in" are not UIKit's: checks use them to do what a user's finger would.
@_exported import Foundation  // as UIKit does: `import UIKit` brings Foundation along

// MARK: - Main Thread Checker

/// UI calls made off the main thread, as Main Thread Checker would report them.
public enum MainThreadChecker {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var recorded: [String] = []

    /// Notes a UI call; off the main thread it is recorded as a violation.
    public nonisolated static func check(_ call: String = #function, type: String = "") {
        guard !Thread.isMainThread else { return }
        lock.lock()
        recorded.append(type.isEmpty ? call : "\(type).\(call)")
        lock.unlock()
    }

    public nonisolated static var violations: [String] {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }

    public nonisolated static func reset() {
        lock.lock()
        recorded.removeAll()
        lock.unlock()
    }
}

// MARK: - Values

/// A colour, named rather than drawn.
public struct UIColor: Sendable, Equatable, CustomStringConvertible {
    public let name: String
    public init(name: String) { self.name = name }
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { name = "rgba(\(red), \(green), \(blue), \(alpha))" }
    public init(white: CGFloat, alpha: CGFloat) { name = "white(\(white), \(alpha))" }
    public init?(named name: String) { self.name = name }
    public var description: String { name }
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(name: "\(name) × \(alpha)") }

    public static let systemGreen = UIColor(name: "systemGreen")
    public static let systemOrange = UIColor(name: "systemOrange")
    public static let systemRed = UIColor(name: "systemRed")
    public static let systemBlue = UIColor(name: "systemBlue")
    public static let systemYellow = UIColor(name: "systemYellow")
    public static let systemGray = UIColor(name: "systemGray")
    public static let systemBackground = UIColor(name: "systemBackground")
    public static let secondarySystemBackground = UIColor(name: "secondarySystemBackground")
    public static let systemGroupedBackground = UIColor(name: "systemGroupedBackground")
    public static let label = UIColor(name: "label")
    public static let secondaryLabel = UIColor(name: "secondaryLabel")
    public static let tertiaryLabel = UIColor(name: "tertiaryLabel")
    public static let separator = UIColor(name: "separator")
    public static let tintColor = UIColor(name: "tintColor")
    public static let clear = UIColor(name: "clear")
    public static let white = UIColor(name: "white")
    public static let black = UIColor(name: "black")
    public static let gray = UIColor(name: "gray")
    public static let lightGray = UIColor(name: "lightGray")
    public static let darkGray = UIColor(name: "darkGray")
    public static let red = UIColor(name: "red")
    public static let green = UIColor(name: "green")
    public static let blue = UIColor(name: "blue")
    public static let orange = UIColor(name: "orange")
    public static let yellow = UIColor(name: "yellow")
    public static let purple = UIColor(name: "purple")
    public static let brown = UIColor(name: "brown")
    public static let cyan = UIColor(name: "cyan")
    public static let magenta = UIColor(name: "magenta")
    public static let systemPink = UIColor(name: "systemPink")
    public static let systemPurple = UIColor(name: "systemPurple")
    public static let systemTeal = UIColor(name: "systemTeal")
    public static let systemIndigo = UIColor(name: "systemIndigo")
    public static let systemBrown = UIColor(name: "systemBrown")
    public static let systemMint = UIColor(name: "systemMint")
    public static let systemCyan = UIColor(name: "systemCyan")
    public static let systemGray2 = UIColor(name: "systemGray2")
    public static let systemGray3 = UIColor(name: "systemGray3")
    public static let systemGray4 = UIColor(name: "systemGray4")
    public static let systemGray5 = UIColor(name: "systemGray5")
    public static let systemGray6 = UIColor(name: "systemGray6")
    public static let tertiarySystemBackground = UIColor(name: "tertiarySystemBackground")
    public static let secondarySystemGroupedBackground = UIColor(name: "secondarySystemGroupedBackground")
    public static let tertiarySystemGroupedBackground = UIColor(name: "tertiarySystemGroupedBackground")
    public static let systemFill = UIColor(name: "systemFill")
    public static let secondarySystemFill = UIColor(name: "secondarySystemFill")
    public static let quaternaryLabel = UIColor(name: "quaternaryLabel")
    public static let placeholderText = UIColor(name: "placeholderText")
    public static let opaqueSeparator = UIColor(name: "opaqueSeparator")
    public static let link = UIColor(name: "link")
}

/// A font, described rather than rendered.
public struct UIFont: Sendable, Equatable {
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "largeTitle")
        public static let title1 = TextStyle(rawValue: "title1")
        public static let title2 = TextStyle(rawValue: "title2")
        public static let title3 = TextStyle(rawValue: "title3")
        public static let headline = TextStyle(rawValue: "headline")
        public static let subheadline = TextStyle(rawValue: "subheadline")
        public static let body = TextStyle(rawValue: "body")
        public static let callout = TextStyle(rawValue: "callout")
        public static let footnote = TextStyle(rawValue: "footnote")
        public static let caption1 = TextStyle(rawValue: "caption1")
        public static let caption2 = TextStyle(rawValue: "caption2")
    }

    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)
    }

    public let name: String
    public let pointSize: CGFloat

    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont { UIFont(name: style.rawValue, pointSize: 17) }
    public static func systemFont(ofSize size: CGFloat) -> UIFont { UIFont(name: "system", pointSize: size) }
    public static func systemFont(ofSize size: CGFloat, weight: Weight) -> UIFont { UIFont(name: "system \(weight.rawValue)", pointSize: size) }
    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(name: "system bold", pointSize: size) }
    public static func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont { UIFont(name: "monospaced digits", pointSize: size) }
}

/// An image, named rather than drawn.
public struct UIImage: Sendable, Equatable {
    public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }
    public struct SymbolConfiguration: Sendable, Equatable {
        public init(pointSize: CGFloat) {}
        public init(textStyle: UIFont.TextStyle) {}
        public init(pointSize: CGFloat, weight: UIFont.Weight) {}
    }
    public let name: String
    public init?(systemName: String) { name = systemName }
    public init?(systemName: String, withConfiguration configuration: SymbolConfiguration?) { name = systemName }
    public init?(named: String) { name = named }
    public func withRenderingMode(_ mode: RenderingMode) -> UIImage { self }
    public func withTintColor(_ color: UIColor) -> UIImage { self }
    public func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage { self }
}

public struct UIAccessibilityTraits: OptionSet, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static let none = UIAccessibilityTraits([])
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
}

public struct UIEdgeInsets: Sendable, Equatable {
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

public struct NSDirectionalEdgeInsets: Sendable, Equatable {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    public static let zero = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}

public enum NSTextAlignment: Int, Sendable { case left, center, right, justified, natural }
public enum NSLineBreakMode: Int, Sendable { case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle }

extension IndexPath {
    /// UIKit's table index paths: a section and a row.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    public var section: Int { self[0] }
    public var row: Int { self[1] }
    public var item: Int { self[1] }
}

// MARK: - Auto Layout

public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    public let rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
    public static func + (lhs: Self, rhs: Float) -> Self { UILayoutPriority(lhs.rawValue + rhs) }
    public static func - (lhs: Self, rhs: Float) -> Self { UILayoutPriority(lhs.rawValue - rhs) }
}

/// A layout rule between two anchors. Kept, not solved.
@preconcurrency @MainActor
open class NSLayoutConstraint {
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline, firstBaseline, notAnAttribute = 0
    }
    public enum Relation: Int, Sendable { case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1 }
    public enum Axis: Int, Sendable { case horizontal, vertical }

    public private(set) weak var firstItem: AnyObject?
    public let firstAttribute: Attribute
    public let relation: Relation
    public private(set) weak var secondItem: AnyObject?
    public let secondAttribute: Attribute
    public let multiplier: CGFloat
    public var constant: CGFloat
    public var priority: UILayoutPriority = .required
    public var identifier: String?

    public init(item: Any, attribute: Attribute, relatedBy relation: Relation, toItem: Any?, attribute secondAttribute: Attribute, multiplier: CGFloat, constant: CGFloat) {
        firstItem = item as AnyObject
        firstAttribute = attribute
        self.relation = relation
        secondItem = toItem.map { $0 as AnyObject }
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
    }

    /// Active constraints are kept by the view of their first item.
    public var isActive = false {
        didSet {
            guard isActive != oldValue else { return }
            MainThreadChecker.check(type: "NSLayoutConstraint")
            let owner = (firstItem as? UIView) ?? (firstItem as? UILayoutGuide)?.owningView
            if isActive { owner?.installed.append(self) } else { owner?.installed.removeAll { $0 === self } }
        }
    }

    public static func activate(_ constraints: [NSLayoutConstraint]) { constraints.forEach { $0.isActive = true } }
    public static func deactivate(_ constraints: [NSLayoutConstraint]) { constraints.forEach { $0.isActive = false } }
}

@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject> {
    weak var item: AnyObject?
    let attribute: NSLayoutConstraint.Attribute

    init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
    }

    func make(_ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat = 1, constant: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(item: item as Any, attribute: attribute, relatedBy: relation, toItem: other?.item,
                           attribute: other?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }

    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { make(.equal, anchor, constant: 0) }
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { make(.equal, anchor, constant: c) }
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { make(.greaterThanOrEqual, anchor, constant: 0) }
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { make(.greaterThanOrEqual, anchor, constant: c) }
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { make(.lessThanOrEqual, anchor, constant: 0) }
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { make(.lessThanOrEqual, anchor, constant: c) }
}

@preconcurrency @MainActor
public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    public func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint { make(.equal, anchor, constant: 8 * multiplier) }
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint { make(.greaterThanOrEqual, anchor, constant: 8 * multiplier) }
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint { make(.lessThanOrEqual, anchor, constant: 8 * multiplier) }
}

@preconcurrency @MainActor
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    public func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint { make(.equal, anchor, constant: 8 * multiplier) }
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint { make(.greaterThanOrEqual, anchor, constant: 8 * multiplier) }
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint { make(.lessThanOrEqual, anchor, constant: 8 * multiplier) }
}

@preconcurrency @MainActor
public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { make(.equal, nil, constant: c) }
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { make(.greaterThanOrEqual, nil, constant: c) }
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { make(.lessThanOrEqual, nil, constant: c) }
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint { make(.equal, anchor, multiplier: m, constant: 0) }
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint { make(.equal, anchor, multiplier: m, constant: c) }
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint { make(.greaterThanOrEqual, anchor, multiplier: m, constant: 0) }
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint { make(.greaterThanOrEqual, anchor, multiplier: m, constant: c) }
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint { make(.lessThanOrEqual, anchor, multiplier: m, constant: 0) }
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint { make(.lessThanOrEqual, anchor, multiplier: m, constant: c) }
}

/// The anchors views and layout guides share.
@preconcurrency @MainActor
public protocol LayoutAnchorsProviding: AnyObject {}

extension LayoutAnchorsProviding {
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
}

@preconcurrency @MainActor
open class UILayoutGuide: LayoutAnchorsProviding {
    public internal(set) weak var owningView: UIView?
    public var identifier = ""
    public var layoutFrame: CGRect = .zero
    public init() {}
}

@preconcurrency @MainActor
public final class UIKeyboardLayoutGuide: UILayoutGuide {
    public var followsUndockedKeyboard = false
}

// MARK: - Views

@preconcurrency @MainActor
open class CALayer {
    public var cornerRadius: CGFloat = 0
    public var masksToBounds = false
    public var borderWidth: CGFloat = 0
    public var shadowOpacity: Float = 0
    public var shadowRadius: CGFloat = 3
    public init() {}
}

@preconcurrency @MainActor
open class UIView: LayoutAnchorsProviding {
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let curveEaseInOut = AnimationOptions([])
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    }
    public enum ContentMode: Int, Sendable { case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right }
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    public private(set) var subviews: [UIView] = []
    public private(set) weak var superview: UIView?
    public var frame: CGRect
    public var bounds: CGRect { get { CGRect(origin: .zero, size: frame.size) } set { frame.size = newValue.size } }
    public var center: CGPoint { get { CGPoint(x: frame.midX, y: frame.midY) } set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) } }
    public var backgroundColor: UIColor?
    public var tintColor: UIColor?
    public var isHidden = false { didSet { MainThreadChecker.check(type: "UIView") } }
    public var alpha: CGFloat = 1 { didSet { MainThreadChecker.check(type: "UIView") } }
    public var isOpaque = true
    public var clipsToBounds = false
    public var contentMode: ContentMode = .scaleToFill
    public var isUserInteractionEnabled = true
    public var tag = 0
    public var accessibilityIdentifier: String?
    public var accessibilityLabel: String?
    public var isAccessibilityElement = false
    public var accessibilityTraits: UIAccessibilityTraits = .none
    public var accessibilityHint: String?
    public var autoresizingMask: AutoresizingMask = []
    public let layer = CALayer()
    public var translatesAutoresizingMaskIntoConstraints = true
    public var layoutMargins: UIEdgeInsets = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    public var directionalLayoutMargins: NSDirectionalEdgeInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    public var preservesSuperviewLayoutMargins = false
    public var insetsLayoutMarginsFromSafeArea = true
    public var safeAreaInsets: UIEdgeInsets { .zero }
    public var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    public static let noIntrinsicMetric: CGFloat = -1
    public static let layoutFittingCompressedSize = CGSize.zero
    var installed: [NSLayoutConstraint] = []
    private var hugging: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
    private var compressionResistance: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
    public private(set) var layoutGuides: [UILayoutGuide] = []

    public init(frame: CGRect) { self.frame = frame }
    public required init?(coder: NSCoder) { frame = .zero }
    public convenience init() { self.init(frame: .zero) }

    // Hierarchy

    open func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    open func insertSubview(_ view: UIView, at index: Int) {
        MainThreadChecker.check(type: "UIView")
        view.removeFromSuperview()
        view.willMove(toSuperview: self)
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        view.didMoveToSuperview()
        didAddSubview(view)
    }

    public func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        insertSubview(view, at: (subviews.firstIndex { $0 === sibling } ?? subviews.count - 1) + 1)
    }

    public func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        insertSubview(view, at: subviews.firstIndex { $0 === sibling } ?? 0)
    }

    public func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
    }

    public func sendSubviewToBack(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: index), at: 0)
    }

    public func removeFromSuperview() {
        guard let parent = superview else { return }
        MainThreadChecker.check(type: "UIView")
        willMove(toSuperview: nil)
        parent.subviews.removeAll { $0 === self }
        superview = nil
        didMoveToSuperview()
    }

    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    public func viewWithTag(_ tag: Int) -> UIView? {
        self.tag == tag ? self : subviews.lazy.compactMap { $0.viewWithTag(tag) }.first
    }

    public var window: UIWindow? {
        var current: UIView? = self
        while let candidate = current {
            if let window = candidate as? UIWindow { return window }
            current = candidate.superview
        }
        return nil
    }

    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}
    open func didAddSubview(_ subview: UIView) {}

    /// The texts on screen in this view and below it (stand-in): every visible label's, depth first.
    /// For a cell, that is what it shows, however it was filled (text label, content
    /// configuration, labels of its own).
    public var shownTexts: [String] {
        guard !isHidden, alpha > 0 else { return [] }
        var texts: [String] = []
        if let label = self as? UILabel, let text = label.text, !text.isEmpty { texts.append(text) }
        for subview in subviews { texts += subview.shownTexts }
        return texts
    }

    /// Every view below this one, depth first (stand-in).
    public var allSubviews: [UIView] { subviews.flatMap { [$0] + $0.allSubviews } }

    // Layout

    public var constraints: [NSLayoutConstraint] { installed }
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
    public func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }

    public func addLayoutGuide(_ guide: UILayoutGuide) {
        guide.owningView = self
        layoutGuides.append(guide)
    }

    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        layoutGuides.removeAll { $0 === guide }
        guide.owningView = nil
    }

    private lazy var guides: [String: UILayoutGuide] = [:]
    private func guide(_ name: String) -> UILayoutGuide {
        if let existing = guides[name] { return existing }
        let made = UILayoutGuide()
        made.identifier = name
        made.owningView = self
        guides[name] = made
        return made
    }

    public var safeAreaLayoutGuide: UILayoutGuide { guide("UIViewSafeAreaLayoutGuide") }
    public var layoutMarginsGuide: UILayoutGuide { guide("UIViewLayoutMarginsGuide") }
    public var readableContentGuide: UILayoutGuide { guide("UIViewReadableContentGuide") }
    public private(set) lazy var keyboardLayoutGuide: UIKeyboardLayoutGuide = {
        let guide = UIKeyboardLayoutGuide()
        guide.identifier = "UIViewKeyboardLayoutGuide"
        guide.owningView = self
        return guide
    }()

    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) { hugging[axis] = priority }
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { hugging[axis] ?? .defaultLow }
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) { compressionResistance[axis] = priority }
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { compressionResistance[axis] ?? .defaultHigh }

    open func layoutSubviews() {}
    open func updateConstraints() {}
    public func setNeedsLayout() {}
    public func setNeedsUpdateConstraints() {}
    public func updateConstraintsIfNeeded() { updateConstraints() }
    public func invalidateIntrinsicContentSize() {}
    public func sizeToFit() {}
    open func sizeThatFits(_ size: CGSize) -> CGSize { frame.size }
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { targetSize }

    /// Lays out this view and every view below it, top down, as a layout pass would.
    public func layoutIfNeeded() {
        MainThreadChecker.check(type: "UIView")
        layoutSubviews()
        for subview in subviews { subview.layoutIfNeeded() }
    }

    // Animation: the end state, at once.

    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animations()
    }

    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)?) {
        animations()
        completion?(true)
    }

    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [], animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    public static func performWithoutAnimation(_ actions: () -> Void) { actions() }
}

@preconcurrency @MainActor
open class UILabel: UIView {
    public var text: String? {
        didSet { MainThreadChecker.check(type: "UILabel") }
    }
    public var attributedText: NSAttributedString? {
        get { text.map { NSAttributedString(string: $0) } }
        set { text = newValue?.string }
    }
    public var font: UIFont = .systemFont(ofSize: 17)
    public var textColor: UIColor? = .label
    public var textAlignment: NSTextAlignment = .natural
    public var numberOfLines = 1
    public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    public var adjustsFontForContentSizeCategory = false
    public var adjustsFontSizeToFitWidth = false
    public var minimumScaleFactor: CGFloat = 0
}

@preconcurrency @MainActor
open class UIImageView: UIView {
    public var image: UIImage?
    public convenience init(image: UIImage?) {
        self.init(frame: .zero)
        self.image = image
    }
}

@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    public enum Style: Int, Sendable { case medium, large }
    public var style: Style = .medium
    public var color: UIColor?
    public var hidesWhenStopped = true
    public private(set) var isAnimating = false

    public convenience init(style: Style) {
        self.init(frame: .zero)
        self.style = style
    }

    public func startAnimating() { MainThreadChecker.check(type: "UIActivityIndicatorView"); isAnimating = true }
    public func stopAnimating() { MainThreadChecker.check(type: "UIActivityIndicatorView"); isAnimating = false }
}

@preconcurrency @MainActor
open class UIStackView: UIView {
    public enum Alignment: Int, Sendable { case fill, leading, firstBaseline, center, trailing, lastBaseline
        public static let top = Alignment.leading
        public static let bottom = Alignment.trailing
    }
    public enum Distribution: Int, Sendable { case fill, fillEqually, fillProportionally, equalSpacing, equalCentering }

    public var axis: NSLayoutConstraint.Axis = .horizontal
    public var spacing: CGFloat = 0
    public var alignment: Alignment = .fill
    public var distribution: Distribution = .fill
    public var isLayoutMarginsRelativeArrangement = false
    public private(set) var arrangedSubviews: [UIView] = []

    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        views.forEach(addArrangedSubview)
    }

    public func addArrangedSubview(_ view: UIView) {
        arrangedSubviews.append(view)
        addSubview(view)
    }

    public func insertArrangedSubview(_ view: UIView, at index: Int) {
        arrangedSubviews.insert(view, at: min(max(index, 0), arrangedSubviews.count))
        addSubview(view)
    }

    public func removeArrangedSubview(_ view: UIView) { arrangedSubviews.removeAll { $0 === view } }
    public func setCustomSpacing(_ spacing: CGFloat, after view: UIView) {}
}

@preconcurrency @MainActor
open class UIScrollView: UIView {
    public var contentInset: UIEdgeInsets = .zero
    public var contentOffset: CGPoint = .zero
    public var contentSize: CGSize = .zero
    public var alwaysBounceVertical = false
    public var showsVerticalScrollIndicator = true
    public var keyboardDismissMode: KeyboardDismissMode = .none
    public enum KeyboardDismissMode: Int, Sendable { case none, onDrag, interactive }
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    public enum ContentInsetAdjustmentBehavior: Int, Sendable { case automatic, scrollableAxes, never, always }
    public var isScrollEnabled = true
    public var showsHorizontalScrollIndicator = true
    public var alwaysBounceHorizontal = false
    public var refreshControl: UIRefreshControl? {
        didSet {
            oldValue?.removeFromSuperview()
            if let refreshControl { addSubview(refreshControl) }
        }
    }
}

@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {}

// MARK: - Controls

/// A closure action: Linux has no Objective-C runtime, so no `#selector`.
@preconcurrency @MainActor
public final class UIAction {
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
    public let title: String
    public let image: UIImage?
    public let identifier: Identifier
    let handler: @MainActor (UIAction) -> Void
    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, handler: @escaping @MainActor (UIAction) -> Void) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.handler = handler
    }
}

@preconcurrency @MainActor
open class UIControl: UIView {
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let editingChanged = Event(rawValue: 1 << 17)
    }
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
    }

    private var actions: [(UIAction, Event)] = []
    public var isEnabled = true
    public var isSelected = false
    public var isHighlighted = false

    public func addAction(_ action: UIAction, for events: Event) {
        actions.append((action, events))
    }

    public func removeAction(_ action: UIAction, for events: Event) {
        actions.removeAll { $0.0 === action }
    }

    public func removeAction(identifiedBy identifier: UIAction.Identifier, for events: Event) {
        actions.removeAll { $0.0.identifier == identifier }
    }

    /// What a tap does: runs the actions registered for `events`, if the control is enabled.
    public func sendActions(for events: Event) {
        guard isEnabled else { return }
        for (action, registered) in actions where !registered.isDisjoint(with: events) {
            action.handler(action)
        }
    }
}

@preconcurrency @MainActor
open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable { case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close }

    /// The modern button configuration (iOS 15).
    public struct Configuration: Sendable, Equatable {
        public var title: String?
        public var subtitle: String?
        public var image: UIImage?
        public var baseForegroundColor: UIColor?
        public var baseBackgroundColor: UIColor?
        public var contentInsets: NSDirectionalEdgeInsets = .zero
        public var imagePadding: CGFloat = 0
        public var showsActivityIndicator = false
        public static func plain() -> Configuration { Configuration() }
        public static func tinted() -> Configuration { Configuration() }
        public static func gray() -> Configuration { Configuration() }
        public static func filled() -> Configuration { Configuration() }
        public static func borderless() -> Configuration { Configuration() }
        public static func bordered() -> Configuration { Configuration() }
        public static func borderedTinted() -> Configuration { Configuration() }
        public static func borderedProminent() -> Configuration { Configuration() }
    }

    public private(set) var buttonType: ButtonType = .system
    private var titles: [UIControl.State: String] = [:]
    private var images: [UIControl.State: UIImage] = [:]
    public var configuration: Configuration? {
        didSet { titleLabel?.text = configuration?.title ?? titles[.normal] }
    }

    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system, primaryAction: primaryAction)
        self.configuration = configuration
    }

    public private(set) lazy var titleLabel: UILabel? = {
        let label = UILabel()
        addSubview(label)
        return label
    }()

    public func setTitle(_ title: String?, for state: UIControl.State) {
        MainThreadChecker.check(type: "UIButton")
        titles[state] = title
        if state == .normal { titleLabel?.text = title }
    }

    public func title(for state: UIControl.State) -> String? { titles[state] ?? titles[.normal] }
    public var currentTitle: String? { configuration?.title ?? titles[.normal] }
    public func setTitleColor(_ color: UIColor?, for state: UIControl.State) {}
    public func setImage(_ image: UIImage?, for state: UIControl.State) { images[state] = image }
    public func image(for state: UIControl.State) -> UIImage? { images[state] }

    /// A tap: what `.touchUpInside` and `.primaryActionTriggered` actions see (stand-in).
    public func tap() { sendActions(for: [.touchUpInside, .primaryActionTriggered]) }
}

@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    public private(set) var isRefreshing = false
    public var attributedTitle: NSAttributedString?
    public func beginRefreshing() { MainThreadChecker.check(type: "UIRefreshControl"); isRefreshing = true }
    public func endRefreshing() { MainThreadChecker.check(type: "UIRefreshControl"); isRefreshing = false }
}

// MARK: - Content configurations

public protocol UIConfigurationState {}

public struct UICellConfigurationState: UIConfigurationState, Sendable {
    public var isSelected = false
    public var isHighlighted = false
    public var isDisabled = false
    public init() {}
}

public protocol UIContentConfiguration {
    @MainActor func makeContentView() -> UIView & UIContentView
    func updated(for state: UIConfigurationState) -> Self
}

@preconcurrency @MainActor
public protocol UIContentView: AnyObject {
    var configuration: UIContentConfiguration { get set }
    func supports(_ configuration: UIContentConfiguration) -> Bool
}

extension UIContentView {
    public func supports(_ configuration: UIContentConfiguration) -> Bool { true }
}

public struct UIListContentConfiguration: UIContentConfiguration, Sendable, Equatable {
    public struct TextProperties: Sendable, Equatable {
        public var font: UIFont = .preferredFont(forTextStyle: .body)
        public var color: UIColor = .label
        public var numberOfLines = 0
        public var alignment: NSTextAlignment = .natural
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        public var adjustsFontForContentSizeCategory = true
    }
    public struct ImageProperties: Sendable, Equatable {
        public var tintColor: UIColor?
        public var maximumSize: CGSize = .zero
        public var cornerRadius: CGFloat = 0
    }

    public var text: String?
    public var secondaryText: String?
    public var attributedText: NSAttributedString? {
        get { text.map { NSAttributedString(string: $0) } }
        set { text = newValue?.string }
    }
    public var secondaryAttributedText: NSAttributedString? {
        get { secondaryText.map { NSAttributedString(string: $0) } }
        set { secondaryText = newValue?.string }
    }
    public var image: UIImage?
    public var textProperties = TextProperties()
    public var secondaryTextProperties = TextProperties()
    public var imageProperties = ImageProperties()
    public var directionalLayoutMargins: NSDirectionalEdgeInsets = .zero
    public var textToSecondaryTextVerticalPadding: CGFloat = 0
    public var prefersSideBySideTextAndSecondaryText = false

    public init() {}
    public static func cell() -> Self { Self() }
    public static func subtitleCell() -> Self { Self() }
    public static func valueCell() -> Self { Self() }
    public static func sidebarCell() -> Self { Self() }
    public static func plainHeader() -> Self { Self() }
    public static func groupedHeader() -> Self { Self() }

    @MainActor public func makeContentView() -> UIView & UIContentView { UIListContentView(configuration: self) }
    public func updated(for state: UIConfigurationState) -> Self { self }
}

/// Shows a list configuration with two labels.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    private let textLabel = UILabel()
    private let secondaryTextLabel = UILabel()

    public var configuration: UIContentConfiguration {
        didSet { apply() }
    }

    public init(configuration: UIListContentConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        addSubview(textLabel)
        addSubview(secondaryTextLabel)
        apply()
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    private func apply() {
        let list = configuration as? UIListContentConfiguration
        textLabel.text = list?.text
        secondaryTextLabel.text = list?.secondaryText
    }
}

// MARK: - Tables

@preconcurrency @MainActor
open class UITableViewCell: UIView {
    public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }
    public enum AccessoryType: Int, Sendable { case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton }
    public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }

    public private(set) var reuseIdentifier: String?
    public let contentView = UIView()
    public var accessoryType: AccessoryType = .none
    public var accessoryView: UIView?
    public var selectionStyle: SelectionStyle = .default
    public var separatorInset: UIEdgeInsets = .zero
    public private(set) var configurationState = UICellConfigurationState()
    private var contentConfigurationView: (UIView & UIContentView)?

    public init(style: CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    public override convenience init(frame: CGRect) { self.init(style: .default, reuseIdentifier: nil) }

    /// How a table makes a registered cell class (stand-in): through the subclass's
    /// `init(style:reuseIdentifier:)`, as UIKit does.
    public required convenience init(dequeuedWithReuseIdentifier identifier: String?) {
        self.init(style: .default, reuseIdentifier: identifier)
    }

    /// The pre-iOS 14 cell API: labels created on first use, inside the content view.
    public private(set) lazy var textLabel: UILabel? = makeLabel()
    public private(set) lazy var detailTextLabel: UILabel? = makeLabel()
    public private(set) lazy var imageView: UIImageView? = {
        let view = UIImageView()
        contentView.addSubview(view)
        return view
    }()

    private func makeLabel() -> UILabel {
        let label = UILabel()
        contentView.addSubview(label)
        return label
    }

    public var contentConfiguration: UIContentConfiguration? {
        didSet {
            MainThreadChecker.check(type: "UITableViewCell")
            guard let configuration = contentConfiguration else {
                contentConfigurationView?.removeFromSuperview()
                contentConfigurationView = nil
                return
            }
            if let existing = contentConfigurationView, existing.supports(configuration),
               ObjectIdentifier(type(of: existing.configuration)) == ObjectIdentifier(type(of: configuration)) {
                existing.configuration = configuration
            } else {
                contentConfigurationView?.removeFromSuperview()
                let made = configuration.makeContentView()
                contentView.addSubview(made)
                contentConfigurationView = made
            }
        }
    }

    public func defaultContentConfiguration() -> UIListContentConfiguration { UIListContentConfiguration() }

    /// The iOS 15 way to configure a cell from its state; UIKit runs it before the cell is shown.
    public var configurationUpdateHandler: ((UITableViewCell, UICellConfigurationState) -> Void)?
    public var automaticallyUpdatesContentConfiguration = true
    open func updateConfiguration(using state: UICellConfigurationState) {}
    public func setNeedsUpdateConfiguration() { runConfigurationUpdate() }

    func runConfigurationUpdate() {
        updateConfiguration(using: configurationState)
        configurationUpdateHandler?(self, configurationState)
    }

    open func prepareForReuse() {}
    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
    open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }
    public var isSelected = false
    public var isHighlighted = false


    /// The cell's texts joined into one line (stand-in).
    public var shownText: String? {
        let texts = shownTexts
        return texts.isEmpty ? nil : texts.joined(separator: " ")
    }

}

@preconcurrency @MainActor
public protocol UITableViewDataSource: AnyObject {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    func numberOfSections(in tableView: UITableView) -> Int
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
}

@preconcurrency @MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { UITableView.automaticDimension }
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
}

/// A table. It shows what its data source said at the last reload: the first query or layout
/// loads it, and after that only `reloadData()` and the update calls do.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    public enum Style: Int, Sendable { case plain, grouped, insetGrouped }
    public enum RowAnimation: Int, Sendable { case fade, right, left, top, bottom, none, middle, automatic = 100 }
    public enum ScrollPosition: Int, Sendable { case none, top, middle, bottom }
    public enum SeparatorStyle: Int, Sendable { case none, singleLine }
    /// How cells were dequeued, so a check can tell the safe API from the old one (stand-in).
    public enum Dequeue: Sendable, Equatable { case withIndexPath, legacyOptional }

    public static let automaticDimension: CGFloat = -1
    public let style: Style
    public weak var dataSource: UITableViewDataSource? { didSet { needsReload = true } }
    public weak var delegate: UITableViewDelegate?
    public var rowHeight: CGFloat = UITableView.automaticDimension
    public var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    public var separatorStyle: SeparatorStyle = .singleLine
    public var separatorColor: UIColor?
    public var separatorInset: UIEdgeInsets = .zero
    public var sectionHeaderHeight: CGFloat = UITableView.automaticDimension
    public var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    public var sectionHeaderTopPadding: CGFloat = 0
    public var cellLayoutMarginsFollowReadableWidth = false
    public var allowsMultipleSelection = false
    public var allowsSelection = true
    public var tableHeaderView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let tableHeaderView { addSubview(tableHeaderView) }
        }
    }
    public var tableFooterView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let tableFooterView { addSubview(tableFooterView) }
        }
    }
    public var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
        }
    }
    public private(set) var reloadCount = 0
    public private(set) var dequeues: [Dequeue] = []
    public private(set) var indexPathForSelectedRow: IndexPath?
    private var registered: [String: UITableViewCell.Type] = [:]
    private var reusable: [String: [UITableViewCell]] = [:]
    private var shown: [[UITableViewCell]] = []
    /// The first query or layout loads the table; after that only a reload does.
    private var needsReload = true

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        registered[identifier] = cellClass as? UITableViewCell.Type
    }

    /// The old API: nil when nothing is registered for the identifier, as in UIKit.
    public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        MainThreadChecker.check(type: "UITableView")
        dequeues.append(.legacyOptional)
        return cell(identifier)
    }

    /// The safe API: always a cell, once the identifier is registered; stops the program otherwise.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        MainThreadChecker.check(type: "UITableView")
        dequeues.append(.withIndexPath)
        guard let cell = cell(identifier) else {
            fatalError("unable to dequeue a cell with identifier \(identifier): register a class or a nib for it first")
        }
        return cell
    }

    /// A cell that went off screen is used again, after `prepareForReuse()`, as in UIKit.
    private func cell(_ identifier: String) -> UITableViewCell? {
        if var pool = reusable[identifier], !pool.isEmpty {
            let cell = pool.removeFirst()
            reusable[identifier] = pool
            cell.prepareForReuse()
            return cell
        }
        return registered[identifier].map { $0.init(dequeuedWithReuseIdentifier: identifier) }
    }

    public func reloadData() {
        MainThreadChecker.check(type: "UITableView")
        reloadCount += 1
        needsReload = true
    }

    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
    public func beginUpdates() {}
    public func endUpdates() { reloadData() }
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        reloadData()
        completion?(true)
    }

    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        MainThreadChecker.check(type: "UITableView")
        if indexPathForSelectedRow == indexPath { indexPathForSelectedRow = nil }
    }

    /// Selects a row without telling the delegate, as UIKit's does.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        indexPathForSelectedRow = indexPath
    }

    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {}

    open override func layoutSubviews() {
        super.layoutSubviews()
        reloadIfNeeded()
    }

    /// Asks the data source again, recycling the cells shown until now.
    private func reloadIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        for cell in shown.joined() {
            cell.removeFromSuperview()
            if let identifier = cell.reuseIdentifier { reusable[identifier, default: []].append(cell) }
        }
        shown = []
        guard let dataSource else { return }
        let sections = dataSource.numberOfSections(in: self)
        for section in 0..<max(sections, 0) {
            let rows = dataSource.tableView(self, numberOfRowsInSection: section)
            var cells: [UITableViewCell] = []
            for row in 0..<max(rows, 0) {
                let indexPath = IndexPath(row: row, section: section)
                let cell = dataSource.tableView(self, cellForRowAt: indexPath)
                cell.runConfigurationUpdate()
                delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
                addSubview(cell)
                cells.append(cell)
            }
            shown.append(cells)
        }
    }

    // What is on screen.

    public var numberOfSections: Int {
        reloadIfNeeded()
        return shown.count
    }

    public func numberOfRows(inSection section: Int) -> Int {
        reloadIfNeeded()
        return shown.indices.contains(section) ? shown[section].count : 0
    }

    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        reloadIfNeeded()
        guard shown.indices.contains(indexPath.section), shown[indexPath.section].indices.contains(indexPath.row) else { return nil }
        return shown[indexPath.section][indexPath.row]
    }

    public var indexPathsForVisibleRows: [IndexPath]? {
        reloadIfNeeded()
        return shown.enumerated().flatMap { section, cells in cells.indices.map { IndexPath(row: $0, section: section) } }
    }

    public var visibleCells: [UITableViewCell] {
        reloadIfNeeded()
        return Array(shown.joined())
    }

    public func indexPath(for cell: UITableViewCell) -> IndexPath? {
        for (section, cells) in shown.enumerated() {
            if let row = cells.firstIndex(where: { $0 === cell }) { return IndexPath(row: row, section: section) }
        }
        return nil
    }

    /// A finger's tap on a row (stand-in): asks `willSelectRowAt`, selects, tells `didSelectRowAt`.
    public func tapRow(at indexPath: IndexPath) {
        guard allowsSelection, cellForRow(at: indexPath) != nil else { return }
        let asked: IndexPath? = delegate.map { $0.tableView(self, willSelectRowAt: indexPath) } ?? indexPath
        guard let target = asked else { return }
        indexPathForSelectedRow = target
        delegate?.tableView(self, didSelectRowAt: target)
    }
}

/// A screen that is a table: its view is the table, and it is the table's data source and delegate.
@preconcurrency @MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let tableStyle: UITableView.Style
    public var clearsSelectionOnViewWillAppear = true

    public init(style: UITableView.Style) {
        tableStyle = style
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        tableStyle = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        tableStyle = .plain
        super.init(coder: coder)
    }

    public var tableView: UITableView! {
        get { view as? UITableView }
        set { view = newValue }
    }

    public var refreshControl: UIRefreshControl? {
        get { tableView.refreshControl }
        set { tableView.refreshControl = newValue }
    }

    open override func loadView() {
        let table = UITableView(frame: .zero, style: tableStyle)
        table.dataSource = self
        table.delegate = self
        view = table
    }

    open func numberOfSections(in tableView: UITableView) -> Int { 1 }
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        fatalError("UITableViewController: override tableView(_:cellForRowAt:) to give the table its cells")
    }
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { UITableView.automaticDimension }
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
}

// MARK: - Diffable data sources

public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    private var sections: [(id: SectionIdentifierType, items: [ItemIdentifierType])] = []
    public init() {}

    public var numberOfSections: Int { sections.count }
    public var numberOfItems: Int { sections.reduce(0) { $0 + $1.items.count } }
    public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.id) }
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }

    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int { itemIdentifiers(inSection: identifier).count }
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        sections.first { $0.id == identifier }?.items ?? []
    }

    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        sections += identifiers.map { (id: $0, items: []) }
    }

    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection section: SectionIdentifierType? = nil) {
        guard let index = section.flatMap({ id in sections.firstIndex { $0.id == id } }) ?? sections.indices.last else {
            fatalError("there are no sections in the snapshot: append a section before its items")
        }
        sections[index].items += identifiers
    }

    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        for index in sections.indices { sections[index].items.removeAll { identifiers.contains($0) } }
    }

    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) { sections.removeAll { identifiers.contains($0.id) } }
    public mutating func deleteAllItems() { sections = [] }
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {}
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {}
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {}
}

extension NSDiffableDataSourceSnapshot: Sendable where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}

@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: UITableViewDataSource {
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?
    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    public var defaultRowAnimation: UITableView.RowAnimation = .automatic

    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        tableView.dataSource = self
    }

    public func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        current = snapshot
        tableView?.reloadData()
        completion?()
    }

    public func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, completion: (() -> Void)? = nil) {
        apply(snapshot, animatingDifferences: false, completion: completion)
    }

    public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        let sections = current.sectionIdentifiers
        guard sections.indices.contains(indexPath.section) else { return nil }
        let items = current.itemIdentifiers(inSection: sections[indexPath.section])
        return items.indices.contains(indexPath.row) ? items[indexPath.row] : nil
    }

    public func indexPath(for identifier: ItemIdentifierType) -> IndexPath? {
        for (section, id) in current.sectionIdentifiers.enumerated() {
            if let row = current.itemIdentifiers(inSection: id).firstIndex(of: identifier) { return IndexPath(row: row, section: section) }
        }
        return nil
    }

    open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        let sections = current.sectionIdentifiers
        return sections.indices.contains(section) ? current.numberOfItems(inSection: sections[section]) : 0
    }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(tableView, indexPath, item) else {
            fatalError("the diffable data source's cell provider returned nil for \(indexPath)")
        }
        return cell
    }

    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
}

// MARK: - Bar items

@preconcurrency @MainActor
open class UIBarButtonItem {
    public enum Style: Int, Sendable { case plain, done }
    public enum SystemItem: Int, Sendable { case done, cancel, edit, save, add, refresh, action, close, search }

    public var title: String?
    public var image: UIImage?
    public var style: Style = .plain
    public var primaryAction: UIAction?
    public var isEnabled = true
    public var tintColor: UIColor?
    public private(set) var customView: UIView?
    public private(set) var systemItem: SystemItem?

    public init() {}

    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil) {
        self.init()
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
    }

    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
        self.init()
        self.systemItem = systemItem
        self.primaryAction = primaryAction
    }

    public convenience init(primaryAction: UIAction?) {
        self.init(title: primaryAction?.title, image: primaryAction?.image, primaryAction: primaryAction)
    }

    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// A tap on the item (stand-in): its primary action, or a tap on its custom view's button.
    public func tap() {
        guard isEnabled else { return }
        if let primaryAction { primaryAction.handler(primaryAction) }
        (customView as? UIButton)?.tap()
    }
}

@preconcurrency @MainActor
open class UINavigationItem {
    public enum LargeTitleDisplayMode: Int, Sendable { case automatic, always, never }
    public var title: String?
    public var prompt: String?
    public var backButtonTitle: String?
    public var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    public var hidesBackButton = false
    public var rightBarButtonItems: [UIBarButtonItem]?
    public var leftBarButtonItems: [UIBarButtonItem]?
    public var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }
    public var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    public init(title: String) { self.title = title }
    public init() {}

    public func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    public func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
}

@preconcurrency @MainActor
open class UINavigationBar: UIView {
    public var prefersLargeTitles = false
    public var isTranslucent = true
}

// MARK: - View controllers

@preconcurrency @MainActor
open class UIViewController {
    public enum ModalPresentationStyle: Int, Sendable { case automatic = -2, fullScreen = 0, pageSheet, formSheet, overFullScreen = 5, popover = 7 }

    private var loadedView: UIView?
    public var title: String? {
        didSet { navigationItem.title = title }
    }
    public private(set) lazy var navigationItem = UINavigationItem()
    public var toolbarItems: [UIBarButtonItem]?
    public func setToolbarItems(_ items: [UIBarButtonItem]?, animated: Bool) { toolbarItems = items }
    public internal(set) weak var parent: UIViewController?
    public private(set) var children: [UIViewController] = []
    public private(set) var presentedViewController: UIViewController?
    public private(set) weak var presentingViewController: UIViewController?
    public var modalPresentationStyle: ModalPresentationStyle = .automatic
    public let nibName: String?
    /// True between viewWillAppear and viewWillDisappear (stand-in).
    public private(set) var isShown = false
    public internal(set) var isMovingToParent = false
    public internal(set) var isMovingFromParent = false
    public internal(set) var isBeingPresented = false
    public internal(set) var isBeingDismissed = false
    public var preferredContentSize: CGSize = .zero
    public var additionalSafeAreaInsets: UIEdgeInsets = .zero
    public var definesPresentationContext = false

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { nibName = nibNameOrNil }
    public required init?(coder: NSCoder) { nibName = nil }
    public convenience init() { self.init(nibName: nil, bundle: nil) }

    /// Loads the view on first access, then calls `viewDidLoad()`, as UIKit does.
    public var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                if loadedView == nil { loadedView = UIView() }
                viewDidLoad()
            }
            return loadedView
        }
        set { loadedView = newValue }
    }

    public var viewIfLoaded: UIView? { loadedView }
    public var isViewLoaded: Bool { loadedView != nil }
    public func loadViewIfNeeded() { _ = view }

    open func loadView() { loadedView = UIView() }
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}

    /// The closest navigation controller above this screen.
    public var navigationController: UINavigationController? {
        var current = parent
        while let candidate = current {
            if let navigation = candidate as? UINavigationController { return navigation }
            current = candidate.parent
        }
        return nil
    }

    // Containment

    open func addChild(_ child: UIViewController) {
        child.removeFromParent()
        children.append(child)
        child.parent = self
    }

    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    // Presentation

    open func present(_ viewController: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {
        MainThreadChecker.check(type: "UIViewController")
        presentedViewController = viewController
        viewController.presentingViewController = self
        viewController.isBeingPresented = true
        if isShown { viewController.appear() }
        viewController.isBeingPresented = false
        completion?()
    }

    open func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        MainThreadChecker.check(type: "UIViewController")
        if let presented = presentedViewController {
            presented.isBeingDismissed = true
            presented.disappear()
            presented.isBeingDismissed = false
            presented.presentingViewController = nil
            presentedViewController = nil
        } else {
            presentingViewController?.dismiss(animated: animated, completion: nil)
        }
        completion?()
    }

    /// Pushes when in a navigation stack, presents otherwise, as UIKit does.
    open func show(_ viewController: UIViewController, sender: Any?) {
        if let navigationController {
            navigationController.pushViewController(viewController, animated: true)
        } else {
            present(viewController, animated: true)
        }
    }

    // Appearance, as a window or a container runs it.

    func appear() {
        guard !isShown else { return }
        loadViewIfNeeded()
        isShown = true
        viewWillAppear(false)
        viewWillLayoutSubviews()
        view.layoutIfNeeded()
        viewDidLayoutSubviews()
        visibleChildren.forEach { $0.appear() }
        viewDidAppear(false)
    }

    func disappear() {
        guard isShown else { return }
        viewWillDisappear(false)
        visibleChildren.forEach { $0.disappear() }
        isShown = false
        viewDidDisappear(false)
    }

    /// The children on screen with this controller.
    var visibleChildren: [UIViewController] { children }
}

@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    public let navigationBar = UINavigationBar()
    public var isNavigationBarHidden = false

    public convenience init(rootViewController: UIViewController) {
        self.init(nibName: nil, bundle: nil)
        addChild(rootViewController)
    }

    public var viewControllers: [UIViewController] {
        get { children }
        set { setViewControllers(newValue, animated: false) }
    }

    public var topViewController: UIViewController? { children.last }
    public var visibleViewController: UIViewController? { topViewController?.presentedViewController ?? topViewController }

    override var visibleChildren: [UIViewController] { topViewController.map { [$0] } ?? [] }

    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        MainThreadChecker.check(type: "UINavigationController")
        let leaving = topViewController
        children.forEach { $0.removeFromParent() }
        viewControllers.forEach { addChild($0) }
        replaceTop(leaving)
    }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        MainThreadChecker.check(type: "UINavigationController")
        let leaving = topViewController
        addChild(viewController)
        viewController.isMovingToParent = true
        replaceTop(leaving)
        viewController.isMovingToParent = false
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        MainThreadChecker.check(type: "UINavigationController")
        guard children.count > 1, let leaving = children.last else { return nil }
        leaving.removeFromParent()
        leaving.isMovingFromParent = true
        replaceTop(leaving)
        leaving.isMovingFromParent = false
        return leaving
    }

    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        MainThreadChecker.check(type: "UINavigationController")
        guard children.count > 1 else { return [] }
        let leaving = topViewController
        let popped = Array(children.dropFirst())
        popped.forEach { $0.removeFromParent() }
        replaceTop(leaving)
        return popped
    }

    public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }

    /// Shows the new top screen's view in place of the old one's, running their appearance calls.
    private func replaceTop(_ leaving: UIViewController?) {
        let arriving = topViewController
        guard leaving !== arriving else { return }
        if isShown { leaving?.disappear() }
        leaving?.viewIfLoaded?.removeFromSuperview()
        if isShown, let arriving {
            view.addSubview(arriving.view)
            arriving.appear()
        }
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(navigationBar)
    }

    override func appear() {
        if !isShown, let top = topViewController { view.addSubview(top.view) }
        super.appear()
    }
}

@preconcurrency @MainActor
public final class UIAlertAction {
    public enum Style: Int, Sendable { case `default`, cancel, destructive }
    public let title: String?
    public let style: Style
    public var isEnabled = true
    let handler: ((UIAlertAction) -> Void)?
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }

    /// A tap on the action's button (stand-in).
    public func tap() { handler?(self) }
}

@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    public enum Style: Int, Sendable { case actionSheet, alert }
    public var message: String?
    public private(set) var preferredStyle: Style = .alert
    public private(set) var actions: [UIAlertAction] = []
    public var preferredAction: UIAlertAction?

    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
    }

    public func addAction(_ action: UIAlertAction) { actions.append(action) }
}

// MARK: - What a finger and an eye find (stand-in)

/// Something the user can tap on a screen (stand-in).
@preconcurrency @MainActor
public struct UITapTarget {
    public let name: String
    public let tap: @MainActor () -> Void
}

extension UIView {
    /// This view and every view below it that the user can see: neither it nor a view above it
    /// (up to this one) is hidden (stand-in).
    public var visibleViews: [UIView] {
        isHidden ? [] : [self] + subviews.flatMap(\.visibleViews)
    }
}

extension UIViewController {
    /// The first table in the screen's view, the view itself included (stand-in).
    public var shownTable: UITableView? {
        ([view] + view.allSubviews).lazy.compactMap { $0 as? UITableView }.first
    }

    /// What the user can tap besides table rows (stand-in): the visible buttons in the view, and
    /// the bar button items of the navigation item and the toolbar.
    public var tapTargets: [UITapTarget] {
        var found: [UITapTarget] = []
        for case let button as UIButton in view.visibleViews {
            let title = button.currentTitle.map { "\"\($0)\"" } ?? "without a title"
            found.append(UITapTarget(name: "the button \(title)", tap: button.tap))
        }
        let items = (navigationItem.rightBarButtonItems ?? []) + (navigationItem.leftBarButtonItems ?? []) + (toolbarItems ?? [])
        for item in items {
            found.append(UITapTarget(name: "the bar button \(item.title.map { "\"\($0)\"" } ?? "without a title")", tap: item.tap))
        }
        return found
    }
}

extension UITableView {
    /// The texts each row of a section shows, top to bottom (stand-in).
    public func shownTexts(inSection section: Int) -> [[String]] {
        (0..<numberOfRows(inSection: section)).map { row in
            cellForRow(at: IndexPath(row: row, section: section))?.shownTexts ?? []
        }
    }
}

// MARK: - Windows

@preconcurrency @MainActor
open class UIWindow: UIView {
    public private(set) var isKeyWindow = false

    public var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            if isKeyWindow { oldValue?.disappear() }
            oldValue?.viewIfLoaded?.removeFromSuperview()
            if isKeyWindow { show(rootViewController) }
        }
    }

    /// Shows the root view controller: loads its view, lays it out, runs its appearance calls.
    public func makeKeyAndVisible() {
        MainThreadChecker.check(type: "UIWindow")
        isKeyWindow = true
        isHidden = false
        show(rootViewController)
    }

    private func show(_ controller: UIViewController?) {
        guard let controller else { return }
        addSubview(controller.view)
        controller.appear()
    }
}
