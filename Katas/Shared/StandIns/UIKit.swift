// A small stand-in for UIKit, so that katas whose code imports UIKit compile and run on Linux.
// It models what ordinary screen code uses (views, Auto Layout, tables and cells, navigation,
// alerts, the view lifecycle) with UIKit's names and signatures, so code written for iOS compiles
// unchanged, and behaves like UIKit where a check depends on it:
// - everything is @MainActor, with @preconcurrency as UIKit is seen from Swift: Swift 5 mode code
//   may call it from anywhere. The runner compiles learner code in Swift 5 mode, but with a call
//   from a nonisolated context made an error (`-strict-concurrency=complete -Werror
//   ActorIsolatedCall`), as Xcode's Swift 6 mode rejects it in UIKit: a nonisolated router cannot
//   push a view controller. A UI call made off the main thread at run time is recorded, the way
//   Main Thread Checker reports it;
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

/// Something a menu lists: an action, or a menu of its own.
@preconcurrency @MainActor
open class UIMenuElement {
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }
    public enum State: Int, Sendable { case off, on, mixed }

    public var title: String
    public var subtitle: String?
    public var image: UIImage?

    init(title: String, image: UIImage?) {
        self.title = title
        self.image = image
    }
}

/// A closure action: Linux has no Objective-C runtime, so no `#selector`.
@preconcurrency @MainActor
public final class UIAction: UIMenuElement {
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
    public let identifier: Identifier
    public var discoverabilityTitle: String?
    public var attributes: UIMenuElement.Attributes
    public var state: UIMenuElement.State
    let handler: @MainActor (UIAction) -> Void
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
                attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off, handler: @escaping @MainActor (UIAction) -> Void) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, image: image)
        self.subtitle = subtitle
    }

    /// A tap on the action in its menu (stand-in).
    public func perform() { if !attributes.contains(.disabled) { handler(self) } }
}

