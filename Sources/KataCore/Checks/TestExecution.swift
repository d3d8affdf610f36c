import Foundation

/// Runs a test binary and reads its verdicts from the event stream at a path the runner chose
/// (never from stdout). The first run is serial (`--no-parallel`), so when a crash or a hang
/// interrupts it, the test that was running is the culprit; the tests that had not started yet
/// run again, each in its own process, so one crash costs one check. The wall-clock bound is the
/// process's: a test interrupted by it after others had used some of it is run again alone too.
/// With `processes` above 1 the suites are dealt out to that many serial first runs side by side,
/// each handled the same way.
struct TestExecution: Sendable {
    var launcher: ProcessLauncher
    var limits: ResourceLimits
    /// Where every test process runs (the same for a check, a grading run and `kata verify`).
    var sandbox: Sandbox
    /// Passed to the test process as `KATA_SEQUENCE_SCALE` when above 1 (see `SequenceBudget`).
    var sequenceScale = 1
    /// Up to this many serial first runs side by side, each over a share of the suites: more than 1
    /// only for a caller that runs nothing else meanwhile (a single check run).
    var processes = 1
    /// The time zone every check runs in, so a verdict does not depend on the machine's zone.
    static let timeZone = "Europe/Berlin"

    init(launcher: ProcessLauncher, limits: ResourceLimits, sandbox: Sandbox, sequenceScale: Int = 1, processes: Int = 1) {
        self.launcher = launcher
        self.limits = limits
        self.sandbox = sandbox
        self.sequenceScale = sequenceScale
        self.processes = processes
    }

    /// One test's verdict as seen by the runner.
    enum TestVerdict: Sendable, Equatable {
        case passed
        case failed([String])
        case skipped
        case interrupted(CrashReport)
    }

    struct Outcome: Sendable {
        var verdicts: [String: TestVerdict]
        /// Test ids in declaration order.
        var tests: [String]
        var outputWasCut: Bool
        /// Per failed test, where its first wrong call came from, when its failure said
        /// (`TestRunLog.Test.callSites`).
        var callSites: [String: [UInt]] = [:]
    }

    /// The `--filter` patterns that select the tests of these suites (or modules).
    static func filters(suitePrefixes: [String]) -> [String] {
        suitePrefixes.map { "^" + NSRegularExpression.escapedPattern(for: $0) + "[/.]" }
    }

    /// The suites dealt out in turn to up to `count` shares, none empty (the first suite to the first share).
    static func shares(of suitePrefixes: [String], count: Int) -> [[String]] {
        let count = max(1, min(count, suitePrefixes.count))
        return (0..<count).map { share in suitePrefixes.indices.filter { $0 % count == share }.map { suitePrefixes[$0] } }
    }

    func run(binary: URL, suitePrefixes: [String], scratch: URL, learnerFiles: [String: SourceLocationTarget]) throws -> Outcome {
        let shares = Self.shares(of: suitePrefixes, count: processes)
        guard shares.count > 1 else { return try runShare(binary: binary, suitePrefixes: suitePrefixes, scratch: scratch, learnerFiles: learnerFiles) }
        let results = Locked<[Result<Outcome, any Error>?]>(Array(repeating: nil, count: shares.count))
        DispatchQueue.concurrentPerform(iterations: shares.count) { index in
            let result = Result {
                try runShare(binary: binary, suitePrefixes: shares[index], scratch: scratch.appendingPathComponent("share-\(index)"), learnerFiles: learnerFiles)
            }
            results.withLock { $0[index] = result }
        }
        var merged = Outcome(verdicts: [:], tests: [], outputWasCut: false)
        // In share order, so the first share's failure to start is the one reported, every time.
        for result in results.withLock({ $0 }) {
            guard let outcome = try result?.get() else { continue }
            merged.verdicts.merge(outcome.verdicts) { first, _ in first }
            merged.callSites.merge(outcome.callSites) { first, _ in first }
            merged.tests += outcome.tests
            merged.outputWasCut = merged.outputWasCut || outcome.outputWasCut
        }
        merged.tests = Self.inSuiteOrder(merged.tests, suitePrefixes: suitePrefixes)
        return merged
    }

