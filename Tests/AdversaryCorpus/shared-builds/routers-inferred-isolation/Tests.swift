import Foundation
import Testing
import UIKit
@testable import MenuScreen
@Test func aNewRouterHasNoNavigation() async {
    let router = await MenuRouter()
    let navigation = await router.navigationController
    #expect(navigation == nil)
}