/// A menu: on a button or a bar button item, shown on a tap or a long press.
@preconcurrency @MainActor
public final class UIMenu: UIMenuElement {
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let displayInline = Options(rawValue: 1 << 0)
        public static let destructive = Options(rawValue: 1 << 1)
        public static let singleSelection = Options(rawValue: 1 << 5)
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }
    public enum ElementSize: Int, Sendable { case small, medium, large, automatic = -1 }

    public let identifier: Identifier
    public let options: Options
    public var preferredElementSize: ElementSize = .automatic
    public let children: [UIMenuElement]

    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil, options: Options = [],
                preferredElementSize: ElementSize = .automatic, children: [UIMenuElement] = []) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.preferredElementSize = preferredElementSize
        self.children = children
        super.init(title: title, image: image)
        self.subtitle = subtitle
    }

    public func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options, preferredElementSize: preferredElementSize, children: newChildren)
    }

    /// Every action in the menu and its submenus, in order (stand-in).
    public var allActions: [UIAction] {
        children.flatMap { element -> [UIAction] in
            if let action = element as? UIAction { return action.attributes.contains(.hidden) ? [] : [action] }
            return (element as? UIMenu)?.allActions ?? []
        }
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
    /// The button's menu: shown on a tap when `showsMenuAsPrimaryAction`, on a long press otherwise.
    public var menu: UIMenu?
    public var showsMenuAsPrimaryAction = false
    public var changesSelectionAsPrimaryAction = false
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

    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction? = nil, menu: UIMenu?) {
        self.init(type: buttonType, primaryAction: primaryAction)
        self.menu = menu
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

// MARK: - What tables and collection views share

/// A cell a table or a collection view shows, and reuses once it goes off screen.
@MainActor
protocol UIReusedCell: UIView {
    var reuseIdentifier: String? { get }
    func prepareForReuse()
    func runConfigurationUpdate()
}

extension UITableViewCell: UIReusedCell {}
extension UICollectionViewCell: UIReusedCell {}

/// What a list's data source and delegate say, read for one reload: how many sections, how many
/// cells in each, each cell, and who is told a cell is about to show.
@MainActor
struct UICellSource<Cell: UIReusedCell> {
    var sections: () -> Int
    var count: (Int) -> Int
    var cell: (IndexPath) -> Cell
    var willDisplay: (Cell, IndexPath) -> Void
}

/// The cells a table or a collection view shows, section by section, and the ones that went off
/// screen and wait to be used again: a list shows what its data source said at its last reload.
@MainActor
final class UIShownCells<Cell: UIReusedCell> {
    private(set) var sections: [[Cell]] = []
    private var reusable: [String: [Cell]] = [:]
    /// The first query or layout loads the list; after that only a reload does.
    var needsReload = true

    /// A cell that went off screen, used again after `prepareForReuse()`, as in UIKit.
    func reused(_ identifier: String) -> Cell? {
        guard var pool = reusable[identifier], !pool.isEmpty else { return nil }
        let cell = pool.removeFirst()
        reusable[identifier] = pool
        cell.prepareForReuse()
        return cell
    }

    /// When a reload is due, recycles the cells shown until now and asks the source again (none,
    /// when `source` gives nil: no data source); each new cell is configured, announced and added
    /// to `list`.
    func reloadIfNeeded(into list: UIView, from source: () -> UICellSource<Cell>?) {
        guard needsReload else { return }
        needsReload = false
        for cell in sections.joined() {
            cell.removeFromSuperview()
            if let identifier = cell.reuseIdentifier { reusable[identifier, default: []].append(cell) }
        }
        sections = []
        guard let source = source() else { return }
        for section in 0..<max(source.sections(), 0) {
            var cells: [Cell] = []
            for item in 0..<max(source.count(section), 0) {
                let indexPath = IndexPath(item: item, section: section)
                let cell = source.cell(indexPath)
                cell.runConfigurationUpdate()
                source.willDisplay(cell, indexPath)
                list.addSubview(cell)
                cells.append(cell)
            }
            sections.append(cells)
        }
    }

    func count(inSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].count : 0
    }

    func cell(at indexPath: IndexPath) -> Cell? {
        guard sections.indices.contains(indexPath.section), sections[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return sections[indexPath.section][indexPath.item]
    }

    var indexPaths: [IndexPath] {
        sections.enumerated().flatMap { section, cells in cells.indices.map { IndexPath(item: $0, section: section) } }
    }

    func indexPath(of cell: Cell) -> IndexPath? {
        for (section, cells) in sections.enumerated() {
            if let item = cells.firstIndex(where: { $0 === cell }) { return IndexPath(item: item, section: section) }
        }
        return nil
    }
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
    public weak var dataSource: UITableViewDataSource? { didSet { cells.needsReload = true } }
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
    private let cells = UIShownCells<UITableViewCell>()

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
        cells.reused(identifier) ?? registered[identifier].map { $0.init(dequeuedWithReuseIdentifier: identifier) }
    }

    public func reloadData() {
        MainThreadChecker.check(type: "UITableView")
        reloadCount += 1
        cells.needsReload = true
        indexPathForSelectedRow = nil  // as UIKit: a reload keeps no selection
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
        cells.reloadIfNeeded(into: self) {
            guard let dataSource else { return nil }
            return UICellSource(sections: { dataSource.numberOfSections(in: self) },
                                count: { dataSource.tableView(self, numberOfRowsInSection: $0) },
                                cell: { dataSource.tableView(self, cellForRowAt: $0) },
                                willDisplay: { self.delegate?.tableView(self, willDisplay: $0, forRowAt: $1) })
        }
    }

    /// The cells on screen, loaded first if a reload is due.
    private var shown: UIShownCells<UITableViewCell> {
        reloadIfNeeded()
        return cells
    }

    // What is on screen.

    public var numberOfSections: Int { shown.sections.count }
    public func numberOfRows(inSection section: Int) -> Int { shown.count(inSection: section) }
    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { shown.cell(at: indexPath) }
    public var indexPathsForVisibleRows: [IndexPath]? { shown.indexPaths }
    public var visibleCells: [UITableViewCell] { Array(shown.sections.joined()) }
    public func indexPath(for cell: UITableViewCell) -> IndexPath? { cells.indexPath(of: cell) }

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

extension NSDiffableDataSourceSnapshot {
    /// The item at a position (a table's row, a collection view's item), if there is one.
    func item(at indexPath: IndexPath) -> ItemIdentifierType? {
        let sections = sectionIdentifiers
        guard sections.indices.contains(indexPath.section) else { return nil }
        let items = itemIdentifiers(inSection: sections[indexPath.section])
        return items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
    }

    /// Where an item stands, if it is in the snapshot.
    func indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
        for (section, id) in sectionIdentifiers.enumerated() {
            if let item = itemIdentifiers(inSection: id).firstIndex(of: identifier) { return IndexPath(item: item, section: section) }
        }
        return nil
    }

    /// How many items the section at `section` holds (0 for a section that does not exist).
    func numberOfItems(inSectionAt section: Int) -> Int {
        let sections = sectionIdentifiers
        return sections.indices.contains(section) ? numberOfItems(inSection: sections[section]) : 0
    }
}

