import Foundation

/// What the code under test may call. The sandbox cannot stop code in the test process from
/// writing its own verdict (it is the same process), so before anything runs the runner lists the
/// undefined symbols of the learner's compiled module (`nm -u`, demangled) and refuses code that
/// reaches for a capability no presenter needs: files, processes, the run's arguments or
/// environment, dynamic loading, the network, `exit`, signals. What the kata's own solution
/// module uses (its support code is compiled into the same module) is allowed, and what the
/// kata's `allowedCalls` allow. The learner's test file is screened the same way
/// (`TestFileScreen`), against what the kata's model tests use.
package struct SymbolScreen: Sendable {
    /// One thing a presenter has no need for.
    struct Capability: Sendable, Equatable {
        /// What it lets code do; its raw value is the capability's id (`AllowedCall.capabilities`).
        var use: Use
        /// How the refusal names the call when the source does not show it.
        var call: String
        var id: String { use.rawValue }
        /// Parts of demangled Swift names that use it.
        var swiftNames: [String]
        /// C functions (exact undefined names) that use it.
        var cNames: Set<String>
        /// How the call looks in source, for the line: a regular expression.
        var source: String
    }

    static let capabilities: [Capability] = [
        Capability(use: .arguments, call: "CommandLine.arguments",
                   swiftNames: ["Swift.CommandLine.", "ProcessInfo.arguments"], cNames: [],
                   source: #"\bCommandLine\b|\.arguments\b"#),
        Capability(use: .environment, call: "ProcessInfo.environment",
                   swiftNames: ["ProcessInfo.environment", "ProcessInfo.setEnvironment"],
                   cNames: ["getenv", "secure_getenv", "setenv", "unsetenv", "putenv", "clearenv", "environ", "__environ"],
                   source: #"\b(environment|getenv|secure_getenv|setenv|unsetenv|putenv|environ)\b"#),
        Capability(use: .files, call: "FileManager",
                   swiftNames: [".FileManager", ".FileHandle", "contentsOfFile:", "contentsOf: Foundation", "write(to: Foundation", "write(toFile:",
                                ".InputStream", ".OutputStream", "FileDescriptor"],
                   cNames: ["open", "open64", "openat", "openat64", "creat", "creat64", "fopen", "fopen64", "freopen", "fdopen",
                            "read", "pread", "write", "pwrite", "fwrite", "fputs", "fprintf", "dprintf", "unlink", "unlinkat",
                            "remove", "rename", "renameat", "mkdir", "mkdirat", "rmdir", "opendir", "truncate", "ftruncate",
                            "chmod", "chown", "link", "symlink", "dup", "dup2", "dup3", "pipe", "pipe2", "mmap", "mmap64"],
                   source: #"\b(FileManager|FileHandle|contentsOfFile|contentsOf|write|InputStream|OutputStream|fopen|open|creat|unlink|remove|rename|mkdir|rmdir|opendir|truncate|dup2?|pipe|mmap|fwrite|fputs|fprintf)\b"#),
        Capability(use: .processes, call: "Process",
                   swiftNames: ["Foundation.Process", "NSTask"],
                   cNames: ["fork", "vfork", "execv", "execve", "execvp", "execvpe", "execl", "execlp", "execle", "fexecve",
                            "system", "popen", "posix_spawn", "posix_spawnp", "setsid", "setpgid", "daemon", "clone", "clone3",
                            "syscall", "prctl", "ptrace", "waitpid", "wait", "setrlimit", "prlimit", "prlimit64"],
                   source: #"\b(Process|fork|vfork|exec\w*|system|popen|posix_spawnp?|setsid|setpgid|daemon|syscall|prctl|ptrace|waitpid|setrlimit)\b"#),
        Capability(use: .loading, call: "dlopen",
                   swiftNames: [], cNames: ["dlopen", "dlsym", "dlvsym", "dlmopen", "dladdr"],
                   source: #"\b(dlopen|dlsym|dlvsym|dlmopen|dladdr)\b"#),
        Capability(use: .network, call: "socket",
                   swiftNames: [".URLSession", "CFSocket", "NWConnection", "Foundation.Host", "Foundation.Stream.getStreamsToHost"],
                   cNames: ["socket", "socketpair", "connect", "bind", "listen", "accept", "accept4", "send", "sendto", "sendmsg",
                            "recv", "recvfrom", "recvmsg", "getaddrinfo", "gethostbyname"],
                   source: #"\b(URLSession|socket|socketpair|connect|bind|listen|accept|sendto|sendmsg|recvfrom|getaddrinfo|gethostbyname|Host)\b"#),
        Capability(use: .exit, call: "exit",
                   swiftNames: ["Foundation.exit(", "Glibc.exit(", "Darwin.exit(", "Musl.exit("],
                   cNames: ["exit", "_exit", "_Exit", "quick_exit", "atexit", "at_quick_exit", "exit_group"],
                   source: #"\b(exit|_exit|_Exit|quick_exit|atexit)\s*\("#),
        Capability(use: .signals, call: "signal",
                   swiftNames: ["DispatchSource.makeSignalSource"],
                   cNames: ["signal", "sigaction", "sigprocmask", "pthread_sigmask", "raise", "kill", "killpg", "tgkill",
                            "pthread_kill", "alarm", "setitimer", "sigqueue"],
                   source: #"\b(signal|sigaction|sigprocmask|pthread_sigmask|raise|kill|killpg|pthread_kill|alarm|setitimer|makeSignalSource)\b"#),
    ]

    /// What a capability lets code do, as a value: the CLI words it for the refusal
    /// (`CheckWords.words(_:)`, "reads the test run's arguments").
    package enum Use: String, Sendable, Equatable, CaseIterable {
        case arguments, environment, files, processes, loading, network, exit, signals
    }

    /// One symbol that reaches for a capability.
    struct Reach: Sendable, Equatable {
        var capability: Capability
        var symbol: String
    }

    /// The code screened: the learner's presenter, or their test file.
    package enum Subject: Sendable, Equatable {
        case presenter, tests
    }

    /// Why code is not graded: the call, where it is, what it does (`use`), and whose code it is in (the
    /// CLI words it: `CheckWording.sentence(for:)`).
    package struct Refusal: Sendable, Equatable, Error {
        package var call: String
        package var use: Use
        package var location: SourceLocation?
        package var subject: Subject = .presenter
    }

    /// The capabilities `symbols` (pairs of raw and demangled names) reach for, in the order of
    /// `capabilities`, each with the first symbol that uses it.
    static func reaches(_ symbols: [(raw: String, demangled: String)]) -> [Reach] {
        capabilities.compactMap { capability in
            symbols.first { symbol in
                (!symbol.raw.hasPrefix("$") && capability.cNames.contains(Self.cName(symbol.raw)))
                    || capability.swiftNames.contains { Self.names(symbol.demangled, $0) }
            }.map { Reach(capability: capability, symbol: $0.demangled) }
        }
    }

    /// Whether a demangled symbol names `name` as a whole word: `Foundation.Process` is in
    /// `Foundation.Process.run()` but not in `Foundation.ProcessInfo.activeProcessorCount`.
    static func names(_ demangled: String, _ name: String) -> Bool {
        guard let last = name.unicodeScalars.last, last.properties.isAlphabetic || last == "_" || ("0"..."9").contains(last) else {
            return demangled.contains(name)
        }
        var rest = demangled[...]
        while let found = rest.range(of: name) {
            let next = rest[found.upperBound...].unicodeScalars.first
            if let next, next.properties.isAlphabetic || next == "_" || ("0"..."9").contains(next) {
                rest = rest[found.upperBound...]
                continue
            }
            return true
        }
        return false
    }

    /// A C symbol's name without a version or platform decoration (`open@GLIBC_2.2.5`, `_open` on Darwin).
    static func cName(_ raw: String) -> String {
        var name = raw.split(separator: "@").first.map(String.init) ?? raw
        #if os(macOS)
        if name.hasPrefix("_") { name.removeFirst() }
        #endif
        if name.hasSuffix("64"), name != "mmap64" && !name.hasPrefix("prlimit") { name = String(name.dropLast(2)) }
        return name
    }

    /// The refusal for reaches the allowed set does not cover, located in `sources` where the
    /// call shows; nil when every reach is allowed.
    static func refusal(_ reaches: [Reach], allowed: Set<String>, sources: [LearnerSource], subject: Subject = .presenter) -> Refusal? {
        guard let reach = reaches.first(where: { !allowed.contains($0.capability.id) }) else { return nil }
        let found = locate(reach.capability, in: sources)
        return Refusal(call: found?.call ?? reach.capability.call, use: reach.capability.use, location: found?.location, subject: subject)
    }

    /// Whether some of `reaches` lie outside `allowed` (then the code may be refused).
    static func reachesBeyond(_ allowed: Set<String>, _ reaches: [Reach]) -> Bool {
        reaches.contains { !allowed.contains($0.capability.id) }
    }

    /// The first line outside a comment where the capability's call shows, and the call as written.
    static func locate(_ capability: Capability, in sources: [LearnerSource]) -> (call: String, location: SourceLocation)? {
        guard let pattern = try? NSRegularExpression(pattern: capability.source) else { return nil }
        for source in sources {
            for (index, line) in source.contents.components(separatedBy: "\n").enumerated() {
                let code = line.components(separatedBy: "//").first ?? line
                let range = NSRange(code.startIndex..., in: code)
                guard let match = pattern.firstMatch(in: code, range: range), let found = Range(match.range, in: code) else { continue }
                let call = Self.expression(around: found, in: code)
                return (call, SourceLocation(file: source.name, line: index + 1, path: source.path.path))
            }
        }
        return nil
    }

    /// The dotted expression the match is part of (`ProcessInfo.processInfo.environment`), without a call's parenthesis.
    static func expression(around match: Range<String.Index>, in line: String) -> String {
        let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "._"))
        // The name the pattern matched, without what follows it (`exit(`).
        let name = line[match].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        let range = match.lowerBound..<(name.isEmpty ? match.upperBound : name.endIndex)
        var start = range.lowerBound
        while start > line.startIndex, let scalar = line[line.index(before: start)].unicodeScalars.first, allowed.contains(scalar) {
            start = line.index(before: start)
        }
        var end = range.upperBound
        while end < line.endIndex, let scalar = line[end].unicodeScalars.first, allowed.contains(scalar) { end = line.index(after: end) }
        var text = String(line[start..<end]).trimmingCharacters(in: CharacterSet(charactersIn: "(. "))
        if text.hasPrefix(".") { text.removeFirst() }
        return text.isEmpty ? String(line[range]) : text
    }

    // MARK: Listing

    /// The file the learner module's entry keeps its symbols in (raw and demangled, tab-separated).
    static let listing = "symbols.tsv"

    /// The undefined symbols of `object`: `nm -u` (the toolchain's `llvm-nm`, else the system's),
    /// demangled by the toolchain's `swift-demangle`; nil when the tools are missing.
    static func undefinedSymbols(of object: URL, toolchain: Toolchain, launcher: ProcessLauncher) throws -> [(raw: String, demangled: String)]? {
        let bin = URL(fileURLWithPath: toolchain.swiftc).resolvingSymlinksInPath().deletingLastPathComponent().path
        let path = bin + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? ExecutableSearch.defaultPath)
        guard let nm = ExecutableSearch.find("llvm-nm", path: path) ?? ExecutableSearch.find("nm", path: path),
              let demangler = ExecutableSearch.find("swift-demangle", path: path) else { return nil }
        let listed = try launcher.run(ProcessRequest(executable: nm, arguments: ["-u", object.path], limits: .init(wallSeconds: 30)))
        guard listed.termination.isSuccess, !listed.outputWasCut else {
            throw KataError.internal("nm -u failed on the learner module: \(listed.stderr.prefix(300))")
        }
        let raw = listed.stdout.split(separator: "\n").compactMap { line in line.split(separator: " ").last.map(String.init) }
        guard !raw.isEmpty else { return [] }
        let demangled = try launcher.run(ProcessRequest(executable: demangler, arguments: ["--compact"] + raw, limits: .init(wallSeconds: 30)))
        let names = demangled.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return raw.enumerated().map { index, symbol in
            let name = index < names.count && demangled.termination.isSuccess ? names[index] : symbol
            return (symbol, name == "$" + symbol ? symbol : name)
        }
    }

    /// The symbols as stored in a module's entry, or nil when it has none.
    static func stored(in folder: URL) -> [(raw: String, demangled: String)]? {
        guard let text = try? String(contentsOf: folder.appendingPathComponent(listing), encoding: .utf8) else { return nil }
        return text.split(separator: "\n").map { line in
            let parts = line.split(separator: "\t", maxSplits: 1).map(String.init)
            return (parts[0], parts.count > 1 ? parts[1] : parts[0])
        }
    }

    static func store(_ symbols: [(raw: String, demangled: String)]?, in folder: URL) throws {
        guard let symbols else { return }
        try symbols.map { "\($0.raw)\t\($0.demangled)" }.joined(separator: "\n")
            .write(to: folder.appendingPathComponent(listing), atomically: false, encoding: .utf8)
    }
}
