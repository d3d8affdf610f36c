import Foundation
import Testing
@testable import KataCore

/// The hostile-code corpus (`Tests/HostileCorpus/<kata>/*.swift`): each file is a small piece of learner
/// code, spliced into the reference solution, with the outcome the runner must report. For every
/// case: the outcome, a bounded time, no process left behind, and the other checks intact.
///
/// `// expect:` lines are the verdicts of the runner as it is (the call screen, then the sandbox).
/// `// unscreened:` lines are the verdicts with the screen off, so the code runs and only the
/// sandbox stands in its way (status `any`: whatever it is, as long as the rest holds); those runs
/// are skipped where bubblewrap cannot run. `// after:` names what must still hold afterwards
/// (`canary`: a file outside the sandbox is intact; `no-secret`: no message holds the secret or the
/// hidden suite; `listener-silent`: a listener on 127.0.0.1 received nothing; `cache-intact`: a
/// correct and a wrong file on the same cache get their true verdicts). `{{CANARY}}`, `{{CACHE}}`,
/// `{{SUITE}}` and `{{PORT}}` in the code are replaced by the test's paths and port.
@Suite(.serialized, .tags(.compiler), .startsTheCompiler) struct HostileCodeTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var expectations: [(check: String, status: String, text: String?, learnerLine: Bool)]
        var unscreened: [(check: String, status: String, text: String?, learnerLine: Bool)] = []
        var after: [String] = []
        var compileError: String?
        var note: String?
        var leftover: String?
        var sections: [(anchor: String, code: String)]
        var testDescription: String { name }
    }

    static let folder = Repository.root.appendingPathComponent("Tests/HostileCorpus/leaky-presenter")

    static var cases: [Case] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { parse(name: $0, text: try! String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) }
    }

    static func quoted(_ line: Substring) -> String? {
        guard let open = line.firstIndex(of: "\""), let close = line.lastIndex(of: "\""), open < close else { return nil }
        return String(line[line.index(after: open)..<close])
    }

    static func parse(name: String, text: String) -> Case {
        var result = Case(name: name, expectations: [], sections: [])
        var anchor: String?
        var code: [String] = []
        func flush() {
            if let anchor { result.sections.append((anchor, code.joined(separator: "\n"))) }
            code = []
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("// expect: compile-error") {
                result.compileError = quoted(line)
            } else if line.hasPrefix("// expect: note") {
                result.note = quoted(line)
            } else if line.hasPrefix("// expect: ") {
                let words = line.dropFirst("// expect: ".count).split(separator: " ")
                result.expectations.append((String(words[0]), String(words[1]), quoted(line), line.contains("@learner-line")))
            } else if line.hasPrefix("// unscreened: ") {
                let words = line.dropFirst("// unscreened: ".count).split(separator: " ")
                result.unscreened.append((String(words[0]), String(words[1]), quoted(line), line.contains("@learner-line")))
            } else if line.hasPrefix("// after: ") {
                result.after += line.dropFirst("// after: ".count).split(separator: " ").map(String.init)
            } else if line.hasPrefix("// leftover: ") {
                result.leftover = String(line.dropFirst("// leftover: ".count))
            } else if line.hasPrefix("// at: ") {
                flush()
                anchor = String(line.dropFirst("// at: ".count))
            } else if anchor != nil {
                code.append(String(line))
            }
        }
        flush()
        return result
    }

    /// Where each anchor's code goes in the reference solution.
    static let anchors = [
        "didSelectRow": "    func didSelectRow(at index: Int) {\n",
        "init": "        self.now = now\n",
        "viewDidLoad": "    func viewDidLoad() {\n",
    ]

    /// What `{{CANARY}}`, `{{CACHE}}`, `{{SUITE}}`, `{{PORT}}` stand for in corpus code.
    struct Places {
        var canary: URL
        var cache: URL
        var port: UInt16
        static let secret = "kata-hostile-secret-\(UUID().uuidString.prefix(8))"
        static let suite = Repository.root.appendingPathComponent("Katas/leaky-presenter/Suites/ViewIsWeak.swift")

        func fill(_ code: String) -> String {
            code.replacingOccurrences(of: "{{CANARY}}", with: canary.path)
                .replacingOccurrences(of: "{{CACHE}}", with: cache.path)
                .replacingOccurrences(of: "{{SUITE}}", with: Self.suite.path)
                .replacingOccurrences(of: "{{PORT}}", with: String(port))
        }
    }

    static func compose(_ corpusCase: Case, places: Places? = nil) throws -> String {
        var text = try String(contentsOf: Repository.solutions.appendingPathComponent("leaky-presenter/OrdersPresenter.swift"), encoding: .utf8)
        for (anchor, rawCode) in corpusCase.sections {
            let code = places?.fill(rawCode) ?? rawCode
            if anchor == "file" {
                text += "\n" + code + "\n"
            } else {
                let marker = try #require(anchors[anchor], "unknown anchor \(anchor)")
                text = text.replacingOccurrences(of: marker, with: marker + code + "\n")
            }
        }
        return text
    }

    /// The corpus is where the tests read it: an empty folder would run no case at all.
    @Test func theCorpusIsFound() {
        #expect(Self.cases.count >= 20, "the hostile-code corpus in \(Self.folder.path)")
    }

    @Test(arguments: cases)
    func outcome(_ corpusCase: Case) throws {
        try check(corpusCase, expectations: corpusCase.expectations, screened: true)
    }

    static let sandbox = Repository.sandbox(try! Toolchain.discover())

    /// The same corpus with the call screen off: what the sandbox alone holds.
    @Test(.enabled(if: sandbox.isSandboxed, "needs bubblewrap (run .ci/setup): these cases only the sandbox can stop"),
          arguments: cases.filter { !$0.unscreened.isEmpty })
    func outcomeInTheSandboxAlone(_ corpusCase: Case) throws {
        try check(corpusCase, expectations: corpusCase.unscreened, screened: false)
    }

    func check(_ corpusCase: Case, expectations: [(check: String, status: String, text: String?, learnerLine: Bool)], screened: Bool) throws {
        let kata = try Repository.catalog.kata("leaky-presenter")
        let folder = temporaryFolder("corpus")
        let file = folder.appendingPathComponent("OrdersPresenter.swift")
        let listener = corpusCase.after.contains("listener-silent") ? try Listener() : nil
        let places = Places(canary: folder.appendingPathComponent("canary.txt"), cache: Repository.corpusCache, port: listener?.port ?? 9)
        try "keep me".write(to: places.canary, atomically: true, encoding: .utf8)
        setenv("KATA_HOSTILE_SECRET", Places.secret, 1)
        let text = try Self.compose(corpusCase, places: places)
        try text.write(to: file, atomically: true, encoding: .utf8)
        let checkIDs = expectations.map(\.check)
        let checks = (checkIDs.isEmpty ? ["view-is-weak"] : checkIDs).map { kata.check(id: $0)! }

        var runner = try KataVerificationTests.runner(cache: Repository.corpusCache)
        runner.environment.screensCalls = screened
        // As `kata check` runs them: the suites shared out to two test processes side by side.
        runner.environment.testProcesses = 2
        let started = Date()
        let report = try runner.run(kata, sources: [try LearnerSource.read(name: "OrdersPresenter.swift", from: file)], checks: checks)
        let seconds = Date().timeIntervalSince(started)
        #expect(seconds < 60, "\(corpusCase.name) took \(seconds) s")
        let summary = report.status == .error ? "compile error" : report.checks.map { "\($0.id)=\($0.status.rawValue)" }.joined(separator: " ")
        print(String(format: "corpus %@%@: %@ (%.1f s)", corpusCase.name, screened ? "" : " (sandbox alone)", summary, seconds))

        if let compileError = corpusCase.compileError {
            #expect(report.status == .error)
            let error = report.diagnostics.first { $0.severity == .error }
            #expect(error?.message.contains(compileError) == true, "\(corpusCase.name): \(String(describing: error))")
            #expect(error?.file == "OrdersPresenter.swift")
            #expect(error?.path == file.path)
        }
        for expectation in expectations {
            let result = try #require(report.result(expectation.check))
            if expectation.status != "any" {
                #expect(result.status.rawValue == expectation.status, "\(corpusCase.name) · \(expectation.check): \(result.status.rawValue) \(result.message ?? "")")
            }
            if let text = expectation.text {
                #expect(result.message?.contains(text) == true, "\(corpusCase.name) · \(expectation.check): \(result.message ?? "no message")")
            }
            if expectation.learnerLine {
                #expect(result.location?.file == "OrdersPresenter.swift", "\(corpusCase.name): no learner location")
                if let line = result.location?.line {
                    let lines = text.components(separatedBy: "\n")
                    let body = corpusCase.sections.map { places.fill($0.code) }.joined(separator: "\n")
                    #expect(line <= lines.count && body.contains(lines[line - 1].trimmingCharacters(in: .whitespaces)),
                            "\(corpusCase.name): line \(line) is not the corpus code")
                }
            }
        }
        if let note = corpusCase.note {
            #expect(report.notes?.contains { $0.contains(note) } == true, "\(corpusCase.name): notes \(report.notes ?? [])")
        }
        // Killed processes take a moment to be reaped (a control group's kill, a pid namespace's
        // end): wait for them a bounded while, then nothing may be left.
        #expect(gone { leftovers(containing: Repository.corpusCache.path + "/binary-") }, "\(corpusCase.name): a test process was left running")
        if let marker = corpusCase.leftover {
            #expect(gone { leftovers(containing: marker) }, "\(corpusCase.name): the learner's child process was left running: \(leftovers(containing: marker))")
        }
        try after(corpusCase, report: report, places: places, listener: listener, runner: runner)
    }

    /// What must still hold after the run (`// after:`).
    func after(_ corpusCase: Case, report: KataReport, places: Places, listener: Listener?, runner: CheckRunner) throws {
        for condition in corpusCase.after {
            switch condition {
            case "canary":
                #expect((try? String(contentsOf: places.canary, encoding: .utf8)) == "keep me", "\(corpusCase.name): a file outside the sandbox was changed")
            case "no-secret":
                let suiteText = try String(contentsOf: Places.suite, encoding: .utf8)
                let suite: [String] = suiteText.components(separatedBy: "\n").filter { $0.count > 30 }.prefix(3).map { $0 }
                let json = String(decoding: try JSONEncoder().encode(report), as: UTF8.self)
                #expect(!json.contains(Places.secret), "\(corpusCase.name): the secret reached the report")
                for line in suite { #expect(!json.contains(line.trimmingCharacters(in: .whitespaces)), "\(corpusCase.name): the hidden suite reached the report") }
            case "listener-silent":
                #expect(listener?.received() == "", "\(corpusCase.name): the listener on 127.0.0.1 received something")
            case "cache-intact":
                let kata = try Repository.catalog.kata("leaky-presenter")
                let checks = ["view-is-weak", "stale-index"].map { kata.check(id: $0)! }
                let folder = temporaryFolder("after-poison")
                let good = folder.appendingPathComponent("OrdersPresenter.swift")
                try String(contentsOf: Repository.solutions.appendingPathComponent("leaky-presenter/OrdersPresenter.swift"), encoding: .utf8).write(to: good, atomically: true, encoding: .utf8)
                let correct = try runner.run(kata, sources: [try LearnerSource.read(name: "OrdersPresenter.swift", from: good)], checks: checks)
                #expect(correct.checks.allSatisfy { $0.status == .pass }, "\(corpusCase.name): a correct file after the attack: \(correct.checks.map { "\($0.id)=\($0.status.rawValue)" })")
                let wrong = try Self.compose(Case(name: "wrong", expectations: [], sections: [("didSelectRow", "        _ = orders[index]")]))
                try wrong.write(to: good, atomically: true, encoding: .utf8)
                let failing = try runner.run(kata, sources: [try LearnerSource.read(name: "OrdersPresenter.swift", from: good)], checks: checks)
                #expect(failing.result("stale-index")?.status == .crash, "\(corpusCase.name): a wrong file after the attack: \(failing.checks.map { "\($0.id)=\($0.status.rawValue)" })")
            default:
                Issue.record("\(corpusCase.name): unknown after-condition \(condition)")
            }
        }
    }

    /// A TCP listener on 127.0.0.1 that records what it receives.
    final class Listener: @unchecked Sendable {
        let socketFD: Int32
        let port: UInt16
        private let lock = NSLock()
        private var data = Data()

        init() throws {
            #if os(Linux)
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            #else
            let fd = socket(AF_INET, SOCK_STREAM, 0)
            #endif
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            address.sin_port = 0
            var size = socklen_t(MemoryLayout<sockaddr_in>.size)
            let bound = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, size) } }
            guard bound == 0, listen(fd, 8) == 0 else { throw KataError.internal("no listener") }
            _ = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &size) } }
            socketFD = fd
            port = UInt16(bigEndian: address.sin_port)
            let thread = Thread { [self] in
                while true {
                    let client = accept(socketFD, nil, nil)
                    if client < 0 { return }
                    var buffer = [UInt8](repeating: 0, count: 4096)
                    while true {
                        let count = read(client, &buffer, buffer.count)
                        if count <= 0 { break }
                        lock.withLock { data.append(contentsOf: buffer[0..<count]) }
                    }
                    close(client)
                }
            }
            thread.start()
        }

        func received() -> String { lock.withLock { String(decoding: data, as: UTF8.self) } }
        deinit { shutdown(socketFD, Int32(SHUT_RDWR)); close(socketFD) }
    }

    /// The leftover check sees processes at all: this one, and a child it starts.
    @Test func theProcessListSeesRunningProcesses() throws {
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/bin/sleep")
        child.arguments = ["7.25"]
        // Registered with the orphan sweep as the runner's own children are: a check finishing
        // meanwhile in this test process kills every child it does not know (seen once in CI).
        var launchError: Error?
        _ = OrphanSweeper.spawning {
            do { try child.run() } catch { launchError = error }
            return (launchError == nil ? 0 : 1, child.processIdentifier)
        }
        if let launchError { throw launchError }
        defer {
            kill(child.processIdentifier, SIGKILL)
            child.waitUntilExit()
            OrphanSweeper.forget(child.processIdentifier)
        }
        #expect(commandLines()[getpid()] != nil)
        // Until the child has called exec, its command line is still this process's.
        var seen: [Int32] = []
        for _ in 0..<200 {
            seen = leftovers(containing: "sleep 7.25")
            if !seen.isEmpty { break }
            usleep(10_000)
        }
        #expect(seen == [child.processIdentifier])
    }

    /// Running processes whose command line, or (in a sandbox, which shows a binary's folder at
    /// another path) the host folders mounted into their view, contain `text`.
    /// Whether `processes` is empty within three seconds (polled every 100 ms).
    func gone(_ processes: () -> [Int32]) -> Bool {
        for _ in 0..<30 {
            if processes().isEmpty { return true }
            usleep(100_000)
        }
        return processes().isEmpty
    }

    func leftovers(containing text: String) -> [Int32] {
        commandLines().filter { pid, line in
            guard pid != getpid(), isRunning(pid) else { return false }
            if line.contains(text) { return true }
            return (try? String(contentsOfFile: "/proc/\(pid)/mountinfo", encoding: .utf8))?.contains(text) == true
                && line.contains(Sandbox.binaryMount)
        }.map(\.key).sorted()
    }

    /// The command line of every process: from /proc on Linux, from `ps` elsewhere. When neither
    /// can be read the test fails, rather than seeing no process at all.
    func commandLines() -> [Int32: String] {
        if let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc"), entries.contains("self") {
            return Dictionary(uniqueKeysWithValues: entries.compactMap(Int32.init).compactMap { pid in
                FileManager.default.contents(atPath: "/proc/\(pid)/cmdline").map { (pid, String(decoding: $0, as: UTF8.self).replacingOccurrences(of: "\0", with: " ")) }
            })
        }
        let ps = Process()
        ps.executableURL = URL(fileURLWithPath: "/bin/ps")
        ps.arguments = ["-axww", "-o", "pid=", "-o", "command="]
        let pipe = Pipe()
        ps.standardOutput = pipe
        do {
            try ps.run()
        } catch {
            Issue.record("cannot list processes: no /proc and /bin/ps fails (\(error))")
            return [:]
        }
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        ps.waitUntilExit()
        var lines: [Int32: String] = [:]
        for line in output.split(separator: "\n") {
            let fields = line.trimmingCharacters(in: .whitespaces).split(separator: " ", maxSplits: 1)
            if fields.count == 2, let pid = Int32(fields[0]) { lines[pid] = String(fields[1]) }
        }
        return lines
    }
}
