import Foundation
import Testing
@testable import KataCore

/// Words as people write them.
@Suite struct ConceptMatcherTests {
    @Test(arguments: [
        ("calls the view off the Main-Thread", "main thread"),
        ("needs DispatchQueue.main.async", "dispatch queue"),
        ("wrap it in `DispatchQueue.main.async`", "`DispatchQueue.main`"),
        ("mark it @MainActor", "main actor"),
        ("Thread.isMainThread is false here", "main thread"),
        ("no [weak self] in the closure", "weak self"),
        ("the closure captured self", "captures self"),
        ("it leaks", "leak"),
        ("leaking memory", "leak"),
        ("hardcoded menu", "hard coded"),
        ("hard-coded menu", "hardcoded"),
        ("the view's reference", "view"),
        ("retain-cycles everywhere", "retain cycle"),
        ("`Int(durationText) ?? 0` sends zero", "`?? 0`"),
        ("uses `private(set)`", "`private(set)`"),
        ("UIKit import", "UIKit"),
        ("imports Foundation only", "foundation"),
        ("the strong reference to the view", "strong reference"),
        ("a retain  - cycle", "retain cycle"),
        ("no validation of the input", "validate"),
        ("navigation belongs in a router", "navigates"),
        ("use dependency injection", "inject"),
        ("it must be in presenter", "in the presenter"),
        ("the message is always same", "always the same"),
    ])
    func mentions(text: String, concept: String) {
        #expect(ConceptMatcher(text).mentions(concept), "\"\(text)\" mentions \(concept)")
    }

    @Test(arguments: [
        ("the main problem is naming", "main thread"),
        ("DispatchQueue is fine", "`DispatchQueue.main`"),
        ("capture groups in the regex", "captures self"),
        ("weakly typed", "weak self"),
        ("the cycle of the seasons", "retain cycle"),
        ("date handling", "`Date()`"),
        ("feel free to ignore", "ignores the"),
        ("the presenter", "the view"),
    ])
    func doesNotMention(text: String, concept: String) {
        #expect(!ConceptMatcher(text).mentions(concept), "\"\(text)\" does not mention \(concept)")
    }
}