    /// Test ids in the order of the suites asked for, each suite's in its declaration order.
    static func inSuiteOrder(_ tests: [String], suitePrefixes: [String]) -> [String] {
        let rank = { (test: String) in
            suitePrefixes.firstIndex { test.hasPrefix($0 + "/") || test.hasPrefix($0 + ".") } ?? suitePrefixes.count
        }
        return tests.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(\.element)
    }

    /// One serial first run over these suites, and the reruns of its tests that did not start.
    private func runShare(binary: URL, suitePrefixes: [String], scratch: URL, learnerFiles: [String: SourceLocationTarget]) throws -> Outcome {
        let filters = Self.filters(suitePrefixes: suitePrefixes)
        let first = try runOnce(binary: binary, filters: filters, serial: true, scratch: scratch.appendingPathComponent("all"), learnerFiles: learnerFiles)
        var verdicts: [String: TestVerdict] = [:]
        var callSites: [String: [UInt]] = [:]
        for test in first.log.allTests where test.ended || test.skipped {
            verdicts[test.id] = test.skipped ? .skipped : (test.failures.isEmpty ? .passed : .failed(test.failures))
            callSites[test.id] = test.callSites.first
        }
        var outputWasCut = first.outputWasCut
        if first.termination == .exited(Self.noTestMatched) && first.log.allTests.isEmpty {
            // Nothing to run (a learner's test file with no tests yet): not a crash.
            return Outcome(verdicts: [:], tests: [], outputWasCut: outputWasCut)
        }
        let cleanEnd = first.log.runEnded && (first.termination == .exited(0) || first.termination == .exited(1))
        if !cleanEnd {
            var unseen = first.log.allTests.filter { verdicts[$0.id] == nil }
            let running = unseen.filter(\.started)
            if running.count == 1 && !Self.sharedTheTimeBound(first, running: running[0].id) {
                // Tests ran one at a time: the one that was running crashed or hung.
                verdicts[running[0].id] = .interrupted(first.crash())
                unseen.removeAll { $0.id == running[0].id }
            }
            if unseen.isEmpty && first.log.allTests.isEmpty {
                // Nothing was declared: the process died before Swift Testing started.
                throw RunFailure.diedBeforeTests(first.crash())
            } else if !unseen.isEmpty {
                let unseen = unseen
                let gathered = Locked<([String: TestVerdict], Bool, [String: [UInt]])>((verdicts, outputWasCut, callSites))
                DispatchQueue.concurrentPerform(iterations: unseen.count) { index in
                    let test = unseen[index]
                    let filter = "^" + NSRegularExpression.escapedPattern(for: test.id) + "$"
                    let verdict: TestVerdict
                    let cut: Bool
                    var site: [UInt]?
                    if let run = try? runOnce(binary: binary, filters: [filter], serial: true, scratch: scratch.appendingPathComponent("one-\(index)"), learnerFiles: learnerFiles) {
                        cut = run.outputWasCut
                        if let seen = run.log.tests[test.id], seen.ended {
                            verdict = seen.failures.isEmpty ? .passed : .failed(seen.failures)
                            site = seen.callSites.first
                        } else {
                            verdict = .interrupted(run.crash())
                        }
                    } else {
                        cut = false
                        verdict = .interrupted(CrashReport(kind: .crash, cause: .couldNotStart))
                    }
                    gathered.withLock {
                        $0.0[test.id] = verdict
                        $0.1 = $0.1 || cut
                        $0.2[test.id] = site
                    }
                }
                (verdicts, outputWasCut, callSites) = gathered.withLock { $0 }
            }
        }
        return Outcome(verdicts: verdicts, tests: first.log.order, outputWasCut: outputWasCut, callSites: callSites)
    }

