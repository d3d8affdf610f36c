import Foundation

/// A place in the learner's file, 1-based.
package struct SourceLocation: Sendable, Codable, Equatable {
    package var file: String
    package var line: Int
    /// The full path, for `path:line` on the terminal. Not in JSON.
    package var path: String

    enum CodingKeys: String, CodingKey { case file, line }

    init(file: String, line: Int, path: String? = nil) {
        self.file = file
        self.line = line
        self.path = path ?? file
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        file = try container.decode(String.self, forKey: .file)
        line = try container.decode(Int.self, forKey: .line)
        path = file
    }
}
