// Hidden helper for the view controller's check: a presenter that records what the view reports.
import Foundation
import Testing
@testable import MenuScreen

final class MenuPresenterSpy: MenuPresenting {
    private(set) var loads = 0
    private(set) var selected: [Int] = []
    private(set) var infoTaps = 0

    func onViewDidLoad() { loads += 1 }
    func didSelectItem(at index: Int) { selected.append(index) }
    func didTapInfo() { infoTaps += 1 }
}
