import Foundation
import Testing
@testable import BorrowForm
@Test func bannerTitle() {
    let banner = Banner()
    #expect(banner.title == "Borrow")
}