    /// Whether the test that was running when `run` stopped at the wall-clock bound had that bound
    /// to itself: the bound is the whole process's, so a test that started after others ended had
    /// only what they left of it (on a loaded machine, maybe a second). Such a test is run again
    /// alone, with the whole bound, before it is called hung; a crash is its own whatever ran before.
    static func sharedTheTimeBound(_ run: SingleRun, running: String) -> Bool {
        run.termination == .timedOut && run.log.allTests.contains { $0.id != running && $0.ended }
    }

    /// The whole environment of a test process: what Swift, Foundation and the backtracer need.
    static func environment(backtraces: String) -> [String: String] {
        [
            "PATH": Sandbox.basePath,
            "TZ": timeZone,
            "LANG": "en_US.UTF-8",
            "LC_ALL": "en_US.UTF-8",
            "NO_COLOR": "1",
            "SWIFT_BACKTRACE": "enable=yes,interactive=no,color=no,format=json,output-to=\(backtraces),threads=crashed,registers=none,images=none,limit=64,timeout=2s",
        ]
    }

    /// Swift Testing's exit code when the filter matched no test (EX_UNAVAILABLE).
    static let noTestMatched: CInt = 69

    enum RunFailure: Error {
        case diedBeforeTests(CrashReport)
    }

    struct SingleRun {
        var log: TestRunLog
        var termination: Termination
        var stderr: String
        var backtrace: Data?
        var outputWasCut: Bool
        var learnerFiles: [String: SourceLocationTarget]
        /// User + system CPU seconds of the process.
        var cpuSeconds: Double = 0

        func crash() -> CrashReport {
            CrashReport.classify(termination: termination, stderr: stderr, backtrace: backtrace, learnerFiles: learnerFiles)
        }
    }

    func runOnce(binary: URL, filters: [String], serial: Bool, scratch: URL, learnerFiles: [String: SourceLocationTarget]) throws -> SingleRun {
        let backtraces = scratch.appendingPathComponent("backtraces")
        try FileManager.default.createDirectory(at: backtraces, withIntermediateDirectories: true)
        let events = scratch.appendingPathComponent("events.jsonl")
        let seen = sandbox.inside(binary: binary, scratch: scratch)
        let arguments = ["--event-stream-output-path", seen.scratch + "/events.jsonl", "--event-stream-version", "0"]
            + filters.flatMap { ["--filter", $0] } + (serial ? ["--no-parallel"] : [])
        var environment = Self.environment(backtraces: seen.scratch + "/backtraces")
        if sequenceScale > 1 { environment["KATA_SEQUENCE_SCALE"] = String(sequenceScale) }
        let request = ProcessRequest(
            executable: seen.binary,
            arguments: arguments,
            environment: environment,
            workingDirectory: scratch.path,
            limits: limits
        )
        var wrapped = sandbox.wrap(request, binary: binary, scratch: scratch)
        // Nothing of the runner's environment (tokens, paths, the user's settings) reaches the test.
        wrapped.inheritsEnvironment = false
        let result = try launcher.run(wrapped)
        let text = (try? String(contentsOf: events, encoding: .utf8)) ?? ""
        let (records, _) = EventStreamReader.read(text)
        if records.isEmpty { try sandbox.confirm(after: result, launcher: launcher) }
        let report = (try? FileManager.default.contentsOfDirectory(atPath: backtraces.path))?
            .sorted().first.flatMap { try? Data(contentsOf: backtraces.appendingPathComponent($0)) }
        return SingleRun(log: TestRunLog(records: records), termination: sandbox.termination(result.termination), stderr: result.stderr,
                         backtrace: report, outputWasCut: result.outputWasCut, learnerFiles: learnerFiles, cpuSeconds: result.cpuSeconds)
    }
}
