import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An advisory lock on a file (`flock`), released when the holder ends even if it crashes.
struct FileLock: Sendable {
    let file: URL
    /// How long to wait for another holder before giving up with a clear message.
    var waitSeconds: Double

    init(_ file: URL, waitSeconds: Double = 15) {
        self.file = file
        self.waitSeconds = waitSeconds
    }

    func withLock<T>(_ body: () throws -> T) throws -> T {
        try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let descriptor = open(file.path, O_CREAT | O_RDWR, 0o644)
        guard descriptor >= 0 else {
            throw KataError.environment("cannot create \(file.path): \(String(cString: strerror(errno))). Check that the workspace is writable.")
        }
        defer { close(descriptor) }
        let deadline = Date().addingTimeInterval(waitSeconds)
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard Date() < deadline else {
                throw KataError.environment("another kata command is using this workspace (\(file.deletingLastPathComponent().path)) and did not finish within \(Int(waitSeconds)) s. Wait for it, or stop it, and try again.")
            }
            usleep(20_000)
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }
}