/// What the table's and the collection view's diffable data sources share: the snapshot on show,
/// the cell provider, and a reload of the list when another snapshot is applied (stand-in: in
/// UIKit each of them is an `NSObject` of its own).
@preconcurrency @MainActor
open class UIDiffableDataSourceBase<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable, List: UIView, Cell: UIView> {
    public typealias CellProvider = (List, IndexPath, ItemIdentifierType) -> Cell?
    private weak var list: List?
    private let cellProvider: CellProvider
    private let reload: (List) -> Void
    var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

    init(list: List, cellProvider: @escaping CellProvider, reload: @escaping (List) -> Void) {
        self.list = list
        self.cellProvider = cellProvider
        self.reload = reload
    }

    public func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        current = snapshot
        if let list { reload(list) }
        completion?()
    }

    public func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, completion: (() -> Void)? = nil) {
        apply(snapshot, animatingDifferences: false, completion: completion)
    }

    public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }
    public func indexPath(for identifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: identifier) }

    /// The provider's cell for the item at `indexPath`; a nil one stops the program, as in UIKit.
    func providedCell(_ list: List, at indexPath: IndexPath) -> Cell {
        guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(list, indexPath, item) else {
            fatalError("the diffable data source's cell provider returned nil for \(indexPath)")
        }
        return cell
    }
}

@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>:
    UIDiffableDataSourceBase<SectionIdentifierType, ItemIdentifierType, UITableView, UITableViewCell>, UITableViewDataSource {
    public var defaultRowAnimation: UITableView.RowAnimation = .automatic

    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        super.init(list: tableView, cellProvider: cellProvider) { $0.reloadData() }
        tableView.dataSource = self
    }

    open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { current.numberOfItems(inSectionAt: section) }
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { providedCell(tableView, at: indexPath) }
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
}

// MARK: - Bar items

@preconcurrency @MainActor
open class UIBarButtonItem {
    public enum Style: Int, Sendable { case plain, done }
    public enum SystemItem: Int, Sendable { case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, close }

    public var title: String?
    public var image: UIImage?
    public var style: Style = .plain
    public var primaryAction: UIAction?
    /// The item's menu: shown on a tap when there is no primary action, on a long press otherwise.
    public var menu: UIMenu?
    public var isEnabled = true
    public var isHidden = false
    public var tintColor: UIColor?
    public private(set) var customView: UIView?
    public private(set) var systemItem: SystemItem?

