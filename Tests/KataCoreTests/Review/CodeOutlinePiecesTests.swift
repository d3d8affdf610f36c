import Foundation
import Testing
@testable import KataCore

/// The brace scan of `CodeOutline`, rule by rule: each line is cut into pieces (code, `{`, `}`)
/// in the context the line before left (`CodeOutline.pieces(of:from:)`), then folded into blocks.
@Suite struct CodeOutlinePiecesTests {
    static func pieces(_ line: String, from start: CodeOutline.Context = .code) -> ([CodeOutline.Piece], CodeOutline.Context) {
        var context = start
        let pieces = CodeOutline.pieces(of: line, from: &context)
        return (pieces, context)
    }

    @Test func bracesSplitALinesCode() {
        #expect(Self.pieces("    func a() { b() }").0 == [.code("    func a() "), .open, .code(" b() "), .close])
        #expect(Self.pieces("} else {").0 == [.close, .code(" else "), .open])
    }

    @Test func commentsAndStringsHoldNoCodeAndNoBraces() {
        #expect(Self.pieces("let s = \"{ \\\" }\" + t // }").0 == [.code("let s =  + t ")], "an escaped quote does not end a string")
        let opened = Self.pieces("x /* { */ y /* }")
        #expect(opened.0 == [.code("x  y ")])
        #expect(opened.1 == .blockComment, "an open block comment is the next line's context")
        #expect(Self.pieces("} */ }", from: .blockComment) == ([.code(" "), .close], .code))
    }

    @Test func aMultilineStringRunsToItsClosingQuotes() {
        #expect(Self.pieces("let s = \"\"\"") == ([.code("let s = ")], .multilineString))
        #expect(Self.pieces("{ inside", from: .multilineString) == ([], .multilineString))
        #expect(Self.pieces("\"\"\" }", from: .multilineString) == ([.code(" "), .close], .code))
    }

    @Test func aBraceAloneOnItsLineTakesTheLineBeforeAsItsHeader() {
        let outline = CodeOutline("struct Sample\n{\n    func run()\n{\n        step()\n    }\n}\n")
        #expect(outline.blocks.map(\.lines) == [LineRange(2, 7), LineRange(4, 6)])
        #expect(outline.blocks.map(\.isType) == [true, false])
        #expect(outline.blocks[1].names == ["run"])
    }
}
