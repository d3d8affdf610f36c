import Foundation

extension TestGrader {
    /// What one grading builds and runs from: the learner's tests, the presenters' libraries and
    /// which interface (test build) each presenter uses.
    struct Plan: Sendable {
        var snapshot: TestBinaryBuilder.Snapshot
        var libraries: [Int: GradingBuilder.PresenterLibraryBuild]
        /// Presenter index → the interface its library shows the tests.
        var interfaceOf: [Int: String]
        /// Interface → the library the tests are compiled against.
        var representatives: [String: GradingBuilder.PresenterLibrary]
        var standIns: GradingBuilder.StandInLibraries
        var targets: [String: SourceLocationTarget]
        /// Screens every build of the learner's tests before it runs; nil: not screened.
        var screen: TestFileScreen?
        /// What the learner's tests reach of a presenter's interface.
        var reach: ABIFingerprint.Reach
        /// When the grading started (for `GradingTrace`).
        var started = DispatchTime.now()

        /// Adds a presenter whose library was built later (the learner's own).
        mutating func add(_ build: GradingBuilder.PresenterLibraryBuild, at index: Int) {
            libraries[index] = build
            guard case let .built(library) = build else { return }
            let interface = library.interface(for: reach)
            interfaceOf[index] = interface
            if representatives[interface] == nil { representatives[interface] = library }
        }
    }

    /// The tests' runs against one presenter (a correct presenter's, one after the other).
    struct Job: Sendable {
        var presenter: Int
    }

    enum RunOutcome: Sendable {
        case ran(TestExecution.Outcome)
        case died(CrashReport)
    }

    /// How a mutant run ended: caught by a sound test (failed, crashed or hung), not caught, or
    /// not judged; and how long it took.
    struct MutantRun: Sendable {
        enum Status: Sendable, Equatable { case caught, missed, error }
        var status: Status
        /// The sound test that caught it.
        var by: String?
        var seconds: Double
        var trouble: TestGrade.MutantTrouble?
        /// CPU seconds of the run's process, and whether it ran to the hang bound.
        var cpuSeconds: Double = 0
        var hung = false
    }

    /// The time a mutant run may take before it counts as hung, and so as caught: Stryker's rule,
    /// factor × the reference's own run time + a constant (Stryker: 1.5 × + 5 s; PIT: 1.25 × + 4 s,
    /// for test processes that start a JVM or Node). A test process here starts in a few
    /// milliseconds, so the constant is 1 s: a run that takes a second longer than 1.5 times the
    /// slowest run of a correct presenter is waiting for something the presenter never does.
    /// `limit` is the longest a correct run was allowed (`longestCorrectRun`): a bound below the
    /// time a correct run took would count every uncaught mutant of a slow test file as caught.
    static func hangBound(reference seconds: Double, limit: Double) -> Double {
        min(limit, 1.5 * seconds + 1.0)
    }

    /// The file a graded run finds in its working directory (see `Katas/Shared/Harness/KataHarness.swift`).
    static let gradingRunFile = "kata-grading-run"
    /// The harness's exit code when a sound test failed on a mutant.
    static let caughtExitCode: Int32 = 86

