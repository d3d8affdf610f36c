import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The live implementation behind `ProcessLauncher.live`.
///
/// - The child gets its own process group, an empty signal mask and default signal handlers
///   (a Dispatch worker's blocked signals would otherwise be inherited).
/// - Resource limits are applied by a `/bin/sh` trampoline (`ulimit`, then `exec`), which works on
///   Linux and macOS without code between fork and exec.
/// - stdout and stderr are drained on their own threads while the child runs, keeping a tail.
/// - At the wall-clock bound, and always once the child has ended, the whole group gets SIGKILL,
///   so nothing the child started is left running.
enum SpawnedProcess {
    static func run(_ request: ProcessRequest) throws -> ProcessResult {
        OrphanSweeper.adoptOrphans()
        let start = Date()
        let group = RunCgroup.make(processes: request.limits.processes, memoryBytes: request.limits.treeMemoryBytes)
        defer { group?.remove() }
        let (executable, arguments) = commandLine(for: request, group: group)

        var stdoutPipe: [Int32] = [0, 0]
        var stderrPipe: [Int32] = [0, 0]
        guard pipe(&stdoutPipe) == 0, pipe(&stderrPipe) == 0 else {
            throw LaunchError.cannotStart(executable: request.executable, reason: String(cString: strerror(errno)))
        }
        let pid = try spawn(executable, arguments, for: request, stdout: stdoutPipe, stderr: stderrPipe)

        let stdoutTail = TailBuffer(limit: request.limits.outputTailBytes)
        let stderrTail = TailBuffer(limit: request.limits.outputTailBytes)
        let drained = DispatchGroup()
        drain(stdoutPipe[0], into: stdoutTail, group: drained)
        drain(stderrPipe[0], into: stderrTail, group: drained)

        let (timedOut, status, cpuSeconds) = waitForExit(of: pid, seconds: request.limits.wallSeconds)
        // Whatever the child left behind in its group goes too; this also closes inherited pipes.
        kill(-pid, SIGKILL)
        OrphanSweeper.finished(pid)
        if drained.wait(timeout: .now() + 2) == .timedOut {
            // A grandchild that left the group still holds a pipe: stop reading, keep what we have.
            stdoutTail.markCut()
        }
        return ProcessResult(
            termination: timedOut ? .timedOut : decode(status),
            stdout: stdoutTail.text,
            stderr: stderrTail.text,
            outputWasCut: stdoutTail.wasCut || stderrTail.wasCut,
            seconds: Date().timeIntervalSince(start),
            cpuSeconds: group?.cpuSeconds() ?? cpuSeconds
        )
    }

    /// The spawn attributes as each C library imports them (an optional pointer on Darwin).
    #if canImport(Glibc)
    typealias SpawnAttributes = posix_spawnattr_t
    #else
    typealias SpawnAttributes = posix_spawnattr_t?
    #endif

    /// Starts the child, its stdin from `/dev/null`, stdout and stderr into the pipes' write ends
    /// (closed here once it runs), and returns its pid; throws when it cannot start.
    static func spawn(_ executable: String, _ arguments: [String], for request: ProcessRequest, stdout stdoutPipe: [Int32], stderr stderrPipe: [Int32]) throws -> pid_t {
        #if canImport(Glibc)
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #else
        var actions: posix_spawn_file_actions_t?
        var attributes: posix_spawnattr_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        let devNull = open("/dev/null", O_RDONLY)
        defer { close(devNull) }
        posix_spawn_file_actions_adddup2(&actions, devNull, 0)
        posix_spawn_file_actions_adddup2(&actions, stdoutPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, stderrPipe[1], 2)
        for fd in [stdoutPipe[0], stdoutPipe[1], stderrPipe[0], stderrPipe[1]] {
            posix_spawn_file_actions_addclose(&actions, fd)
        }
        let argumentFD = try request.argumentData.map(Self.filledPipe)
        defer { argumentFD.map { _ = close($0) } }
        if let argumentFD, argumentFD != 3 {
            posix_spawn_file_actions_adddup2(&actions, argumentFD, 3)
            posix_spawn_file_actions_addclose(&actions, argumentFD)
        }
        // Nothing else the runner has open (other runs' pipes, files a worker is writing) reaches
        // the child.
        #if os(Linux)
        closeFrom(request.argumentData == nil ? 3 : 4, in: &actions)
        #endif
        setSignalsAndGroup(&attributes)

        var environment = request.inheritsEnvironment ? ProcessInfo.processInfo.environment : [:]
        for (key, value) in request.environment { environment[key] = value }
        var pid: pid_t = 0
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        let spawnStatus = OrphanSweeper.spawning { () -> (Int32, pid_t) in
            let status = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
            return (status, pid)
        }
        close(stdoutPipe[1])
        close(stderrPipe[1])
        guard spawnStatus == 0 else {
            close(stdoutPipe[0])
            close(stderrPipe[0])
            throw LaunchError.cannotStart(executable: request.executable, reason: String(cString: strerror(spawnStatus)))
        }
        return pid
    }

    /// An empty signal mask, default handlers and a process group of its own for the child.
    static func setSignalsAndGroup(_ attributes: inout SpawnAttributes) {
        var emptySet = sigset_t()
        sigemptyset(&emptySet)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        sigdelset(&allSignals, SIGKILL)
        sigdelset(&allSignals, SIGSTOP)
        posix_spawnattr_setsigmask(&attributes, &emptySet)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setpgroup(&attributes, 0)
        let flags = Int32(POSIX_SPAWN_SETPGROUP) | Int32(POSIX_SPAWN_SETSIGMASK) | Int32(POSIX_SPAWN_SETSIGDEF)
        posix_spawnattr_setflags(&attributes, Int16(flags))
    }

