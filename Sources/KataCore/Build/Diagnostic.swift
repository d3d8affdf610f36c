import Foundation

/// A compiler message, pointing at a file with a 1-based line and column.
package struct Diagnostic: Sendable, Codable, Equatable {
    package enum Severity: String, Sendable, Codable { case error, warning, note }

    /// The file's name as the learner knows it (`OrdersPresenter.swift`).
    package var file: String
    package var line: Int
    package var column: Int
    package var severity: Severity
    package var message: String
    /// The full path, for `path:line:column` on the terminal (editors jump to it). Not in JSON.
    package var path: String

    enum CodingKeys: String, CodingKey { case file, line, column, severity, message }

    init(file: String, line: Int, column: Int, severity: Severity, message: String, path: String? = nil) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
        self.path = path ?? file
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        file = try container.decode(String.self, forKey: .file)
        line = try container.decode(Int.self, forKey: .line)
        column = try container.decode(Int.self, forKey: .column)
        severity = try container.decode(Severity.self, forKey: .severity)
        message = try container.decode(String.self, forKey: .message)
        path = file
    }
}

/// Reads `swiftc -diagnostic-style=llvm -no-color-diagnostics` output.
enum DiagnosticParser {
    /// Parses every `path:line:column: severity: message` line. Other lines (source excerpts,
    /// carets, notes about the driver) are skipped.
    static func parse(_ output: String) -> [RawDiagnostic] {
        var found: [RawDiagnostic] = []
        for line in output.split(separator: "\n", omittingEmptySubsequences: true) {
            if let diagnostic = parseLine(String(line)) { found.append(diagnostic) }
        }
        return found
    }

    static func parseLine(_ line: String) -> RawDiagnostic? {
        for severity in [Diagnostic.Severity.error, .warning, .note] {
            let marker = ": \(severity.rawValue): "
            guard let markerRange = line.range(of: marker) else { continue }
            let location = line[..<markerRange.lowerBound]
            let parts = location.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count >= 3,
                  let column = Int(parts[parts.count - 1]),
                  let lineNumber = Int(parts[parts.count - 2]) else { continue }
            let path = parts[0..<(parts.count - 2)].joined(separator: ":")
            guard !path.isEmpty else { continue }
            var message = String(line[markerRange.upperBound...])
            // Drop the trailing diagnostic-group tag such as `[#SendableClosureCaptures]`.
            if let tag = message.range(of: #" \[#[A-Za-z]+\]$"#, options: .regularExpression) {
                message.removeSubrange(tag)
            }
            return RawDiagnostic(path: path, line: lineNumber, column: column, severity: severity, message: message)
        }
        return nil
    }
}

/// A diagnostic as the compiler printed it, with the path of the file it compiled.
package struct RawDiagnostic: Sendable, Equatable {
    var path: String
    var line: Int
    var column: Int
    var severity: Diagnostic.Severity
    var message: String
}
