import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Processes that a child started in a group of their own (Foundation's `Process` does that)
/// escape the group kill. On Linux the runner makes itself a child subreaper, so such orphans
/// become its children when their parent ends; after each run it kills every child it did not
/// spawn itself. (macOS has no subreaper; there a child's own process group is the bound.)
enum OrphanSweeper {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var live: Set<pid_t> = []
    nonisolated(unsafe) private static var adopted = false
    nonisolated(unsafe) private static var stopped = false

    static func adoptOrphans() {
        #if os(Linux)
        lock.withLock {
            guard !adopted else { return }
            adopted = true
            typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
            if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "prctl") {
                let prctl = unsafeBitCast(symbol, to: Prctl.self)
                _ = prctl(36 /* PR_SET_CHILD_SUBREAPER */, 1, 0, 0, 0)
            }
        }
        #endif
    }

    /// Registers the spawned pid atomically with the spawn, so a sweep never mistakes it for an orphan.
    static func spawning(_ spawn: () -> (Int32, pid_t)) -> Int32 {
        lock.lock()
        defer { lock.unlock() }
        if stopped { return ECANCELED }
        let (status, pid) = spawn()
        if status == 0 { live.insert(pid) }
        return status
    }

    /// Forgets a pid registered by `spawning` whose process someone else reaps.
    static func forget(_ pid: pid_t) {
        lock.withLock { _ = live.remove(pid) }
    }

    static func finished(_ pid: pid_t) {
        lock.withLock { _ = live.remove(pid) }
        sweep()
    }

    /// Kills the process group of every process spawned and still running, and refuses every
    /// later spawn: for a process about to end (watch mode's `q` during a check), never undone.
    static func stopAll() {
        lock.withLock {
            stopped = true
            for pid in live {
                kill(-pid, SIGKILL)
                kill(pid, SIGKILL)
            }
        }
        sweep()
    }

    /// Kills and reaps children of this process that no run owns.
    static func sweep() {
        #if os(Linux)
        for pid in children() {
            let owned = lock.withLock { live.contains(pid) }
            guard !owned else { continue }
            kill(-pid, SIGKILL)
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, WNOHANG)
        }
        #endif
    }

    #if os(Linux)
    /// This process's children: from each thread's `children` file (a few small reads), or, on
    /// a kernel without those files, from every process's `stat` (a read per process running).
    static func children() -> [pid_t] {
        let me = getpid()
        if let tasks = try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(me)/task"),
           FileManager.default.fileExists(atPath: "/proc/\(me)/task/\(me)/children") {
            let lists = tasks.compactMap { try? String(contentsOfFile: "/proc/\(me)/task/\($0)/children", encoding: .utf8) }
            return Array(Set(lists.flatMap { $0.split(separator: " ").compactMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) } }))
        }
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return [] }
        return entries.compactMap { entry -> pid_t? in
            guard let pid = pid_t(entry), pid != me,
                  let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return nil }
            let fields = stat[stat.index(close, offsetBy: 2)...].split(separator: " ")
            return fields.count > 1 && pid_t(fields[1]) == me ? pid : nil
        }
    }
    #endif
}
