import Foundation
import Testing
@testable import KataCore

@Suite struct DiagnosticParserTests {
    @Test func parsesLLVMStyleLines() {
        let output = """
        /tmp/src-1/OrdersPresenter.swift:12:5: error: cannot find 'foo' in scope
        12 |     foo()
           |     `- error: cannot find 'foo' in scope
        /tmp/src-1/OrdersPresenter.swift:20:9: warning: variable 'x' was never used [#UnusedVariable]
        /opt/support/Order.swift:3:1: note: 'Order' declared here
        error: fatal error encountered while compiling
        """
        let diagnostics = DiagnosticParser.parse(output)
        #expect(diagnostics.count == 3)
        #expect(diagnostics[0] == RawDiagnostic(path: "/tmp/src-1/OrdersPresenter.swift", line: 12, column: 5, severity: .error, message: "cannot find 'foo' in scope"))
        #expect(diagnostics[1].message == "variable 'x' was never used", "the diagnostic-group tag is dropped")
        #expect(diagnostics[2].severity == .note)
    }

    @Test func keepsColonsInPaths() {
        let diagnostics = DiagnosticParser.parse("C:/work/a b/File.swift:3:14: error: expected '}'")
        #expect(diagnostics.first?.path == "C:/work/a b/File.swift")
        #expect(diagnostics.first?.line == 3)
        #expect(diagnostics.first?.column == 14)
    }

    @Test func diagnosticsEncodeWithoutTheirPath() throws {
        let diagnostic = Diagnostic(file: "OrdersPresenter.swift", line: 3, column: 5, severity: .error, message: "m", path: "/home/me/OrdersPresenter.swift")
        let json = String(decoding: try JSONEncoder().encode(diagnostic), as: UTF8.self)
        #expect(!json.contains("/home/me"))
        #expect(json.contains("\"line\":3"))
    }
}