    /// Waits for the child to end, killing its group at the wall-clock bound: whether it timed
    /// out, its raw wait status, and the CPU seconds (user + system) of it and the children it
    /// waited for.
    static func waitForExit(of pid: pid_t, seconds: Double) -> (timedOut: Bool, status: Int32, cpuSeconds: Double) {
        let exited = DispatchSemaphore(value: 0)
        let status = StatusBox()
        let waiter = Thread {
            var rawStatus: Int32 = 0
            var usage = rusage()
            while wait4(pid, &rawStatus, 0, &usage) == -1 && errno == EINTR {}
            status.value = rawStatus
            status.cpuSeconds = Self.seconds(usage.ru_utime) + Self.seconds(usage.ru_stime)
            exited.signal()
        }
        waiter.start()
        var timedOut = false
        if exited.wait(timeout: .now() + seconds) == .timedOut {
            timedOut = true
            kill(-pid, SIGKILL)
            exited.wait()
        }
        return (timedOut, status.value, status.cpuSeconds)
    }

    static func seconds(_ time: timeval) -> Double {
        Double(time.tv_sec) + Double(time.tv_usec) / 1e6
    }

    /// With limits or a working directory, run through `/bin/sh` so `ulimit` and `cd` apply to the
    /// child alone (posix_spawn has no portable chdir).
    static func commandLine(for request: ProcessRequest, group: RunCgroup? = nil) -> (String, [String]) {
        var ulimits: [String] = []
        if let group { ulimits.append(group.joinScript) }
        if let directory = request.workingDirectory {
            ulimits.append("cd -- '\(directory.replacingOccurrences(of: "'", with: "'\\''"))' || exit 126")
        }
        if let bytes = request.limits.addressSpaceBytes {
            ulimits.append("ulimit -v \(bytes / 1024) 2>/dev/null")
        }
        if let cpu = request.limits.cpuSeconds {
            ulimits.append("ulimit -t \(cpu) 2>/dev/null")
        }
        if let bytes = request.limits.fileSizeBytes {
            ulimits.append("ulimit -f \(max(bytes / 512, 1)) 2>/dev/null")
        }
        var command = [resolve(request.executable)] + request.arguments
        if group == nil, let processes = request.limits.processes, let prlimit = ExecutableSearch.find("prlimit", path: nil) {
            // No cgroup: the count of the user's processes. Root is exempt from it.
            command = [prlimit, "--nproc=\(processes)", "--"] + command
        }
        guard !ulimits.isEmpty else {
            return (command[0], Array(command.dropFirst()))
        }
        let script = (ulimits + ["exec \"$0\" \"$@\""]).joined(separator: "; ")
        return ("/bin/sh", ["-c", script] + command)
    }

    /// posix_spawn does not search PATH: resolve a bare name here.
    static func resolve(_ executable: String) -> String {
        guard !executable.contains("/") else { return executable }
        return ExecutableSearch.find(executable, path: ProcessInfo.processInfo.environment["PATH"]) ?? executable
    }

    /// Adds "close every descriptor from `lowest` on" where the C library has it (glibc 2.34+,
    /// looked up at run time); elsewhere descriptors without close-on-exec are inherited.
    #if os(Linux)
    static func closeFrom(_ lowest: Int32, in actions: inout posix_spawn_file_actions_t) {
        typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np") else { return }
        _ = unsafeBitCast(symbol, to: CloseFrom.self)(&actions, lowest)
    }
    #endif

    /// The read end of a pipe that holds `data` and is closed for writing (small data: a pipe
    /// holds 64 KB before a write would block).
    static func filledPipe(_ data: Data) throws -> Int32 {
        var fds: [Int32] = [0, 0]
        guard data.count <= 60 * 1024, pipe(&fds) == 0 else {
            throw LaunchError.cannotStart(executable: "pipe", reason: "arguments too long or no pipe")
        }
        let written = data.withUnsafeBytes { write(fds[1], $0.baseAddress, $0.count) }
        close(fds[1])
        guard written == data.count else {
            close(fds[0])
            throw LaunchError.cannotStart(executable: "pipe", reason: "could not pass the arguments")
        }
        return fds[0]
    }

    static func decode(_ status: Int32) -> Termination {
        let signal = status & 0x7f
        if signal == 0 {
            return .exited((status >> 8) & 0xff)
        }
        return .signaled(signal)
    }

    private static func drain(_ fd: Int32, into buffer: TailBuffer, group: DispatchGroup) {
        group.enter()
        let thread = Thread {
            var chunk = [UInt8](repeating: 0, count: 64 * 1024)
            while true {
                let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
                if count > 0 {
                    buffer.append(chunk[0..<count])
                } else if count == 0 || errno != EINTR {
                    break
                }
            }
            close(fd)
            group.leave()
        }
        thread.start()
    }
}

private final class StatusBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Int32 = 0
    private var storedCPU: Double = 0
    var value: Int32 {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
    var cpuSeconds: Double {
        get { lock.withLock { storedCPU } }
        set { lock.withLock { storedCPU = newValue } }
    }
}
