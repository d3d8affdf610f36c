import Foundation
import KataCore

/// Every JSON document `kata` prints: the command's payload with a `version` field, or, when the
/// command failed before it had one, an error object. With `--json` nothing but JSON goes to
/// stdout, so a grader never parses stderr.
enum JSONDocument {
    /// The format version of every document; raised when a field changes meaning or goes away
    /// (new fields do not raise it).
    static let version = 1

    /// The payload's fields plus `version`.
    static func render(_ payload: some Encodable) -> String {
        encode(Versioned(payload: payload))
    }

    /// `{ "version", "status": "error", "kind", "message", "exitCode" }` for an error that
    /// stopped the command.
    static func error(_ error: Error) -> String {
        let kataError = error as? KataError
        let kind: String
        switch kataError {
        case .usage?: kind = "usage"
        case .input?: kind = "input"
        case .environment?: kind = "environment"
        case .internal?, nil: kind = "internal"
        }
        let message = kataError.map(\.message) ?? "internal error (a bug in Swift Katas, not in your code): \(error)"
        return render(ErrorDocument(kind: kind, message: message, exitCode: kataError?.exitCode ?? ExitCode.internalError))
    }

    struct ErrorDocument: Encodable {
        var status = "error"
        var kind: String
        var message: String
        var exitCode: Int32
    }

    /// Encodes the payload's own fields, then adds `version` to the same object.
    struct Versioned<Payload: Encodable>: Encodable {
        var payload: Payload
        enum Key: String, CodingKey { case version }

        func encode(to encoder: Encoder) throws {
            try payload.encode(to: encoder)
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(JSONDocument.version, forKey: .version)
        }
    }

    static func encode(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            return String(decoding: try encoder.encode(value), as: UTF8.self)
        } catch {
            // Our own types always encode; should one not, the document still says so as JSON.
            return "{\"version\": \(version), \"status\": \"error\", \"kind\": \"internal\", \"message\": \"the JSON document could not be written\", \"exitCode\": 4}"
        }
    }
}
