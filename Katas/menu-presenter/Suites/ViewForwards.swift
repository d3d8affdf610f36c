import Foundation
import Testing
import UIKit
@testable import MenuScreen

@MainActor
@Suite struct ViewForwards {
    @Test func theViewControllerForwardsAndFillsTheTableFromWhatItIsTold() {
        MainThreadChecker.reset()
        let presenter = MenuPresenterSpy()
        let screen = MenuViewController()
        screen.presenter = presenter
        screen.loadViewIfNeeded()
        expect(presenter.loads == 1, "viewDidLoad should tell the presenter once (onViewDidLoad()); it told it \(presenter.loads) times.")

        let tables = screen.view.allSubviews.compactMap { $0 as? UITableView }
        guard let table = tables.first else {
            expect(false, "The screen's view has no table view in its hierarchy.")
            return
        }
        screen.show(items: ["Sencha tea", "Carrot cake"])
        expect(table.numberOfRows(inSection: 0) == 2, "After show(items:) with two titles the table should have two rows; it has \(table.numberOfRows(inSection: 0)).")
        let texts = (0..<min(table.numberOfRows(inSection: 0), 2)).map { table.cellForRow(at: IndexPath(row: $0, section: 0))?.shownText }
        expect(texts == ["Sencha tea", "Carrot cake"], "The cells should show the titles the presenter gave, in order; they show \(texts).")
        expect(!table.dequeues.isEmpty && table.dequeues.allSatisfy { $0 == .withIndexPath }, "Cells should come from dequeueReusableCell(withIdentifier:for:), which always returns a cell; the old dequeueReusableCell(withIdentifier:) returns nil when nothing is registered.")

        table.selectRow(at: IndexPath(row: 1, section: 0))
        expect(presenter.selected == [1], "A tap on the second row should be reported to the presenter as didSelectItem(at: 1); it got \(presenter.selected).")

        let buttons = screen.view.allSubviews.compactMap { $0 as? UIButton }
        buttons.forEach { $0.sendActions(for: .touchUpInside) }
        expect(presenter.infoTaps == 1, "A tap on the screen's button should be reported to the presenter as didTapInfo(), once; it got \(presenter.infoTaps).")
        expect(MainThreadChecker.violations.isEmpty, "UIKit was called off the main thread: \(MainThreadChecker.violations).")
    }
}
