import Foundation

/// Grades the learner's own tests by the behaviours they notice (mutation testing).
///
/// The tests are compiled once per interface they can tell apart (`ABIFingerprint`) and run first
/// against the correct presenters (the solution and each alternative, twice each, so a flaky test
/// shows; each verdict told as soon as it is in), then once against each mutant the kata's
/// behaviours name. A test counts only if it passes on every run of every correct presenter; a
/// mutant is caught when such a test fails, crashes or hangs on it (its run ends there, or at the
/// hang bound), and a behaviour is noticed when all its mutants are. Every run sees the same
/// binary name, folder layout, arguments and environment, so a test can only tell the presenters
/// apart by what they do.
struct TestGrader: Sendable {
    var builder: GradingBuilder
    var launcher: ProcessLauncher
    var limits: ResourceLimits
    var sandbox: Sandbox
    /// Runs of each correct presenter: more than one, so a flaky test is seen as such.
    var correctRuns = 2
    /// Presenters are built with their types marked resilient (`ResilientSource`); off when
    /// only that makes the tests refuse to compile (`isResilienceRefusal`).
    var markResilient = true
    /// Told each correct presenter's verdict as soon as its runs are in.
    var progress: (@Sendable (GradingProgress) -> Void)?
    /// Whether the test file's calls are screened before it runs (`TestFileScreen`); a refusal is
    /// thrown as a `SymbolScreen.Refusal`.
    var screensCalls = true
    /// Told each build and run as it ends (`KATA_TRACE`).
    var trace: (@Sendable (GradingTrace) -> Void)?

    init(builder: GradingBuilder, launcher: ProcessLauncher, limits: ResourceLimits, sandbox: Sandbox) {
        self.builder = builder
        self.launcher = launcher
        self.limits = limits
        self.sandbox = sandbox
    }

    var kata: Kata { builder.kata }

    /// A presenter the tests run against.
    struct Presenter: Sendable {
        enum Role: Sendable, Equatable { case correct, mutant(Mutant), own }
        var label: String
        var role: Role
        var sources: [LearnerSource]
        var isMutant: Bool { if case .mutant = role { return true } else { return false } }
    }

    func grade(_ check: Check, tests: LearnerSource, ownPresenter: [LearnerSource]?) throws -> CheckResult {
        if TestFileAdvice.isWrongFramework(tests) { return CheckResult(check, .fail, .testsWrongFramework) }
        let started = DispatchTime.now()
        let standIns = try builder.standInLibraries(kata.standIns)
        let presenters = try self.presenters(own: ownPresenter)
        let own = presenters.indices.first { presenters[$0].role == .own }
        // The learner's own presenter is new after each edit of it: its library builds from when
        // the reference's runs are in, so the first verdict does not wait for it.
        let ownLibrary = own.map { index in Background { try buildLibraries(presenters, indices: [index], standIns: standIns) } }
        defer { ownLibrary?.waitIfStarted() }
        let libraries = try buildLibraries(presenters, indices: presenters.indices.filter { $0 != own }, standIns: standIns)
        guard case .built? = libraries[0] else {
            throw KataError.internal("the reference solution of \(kata.id) does not build as a library")
        }

        let snapshot = try builder.snapshot([tests])
        defer { try? FileManager.default.removeItem(at: snapshot.folder) }
        let targets = [
            snapshot.learnerPaths[0].path: SourceLocationTarget(name: tests.name, path: tests.path.path),
            "\(TestBinaryBuilder.learnerDebugPrefix)/\(snapshot.folder.lastPathComponent)/\(tests.name)": SourceLocationTarget(name: tests.name, path: tests.path.path),
        ]
        var plan = self.plan(snapshot, tests: tests, libraries: libraries, standIns: standIns, targets: targets)
        plan.screen = testFileScreen(tests, plan: plan)
        plan.started = started
        trace?(.librariesReady(at: Self.seconds(since: started)))

        // The correct presenters first: whether the tests are sound is what the learner needs first.
        let first = try runCorrect(plan, presenters: presenters) { ownLibrary?.start() }
        if let interface = plan.interfaceOf[0], case let .failed(raw)? = first.built[interface] {
            if markResilient, raw.contains(where: { $0.severity == .error && Self.isResilienceRefusal($0.message) }) {
                // What the learner's compiler accepts must be graded: build everything as written.
                var asWritten = self
                asWritten.markResilient = false
                return try asWritten.grade(check, tests: tests, ownPresenter: ownPresenter)
            }
            return notCompiled(check, raw: raw, snapshot: snapshot, tests: tests)
        }
        var seen = first.outcomes
        for index in presenters.indices where presenters[index].role == .correct {
            guard let interface = plan.interfaceOf[index], case let .failed(raw)? = first.built[interface] else { continue }
            // The tests use something this presenter does not declare: as good as a failure of
            // every test on a correct presenter.
            seen[index] = [.died(CrashReport(kind: .exitedEarly, cause: notCompiledCause(raw)))]
        }
        if let runs = seen[0], !runs.isEmpty, runs.allSatisfy({ if case .died = $0 { return true } else { return false } }),
           case let .died(report) = runs[0] {
            return CheckResult(check, .fail, .testsStoppedBeforeAnyTest(report.cause), location: report.location)
        }
        let results = testResults(presenters: presenters, outcomes: seen)
        let reference = first.seconds.values.max() ?? 1
        if let own, let built = try ownLibrary?.value()[own] { plan.add(built, at: own) }
        let later = try runMutants(plan, presenters: presenters, sound: zip(results.ids, results.results).filter { $0.1.sound }.map(\.0), built: first.built,
                                   bound: Self.hangBound(reference: reference * Self.mutantSlowdown, limit: longestCorrectRun))
        if let own, let outcome = later.own { seen[own] = [outcome] }
        let grade = aggregate(check, presenters: presenters, libraries: plan.libraries, tests: results, correctOutcomes: seen,
                              mutantRuns: later.mutants, reference: reference, testFile: tests)
        trace?(.graded(at: Self.seconds(since: started)))
        return verdict(check, grade: grade, tests: tests)
    }

