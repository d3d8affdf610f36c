import Foundation

/// Grades the learner's own tests by the bugs they catch (mutation testing).
///
/// The tests are compiled once per interface they can tell apart (`ABIFingerprint`) and run
/// against every presenter the kata knows: the correct ones (the solution and each alternative, twice each, so a flaky test shows)
/// and the mutants, each a real mistake. A test counts only if it passes on every run of every
/// correct presenter; a mutant is caught when such a test fails, crashes or hangs on it. Every run
/// sees the same binary name, folder layout, arguments and environment, in shuffled order, so a
/// test can only tell the presenters apart by what they do.
struct TestGrader: Sendable {
    var builder: TestBinaryBuilder
    var launcher: ProcessLauncher
    var limits: ResourceLimits
    var sandbox: Sandbox
    /// Runs of each correct presenter: more than one, so a flaky test is seen as such.
    var correctRuns = 2
    /// Presenters are built with their types marked resilient (`ResilientSource`); off when
    /// only that makes the tests refuse to compile (`isResilienceRefusal`).
    var markResilient = true

    init(builder: TestBinaryBuilder, launcher: ProcessLauncher, limits: ResourceLimits, sandbox: Sandbox) {
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
    }

    func grade(_ check: Check, tests: LearnerSource, ownPresenter: [LearnerSource]?) throws -> CheckResult {
        let standIns = try builder.standInLibraries(kata.standIns)
        let presenters = try self.presenters(own: ownPresenter)
        let libraries = try buildLibraries(presenters, standIns: standIns)
        guard case .built? = libraries[0] else {
            throw KataError.internal("the reference solution of \(kata.id) does not build as a library")
        }

        let snapshot = try builder.snapshot([tests])
        defer { try? FileManager.default.removeItem(at: snapshot.folder) }
        let targets = [
            snapshot.learnerPaths[0].path: SourceLocationTarget(name: tests.name, path: tests.path.path),
            "\(TestBinaryBuilder.learnerDebugPrefix)/\(snapshot.folder.lastPathComponent)/\(tests.name)": SourceLocationTarget(name: tests.name, path: tests.path.path),
        ]

        // One test binary per interface the tests can tell apart, the solution's first.
        let reach = ABIFingerprint.Reach(source: tests.contents)
        let keys = Locked<[Int: String]>([:])
        DispatchQueue.concurrentPerform(iterations: presenters.count) { index in
            guard case let .built(library)? = libraries[index] else { return }
            let interface = library.interface(for: reach)
            keys.withLock { $0[index] = interface }
        }
        let interfaceOf = keys.withLock { $0 }
        var representatives: [String: TestBinaryBuilder.PresenterLibrary] = [:]
        var order: [String] = []
        for index in presenters.indices {
            guard case let .built(library)? = libraries[index], let interface = interfaceOf[index] else { continue }
            if representatives[interface] == nil {
                representatives[interface] = library
                order.append(interface)
            }
        }
        var jobs: [(presenter: Int, run: Int)] = []
        for (index, presenter) in presenters.enumerated() where interfaceOf[index] != nil {
            let runs = presenter.role == .correct ? correctRuns : 1
            for run in 0..<runs { jobs.append((index, run)) }
        }
        jobs.shuffle()
        let (built, ran) = try buildAndRun(snapshot, order: order, representatives: representatives, interfaceOf: interfaceOf,
                                           jobs: jobs, libraries: libraries, standIns: standIns, targets: targets)
        if let interface = interfaceOf[0], case let .failed(raw)? = built[interface] {
            if markResilient, raw.contains(where: { $0.severity == .error && Self.isResilienceRefusal($0.message) }) {
                // What the learner's compiler accepts must be graded: build everything as written.
                var asWritten = self
                asWritten.markResilient = false
                return try asWritten.grade(check, tests: tests, ownPresenter: ownPresenter)
            }
            return notCompiled(check, raw: raw, snapshot: snapshot, tests: tests)
        }
        var seen = ran
        for index in presenters.indices {
            guard let interface = interfaceOf[index], case let .failed(raw)? = built[interface] else { continue }
            // The tests use something this presenter does not declare: as good as a failure of
            // every test on a correct presenter, and no verdict on a mutant.
            let said = raw.first { $0.severity == .error }?.message ?? "they do not compile against it"
            seen[index] = [.died(CrashReport(kind: .exitedEarly, reason: "your tests do not compile against it: \(said)"))]
        }
        if let runs = seen[0], !runs.isEmpty, runs.allSatisfy({ if case .died = $0 { return true } else { return false } }),
           case let .died(report) = runs[0] {
            return CheckResult(check, .fail, message: "your test program stopped before any test ran, on the reference solution: \(report.reason). Code at the top level of your test file (a global's initializer) runs first: keep it simple.", location: report.location)
        }
        let grade = aggregate(check, presenters: presenters, libraries: libraries, outcomes: seen, tests: tests)
        return verdict(check, grade: grade, tests: tests)
    }

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
        for mutant in Self.behaviouralMutants(of: kata) {
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
    static func behaviouralMutants(of kata: Kata) -> [Mutant] {
        let behavioural = Set(kata.checks.filter { $0.kind == .test }.map(\.id))
        return kata.mutants.filter { $0.source == nil && !behavioural.isDisjoint(with: $0.fails) }
    }

    func buildLibraries(_ presenters: [Presenter], standIns: TestBinaryBuilder.StandInLibraries) throws -> [Int: TestBinaryBuilder.PresenterLibraryBuild] {
        let built = Locked<[Int: TestBinaryBuilder.PresenterLibraryBuild]>([:])
        let errors = Locked<[Error]>([])
        DispatchQueue.concurrentPerform(iterations: presenters.count) { index in
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
        for (index, presenter) in presenters.enumerated() where presenter.role != .own {
            if case let .failed(_, transcript)? = result[index] {
                throw KataError.internal("\(kata.id): \(presenter.label) does not build as a library:\n\(transcript.suffix(2000))")
            }
        }
        return result
    }

    // MARK: Building and running

    /// One queue for the builds of the tests and the runs: the builds first (the solution's
    /// interface first), then the runs in the order given, each waiting only for its own build,
    /// so the cores run tests while other interfaces still compile. Nothing runs when the tests
    /// do not compile against the solution.
    func buildAndRun(_ snapshot: TestBinaryBuilder.Snapshot, order: [String], representatives: [String: TestBinaryBuilder.PresenterLibrary],
                     interfaceOf: [Int: String], jobs: [(presenter: Int, run: Int)], libraries: [Int: TestBinaryBuilder.PresenterLibraryBuild],
                     standIns: TestBinaryBuilder.StandInLibraries, targets: [String: SourceLocationTarget])
        throws -> (built: [String: TestBinaryBuilder.LearnerTestsBuild], outcomes: [Int: [RunOutcome]]) {
        let referenceInterface = interfaceOf[0]
        let queue = GradingQueue(builds: order, runs: jobs.map { (group: interfaceOf[$0.presenter]!, run: $0) })
        let binaries = Locked<[String: TestBinaryBuilder.LearnerTestsBuild]>([:])
        let outcomes = Locked<[Int: [RunOutcome]]>([:])
        let errors = Locked<[Error]>([])
        DispatchQueue.concurrentPerform(iterations: max(1, ProcessInfo.processInfo.activeProcessorCount)) { _ in
            while let task = queue.next() {
                do {
                    switch task {
                    case let .build(key):
                        let build: TestBinaryBuilder.LearnerTestsBuild
                        do {
                            build = try builder.learnerTests(snapshot, against: representatives[key]!, interface: key, standIns: standIns)
                        } catch {
                            queue.cancel()
                            throw error
                        }
                        binaries.withLock { $0[key] = build }
                        guard case .linked = build else {
                            // Nothing runs when the tests do not compile against the solution.
                            if key == referenceInterface { queue.cancel() }
                            queue.finished(build: key, succeeded: false)
                            continue
                        }
                        queue.finished(build: key, succeeded: true)
                    case let .run(job):
                        guard case let .built(library)? = libraries[job.presenter], let interface = interfaceOf[job.presenter],
                              case let .linked(binary)? = binaries.withLock({ $0[interface] }) else { continue }
                        let outcome = try run(binary: binary, library: library, standIns: standIns, targets: targets)
                        outcomes.withLock { $0[job.presenter, default: []].append(outcome) }
                    }
                } catch {
                    errors.withLock { $0.append(error) }
                }
            }
        }
        if let error = errors.withLock({ $0.first }) { throw error }
        return (binaries.withLock { $0 }, outcomes.withLock { $0 })
    }

    // MARK: Running

    enum RunOutcome: Sendable {
        case ran(TestExecution.Outcome)
        case died(CrashReport)
    }

    /// One run in a fresh folder laid out like every other: `bin/tests` beside the presenter's
    /// library under the module's name.
    func run(binary: URL, library: TestBinaryBuilder.PresenterLibrary, standIns: TestBinaryBuilder.StandInLibraries,
             targets: [String: SourceLocationTarget]) throws -> RunOutcome {
        let folder = try builder.cache.scratch("grade")
        defer { try? FileManager.default.removeItem(at: folder) }
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
        let execution = TestExecution(launcher: launcher, limits: limits, sandbox: sandbox)
        do {
            return .ran(try execution.run(binary: bin.appendingPathComponent("tests"), suitePrefixes: [builder.learnerTestsModule],
                                          scratch: folder.appendingPathComponent("run"), learnerFiles: targets))
        } catch let TestExecution.RunFailure.diedBeforeTests(report) {
            return .died(report)
        }
    }

    // MARK: Judging

    func aggregate(_ check: Check, presenters: [Presenter], libraries: [Int: TestBinaryBuilder.PresenterLibraryBuild],
                   outcomes: [Int: [RunOutcome]], tests: LearnerSource) -> TestGrade {
        // The tests, in the order the reference run declared them.
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
                let verdicts = runs.map { Self.verdict(of: id, in: $0) }
                let verdict = Self.combine(verdicts, presenter: presenter.label)
                results[position].correct.append(verdict)
                if verdict.status != .pass { results[position].sound = false }
            }
        }
        let required = Set(check.requiredMutants ?? [])
        var mutants: [TestGrade.MutantResult] = []
        var ownSummary: String?
        for (index, presenter) in presenters.enumerated() {
            switch presenter.role {
            case .correct:
                continue
            case let .mutant(mutant):
                var result = TestGrade.MutantResult(id: mutant.id, description: mutant.description, required: required.contains(mutant.id), status: .missed)
                if case let .died(report)? = outcomes[index]?.first {
                    result.status = .error
                    result.detail = "the tests could not run against it: \(report.reason)"
                } else {
                    for (position, id) in ids.enumerated() where results[position].sound {
                        let verdict = outcomes[index]?.first.map { Self.verdict(of: id, in: $0) }
                        if let verdict, verdict != .passed, verdict != .skipped {
                            result.status = .caught
                            results[position].caught.append(mutant.id)
                        }
                    }
                }
                mutants.append(result)
            case .own:
                ownSummary = ownPresenterSummary(libraries[index], outcome: outcomes[index]?.first, ids: ids)
            }
        }
        return TestGrade(tests: results, mutants: mutants, ownPresenter: ownSummary, warnings: TestFileAdvice.warnings(for: tests))
    }

