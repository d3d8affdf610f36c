import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// When a file or folder was last modified, read with one `stat` call. `FileManager`'s
/// attributes also look up the owner's and group's names (two reads of `/etc/passwd` and
/// `/etc/group` a file on Linux), which made pruning the build cache cost more than the
/// check it follows.
enum FileStamp {
    static func modified(atPath path: String) -> Date? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
        let time = info.st_mtimespec
        #else
        let time = info.st_mtim
        #endif
        return Date(timeIntervalSince1970: TimeInterval(time.tv_sec) + TimeInterval(time.tv_nsec) / 1_000_000_000)
    }
}