    /// Which interface each presenter shows the learner's tests, and one library per interface.
    func plan(_ snapshot: TestBinaryBuilder.Snapshot, tests: LearnerSource, libraries: [Int: GradingBuilder.PresenterLibraryBuild],
              standIns: GradingBuilder.StandInLibraries, targets: [String: SourceLocationTarget]) -> Plan {
        let reach = ABIFingerprint.Reach(source: tests.contents)
        let keys = Locked<[Int: String]>([:])
        let indices = libraries.keys.sorted()
        DispatchQueue.concurrentPerform(iterations: indices.count) { position in
            guard case let .built(library)? = libraries[indices[position]] else { return }
            let interface = library.interface(for: reach)
            keys.withLock { $0[indices[position]] = interface }
        }
        let interfaceOf = keys.withLock { $0 }
        var representatives: [String: GradingBuilder.PresenterLibrary] = [:]
        for index in indices {
            guard case let .built(library)? = libraries[index], let interface = interfaceOf[index] else { continue }
            if representatives[interface] == nil { representatives[interface] = library }
        }
        return Plan(snapshot: snapshot, libraries: libraries, interfaceOf: interfaceOf, representatives: representatives, standIns: standIns,
                    targets: targets, reach: reach)
    }

    /// The interfaces of `indices`, each once, in the order met.
    static func interfaces(of indices: [Int], in plan: Plan) -> [String] {
        var order: [String] = []
        for index in indices { if let interface = plan.interfaceOf[index], !order.contains(interface) { order.append(interface) } }
        return order
    }

    struct CorrectRuns {
        var built: [String: GradingBuilder.LearnerTestsBuild]
        var outcomes: [Int: [RunOutcome]]
        /// The wall time of each correct presenter's slowest run.
        var seconds: [Int: Double]
    }