    static func verdict(of id: String, in outcome: RunOutcome) -> TestExecution.TestVerdict? {
        switch outcome {
        case let .ran(ran): return ran.verdicts[id]
        case let .died(report): return .interrupted(report)
        }
    }

    /// The runs of one test on one correct presenter, as one verdict: the same every run, or flaky.
    static func combine(_ verdicts: [TestExecution.TestVerdict?], presenter: String) -> TestGrade.PresenterVerdict {
        func status(_ verdict: TestExecution.TestVerdict?) -> (TestGrade.PresenterVerdict.Status, String?) {
            switch verdict {
            case .passed?, .skipped?: return (.pass, nil)
            case let .failed(messages)?: return (.fail, messages.first)
            case let .interrupted(report)?:
                return (report.kind == .timeout || report.kind == .cpuLimit ? .timeout : .crash, report.reason)
            case nil: return (.crash, "the test did not run to its end")
            }
        }
        let statuses = verdicts.map(status)
        let passes = statuses.filter { $0.0 == .pass }.count
        if passes == statuses.count { return .init(presenter: presenter, status: .pass) }
        let failure = statuses.first { $0.0 != .pass }!
        if passes > 0 {
            return .init(presenter: presenter, status: .flaky, message: "passed \(passes) of \(statuses.count) runs; failed with: \(failure.1 ?? "no message")")
        }
        return .init(presenter: presenter, status: failure.0, message: failure.1)
    }