    public init() {}

    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.systemItem = systemItem
        self.primaryAction = primaryAction
        self.menu = menu
    }

    public static func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(systemItem: .flexibleSpace) }
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem { UIBarButtonItem(systemItem: .fixedSpace) }

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
open class UIToolbar: UIView {
    public var items: [UIBarButtonItem]?
    public var isTranslucent = true
    public func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }
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
    public var hidesBottomBarWhenPushed = false
    public var additionalSafeAreaInsets: UIEdgeInsets = .zero
    /// An empty, loading or error state drawn over the view (iOS 17); nil shows the view itself.
    public var contentUnavailableConfiguration: UIContentConfiguration? {
        didSet {
            MainThreadChecker.check(type: "UIViewController")
            contentUnavailableView?.removeFromSuperview()
            contentUnavailableView = nil
            guard let contentUnavailableConfiguration, isViewLoaded else { return }
            let made = contentUnavailableConfiguration.makeContentView()
            view.addSubview(made)
            contentUnavailableView = made
        }
    }
    private var contentUnavailableView: (UIView & UIContentView)?
    public var contentUnavailableConfigurationState: UIContentUnavailableConfigurationState { UIContentUnavailableConfigurationState() }
    /// UIKit calls `updateContentUnavailableConfiguration(using:)` on the next layout; here at once.
    public func setNeedsUpdateContentUnavailableConfiguration() { updateContentUnavailableConfiguration(using: contentUnavailableConfigurationState) }
    open func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {}
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
    /// Between viewWillAppear and viewDidAppear, once the view is in the hierarchy (iOS 17).
    open func viewIsAppearing(_ animated: Bool) {}
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
        viewIsAppearing(false)
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
    /// The toolbar at the bottom, showing the top screen's `toolbarItems`; hidden unless asked for.
    public let toolbar = UIToolbar()
    public var isToolbarHidden = true {
        didSet { toolbar.isHidden = isToolbarHidden }
    }
    public var hidesBarsOnSwipe = false

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
    public func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }

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
        toolbar.isHidden = isToolbarHidden
        view.addSubview(toolbar)
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

extension UIViewController {
    /// The actions of a menu, each a target of its own ("the item "Info" in the menu of …").
    static func menuTargets(_ menu: UIMenu?, of owner: String) -> [UITapTarget] {
        (menu?.allActions ?? []).map { action in UITapTarget(name: "the item \"\(action.title)\" in the menu of \(owner)", tap: action.perform) }
    }
}

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

/// A list of rows the user reads and taps: a table, or a collection view with a list layout
/// (stand-in).
@preconcurrency @MainActor
public protocol UIShownList: UIView {
    /// The texts each row of a section shows, top to bottom.
    func shownTexts(inSection section: Int) -> [[String]]
    /// A finger's tap on a row.
    func tapRow(at indexPath: IndexPath)
    /// How the cells were dequeued.
    var dequeues: [UITableView.Dequeue] { get }
}

extension UITableView: UIShownList {}

extension UICollectionView: UIShownList {
    public func tapRow(at indexPath: IndexPath) { tapItem(at: indexPath) }
}

extension UIViewController {
    /// The first table in the screen's view, the view itself included (stand-in).
    public var shownTable: UITableView? {
        ([view] + view.allSubviews).lazy.compactMap { $0 as? UITableView }.first
    }

    /// The first table or collection view in the screen's view, the view itself included (stand-in).
    public var shownList: UIShownList? {
        ([view] + view.allSubviews).lazy.compactMap { $0 as? UIShownList }.first
    }

    /// What the user can tap besides table rows (stand-in): the visible buttons in the view, and
    /// the bar button items of the navigation item and the toolbar.
    public var tapTargets: [UITapTarget] {
        var found: [UITapTarget] = []
        for case let button as UIButton in view.visibleViews {
            let title = button.currentTitle.map { "\"\($0)\"" } ?? "without a title"
            found.append(UITapTarget(name: "the button \(title)", tap: button.tap))
            found += Self.menuTargets(button.menu, of: "the button \(title)")
        }
        let items = (navigationItem.rightBarButtonItems ?? []) + (navigationItem.leftBarButtonItems ?? []) + (toolbarItems ?? [])
        for item in items where !item.isHidden {
            let name = "the bar button \(item.title.map { "\"\($0)\"" } ?? "without a title")"
            found.append(UITapTarget(name: name, tap: item.tap))
            found += Self.menuTargets(item.menu, of: name)
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

// MARK: - Content unavailable (iOS 17)

public struct UIContentUnavailableConfigurationState: UIConfigurationState, Sendable {
    public var searchText: String?
    public init() {}
}

/// An empty, loading or error state: an image, a text, a secondary text and up to two buttons.
public struct UIContentUnavailableConfiguration: UIContentConfiguration {
    public struct ButtonProperties {
        public var primaryAction: UIAction?
        public var menu: UIMenu?
        public var isEnabled = true
        public var role: Role = .normal
        public enum Role: Int, Sendable { case normal, primary, cancel, destructive }
    }
    public struct TextProperties: Sendable {
        public var font: UIFont = .preferredFont(forTextStyle: .body)
        public var color: UIColor = .label
        public var numberOfLines = 0
        public var alignment: NSTextAlignment = .center
    }
    public struct ImageProperties: Sendable {
        public var tintColor: UIColor?
        public var maximumSize: CGSize = .zero
    }
    public enum Alignment: Int, Sendable { case center, natural }