    /// Builds the tests for the correct presenters and runs them, the reference's runs first, the
    /// rest shuffled; tells each correct presenter's verdict as soon as its runs are in.
    /// `referenceDone` is called once the reference's runs are in. (The mutants' other interfaces
    /// are built later, beside the mutant runs that need no build: built here, after the last
    /// correct run, they held up every mutant run.)
    func runCorrect(_ plan: Plan, presenters: [Presenter], referenceDone: @escaping @Sendable () -> Void = {}) throws -> CorrectRuns {
        let indices = presenters.indices.filter { presenters[$0].role == .correct }
        // One job a presenter, its runs one after the other: two runs of one presenter side by
        // side would both meet what the first leaves behind (a test that fails the first time it
        // meets a presenter would fail both, and be told as failing rather than flaky).
        var jobs = indices.filter { plan.interfaceOf[$0] != nil && $0 != 0 }.map { Job(presenter: $0) }
        jobs.shuffle()
        if plan.interfaceOf[0] != nil { jobs.insert(Job(presenter: 0), at: 0) }
        let outcomes = Locked<[Int: [RunOutcome]]>([:])
        let seconds = Locked<[Int: Double]>([:])
        let progress = self.progress
        let expected = correctRuns
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let built = try buildAndRun(plan, builds: Self.interfaces(of: indices, in: plan), jobs: jobs, workers: Self.correctWorkersPerCore * cores,
                                    runsFirst: true, buildLimit: cores) { job, binary, library in
            var runs: [RunOutcome] = []
            for _ in 0..<expected {
                var (outcome, took) = try run(binary: binary, library: library, standIns: plan.standIns, targets: plan.targets)
                if Self.ranOutOfTime(outcome) {
                    // A correct presenter's run stopped at the wall-clock bound: on a loaded machine
                    // a test that waits may need longer. Once more with twice the bound, so the
                    // test is told unsound for waiting on a correct presenter, not for the load.
                    (outcome, took) = try run(binary: binary, library: library, standIns: plan.standIns, targets: plan.targets,
                                              wallSeconds: longestCorrectRun)
                }
                runs.append(outcome)
                trace?(.correctRun(presenter: presenters[job.presenter].label, seconds: took, at: Self.seconds(since: plan.started)))
                seconds.withLock { $0[job.presenter] = max($0[job.presenter] ?? 0, took) }
            }
            outcomes.withLock { $0[job.presenter] = runs }
            if let progress { progress(Self.progressLine(presenters[job.presenter].label, runs: runs, module: builder.learnerTestsModule)) }
            if job.presenter == 0 { referenceDone() }
        }
        return CorrectRuns(built: built, outcomes: outcomes.withLock { $0 }, seconds: seconds.withLock { $0 })
    }

    /// Whether a run was stopped at its wall-clock bound (the process, or a test in it).
    static func ranOutOfTime(_ outcome: RunOutcome) -> Bool {
        switch outcome {
        case let .died(report): return report.kind == .timeout
        case let .ran(ran):
            return ran.verdicts.values.contains { if case let .interrupted(report) = $0 { report.kind == .timeout } else { false } }
        }
    }

    /// One verdict as soon as a correct presenter's runs are in: every test passed, or which did not.
    static func progressLine(_ label: String, runs: [RunOutcome], module: String) -> GradingProgress {
        var ids: [String] = []
        var failing: [String] = []
        for run in runs {
            guard case let .ran(ran) = run else { return .couldNotRun(presenter: label) }
            for id in ran.tests where !ids.contains(id) { ids.append(id) }
            for id in ran.tests where ran.verdicts[id] != .passed && ran.verdicts[id] != .skipped && !failing.contains(id) { failing.append(id) }
        }
        if failing.isEmpty { return .allPass(presenter: label, tests: ids.count) }
        return .someFail(presenter: label, failing: failing.map { displayName($0, module: module) }, of: ids.count)
    }

    /// What runs after the correct presenters': each mutant once, and the learner's own presenter.
    struct LaterRuns {
        var mutants: [Int: MutantRun] = [:]
        var own: RunOutcome?
    }

