import Foundation
import Testing
@testable import KataCore

/// The name scan of `ABIFingerprint.Reach`, rule by rule without the compiler: a text is cut into
/// tokens (`Reach.tokens(of:)`), then folded into names (`Reach.NameScanner.fold`).
@Suite struct ABIFingerprintReachTests {
    typealias Reach = ABIFingerprint.Reach

    @Test func aTextIsCutIntoNamesSpacesAndMarks() {
        #expect(Reach.tokens(of: "presenter.view = spy\n") == [
            .name("presenter"), .mark("."), .name("view"), .space(breaksLine: false), .mark("="), .space(breaksLine: false), .name("spy"),
            .space(breaksLine: true),
        ])
        #expect(Reach.tokens(of: "a \t\n b") == [.name("a"), .space(breaksLine: true), .name("b")], "a run of white space is one token")
        #expect(Reach.tokens(of: "café≠größe😀") == [.name("café"), .mark("≠"), .name("größe😀")], "operator scalars end a name, letters and emoji do not")
    }

    @Test func backticksMakeOneNameUpToTheirCloseOrTheLineEnd() {
        #expect(Reach.tokens(of: "menu.`show rows`()") == [.name("menu"), .mark("."), .name("show rows"), .mark("("), .mark(")")])
        #expect(Reach.tokens(of: "a`b`c") == [.name("a"), .name("b"), .name("c")])
        #expect(Reach.tokens(of: "`open\nx") == [.name("open"), .space(breaksLine: true), .name("x")], "a line break ends an unclosed name")
        #expect(Reach.tokens(of: "``x") == [.name(""), .name("x")], "two backticks are an empty name")
    }

    static func folded(_ tokens: [Reach.Token]) -> Reach.NameScanner {
        var scanner = Reach.NameScanner()
        tokens.forEach { scanner.fold($0) }
        return scanner
    }

    @Test func aNameAfterADotIsAMember() {
        let scanner = Self.folded([.name("a"), .mark("."), .name("b"), .space(breaksLine: false), .name("c")])
        #expect(scanner.dotted == ["b"])
        #expect(scanner.all == ["a", "b", "c"])
        // An empty backticked name takes what the dot said, so the name after it is not a member.
        #expect(Self.folded([.mark("."), .name(""), .space(breaksLine: false), .name("foo")]).dotted.isEmpty)
    }

    @Test func aTypeAfterAColonOrAnAttributeIsExtended() {
        let inherited = Self.folded([.name("x"), .mark(":"), .space(breaksLine: false), .mark("@"), .name("MainActor"), .space(breaksLine: false), .name("OrdersView")])
        #expect(inherited.extended == ["MainActor", "OrdersView"])
        #expect(inherited.extensions.isEmpty)
        let extended = Self.folded([.name("extension"), .space(breaksLine: false), .name("Outer"), .mark("."), .name("Inner")])
        #expect(extended.extensions == ["Outer", "Inner"], "a qualified name continues what its first part is")
    }

    @Test func aTypealiasLastsToItsLineEnd() {
        let alias: [Reach.Token] = [.name("typealias"), .space(breaksLine: false), .name("V"), .space(breaksLine: false), .mark("="),
                                    .space(breaksLine: false), .name("W")]
        #expect(Self.folded(alias + [.space(breaksLine: false), .name("more")]).extensions == ["V", "W", "more"])
        #expect(Self.folded(alias + [.space(breaksLine: true), .name("after")]).extensions == ["V", "W"], "a line break ends it")
    }
}
