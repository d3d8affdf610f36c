import Foundation
import Testing
import UIKit
@testable import MenuScreen
@MainActor final class PresenterSpy: MenuPresenting {
    var loads = 0
    func onViewDidLoad() { loads += 1 }
    func didSelectItem(at index: Int) {}
    func didTapInfo() {}
}

@MainActor @Test func viewDidLoadIsForwarded() {
    let spy = PresenterSpy()
    let controller = MenuViewController()
    controller.presenter = spy
    let path: ReferenceWritableKeyPath<MenuViewController, MenuPresenting?> = \.presenter
    controller[keyPath: path] = spy
    controller.viewDidLoad()
    #expect(spy.loads == 1)
}