    /// Builds the tests for the interfaces not built yet and runs the learner's own presenter (to
    /// its end) and each mutant once, ending a mutant's run at the first failure of a sound test or
    /// at the hang bound. No mutant runs when no test is sound.
    func runMutants(_ plan: Plan, presenters: [Presenter], sound: [String], built: [String: GradingBuilder.LearnerTestsBuild],
                    bound: Double) throws -> LaterRuns {
        let mutants = sound.isEmpty ? [] : presenters.indices.filter { presenters[$0].isMutant }
        let own = presenters.indices.filter { presenters[$0].role == .own && plan.interfaceOf[$0] != nil }
        let indices = own + mutants
        let builds = Self.interfaces(of: indices, in: plan).filter { built[$0] == nil }
        var jobs = mutants.filter { plan.interfaceOf[$0] != nil }.map { Job(presenter: $0) }
        jobs.shuffle()
        jobs = own.map { Job(presenter: $0) } + jobs
        let results = Locked(LaterRuns())
        // Runs that wait (a test's bounded poll for a call a bug never makes) leave a core idle:
        // four workers a core, of which no more than one a core builds.
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let all = try buildAndRun(plan, builds: builds, ready: built, jobs: jobs, workers: Self.mutantWorkersPerCore * cores,
                                  buildLimit: cores) { job, binary, library in
            guard presenters[job.presenter].isMutant else {
                let outcome = try run(binary: binary, library: library, standIns: plan.standIns, targets: plan.targets).outcome
                results.withLock { $0.own = outcome }
                return
            }
            let result = try runMutant(binary: binary, library: library, plan: plan, soundTests: sound, bound: bound)
            results.withLock { $0.mutants[job.presenter] = result }
            traceMutant(presenters[job.presenter], result, bound: bound, plan: plan)
        }
        for index in indices {
            guard let interface = plan.interfaceOf[index], case let .failed(raw)? = all[interface] else { continue }
            results.withLock { later in
                if presenters[index].isMutant {
                    later.mutants[index] = MutantRun(status: .error, seconds: 0, trouble: .testsDoNotCompile)
                } else {
                    later.own = .died(CrashReport(kind: .exitedEarly, cause: notCompiledCause(raw)))
                }
            }
        }
        return results.withLock { $0 }
    }

    func traceMutant(_ presenter: Presenter, _ run: MutantRun, bound: Double, plan: Plan) {
        guard let trace, case let .mutant(mutant) = presenter.role else { return }
        let end: GradingTrace.MutantEnd = switch run.status {
        case .caught: .caught(by: Self.displayName(run.by ?? "", module: builder.learnerTestsModule), hung: run.hung)
        case .missed: .missed
        case .error: .error
        }
        trace(.mutantRun(mutant: mutant.id, end: end, seconds: run.seconds, cpuSeconds: run.cpuSeconds, bound: bound, at: Self.seconds(since: plan.started)))
    }

    /// The longest a correct presenter's run may take: its second try, after a first that ran out
    /// of the test limits' time. A mutant's hang bound may reach it (never stopping a mutant run
    /// sooner than a correct run of the same tests was allowed to take).
    var longestCorrectRun: Double { 2 * limits.wallSeconds }

    /// Workers per core for the correct presenters' runs: their tests wait too, for turns of the
    /// main queue and for replies.
    static let correctWorkersPerCore = 2

    /// Workers per core for the mutant runs.
    static let mutantWorkersPerCore = 4

    /// How much slower a mutant run may be than a correct run for the load alone: twice as many run
    /// at once, so a test file that keeps a core busy (a wait that spins on `Task.yield()`) takes up
    /// to twice as long there. The hang bound starts from the correct runs' time times this, so
    /// such a file's uncaught mutants are not counted caught for running slower.
    static let mutantSlowdown = Double(mutantWorkersPerCore) / Double(correctWorkersPerCore)

    /// Errors a test file gets against a presenter built resilient and not against the same
    /// presenter as written (found by an adversary, measured): two `var`s of one of its structs
    /// passed `inout` in one call (`swap(&draft.a, &draft.b)`) are disjoint stored properties
    /// as written, accessor calls once resilient, so the exclusivity check refuses them.
    static let resilienceRefusals = ["overlapping accesses"]

    static func isResilienceRefusal(_ message: String) -> Bool {
        resilienceRefusals.contains { message.contains($0) }
    }

    // MARK: Presenters

    func presenters(own: [LearnerSource]?) throws -> [Presenter] {
        let folder = builder.catalog.solutionsDirectory.appendingPathComponent(kata.id)
        let solution = try kata.learnerFiles.map { try LearnerSource.read(name: $0, from: folder.appendingPathComponent($0)) }
        var result = [Presenter(label: "the reference solution", role: .correct, sources: solution)]
        func variant(_ mutant: Mutant) throws -> [LearnerSource] {
            try solution.map { source in
                guard source.name == mutant.file else { return source }
                let text = try MutantApplier.text(of: mutant, in: kata, solution: source.contents)
                return LearnerSource(name: source.name, path: source.path, contents: text)
            }
        }
        for alternative in kata.alternatives ?? [] {
            result.append(Presenter(label: "a correct presenter (\(alternative.description))", role: .correct, sources: try variant(alternative)))
        }
        for mutant in Self.gradedMutants(of: kata) {
            result.append(Presenter(label: mutant.description, role: .mutant(mutant), sources: try variant(mutant)))
        }
        if let own { result.append(Presenter(label: "your presenter", role: .own, sources: own)) }
        return result
    }

