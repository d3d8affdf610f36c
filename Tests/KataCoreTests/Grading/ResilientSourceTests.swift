import Foundation
import Testing
@testable import KataCore

/// The lexical rewrite that marks a presenter's types `@usableFromInline` for a resilient build.
@Suite struct ResilientSourceTests {
    func marks(_ source: String) -> String { ResilientSource.marked(source) }

    @Test func marksInternalTypesWhereTheirDeclarationStarts() {
        let source = """
        import Foundation

        struct Row: Equatable { let title: String }
        @MainActor
        final class Presenter {
            enum State { case idle, loaded([Row]) }
            internal struct Tally {}
            weak var view: AnyObject?
        }
        indirect enum Tree { case leaf, node(Tree) }
        actor Store {}
        """
        let expected = """
        import Foundation

        @usableFromInline struct Row: Equatable { let title: String }
        @usableFromInline @MainActor
        final class Presenter {
            @usableFromInline enum State { case idle, loaded([Row]) }
            @usableFromInline internal struct Tally {}
            weak var view: AnyObject?
        }
        @usableFromInline indirect enum Tree { case leaf, node(Tree) }
        @usableFromInline actor Store {}
        """
        #expect(marks(source) == expected)
    }

    @Test func leavesWhatTheMarkCannotOrNeedNotGoOn() {
        let source = """
        private struct Hidden { struct Inner {} }
        fileprivate final class AlsoHidden {}
        public struct Shown {}
        open class Base {}
        package enum Shared {}
        protocol View: AnyObject { func show() }
        final class Presenter {
            private enum Step { case one }
            class func make() -> Presenter { Presenter() }
            class var name: String { "p" }
            func run() {
                struct Local {}
                let actor = 1
                _ = actor
            }
        }
        private extension Presenter { struct Helper {} }
        public extension Presenter { struct Api {} }
        """
        let result = marks(source)
        #expect(result.components(separatedBy: "@usableFromInline").count - 1 == 1, "only Presenter: \(result)")
        #expect(result.contains("@usableFromInline final class Presenter {"))
    }

    @Test func typesInInternalExtensionsAreMarked() {
        #expect(marks("extension Presenter {\n    struct Row {}\n}\n") == "extension Presenter {\n    @usableFromInline struct Row {}\n}\n")
        #expect(marks("extension Presenter: Equatable where T: Hashable {\n    enum E {}\n}") == "extension Presenter: Equatable where T: Hashable {\n    @usableFromInline enum E {}\n}")
    }

    @Test func braceAndKeywordsInCommentsAndStringsDoNotCount() {
        let source = #"""
        // struct NotAType {
        /* class Nor { /* nested */ struct This {} */
        let text = "struct Fake { \(values.map { "}" }.joined()) class"
        let raw = #"a "quoted" struct \#(1 + (2)) { brace"#
        let block = """
            struct InAString {
            \(")") }
            """
        struct Real {}
        """#
        let result = marks(source)
        #expect(result.components(separatedBy: "@usableFromInline").count - 1 == 1, "\(result)")
        #expect(result.hasSuffix("@usableFromInline struct Real {}"))
    }

    @Test func headersOverLinesAndAttributesWithArguments() {
        let source = """
        @available(*, deprecated, message: "use { other }")
        @MainActor
        final class Generic<T>
            where T: Equatable
        {
            struct Nested {}
        }
        `Type` = 1
        struct `Backticked` {}
        #if os(Linux)
        struct InIf {}
        #endif
        """
        let result = marks(source)
        #expect(result.hasPrefix("@usableFromInline @available(*, deprecated"))
        #expect(result.contains("    @usableFromInline struct Nested {}"))
        #expect(result.contains("@usableFromInline struct `Backticked` {}"))
        #expect(result.contains("@usableFromInline struct InIf {}"))
    }

    @Test func linesNeverMove() throws {
        for id in ["leaky-presenter", "borrow-form", "menu-presenter"] {
            let kata = try Repository.catalog.kata(id)
            for name in kata.learnerFiles {
                let text = try String(contentsOf: Repository.solutions.appendingPathComponent("\(id)/\(name)"), encoding: .utf8)
                let result = marks(text)
                #expect(result != text, "\(id)/\(name) has types to mark")
                #expect(result.split(separator: "\n", omittingEmptySubsequences: false).count == text.split(separator: "\n", omittingEmptySubsequences: false).count)
                #expect(result.replacingOccurrences(of: "@usableFromInline ", with: "") == text)
            }
        }
    }
}