    public var image: UIImage?
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
    public var button = UIButton.Configuration.plain()
    public var buttonProperties = ButtonProperties()
    public var secondaryButton = UIButton.Configuration.plain()
    public var secondaryButtonProperties = ButtonProperties()
    public var imageProperties = ImageProperties()
    public var textProperties = TextProperties()
    public var secondaryTextProperties = TextProperties()
    public var alignment: Alignment = .center
    public var directionalLayoutMargins: NSDirectionalEdgeInsets = .zero
    public var imageToTextPadding: CGFloat = 0
    public var textToSecondaryTextPadding: CGFloat = 0
    public var textToButtonPadding: CGFloat = 0
    /// Set by `loading()`: a spinner instead of an image (stand-in).
    public private(set) var showsActivityIndicator = false

    public static func empty() -> UIContentUnavailableConfiguration { UIContentUnavailableConfiguration() }
    public static func loading() -> UIContentUnavailableConfiguration {
        var configuration = UIContentUnavailableConfiguration()
        configuration.showsActivityIndicator = true
        configuration.text = "Loading…"
        return configuration
    }
    public static func search() -> UIContentUnavailableConfiguration {
        var configuration = UIContentUnavailableConfiguration()
        configuration.text = "No Results"
        return configuration
    }

    @MainActor public func makeContentView() -> UIView & UIContentView { UIContentUnavailableView(configuration: self) }
    public func updated(for state: UIConfigurationState) -> Self { self }
}

/// Shows a content-unavailable configuration: labels for its texts, buttons for its buttons.
@preconcurrency @MainActor
open class UIContentUnavailableView: UIView, UIContentView {
    private let textLabel = UILabel()
    private let secondaryTextLabel = UILabel()
    private let spinner = UIActivityIndicatorView()
    private var buttons: [UIButton] = []

    public var configuration: UIContentConfiguration {
        didSet { apply() }
    }

    public init(configuration: UIContentUnavailableConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        addSubview(spinner)
        addSubview(textLabel)
        addSubview(secondaryTextLabel)
        apply()
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    private func apply() {
        let shown = configuration as? UIContentUnavailableConfiguration
        textLabel.text = shown?.text
        secondaryTextLabel.text = shown?.secondaryText
        if shown?.showsActivityIndicator == true { spinner.startAnimating() } else { spinner.stopAnimating() }
        buttons.forEach { $0.removeFromSuperview() }
        buttons = []
        for (look, properties) in [(shown?.button, shown?.buttonProperties), (shown?.secondaryButton, shown?.secondaryButtonProperties)] {
            guard let look, let properties, look.title != nil || properties.primaryAction != nil || properties.menu != nil else { continue }
            let button = UIButton(configuration: look, primaryAction: properties.primaryAction)
            button.menu = properties.menu
            button.isEnabled = properties.isEnabled
            addSubview(button)
            buttons.append(button)
        }
    }
}

// MARK: - Collection views

@preconcurrency @MainActor
open class UICollectionViewLayout {
    public init() {}
    public var collectionView: UICollectionView? { nil }
    open func invalidateLayout() {}
}

@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    public enum ScrollDirection: Int, Sendable { case vertical, horizontal }
    public static let automaticSize = CGSize(width: -1, height: -1)
    public var itemSize = CGSize(width: 50, height: 50)
    public var estimatedItemSize: CGSize = .zero
    public var minimumLineSpacing: CGFloat = 10
    public var minimumInteritemSpacing: CGFloat = 10
    public var sectionInset: UIEdgeInsets = .zero
    public var scrollDirection: ScrollDirection = .vertical
    public var headerReferenceSize: CGSize = .zero
    public var footerReferenceSize: CGSize = .zero
}

/// A list's look: plain, grouped, inset grouped or a sidebar (iOS 14).
public struct UICollectionLayoutListConfiguration {
    public enum Appearance: Int, Sendable { case plain, grouped, insetGrouped, sidebar, sidebarPlain }
    public enum HeaderMode: Int, Sendable { case none, supplementary, firstItemInSection }
    public enum FooterMode: Int, Sendable { case none, supplementary }
    public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?

