import Foundation
import Testing
@testable import KataCore

/// The hostile-code corpus (`Tests/Corpus/<kata>/*.swift`): each file is a small piece of learner
/// code, spliced into the reference solution, with the outcome the runner must report. For every
/// case: the outcome, a bounded time, no process left behind, and the other checks intact.
@Suite(.serialized) struct HostileCodeTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var expectations: [(check: String, status: String, text: String?, learnerLine: Bool)]
        var compileError: String?
        var note: String?
        var leftover: String?
        var sections: [(anchor: String, code: String)]
        var testDescription: String { name }
    }

    static let folder = Repository.root.appendingPathComponent("Tests/Corpus/leaky-presenter")

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

    static func compose(_ corpusCase: Case) throws -> String {
        var text = try String(contentsOf: Repository.solutions.appendingPathComponent("leaky-presenter/OrdersPresenter.swift"), encoding: .utf8)
        for (anchor, code) in corpusCase.sections {
            if anchor == "file" {
                text += "\n" + code + "\n"
            } else {
                let marker = try #require(anchors[anchor], "unknown anchor \(anchor)")
                text = text.replacingOccurrences(of: marker, with: marker + code + "\n")
            }
        }
        return text
    }

    @Test(arguments: cases)
    func outcome(_ corpusCase: Case) throws {
        let kata = try Repository.catalog.kata("leaky-presenter")
        let folder = temporaryFolder("corpus")
        let file = folder.appendingPathComponent("OrdersPresenter.swift")
        let text = try Self.compose(corpusCase)
        try text.write(to: file, atomically: true, encoding: .utf8)
        let checkIDs = corpusCase.expectations.map(\.check)
        let checks = (checkIDs.isEmpty ? ["view-is-weak"] : checkIDs).map { kata.check(id: $0)! }

        let started = Date()
        let report = try KataVerificationTests.runner(cache: Repository.corpusCache).run(kata, sources: [try LearnerSource.read(name: "OrdersPresenter.swift", from: file)], checks: checks)
        let seconds = Date().timeIntervalSince(started)
        #expect(seconds < 60, "\(corpusCase.name) took \(seconds) s")
        let summary = report.status == .error ? "compile error" : report.checks.map { "\($0.id)=\($0.status.rawValue)" }.joined(separator: " ")
        print(String(format: "corpus %@: %@ (%.1f s)", corpusCase.name, summary, seconds))

        if let compileError = corpusCase.compileError {
            #expect(report.status == .error)
            let error = report.diagnostics.first { $0.severity == .error }
            #expect(error?.message.contains(compileError) == true, "\(corpusCase.name): \(String(describing: error))")
            #expect(error?.file == "OrdersPresenter.swift")
            #expect(error?.path == file.path)
        }
        for expectation in corpusCase.expectations {
            let result = try #require(report.result(expectation.check))
            #expect(result.status.rawValue == expectation.status, "\(corpusCase.name) · \(expectation.check): \(result.status.rawValue) \(result.message ?? "")")
            if let text = expectation.text {
                #expect(result.message?.contains(text) == true, "\(corpusCase.name) · \(expectation.check): \(result.message ?? "no message")")
            }
            if expectation.learnerLine {
                #expect(result.location?.file == "OrdersPresenter.swift", "\(corpusCase.name): no learner location")
                if let line = result.location?.line {
                    let lines = text.components(separatedBy: "\n")
                    let body = corpusCase.sections.map(\.code).joined(separator: "\n")
                    #expect(line <= lines.count && body.contains(lines[line - 1].trimmingCharacters(in: .whitespaces)),
                            "\(corpusCase.name): line \(line) is not the corpus code")
                }
            }
        }
        if let note = corpusCase.note {
            #expect(report.notes?.contains { $0.contains(note) } == true, "\(corpusCase.name): notes \(report.notes ?? [])")
        }
        usleep(200_000)
        #expect(leftovers(containing: Repository.corpusCache.path + "/binary-").isEmpty, "\(corpusCase.name): a test process was left running")
        if let marker = corpusCase.leftover {
            #expect(leftovers(containing: marker).isEmpty, "\(corpusCase.name): the learner's child process was left running")
        }
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