    /// Builds the tests for `builds` (in order) and runs `jobs` (in order) on a few workers, a run
    /// waiting only for its own build, so the cores run tests while other interfaces still
    /// compile. Nothing runs when the tests do not compile against the solution, and no build runs
    /// before the call screen passed it (`Plan.screen`; a refusal is thrown).
    /// `ready` are builds made already (by an earlier call): their runs need no build.
    func buildAndRun(_ plan: Plan, builds: [String], ready: [String: GradingBuilder.LearnerTestsBuild] = [:], jobs: [Job], workers: Int, runsFirst: Bool = false,
                     buildLimit: Int = .max, run: @escaping @Sendable (Job, URL, GradingBuilder.PresenterLibrary) throws -> Void)
        throws -> [String: GradingBuilder.LearnerTestsBuild] {
        let referenceInterface = plan.interfaceOf[0]
        let linked = Set(ready.filter { if case .linked = $0.value { return true } else { return false } }.keys)
        let queue = GradingQueue(builds: builds, ready: linked, runs: jobs.map { (group: plan.interfaceOf[$0.presenter]!, run: $0) },
                                 runsFirst: runsFirst, buildLimit: buildLimit)
        let binaries = Locked<[String: GradingBuilder.LearnerTestsBuild]>(ready)
        let errors = Locked<[Error]>([])
        // Threads of their own: `concurrentPerform` would run no more workers at once than cores.
        Workers.run(workers) {
            while let task = queue.next() {
                do {
                    switch task {
                    case let .build(key):
                        let build: GradingBuilder.LearnerTestsBuild
                        let started = DispatchTime.now()
                        do {
                            build = try builder.learnerTests(plan.snapshot, against: plan.representatives[key]!, interface: key, standIns: plan.standIns)
                        } catch {
                            queue.cancel()
                            throw error
                        }
                        traceBuild(key, build, seconds: Self.seconds(since: started), plan: plan)
                        binaries.withLock { $0[key] = build }
                        guard case .linked = build else {
                            if key == referenceInterface { queue.cancel() }
                            queue.finished(build: key, succeeded: false)
                            continue
                        }
                        if case let .linked(binary) = build, let refusal = try plan.screen?.refusal(of: binary.deletingLastPathComponent()) {
                            // Nothing of this file runs: the grading ends with the refusal.
                            queue.cancel()
                            throw refusal
                        }
                        queue.finished(build: key, succeeded: true)
                    case let .run(job):
                        guard case let .built(library)? = plan.libraries[job.presenter], let interface = plan.interfaceOf[job.presenter],
                              case let .linked(binary)? = binaries.withLock({ $0[interface] }) else { continue }
                        try run(job, binary, library)
                    }
                } catch {
                    errors.withLock { $0.append(error) }
                }
            }
        }
        if let error = errors.withLock({ $0.first }) { throw error }
        return binaries.withLock { $0 }
    }

    func traceBuild(_ key: String, _ build: GradingBuilder.LearnerTestsBuild, seconds: Double, plan: Plan) {
        guard let trace else { return }
        let first = plan.interfaceOf.filter { $0.value == key }.keys.min() ?? -1
        let linked = if case .linked = build { true } else { false }
        trace(.testsBuilt(interface: first, succeeded: linked, seconds: seconds, at: Self.seconds(since: plan.started)))
    }

    /// A fresh folder laid out like every other run's: `bin/tests` beside the presenter's library
    /// under the module's name, and the working directory `run/all` holding the grading-run file.
    func runFolder(binary: URL, library: GradingBuilder.PresenterLibrary, standIns: GradingBuilder.StandInLibraries,
                   soundTests: [String]) throws -> URL {
        let folder = try builder.cache.scratch("grade")
        let bin = folder.appendingPathComponent("bin")
        let fileManager = FileManager.default
        try fileManager.createDirectory(at: bin, withIntermediateDirectories: true)
        // Hard links, not copies: a copy holds a file open for writing, and a process forked
        // meanwhile on another thread inherits it, so the copy cannot be executed (ETXTBSY).
        func place(_ file: URL, as name: String) throws {
            let target = bin.appendingPathComponent(name)
            do { try fileManager.linkItem(at: file, to: target) } catch { try fileManager.copyItem(at: file, to: target) }
        }
        try place(binary, as: "tests")
        for file in [library.library] + standIns.libraries { try place(file, as: file.lastPathComponent) }
        let workingDirectory = folder.appendingPathComponent("run/all")
        try fileManager.createDirectory(at: workingDirectory, withIntermediateDirectories: true)
        try Data(soundTests.joined(separator: "\n").utf8).write(to: workingDirectory.appendingPathComponent(Self.gradingRunFile))
        return folder
    }