    public let appearance: Appearance
    public var showsSeparators = true
    public var backgroundColor: UIColor?
    public var headerMode: HeaderMode = .none
    public var footerMode: FooterMode = .none
    public var headerTopPadding: CGFloat?
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    public init(appearance: Appearance) { self.appearance = appearance }
}

/// A swipe action and the actions a swipe shows (table rows and list cells).
@preconcurrency @MainActor
public final class UIContextualAction {
    public enum Style: Int, Sendable { case normal, destructive }
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void
    public let style: Style
    public var title: String?
    public var image: UIImage?
    public var backgroundColor: UIColor?
    let handler: Handler
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
    }
}

@preconcurrency @MainActor
public final class UISwipeActionsConfiguration {
    public let actions: [UIContextualAction]
    public var performsFirstActionWithFullSwipe = true
    public init(actions: [UIContextualAction]) { self.actions = actions }
}

@preconcurrency @MainActor
public final class NSCollectionLayoutEnvironment {
    public let container = NSCollectionLayoutContainer()
    init() {}
}

@preconcurrency @MainActor
public final class NSCollectionLayoutContainer {
    public var contentSize = CGSize(width: 390, height: 844)
    init() {}
}

@preconcurrency @MainActor
public final class NSCollectionLayoutSection {
    public var contentInsets: NSDirectionalEdgeInsets = .zero
    public var interGroupSpacing: CGFloat = 0
    init() {}
    public static func list(using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        NSCollectionLayoutSection()
    }
}

/// A layout made of sections; `list(using:)` is the table-like list of iOS 14.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    public typealias SectionProvider = (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?
    public private(set) var listConfiguration: UICollectionLayoutListConfiguration?
    private var sectionProvider: SectionProvider?

    public init(section: NSCollectionLayoutSection) { super.init() }
    public init(sectionProvider: @escaping SectionProvider) {
        self.sectionProvider = sectionProvider
        super.init()
    }
    override init() { super.init() }

    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        let layout = UICollectionViewCompositionalLayout()
        layout.listConfiguration = configuration
        return layout
    }
}

/// What a list cell shows beside its content: a disclosure indicator, a checkmark, a label…
public struct UICellAccessory {
    public enum DisplayedState: Int, Sendable { case always, whenEditing, whenNotEditing }
    public struct DisclosureIndicatorOptions { public init(isHidden: Bool? = nil, tintColor: UIColor? = nil) {} }
    public struct CheckmarkOptions { public init(isHidden: Bool? = nil, tintColor: UIColor? = nil) {} }
    public struct LabelOptions { public init(isHidden: Bool? = nil, tintColor: UIColor? = nil, font: UIFont? = nil) {} }
    public enum Kind: Sendable { case disclosureIndicator, checkmark, detail, delete, reorder, outlineDisclosure, label(String), customView }
    public let kind: Kind
    public let displayed: DisplayedState

    public static func disclosureIndicator(displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = DisclosureIndicatorOptions()) -> UICellAccessory { UICellAccessory(kind: .disclosureIndicator, displayed: displayed) }
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = CheckmarkOptions()) -> UICellAccessory { UICellAccessory(kind: .checkmark, displayed: displayed) }
    public static func detail(displayed: DisplayedState = .always, actionHandler: (() -> Void)? = nil) -> UICellAccessory { UICellAccessory(kind: .detail, displayed: displayed) }
    public static func delete(displayed: DisplayedState = .whenEditing, actionHandler: (() -> Void)? = nil) -> UICellAccessory { UICellAccessory(kind: .delete, displayed: displayed) }
    public static func reorder(displayed: DisplayedState = .whenEditing) -> UICellAccessory { UICellAccessory(kind: .reorder, displayed: displayed) }
    public static func outlineDisclosure(displayed: DisplayedState = .always) -> UICellAccessory { UICellAccessory(kind: .outlineDisclosure, displayed: displayed) }
    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = LabelOptions()) -> UICellAccessory { UICellAccessory(kind: .label(text), displayed: displayed) }
}