    /// The mutants the learner's tests are graded against: those that fail at least one
    /// behavioural check (a mutant that only breaks a compile rule, importing UIKit say, is not a
    /// test's business), written as edits of the solution. Whole-file mutants are other learners'
    /// near misses for proving the checks; each has an interface of its own, so grading them would
    /// cost one more compile of the learner's tests apiece, and the edits already cover each
    /// behaviour.
    /// The mutants a grading runs: those the kata's behaviours name, in their order (the
    /// behavioural mutants for a kata without behaviours).
    static func gradedMutants(of kata: Kata) -> [Mutant] {
        guard let behaviours = kata.behaviours else { return behaviouralMutants(of: kata) }
        let ids = behaviours.flatMap(\.mutants)
        return ids.compactMap { id in kata.mutants.first { $0.id == id } }
    }

    /// What the cache keeps of each kata's presenter libraries: every presenter of one grade, built
    /// resilient and as written, and a few of the learner's own, so a grade after an idle while
    /// rebuilds none of them.
    static func cacheBudgets(_ katas: [Kata]) -> [String: Int] {
        Dictionary(katas.filter { $0.testsCheck != nil }.map { kata in
            ("presenter-library-\(kata.id)", 2 * (1 + (kata.alternatives ?? []).count + gradedMutants(of: kata).count) + 10)
        }, uniquingKeysWith: max)
    }

    static func behaviouralMutants(of kata: Kata) -> [Mutant] {
        let behavioural = Set(kata.checks.filter { $0.kind == .test }.map(\.id))
        return kata.mutants.filter { $0.source == nil && !behavioural.isDisjoint(with: $0.fails) }
    }

    /// The libraries of the presenters at `indices`, by index.
    func buildLibraries(_ presenters: [Presenter], indices: [Int], standIns: GradingBuilder.StandInLibraries) throws -> [Int: GradingBuilder.PresenterLibraryBuild] {
        let built = Locked<[Int: GradingBuilder.PresenterLibraryBuild]>([:])
        let errors = Locked<[Error]>([])
        DispatchQueue.concurrentPerform(iterations: indices.count) { position in
            let index = indices[position]
            do {
                let snapshot = try builder.snapshot(presenters[index].sources)
                defer { try? FileManager.default.removeItem(at: snapshot.folder) }
                let library = try builder.presenterLibrary(snapshot, standIns: standIns, markResilient: markResilient)
                built.withLock { $0[index] = library }
            } catch {
                errors.withLock { $0.append(error) }
            }
        }
        if let error = errors.withLock({ $0.first }) { throw error }
        let result = built.withLock { $0 }
        for index in indices where presenters[index].role != .own {
            let presenter = presenters[index]
            if case let .failed(_, transcript)? = result[index] {
                throw KataError.internal("\(kata.id): \(presenter.label) does not build as a library:\n\(transcript.suffix(2000))")
            }
        }
        return result
    }

    // MARK: Judging

    /// The learner's tests, in the order the reference run declared them, each with its verdict on
    /// every correct presenter: sound when it passed every run of each.
    func testResults(presenters: [Presenter], outcomes: [Int: [RunOutcome]]) -> (ids: [String], results: [TestGrade.TestResult]) {
        var ids: [String] = []
        for outcome in outcomes[0] ?? [] {
            if case let .ran(ran) = outcome { for id in ran.tests where !ids.contains(id) { ids.append(id) } }
        }
        var results = ids.map { id in
            TestGrade.TestResult(name: Self.displayName(id, module: builder.learnerTestsModule), line: Self.line(of: id), sound: true, correct: [], caught: [])
        }
        for (index, presenter) in presenters.enumerated() where presenter.role == .correct {
            let runs = outcomes[index] ?? []
            for (position, id) in ids.enumerated() {
                let verdict = Self.combine(runs.map { Self.verdict(of: id, in: $0) }, presenter: presenter.label)
                results[position].correct.append(verdict)
                if verdict.status != .pass { results[position].sound = false }
            }
        }
        return (ids, results)
    }

