import Foundation

/// Keeps the last `limit` bytes written to it, and whether anything was dropped.
final class TailBuffer: @unchecked Sendable {
    private let lock = NSLock()
    private var bytes: [UInt8] = []
    private var cut = false
    let limit: Int

    init(limit: Int) { self.limit = max(limit, 0) }

    func append(_ chunk: ArraySlice<UInt8>) {
        lock.withLock {
            bytes.append(contentsOf: chunk)
            if bytes.count > limit * 2 {
                bytes.removeFirst(bytes.count - limit)
                cut = true
            }
        }
    }

    func markCut() { lock.withLock { cut = true } }

    var wasCut: Bool { lock.withLock { cut || bytes.count > limit } }

    var text: String {
        lock.withLock {
            let kept = bytes.count > limit ? Array(bytes.suffix(limit)) : bytes
            return String(decoding: kept, as: UTF8.self)
        }
    }
}