@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    public internal(set) var reuseIdentifier: String?
    open func prepareForReuse() {}
}

@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    public let contentView = UIView()
    public var isSelected = false
    public var isHighlighted = false
    public var backgroundView: UIView?
    public var selectedBackgroundView: UIView?
    public private(set) var configurationState = UICellConfigurationState()
    private var contentConfigurationView: (UIView & UIContentView)?

    public required override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    public var contentConfiguration: UIContentConfiguration? {
        didSet {
            MainThreadChecker.check(type: "UICollectionViewCell")
            contentConfigurationView?.removeFromSuperview()
            contentConfigurationView = nil
            guard let contentConfiguration else { return }
            let made = contentConfiguration.makeContentView()
            contentView.addSubview(made)
            contentConfigurationView = made
        }
    }

    public var configurationUpdateHandler: ((UICollectionViewCell, UICellConfigurationState) -> Void)?
    public var automaticallyUpdatesContentConfiguration = true
    open func updateConfiguration(using state: UICellConfigurationState) {}
    public func setNeedsUpdateConfiguration() { runConfigurationUpdate() }

    func runConfigurationUpdate() {
        updateConfiguration(using: configurationState)
        configurationUpdateHandler?(self, configurationState)
    }
}

/// A cell of a list layout: a list content configuration and accessories, like a table cell.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    public var accessories: [UICellAccessory] = []
    public var indentationLevel = 0
    public var indentationWidth: CGFloat = 10
    public func defaultContentConfiguration() -> UIListContentConfiguration { UIListContentConfiguration() }
}

@preconcurrency @MainActor
public protocol UICollectionViewDataSource: AnyObject {
    func numberOfSections(in collectionView: UICollectionView) -> Int
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
}

@preconcurrency @MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) -> Void
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) -> Void
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) -> Void
}

extension UICollectionViewDelegate {
    public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
}

