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
    static let maximumBytes = 512 * 1024

    /// Reads and validates a learner file, with an actionable error for each way it can be wrong.
    package static func read(name: String, from url: URL) throws -> LearnerSource {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw KataError.input("\(url.path) does not exist. Check the path, or run `swift run kata start <kata>` to create your copy.")
        }
        guard !isDirectory.boolValue else {
            throw KataError.input("\(url.path) is a folder, not a Swift file. Use --dir for a folder of files named as in the starter.")
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw KataError.input("\(url.path) cannot be read: \(error.localizedDescription)")
        }
        guard data.count <= maximumBytes else {
            throw KataError.input("\(url.path) is \(data.count / 1024) KB; a kata file is at most \(maximumBytes / 1024) KB. Is it the right file?")
        }
        guard !data.contains(0), let text = String(data: data, encoding: .utf8) else {
            throw KataError.input("\(url.path) is not UTF-8 text. Save it as UTF-8 Swift source.")
        }
        guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw KataError.input("\(url.path) is empty. Run `swift run kata reset <kata>` to get the starter back (your empty file is kept as a backup).")
        }
        return LearnerSource(name: name, path: url, contents: text)
    }
}
