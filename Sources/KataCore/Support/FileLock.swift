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
    /// Called once when the lock has not come within `noticeSeconds`, so a command that waits
    /// says why instead of hanging silently.
    var onWait: (@Sendable () -> Void)?
    var noticeSeconds = 0.5

    init(_ file: URL, waitSeconds: Double = 15, onWait: (@Sendable () -> Void)? = nil) {
        self.file = file
        self.waitSeconds = waitSeconds
        self.onWait = onWait
    }

    func withLock<T>(_ body: () throws -> T) throws -> T {
        try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let descriptor = open(file.path, O_CREAT | O_RDWR, 0o644)
        guard descriptor >= 0 else {
            throw KataError.environment(.lockUncreatable(path: file.path, said: String(cString: strerror(errno))))
        }
        defer { close(descriptor) }
        let deadline = Date().addingTimeInterval(waitSeconds)
        var notice = onWait.map { ($0, Date().addingTimeInterval(noticeSeconds)) }
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            if let (say, due) = notice, Date() >= due {
                say()
                notice = nil
            }
            guard Date() < deadline else {
                throw KataError.environment(.workspaceBusy(folder: file.deletingLastPathComponent().path, seconds: Int(waitSeconds)))
            }
            usleep(20_000)
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }
}
