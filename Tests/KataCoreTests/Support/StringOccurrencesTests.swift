import Foundation
import Testing
@testable import KataCore

/// The byte-wise search behind checking and applying every variant's edits: it must count and
/// replace as Foundation does, only faster.
@Suite struct StringOccurrencesTests {
    @Test(arguments: [("aaaa", "aa"), ("a\nb\na\nb", "a\nb"), ("café café", "é c"), ("short", "longer text"), ("x", "x"), ("", "x"), ("abc", "d")])
    func countsLikeFoundation(_ text: String, _ needle: String) {
        #expect(text.occurrences(of: needle) == text.components(separatedBy: needle).count - 1)
    }

    @Test func replacesOnlyTheFirst() {
        #expect("a-b-a".replacingFirst("a", with: "xy") == "xy-b-a")
        #expect("été".replacingFirst("t", with: "\n") == "é\né")
        #expect("abc".replacingFirst("z", with: "y") == "abc")
        #expect("abc".replacingFirst("abc", with: "") == "")
    }

    @Test func linesKeepEmptyOnes() {
        #expect("a\n\nb\n".lines == "a\n\nb\n".components(separatedBy: "\n"))
    }
}