    /// A test process with the grading's limits, its wall-clock bound `wallSeconds` when given.
    func execution(wallSeconds: Double? = nil) -> TestExecution {
        var bounded = limits
        if let wallSeconds { bounded.wallSeconds = wallSeconds }
        return TestExecution(launcher: launcher, limits: bounded, sandbox: sandbox)
    }

    /// A run on a correct presenter (or the learner's own): every test, to its end (within
    /// `wallSeconds`, by default the grading's bound).
    func run(binary: URL, library: GradingBuilder.PresenterLibrary, standIns: GradingBuilder.StandInLibraries,
             targets: [String: SourceLocationTarget], wallSeconds: Double? = nil) throws -> (outcome: RunOutcome, seconds: Double) {
        let folder = try runFolder(binary: binary, library: library, standIns: standIns, soundTests: [])
        defer { try? FileManager.default.removeItem(at: folder) }
        let execution = execution(wallSeconds: wallSeconds)
        let started = DispatchTime.now()
        let outcome: RunOutcome
        do {
            outcome = .ran(try execution.run(binary: folder.appendingPathComponent("bin/tests"), suitePrefixes: [builder.learnerTestsModule],
                                             scratch: folder.appendingPathComponent("run"), learnerFiles: targets))
        } catch let TestExecution.RunFailure.diedBeforeTests(report) {
            outcome = .died(report)
        }
        return (outcome, Self.seconds(since: started))
    }

    /// A run on a mutant: it ends at the first failure of a sound test (PIT's behaviour: one is
    /// enough to catch it), or when it takes longer than `bound` (Stryker's: a hang, caught).
    func runMutant(binary: URL, library: GradingBuilder.PresenterLibrary, plan: Plan, soundTests: [String], bound: Double) throws -> MutantRun {
        let folder = try runFolder(binary: binary, library: library, standIns: plan.standIns, soundTests: soundTests)
        defer { try? FileManager.default.removeItem(at: folder) }
        let execution = execution(wallSeconds: bound)
        let started = DispatchTime.now()
        let single = try execution.runOnce(binary: folder.appendingPathComponent("bin/tests"),
                                           filters: TestExecution.filters(suitePrefixes: [builder.learnerTestsModule]), serial: true,
                                           scratch: folder.appendingPathComponent("run/all"), learnerFiles: plan.targets)
        var result = Self.judge(single, soundTests: Set(soundTests))
        result.seconds = Self.seconds(since: started)
        result.cpuSeconds = single.cpuSeconds
        result.hung = single.termination == .timedOut
        return result
    }

    /// A mutant run's verdict from how its process ended. The tests run one at a time, so when the
    /// process stops early the test that was running is the one that stopped it.
    static func judge(_ single: TestExecution.SingleRun, soundTests: Set<String>) -> MutantRun {
        let running = single.log.unfinished.first?.id
        let failed = single.log.allTests.first { soundTests.contains($0.id) && $0.ended && !$0.failures.isEmpty }?.id
        if let failed { return MutantRun(status: .caught, by: failed, seconds: 0) }
        if let running, soundTests.contains(running), single.termination != .exited(0) {
            // Exit 86: the harness saw it fail; otherwise it crashed, or hung past the bound.
            return MutantRun(status: .caught, by: running, seconds: 0)
        }
        if single.log.allTests.isEmpty, single.termination != .exited(TestExecution.noTestMatched) {
            return MutantRun(status: .error, seconds: 0, trouble: .couldNotRun(single.crash().cause))
        }
        if single.log.runEnded || single.termination == .exited(0) || single.termination == .exited(1) || running == nil {
            return MutantRun(status: .missed, seconds: 0)
        }
        return MutantRun(status: .error, seconds: 0, trouble: .stoppedByUnsoundTest(single.crash().cause))
    }

    static func seconds(since start: DispatchTime) -> Double {
        Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
    }
}
