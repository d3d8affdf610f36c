import Foundation
import Testing
@testable import KataCLI
@testable import KataCore

@Suite struct LineDiffTests {
    @Test func aReplacedLineShowsTheRemovalThenTheAddition() {
        let diff = LineDiff.diff("a\nb\nc", "a\nB\nc")
        #expect(diff == [.same("a"), .removed("b"), .added("B"), .same("c")])
    }

    @Test func renderingKeepsContextAroundChanges() {
        let old = (1...20).map(String.init).joined(separator: "\n")
        let new = old.replacingOccurrences(of: "\n10\n", with: "\nten\n")
        let text = LineDiff.render(LineDiff.diff(old, new), style: Style(colors: false), context: 1)
        #expect(text.contains("- 10\n+ ten"))
        #expect(text.contains("…"))
        #expect(!text.contains("  3\n"))
    }
}