/// A grid or a list of cells; it shows what its data source said at its last reload.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    public enum ScrollPosition: Int, Sendable { case top, centeredVertically, bottom, left, centeredHorizontally, right }

    /// A cell class and how to fill it for an item (iOS 14): dequeued with
    /// `dequeueConfiguredReusableCell(using:for:item:)`.
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        public typealias Handler = (Cell, IndexPath, Item) -> Void
        let identifier = UUID().uuidString
        let handler: Handler
        public init(handler: @escaping Handler) { self.handler = handler }
    }

    public var collectionViewLayout: UICollectionViewLayout
    public weak var dataSource: UICollectionViewDataSource? { didSet { cells.needsReload = true } }
    public weak var delegate: UICollectionViewDelegate?
    public var allowsSelection = true
    public var allowsMultipleSelection = false
    public var backgroundView: UIView?
    public private(set) var reloadCount = 0
    /// Every dequeue goes through a registration or an index path (stand-in, as for tables).
    public private(set) var dequeues: [UITableView.Dequeue] = []
    public private(set) var indexPathsForSelectedItems: [IndexPath]? = []
    private var registered: [String: UICollectionViewCell.Type] = [:]
    private let cells = UIShownCells<UICollectionViewCell>()

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    public func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) { collectionViewLayout = layout }

    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        registered[identifier] = cellClass as? UICollectionViewCell.Type
    }

    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        MainThreadChecker.check(type: "UICollectionView")
        dequeues.append(.withIndexPath)
        guard let cell = cell(identifier, registered[identifier]) else {
            fatalError("could not dequeue a view of kind UICollectionElementKindCell with identifier \(identifier): register a class or a nib for it first")
        }
        return cell
    }

    public func dequeueConfiguredReusableCell<Cell, Item>(using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?) -> Cell {
        MainThreadChecker.check(type: "UICollectionView")
        dequeues.append(.withIndexPath)
        let cell = cell(registration.identifier, Cell.self) as! Cell
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    private func cell(_ identifier: String, _ type: UICollectionViewCell.Type?) -> UICollectionViewCell? {
        if let cell = cells.reused(identifier) { return cell }
        guard let type else { return nil }
        let made = type.init(frame: .zero)
        made.reuseIdentifier = identifier
        return made
    }

    public func reloadData() {
        MainThreadChecker.check(type: "UICollectionView")
        reloadCount += 1
        cells.needsReload = true
    }

    public func reloadSections(_ sections: IndexSet) { reloadData() }
    public func reloadItems(at indexPaths: [IndexPath]) { reloadData() }
    public func reconfigureItems(at indexPaths: [IndexPath]) { reloadData() }
    public func insertItems(at indexPaths: [IndexPath]) { reloadData() }
    public func deleteItems(at indexPaths: [IndexPath]) { reloadData() }
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        reloadData()
        completion?(true)
    }

    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        indexPathsForSelectedItems = indexPath.map { [$0] } ?? []
    }

    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        MainThreadChecker.check(type: "UICollectionView")
        indexPathsForSelectedItems?.removeAll { $0 == indexPath }
    }

    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {}

    open override func layoutSubviews() {
        super.layoutSubviews()
        reloadIfNeeded()
    }

    /// Asks the data source again, recycling the cells shown until now.
    private func reloadIfNeeded() {
        cells.reloadIfNeeded(into: self) {
            guard let dataSource else { return nil }
            return UICellSource(sections: { dataSource.numberOfSections(in: self) },
                                count: { dataSource.collectionView(self, numberOfItemsInSection: $0) },
                                cell: { dataSource.collectionView(self, cellForItemAt: $0) },
                                willDisplay: { self.delegate?.collectionView(self, willDisplay: $0, forItemAt: $1) })
        }
    }

    /// The cells on screen, loaded first if a reload is due.
    private var shown: UIShownCells<UICollectionViewCell> {
        reloadIfNeeded()
        return cells
    }

    public var numberOfSections: Int { shown.sections.count }
    public func numberOfItems(inSection section: Int) -> Int { shown.count(inSection: section) }
    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { shown.cell(at: indexPath) }
    public var visibleCells: [UICollectionViewCell] { Array(shown.sections.joined()) }
    public var indexPathsForVisibleItems: [IndexPath] { shown.indexPaths }
    public func indexPath(for cell: UICollectionViewCell) -> IndexPath? { cells.indexPath(of: cell) }

    /// A finger's tap on an item (stand-in): asks `shouldSelectItemAt`, selects, tells `didSelectItemAt`.
    public func tapItem(at indexPath: IndexPath) {
        guard allowsSelection, cellForItem(at: indexPath) != nil else { return }
        guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        indexPathsForSelectedItems = [indexPath]
        delegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    /// The texts each item of a section shows, in order (stand-in).
    public func shownTexts(inSection section: Int) -> [[String]] {
        (0..<numberOfItems(inSection: section)).map { item in cellForItem(at: IndexPath(item: item, section: section))?.shownTexts ?? [] }
    }
}

@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    public let collectionViewLayout: UICollectionViewLayout
    public var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set { view = newValue }
    }

    public init(collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    open override func loadView() {
        let collection = UICollectionView(frame: .zero, collectionViewLayout: collectionViewLayout)
        collection.dataSource = self
        collection.delegate = self
        view = collection
    }

    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        fatalError("a UICollectionViewController subclass must provide its cells")
    }
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
}

/// A collection view's data source over snapshots of identifiers (iOS 13).
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>:
    UIDiffableDataSourceBase<SectionIdentifierType, ItemIdentifierType, UICollectionView, UICollectionViewCell>, UICollectionViewDataSource {
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        super.init(list: collectionView, cellProvider: cellProvider) { $0.reloadData() }
        collectionView.dataSource = self
    }

    open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { current.numberOfItems(inSectionAt: section) }
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell { providedCell(collectionView, at: indexPath) }
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
