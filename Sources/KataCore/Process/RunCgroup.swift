import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Limits on a whole process tree, not one process: a control group (cgroup v1, the `pids` and
/// `memory` controllers) under the runner's own, which the child joins before it starts the test
/// and which everything it starts stays in, `setsid` or not. Linux as root only; elsewhere `make`
/// gives nil and the per-process limits are all there is.
struct RunCgroup: Sendable {
    /// The group's folder in each controller.
    var folders: [String]
    /// Its folder in the `cpuacct` controller, when there is one: the tree's CPU time.
    var cpuFolder: String?

    static let mount = "/sys/fs/cgroup"

    /// A fresh group holding at most `processes` tasks (threads count) and `memoryBytes`, or nil.
    static func make(processes: Int?, memoryBytes: UInt64?) -> RunCgroup? {
        #if os(Linux)
        guard getuid() == 0, processes != nil || memoryBytes != nil,
              let membership = try? String(contentsOfFile: "/proc/self/cgroup", encoding: .utf8) else { return nil }
        let name = "kata-\(getpid())-\(UUID().uuidString.prefix(8))"
        var made = RunCgroup(folders: [])
        for (controller, file, value) in [("pids", "pids.max", processes.map(String.init)),
                                          ("memory", "memory.limit_in_bytes", memoryBytes.map(String.init))] {
            guard let value else { continue }
            guard let own = Self.path(of: controller, in: membership) else { made.remove(); return nil }
            let folder = "\(mount)/\(controller)\(own == "/" ? "" : own)/\(name)"
            guard mkdir(folder, 0o755) == 0 else { made.remove(); return nil }
            made.folders.append(folder)
            guard (try? value.write(toFile: "\(folder)/\(file)", atomically: false, encoding: .utf8)) != nil else { made.remove(); return nil }
        }
        // Accounting only, no limit: without it the group still limits.
        if let own = Self.path(of: "cpuacct", in: membership) {
            let folder = "\(mount)/cpuacct\(own == "/" ? "" : own)/\(name)"
            if mkdir(folder, 0o755) == 0 { made.folders.append(folder); made.cpuFolder = folder }
        }
        return made
        #else
        return nil
        #endif
    }

    /// The group a controller puts this process in, from `/proc/self/cgroup` (`4:memory:/a/b`).
    static func path(of controller: String, in membership: String) -> String? {
        for line in membership.split(separator: "\n") {
            let fields = line.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
            if fields.count == 3, fields[1].split(separator: ",").contains(Substring(controller)) { return String(fields[2]) }
        }
        return nil
    }

    /// Shell words that move the shell into the group before it `exec`s the child.
    var joinScript: String {
        folders.map { "echo $$ > '\($0)/cgroup.procs' || exit 125" }.joined(separator: "; ")
    }

    /// User + system CPU seconds of everything that ran in the group (a sandbox's children too).
    func cpuSeconds() -> Double? {
        guard let cpuFolder, let text = try? String(contentsOfFile: "\(cpuFolder)/cpuacct.usage", encoding: .utf8),
              let nanoseconds = UInt64(text.trimmingCharacters(in: .whitespacesAndNewlines)) else { return nil }
        return Double(nanoseconds) / 1e9
    }

    /// Kills whatever is still in the group and removes it.
    func remove() {
        for _ in 0..<50 {
            var left = false
            for folder in folders {
                let listed = (try? String(contentsOfFile: "\(folder)/cgroup.procs", encoding: .utf8)) ?? ""
                for pid in listed.split(separator: "\n").compactMap({ pid_t($0) }) {
                    kill(pid, SIGKILL)
                    left = true
                }
            }
            if !left { break }
            usleep(2_000)
        }
        for folder in folders {
            for _ in 0..<50 where rmdir(folder) != 0 && errno == EBUSY { usleep(2_000) }
        }
    }
}
