import Foundation
import Testing
@testable import KataCore

/// The outline of a file: blocks, and which ranges are too wide.
@Suite struct CodeOutlineTests {
    let source = """
    import Foundation                       // 1
                                            // 2
    final class Sample {                    // 3
        var text = "{ not a block }"        // 4
        func first() {                      // 5
            run { value in                  // 6
                print(value)                // 7
            }                               // 8
        }                                   // 9
        /* { */                             // 10
        func second() {                     // 11
            if true { print("}") }          // 12
        }                                   // 13
        func third() {                      // 14
            print(1)                        // 15
            print(2)                        // 16
            print(3)                        // 17
            print(4)                        // 18
            print(5)                        // 19
            print(6)                        // 20
            print(7)                        // 21
            print(8)                        // 22
        }                                   // 23
    }                                       // 24
    """

    @Test func blocksIgnoreBracesInStringsAndComments() {
        let outline = CodeOutline(source)
        #expect(outline.lineCount == 24)
        let members = outline.blocks.filter { $0.isMember && !$0.isType }.map(\.lines)
        #expect(members == [LineRange(5, 9), LineRange(11, 13), LineRange(14, 23)])
        #expect(outline.blocks.contains { $0.isType && $0.lines == LineRange(3, 24) })
    }

    @Test func regionsAndWidth() {
        let outline = CodeOutline(source)
        #expect(outline.region(of: LineRange(7, 7)) == LineRange(5, 9), "inside a closure: the whole function")
        #expect(outline.region(of: LineRange(4, 4)) == LineRange(3, 5), "a stored property: give or take one line")
        #expect(!outline.isTooWide(LineRange(14, 23)), "one function")
        #expect(!outline.isTooWide(LineRange(12, 23)), "one function and a line of the one before")
        #expect(outline.isTooWide(LineRange(5, 13)), "two functions")
        #expect(outline.isTooWide(LineRange(1, 13)), "more than half the file")
    }

    @Test func inALongFunctionAnAnchorStandsForItsStatement() {
        let body = (1...CodeOutline.longestFunction + 2).map { "        step(\($0))" }.joined(separator: "\n")
        let outline = CodeOutline("final class Long {\n    func setUp() {\n\(body)\n    }\n}\n")
        let anchor = LineRange(10, 10)
        #expect(outline.region(of: anchor) == LineRange(10 - CodeOutline.statementTolerance, 10 + CodeOutline.statementTolerance))
        let short = CodeOutline("final class Short {\n    func setUp() {\n        step(1)\n        step(2)\n    }\n}\n")
        #expect(short.region(of: LineRange(3, 3)) == LineRange(2, 5))
    }
}
