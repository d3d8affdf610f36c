import Foundation
import Testing
import UIKit
@testable import MenuScreen

/// The menu screen as an app shows it: in a navigation stack, in a window.
@MainActor
private struct ShownMenu {
    let presenter = MenuPresenterSpy()
    let screen = MenuViewController()
    let navigation: UINavigationController
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))

    init() {
        screen.presenter = presenter
        navigation = UINavigationController(rootViewController: screen)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
    }

    /// Where the screen navigated by itself, if it did.
    var navigatedBySelf: String? {
        if navigation.viewControllers.count != 1 { return "pushed \(navigation.viewControllers.dropFirst().map { String(describing: type(of: $0)) })" }
        if let shown = screen.presentedViewController ?? navigation.presentedViewController { return "presented \(type(of: shown))" }
        return nil
    }
}

@MainActor
@Suite struct ViewForwards {
    @Test func theViewControllerForwardsAndDrawsWhatItIsTold() async {
        MainThreadChecker.reset()
        let shown = ShownMenu()
        let presenter = shown.presenter
        expect(presenter.loads == 1, "viewDidLoad should tell the presenter once (onViewDidLoad()); when the screen first appeared it was told \(presenter.loads) times.")

        // Every list replaces the one before: the same number of rows with other titles, a
        // shorter list and a longer one.
        let lists: [[String]] = [["Sencha tea", "Carrot cake", "Pumpkin soup"], ["Flat white", "Scone", "Lemon tart"],
                                 ["Espresso"], ["Chai", "Brownie"]]
        let everyTitle = lists.flatMap { $0 }
        var lastTable: UIShownList?
        var selections: [Int] = []
        for titles in lists {
            shown.screen.show(items: titles)
            await settle()  // a view controller may reload on the next turn of the main queue
            guard let table = shown.screen.shownList else {
                expect(false, "After show(items:), the screen's view has no table view (or collection view list) in its hierarchy.")
                return
            }
            lastTable = table
            let rows = table.shownTexts(inSection: 0)
            expect(rows.count == titles.count, "After show(items:) with \(titles.count) titles \(titles) the table should have \(titles.count) rows; it has \(rows.count). Reload the table when the items change.")
            for (row, texts) in rows.enumerated() where row < titles.count {
                let others = everyTitle.filter { $0 != titles[row] && texts.contains($0) }
                expect(texts.contains(titles[row]) && others.isEmpty, "After show(items: \(titles)), row \(row) should show \"\(titles[row])\"; its labels show \(texts).")
            }
            if titles.count > 1 {
                let before = presenter.selected.count
                table.tapRow(at: IndexPath(row: 1, section: 0))
                table.tapRow(at: IndexPath(row: 0, section: 0))
                await settle()
                selections += [1, 0]
                let got = Array(presenter.selected.dropFirst(before))
                expect(got == [1, 0], "Taps on the second row, then the first, should be reported to the presenter as didSelectItem(at: 1), then didSelectItem(at: 0); it got \(got).")
            }
        }
        let dequeues = lastTable?.dequeues ?? []
        expect(!dequeues.isEmpty && dequeues.allSatisfy { $0 == .withIndexPath }, "Cells should come from dequeueReusableCell(withIdentifier:for:), which always returns a cell; the old dequeueReusableCell(withIdentifier:) returns nil when nothing is registered.")
        if let navigated = shown.navigatedBySelf {
            expect(false, "A row tap should only be reported to the presenter, which asks the router; the view controller navigated by itself: it \(navigated).")
        }

        var infoControls: [String] = []
        for control in shown.screen.tapTargets {
            let before = presenter.infoTaps
            control.tap()
            await settle()
            if presenter.infoTaps > before { infoControls.append(control.name) }
            expect(presenter.infoTaps - before <= 1, "One tap on \(control.name) reported didTapInfo() \(presenter.infoTaps - before) times.")
        }
        expect(!infoControls.isEmpty, "A tap on the screen's info button should be reported to the presenter as didTapInfo(); no button on the screen or in its navigation bar did that.")
        if let navigated = shown.navigatedBySelf {
            expect(false, "A tap on the info button should only be reported to the presenter, which asks the router; the view controller navigated by itself: it \(navigated).")
        }
        expect(presenter.selected == selections, "Only row taps report didSelectItem(at:); after taps on rows \(selections) the presenter got \(presenter.selected).")

        appearAgain(shown)
        await tapTheSameRowTwice(shown)
        await tapInfoAgain(shown, infoControls)
        await showAnError(shown)
        keepThePresenter()
        expect(MainThreadChecker.violations.isEmpty, "UIKit was called off the main thread: \(MainThreadChecker.violations).")
    }