    func aggregate(_ check: Check, presenters: [Presenter], libraries: [Int: GradingBuilder.PresenterLibraryBuild],
                   tests: (ids: [String], results: [TestGrade.TestResult]), correctOutcomes: [Int: [RunOutcome]],
                   mutantRuns: [Int: MutantRun], reference: Double, testFile: LearnerSource) -> TestGrade {
        var results = tests.results
        let required = Set(kata.behaviours.map { $0.filter(\.required).flatMap(\.mutants) } ?? check.requiredMutants ?? [])
        var mutants: [TestGrade.MutantResult] = []
        var own: TestGrade.OwnPresenter?
        var waits: [Double] = []
        for (index, presenter) in presenters.enumerated() {
            switch presenter.role {
            case .correct:
                continue
            case let .mutant(mutant):
                var result = TestGrade.MutantResult(id: mutant.id, description: mutant.description, required: required.contains(mutant.id), status: .missed)
                if let run = mutantRuns[index] {
                    switch run.status {
                    case .caught:
                        result.status = .caught
                        if let by = run.by, let position = tests.ids.firstIndex(of: by) { results[position].caught.append(mutant.id) }
                        // Waiting for what this presenter never does, far longer than a correct one takes.
                        if run.seconds > 2 * reference + 0.3 { waits.append(run.seconds) }
                    case .missed: break
                    case .error:
                        result.status = .error
                        result.trouble = run.trouble
                    }
                }
                mutants.append(result)
            case .own:
                own = ownPresenterSummary(libraries[index], outcome: correctOutcomes[index]?.first, ids: tests.ids)
            }
        }
        var advice = TestFileAdvice.warnings(for: testFile)
        if let waited = TestFileAdvice.waited(waits) { advice.insert(waited, at: 0) }
        let behaviours = Self.behaviourResults(kata: kata, check: check, mutants: mutants)
        return TestGrade(tests: results, behaviours: behaviours, mutants: mutants, ownPresenter: nil, warnings: [], own: own, advice: advice)
    }