    func ownPresenterSummary(_ library: TestBinaryBuilder.PresenterLibraryBuild?, outcome: RunOutcome?, ids: [String]) -> String {
        guard case .built? = library else { return "your presenter does not compile yet, so your tests were not run on it" }
        switch outcome {
        case let .died(report)?: return "on your presenter the tests could not run: \(report.reason)"
        case let .ran(ran)?:
            let failing = ids.filter { ran.verdicts[$0] != .passed && ran.verdicts[$0] != .skipped }
            if failing.isEmpty { return "your tests pass on your presenter" }
            return "on your presenter \(failing.count) of \(ids.count) tests fail: " + failing.prefix(3).map { Self.displayName($0, module: builder.learnerTestsModule) }.joined(separator: ", ")
        case nil: return "your tests were not run on your presenter"
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
        var message = "your tests do not compile"
        if let first { message += ": \(first.message)" }
        let missing = ["has no member", "cannot find", "argument", "is inaccessible", "no such module"]
        if let first, missing.contains(where: first.message.contains) {
            message += ". They are compiled against the kata's contract: use only what the stage briefs promise (the presenter's init, its view protocol and its methods); a correct presenter need not have anything else."
        }
        let location = first.flatMap { $0.path == snapshot.learnerPaths[0].path ? SourceLocation(file: tests.name, line: $0.line, path: tests.path.path) : nil }
        return CheckResult(check, .fail, message: message, location: location)
    }

    func verdict(_ check: Check, grade: TestGrade, tests: LearnerSource) -> CheckResult {
        var lines: [String] = []
        var passed = true
        if grade.tests.isEmpty {
            passed = false
            lines.append("Your test file has no tests yet: write `@Test` functions (in a `@Suite` or at the top level).")
        }
        for test in grade.unsoundTests {
            passed = false
            guard let bad = test.correct.first(where: { $0.status != .pass }) else { continue }
            switch bad.status {
            case .flaky:
                lines.append("\(test.name) is flaky on \(bad.presenter): \(bad.message ?? ""). A test that sometimes fails catches nothing: wait for what you expect instead of for a number of turns.")
            default:
                lines.append("\(test.name) fails on \(bad.presenter), which is correct, so it checks something the contract does not promise: \(bad.message ?? bad.status.rawValue). It catches nothing until it passes on every correct presenter.")
            }
        }
        let total = grade.mutants.count
        lines.insert("Your tests caught \(grade.caughtCount) of \(total) bugs.", at: 0)
        for mutant in grade.mutants where mutant.status != .caught {
            let mark = mutant.required ? "not caught (needed for this stage)" : "not caught"
            if mutant.status == .error {
                lines.append("could not judge: \(mutant.description) (\(mutant.detail ?? ""))")
            } else {
                lines.append("\(mark): \(mutant.description)")
            }
        }
        if !grade.missedRequired.isEmpty { passed = false }
        if let own = grade.ownPresenter { lines.append("(\(own).)") }
        lines += grade.warnings
        let firstBad = grade.unsoundTests.first.flatMap { $0.line }
        var result = CheckResult(check, passed ? .pass : .fail, message: lines.joined(separator: "\n"),
                                 location: firstBad.map { SourceLocation(file: tests.name, line: $0, path: tests.path.path) })
        result.grade = grade
        return result
    }
}
