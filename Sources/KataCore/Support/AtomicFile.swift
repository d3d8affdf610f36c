import Foundation

/// Writes files so that a crash or a full disk never leaves half a file: write a temporary file
/// next to the target, then rename it over the target in one step.
package enum AtomicFile {
    package static func write(_ data: Data, to url: URL) throws {
        let folder = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
            do {
                try data.write(to: temporary)
                if rename(temporary.path, url.path) != 0 {
                    throw CocoaError(.fileWriteUnknown)
                }
            } catch {
                try? FileManager.default.removeItem(at: temporary)
                throw error
            }
        } catch {
            throw KataError.environment(.fileUnwritable(path: url.path, said: error.localizedDescription, place: .workspace))
        }
    }

    package static func write(_ text: String, to url: URL) throws {
        try write(Data(text.utf8), to: url)
    }
}