    /// Each behaviour, noticed when every one of its mutants was caught. A kata without
    /// behaviours counts each mutant as one (required when the check requires it).
    static func behaviourResults(kata: Kata, check: Check, mutants: [TestGrade.MutantResult]) -> [TestGrade.BehaviourResult] {
        let behaviours = kata.behaviours ?? mutants.map {
            Behaviour(id: $0.id, words: $0.description, required: (check.requiredMutants ?? []).contains($0.id), mutants: [$0.id])
        }
        let byID = Dictionary(mutants.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return behaviours.map { behaviour in
            let own = behaviour.mutants.compactMap { byID[$0] }
            let missed = own.filter { $0.status != .caught }.map(\.id)
            let status: TestGrade.BehaviourResult.Status = missed.isEmpty ? .noticed
                : own.contains { $0.status == .error } ? .error : .missed
            return TestGrade.BehaviourResult(id: behaviour.id, words: behaviour.words, required: behaviour.required, status: status, missedMutants: missed,
                                              mutants: own.map(\.id))
        }
    }

    static func verdict(of id: String, in outcome: RunOutcome) -> TestExecution.TestVerdict? {
        switch outcome {
        case let .ran(ran): return ran.verdicts[id]
        case let .died(report): return .interrupted(report)
        }
    }

    /// The runs of one test on one correct presenter, as one verdict: the same every run, or flaky.
    static func combine(_ verdicts: [TestExecution.TestVerdict?], presenter: String) -> TestGrade.PresenterVerdict {
        func status(_ verdict: TestExecution.TestVerdict?) -> (TestGrade.PresenterVerdict.Status, TestGrade.Said?) {
            switch verdict {
            case .passed?, .skipped?: return (.pass, nil)
            case let .failed(messages)?: return (.fail, messages.first.map(TestGrade.Said.failure))
            case let .interrupted(report)?:
                return (report.kind == .timeout || report.kind == .cpuLimit ? .timeout : .crash, .stopped(report.cause))
            case nil: return (.crash, .stopped(.didNotEnd))
            }
        }
        let statuses = verdicts.map(status)
        let passes = statuses.filter { $0.0 == .pass }.count
        if passes == statuses.count { return .init(presenter: presenter, status: .pass) }
        let failure = statuses.first { $0.0 != .pass }!
        if passes > 0 {
            return .init(presenter: presenter, status: .flaky, said: failure.1, passedRuns: passes, runs: statuses.count)
        }
        return .init(presenter: presenter, status: failure.0, said: failure.1)
    }

    func ownPresenterSummary(_ library: GradingBuilder.PresenterLibraryBuild?, outcome: RunOutcome?, ids: [String]) -> TestGrade.OwnPresenter {
        guard case .built? = library else { return .doesNotCompile }
        switch outcome {
        case let .died(report)?: return .couldNotRun(report.cause)
        case let .ran(ran)?:
            let failing = ids.filter { ran.verdicts[$0] != .passed && ran.verdicts[$0] != .skipped }
            if failing.isEmpty { return .passes }
            return .fails(count: failing.count, of: ids.count, failing: failing.prefix(3).map { Self.displayName($0, module: builder.learnerTestsModule) })
        case nil: return .notRun
        }
    }

    /// `OrdersScreenTests.Suite/name()/File.swift:12:5` → `Suite/name()`.
    static func displayName(_ id: String, module: String) -> String {
        var name = id.hasPrefix(module + ".") || id.hasPrefix(module + "/") ? String(id.dropFirst(module.count + 1)) : id
        if let slash = name.range(of: "/", options: .backwards), name[slash.upperBound...].contains(".swift:") {
            name = String(name[..<slash.lowerBound])
        }
        return name
    }

    static func line(of id: String) -> Int? {
        let parts = id.split(separator: ":")
        guard parts.count >= 3 else { return nil }
        return Int(parts[parts.count - 2])
    }

    // MARK: Verdict

    func notCompiled(_ check: Check, raw: [RawDiagnostic], snapshot: TestBinaryBuilder.Snapshot, tests: LearnerSource) -> CheckResult {
        let mine = raw.filter { $0.severity == .error && $0.path == snapshot.learnerPaths[0].path }
        let first = mine.first ?? raw.first { $0.severity == .error }
        let missing = ["has no member", "cannot find", "argument", "is inaccessible", "no such module"]
        let outsideContract = first.map { first in missing.contains(where: first.message.contains) } ?? false
        let location = first.flatMap { $0.path == snapshot.learnerPaths[0].path ? SourceLocation(file: tests.name, line: $0.line, path: tests.path.path) : nil }
        return CheckResult(check, .fail, .testsDoNotCompile(compilerSaid: first?.message, outsideContract: outsideContract), location: location)
    }

    /// Why the tests do not compile against a correct presenter, and whether `@MainActor` is the fix.
    func notCompiledCause(_ raw: [RawDiagnostic]) -> CrashReport.Cause {
        let said = raw.first { $0.severity == .error }?.message
        return .testsDoNotCompile(said: said, markMainActor: said.map { $0.contains("main actor") || $0.contains("MainActor") } ?? false)
    }

    func verdict(_ check: Check, grade: TestGrade, tests: LearnerSource) -> CheckResult {
        var findings: [GradeFinding] = [.noticed(grade.noticedCount, of: grade.behaviours.count)]
        var passed = true
        if grade.tests.isEmpty {
            passed = false
            findings.append(.noTests)
        }
        for test in grade.unsoundTests {
            passed = false
            guard let bad = test.correct.first(where: { $0.status != .pass }) else { continue }
            switch bad.status {
            case .flaky:
                findings.append(.flaky(test: test.name, verdict: bad))
            default:
                findings.append(.failsOnCorrect(test: test.name, verdict: bad, freedom: TestFileAdvice.freedom(assumedAwayBy: bad.said)))
            }
        }
        for behaviour in grade.behaviours where behaviour.status != .noticed {
            if behaviour.status == .error {
                let trouble = grade.mutants.first { behaviour.missedMutants.contains($0.id) && $0.status == .error }?.trouble
                findings.append(.couldNotJudge(behaviour: behaviour.words, trouble: trouble))
            } else {
                findings.append(.missed(behaviour: behaviour.words, required: behaviour.required))
            }
        }
        if !grade.missedRequired.isEmpty { passed = false }
        if let own = grade.own { findings.append(.ownPresenter(own)) }
        findings += grade.advice.map { .advice($0) }
        let firstBad = grade.unsoundTests.first.flatMap { $0.line }
        var result = CheckResult(check, passed ? .pass : .fail, .graded(findings),
                                 location: firstBad.map { SourceLocation(file: tests.name, line: $0, path: tests.path.path) })
        result.grade = grade
        return result
    }
}