    /// A screen pushed over the menu, then popped: viewWillAppear runs again, viewDidLoad does not.
    private func appearAgain(_ shown: ShownMenu) {
        shown.navigation.pushViewController(UIViewController(), animated: false)
        shown.navigation.popViewController(animated: false)
        shown.screen.loadViewIfNeeded()
        expect(shown.presenter.loads == 1, "The screen appeared twice (a screen was pushed over it, then popped), so viewWillAppear ran twice; the presenter should have been told onViewDidLoad() once, and it was told \(shown.presenter.loads) times. Forward viewDidLoad, which runs once per screen.")
    }

    /// The user came back from an item's detail and tapped it again, then once more: each tap is
    /// reported, the same row too.
    private func tapTheSameRowTwice(_ shown: ShownMenu) async {
        guard let table = shown.screen.shownList, !table.shownTexts(inSection: 0).isEmpty else { return }
        let before = shown.presenter.selected.count
        table.tapRow(at: IndexPath(row: 0, section: 0))
        await settle()
        table.tapRow(at: IndexPath(row: 0, section: 0))
        await settle()
        let got = Array(shown.presenter.selected.dropFirst(before))
        expect(got == [0, 0], "After the screen appeared again, two taps on the first row should each be reported as didSelectItem(at: 0) (the same row twice in a row: the user came back from its detail); the presenter got \(got). Report every tap, and keep no guard against a repeat.")
    }

    /// After the screen appeared again, one tap on the info button still reports one didTapInfo().
    private func tapInfoAgain(_ shown: ShownMenu, _ names: [String]) async {
        for control in shown.screen.tapTargets where names.contains(control.name) {
            let before = shown.presenter.infoTaps
            control.tap()
            await settle()
            let reported = shown.presenter.infoTaps - before
            expect(reported == 1, "After the screen appeared again (a screen pushed over it was popped), one tap on \(control.name) reported didTapInfo() \(reported) times; it should be once. Add the button's action once (in viewDidLoad), not each time the screen appears.")
        }
    }

    /// Whoever builds the screen hands the presenter over and keeps no reference: the view
    /// controller is its owner.
    private func keepThePresenter() {
        let screen = MenuViewController()
        weak var handedOver: MenuPresenterSpy?
        do {
            let presenter = MenuPresenterSpy()
            screen.presenter = presenter
            handedOver = presenter
        }
        expect(handedOver != nil, "The view controller does not keep its presenter: set `screen.presenter = presenter` and drop every other reference, and the presenter is gone. The view controller owns its presenter (a strong `var presenter`); the presenter holds the view weakly.")
    }

    private func showAnError(_ shown: ShownMenu) async {
        let message = "The menu could not be loaded."
        shown.screen.showError(message)
        await settle()
        let alerts = [shown.screen.presentedViewController, shown.navigation.presentedViewController].compactMap { $0 as? UIAlertController }
        let inAlert = alerts.contains { $0.message == message || $0.title == message }
        let onScreen = (shown.window.shownTexts + [shown.screen.navigationItem.prompt ?? ""]).contains { $0.contains(message) }
        expect(inAlert || onScreen, "After showError(\"\(message)\") the user should see that message, in an alert or a label on the screen; it is nowhere.")
    }
}
