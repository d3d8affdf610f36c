// A small stand-in for UIKit, so that katas whose code imports UIKit compile and run on Linux.
// It models only what the katas use, and behaves like UIKit where a check depends on it:
// - everything is @MainActor, with @preconcurrency as UIKit is seen from Swift: Swift 5 mode code
//   may call it from anywhere (it compiles, as on iOS), Swift 6 mode code may not; a UI call made
//   off the main thread is recorded, the way Main Thread Checker reports it;
// - `dequeueReusableCell(withIdentifier:)` returns nil when nothing is registered, and
//   `dequeueReusableCell(withIdentifier:for:)` stops the program, as UIKit does;
// - Linux has no Objective-C runtime, so controls take closure actions (`UIAction`), not
//   target/selector pairs.
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
    public var description: String { name }

    public static let systemGreen = UIColor(name: "systemGreen")
    public static let systemOrange = UIColor(name: "systemOrange")
    public static let systemRed = UIColor(name: "systemRed")
    public static let systemBackground = UIColor(name: "systemBackground")
    public static let label = UIColor(name: "label")
    public static let secondaryLabel = UIColor(name: "secondaryLabel")
    public static let white = UIColor(name: "white")
    public static let black = UIColor(name: "black")
    public static let red = UIColor(name: "red")
}

extension IndexPath {
    /// UIKit's table index paths: a section and a row.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    public var section: Int { self[0] }
    public var row: Int { self[1] }
}

// MARK: - Views

@preconcurrency @MainActor
open class UIView {
    public private(set) var subviews: [UIView] = []
    public private(set) weak var superview: UIView?
    public var backgroundColor: UIColor?
    public var isHidden = false
    public var translatesAutoresizingMaskIntoConstraints = true

    public init() {}

    open func addSubview(_ view: UIView) {
        MainThreadChecker.check(type: "UIView")
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    public func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// Every view below this one, depth first.
    public var allSubviews: [UIView] { subviews.flatMap { [$0] + $0.allSubviews } }
}

@preconcurrency @MainActor
open class UILabel: UIView {
    public var text: String? {
        didSet { MainThreadChecker.check(type: "UILabel") }
    }
    public var textColor: UIColor?
}

@preconcurrency @MainActor
public final class UIActivityIndicatorView: UIView {
    public private(set) var isAnimating = false
    public func startAnimating() { MainThreadChecker.check(type: "UIActivityIndicatorView"); isAnimating = true }
    public func stopAnimating() { MainThreadChecker.check(type: "UIActivityIndicatorView"); isAnimating = false }
}

// MARK: - Controls

@preconcurrency @MainActor
public struct UIControl {
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let valueChanged = Event(rawValue: 1 << 12)
    }
    public enum State: Hashable, Sendable { case normal, highlighted, disabled, selected }
}

/// A closure action: Linux has no Objective-C runtime, so no `#selector`.
@preconcurrency @MainActor
public final class UIAction {
    public let title: String
    let handler: @MainActor (UIAction) -> Void
    public init(title: String = "", handler: @escaping @MainActor (UIAction) -> Void) {
        self.title = title
        self.handler = handler
    }
}

@preconcurrency @MainActor
open class UIButton: UIView {
    private var titles: [UIControl.State: String] = [:]
    private var actions: [(UIAction, UIControl.Event)] = []
    public var isEnabled = true

    public override init() { super.init() }

    public func setTitle(_ title: String?, for state: UIControl.State) {
        MainThreadChecker.check(type: "UIButton")
        titles[state] = title
    }

    public func title(for state: UIControl.State) -> String? { titles[state] }

    public func addAction(_ action: UIAction, for events: UIControl.Event) {
        actions.append((action, events))
    }

    /// What a tap does: runs the actions registered for `events`.
    public func sendActions(for events: UIControl.Event) {
        guard isEnabled else { return }
        for (action, registered) in actions where !registered.isDisjoint(with: events) {
            action.handler(action)
        }
    }
}

// MARK: - Tables

@preconcurrency @MainActor
open class UITableViewCell: UIView {
    public let reuseIdentifier: String?
    /// The pre-iOS 14 cell API.
    public let textLabel: UILabel? = UILabel()
    public let detailTextLabel: UILabel? = UILabel()
    public var contentConfiguration: UIListContentConfiguration?
    public var accessoryType: AccessoryType = .none

