import Foundation
import Testing
import UIKit
@testable import MenuScreen
@MainActor final class Router: MenuRouting {
    var infos = 0
    func showDetail(for item: MenuItem) {}
    func showInfo() { infos += 1 }
}

@MainActor @Test func infoGoesToTheRouter() {
    let spy = Router()
    let router: any MenuRouting = spy
    let presenter = MenuPresenter(view: MenuViewController(), repository: MenuService.shared, router: router)
    presenter.didTapInfo()
    #expect(spy.infos == 1)
}