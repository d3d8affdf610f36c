import Foundation

/// One of the learner's files, read once: what is compiled is exactly what was read.
package struct LearnerSource: Sendable, Equatable {
    /// The name in the kata (`OrdersPresenter.swift`).
    var name: String
    /// Where the learner keeps it; diagnostics and crash locations point here.
    var path: URL
    var contents: String

    init(name: String, path: URL, contents: String) {
        self.name = name
        self.path = path
        self.contents = contents
    }

    /// The largest learner file accepted: far beyond any presenter, well below what would slow
    /// the compiler to a crawl.
    package static let maximumBytes = 512 * 1024

    /// Reads and validates a learner file; each way it can be wrong is a `LearnerFileProblem`.
    package static func read(name: String, from url: URL) throws -> LearnerSource {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw LearnerFileProblem.missing(path: url.path)
        }
        guard !isDirectory.boolValue else {
            throw LearnerFileProblem.folder(path: url.path)
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw LearnerFileProblem.unreadable(path: url.path, reason: error.localizedDescription)
        }
        guard data.count <= maximumBytes else {
            throw LearnerFileProblem.tooLarge(path: url.path, kilobytes: data.count / 1024)
        }
        guard !data.contains(0), let text = String(data: data, encoding: .utf8) else {
            throw LearnerFileProblem.notText(path: url.path)
        }
        guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw LearnerFileProblem.empty(path: url.path)
        }
        return LearnerSource(name: name, path: url, contents: text)
    }
}