    public enum AccessoryType: Sendable { case none, disclosureIndicator, checkmark }

    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init()
    }

    public convenience override init() { self.init(reuseIdentifier: nil) }

    public func defaultContentConfiguration() -> UIListContentConfiguration { UIListContentConfiguration() }

    /// The text the cell shows, whichever API filled it.
    public var shownText: String? { contentConfiguration?.text ?? textLabel?.text }
}

public struct UIListContentConfiguration: Sendable, Equatable {
    public var text: String?
    public var secondaryText: String?
    public init() {}
}

@preconcurrency @MainActor
public protocol UITableViewDataSource: AnyObject {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    func numberOfSections(in tableView: UITableView) -> Int
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
}

@preconcurrency @MainActor
public protocol UITableViewDelegate: AnyObject {
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}

@preconcurrency @MainActor
open class UITableView: UIView {
    /// How cells were dequeued, so a check can tell the safe API from the old one.
    public enum Dequeue: Sendable, Equatable { case withIndexPath, legacyOptional }

    public weak var dataSource: UITableViewDataSource?
    public weak var delegate: UITableViewDelegate?
    public private(set) var reloadCount = 0
    public private(set) var dequeues: [Dequeue] = []
    private var registered: [String: UITableViewCell.Type] = [:]

    public override init() { super.init() }

    public func register(_ cellClass: UITableViewCell.Type, forCellReuseIdentifier identifier: String) {
        registered[identifier] = cellClass
    }

    /// The old API: nil when nothing is registered for the identifier, as in UIKit.
    public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        MainThreadChecker.check(type: "UITableView")
        dequeues.append(.legacyOptional)
        return registered[identifier].map { $0.init(reuseIdentifier: identifier) }
    }

    /// The safe API: always a cell, once the identifier is registered; stops the program otherwise.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        MainThreadChecker.check(type: "UITableView")
        dequeues.append(.withIndexPath)
        guard let cellClass = registered[identifier] else {
            fatalError("unable to dequeue a cell with identifier \(identifier): register a class or a nib for it first")
        }
        return cellClass.init(reuseIdentifier: identifier)
    }

    public func reloadData() {
        MainThreadChecker.check(type: "UITableView")
        reloadCount += 1
    }

    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        MainThreadChecker.check(type: "UITableView")
    }

    // What UIKit would do on screen, for checks and previews.

    public func numberOfRows(inSection section: Int) -> Int {
        dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0
    }

    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        dataSource?.tableView(self, cellForRowAt: indexPath)
    }

    /// A tap on a row.
    public func selectRow(at indexPath: IndexPath) {
        delegate?.tableView(self, didSelectRowAt: indexPath)
    }
}

// MARK: - View controllers

@preconcurrency @MainActor
open class UIViewController {
    private var loadedView: UIView?
    public var title: String?
    public internal(set) weak var navigationController: UINavigationController?
    public private(set) var presentedViewController: UIViewController?

    public init() {}

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

    public var isViewLoaded: Bool { loadedView != nil }
    public func loadViewIfNeeded() { _ = view }

    open func loadView() { loadedView = UIView() }
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}

    open func present(_ viewController: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {
        MainThreadChecker.check(type: "UIViewController")
        presentedViewController = viewController
        completion?()
    }

    open func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        presentedViewController = nil
        completion?()
    }
}

@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    public private(set) var viewControllers: [UIViewController] = []

    public init(rootViewController: UIViewController) {
        super.init()
        push(rootViewController)
    }

    public override init() { super.init() }

    public var topViewController: UIViewController? { viewControllers.last }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        MainThreadChecker.check(type: "UINavigationController")
        push(viewController)
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1 else { return nil }
        return viewControllers.popLast()
    }

    private func push(_ viewController: UIViewController) {
        viewController.navigationController = self
        viewControllers.append(viewController)
    }
}

@preconcurrency @MainActor
public final class UIAlertAction {
    public enum Style: Sendable { case `default`, cancel, destructive }
    public let title: String?
    public let style: Style
    let handler: ((UIAlertAction) -> Void)?
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}

@preconcurrency @MainActor
public final class UIAlertController: UIViewController {
    public enum Style: Sendable { case alert, actionSheet }
    public var message: String?
    public let preferredStyle: Style
    public private(set) var actions: [UIAlertAction] = []

    public init(title: String?, message: String?, preferredStyle: Style) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init()
        self.title = title
    }

    public func addAction(_ action: UIAlertAction) { actions.append(action) }
}
