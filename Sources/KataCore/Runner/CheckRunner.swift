import Foundation

/// Compiles the learner's code with a kata's hidden checks and turns what happened into a
/// `KataReport`, one verdict per requested check.
package struct CheckRunner: Sendable {
    var catalog: KataCatalog
    var environment: RunnerEnvironment

    package init(catalog: KataCatalog, environment: RunnerEnvironment) {
        self.catalog = catalog
        self.environment = environment
    }

    /// Runs `requested` against the learner's presenter files (`sources`). A check of the learner's
    /// own tests grades `tests`, their test file; without one it is skipped with a word on where to write it.
    package func run(_ kata: Kata, sources: [LearnerSource], checks requested: [Check], tests: LearnerSource? = nil) throws -> KataReport {
        let started = environment.clock()
        let checks = requested.filter { $0.kind != .tests }
        let builder = self.builder(kata)
        let cache = builder.cache

        let standIns = try builder.standIns(kata.standIns)
        let snapshot = try builder.snapshot(sources)
        defer { try? FileManager.default.removeItem(at: snapshot.folder) }
        let mapper = DiagnosticMapper(snapshot: snapshot, kata: kata)

        // The learner module and the compile-only checks are independent: build them side by side.
        // A check that only drops unused stand-ins has the main build's verdict and costs nothing.
        let sharedVerdict = checks.filter { $0.kind == .compiles && builder.sameAsMainBuild(snapshot, settings: $0.compile ?? CompileSettings(swiftVersion: "5", standIns: [])) }
        let compileChecks = checks.filter { check in check.kind == .compiles && !sharedVerdict.contains { $0.id == check.id } }
        let (learner, compileOutputs) = try buildSideBySide(snapshot, compileChecks: compileChecks, builder: builder, standIns: standIns, kata: kata)

        var verdicts: [String: CheckResult] = [:]
        var notes: [RunNote] = []
        var refusal: SymbolScreen.Refusal?
        var swift6Accepted = false
        for (offset, check) in compileChecks.enumerated() {
            guard let output = try compileOutputs[offset]?.get() else { continue }
            verdicts[check.id] = compileVerdict(check, output: output, mapper: mapper)
            if output.succeeded, check.compile?.swiftVersion == "6" { swift6Accepted = true }
        }

        var diagnostics: [Diagnostic]
        switch learner {
        case let .failed(raw, transcript):
            diagnostics = try Self.failedBuildDiagnostics(mapper.map(raw), transcript: transcript, sources: sources,
                                                          wording: environment.wording)
            for check in checks where verdicts[check.id] == nil {
                verdicts[check.id] = CheckResult(check, .skipped, .codeDoesNotCompile)
            }
        case let .built(module):
            diagnostics = mapper.map(Self.shownWarnings(module.warnings, swift6Accepted: swift6Accepted))
            for check in sharedVerdict { verdicts[check.id] = CheckResult(check, .pass) }
            refusal = try judge(module, checks: checks, requested: requested, sources: sources, builder: builder, standIns: standIns,
                                mapper: mapper, kata: kata, diagnostics: &diagnostics, verdicts: &verdicts, notes: &notes)
        }

        if refusal == nil {
            refusal = try gradeTests(requested.filter { $0.kind == .tests }, tests: tests, ownPresenter: sources, kata: kata, builder: builder, verdicts: &verdicts)
        }

        cache.prune(budgets: TestGrader.cacheBudgets(catalog.katas))
        let ordered = requested.map { verdicts[$0.id] ?? CheckResult($0, .skipped, .notRun) }
        let milliseconds = Int(environment.clock().timeIntervalSince(started) * 1000)
        var report = KataReport(kata: kata.id, checks: ordered, diagnostics: diagnostics, durationMs: milliseconds,
                                notes: notes.isEmpty ? nil : notes.map { environment.wording.sentence(for: $0) })
            .worded(by: environment.wording)
        report.refusal = refusal.map { environment.wording.sentence(for: $0) }
        let paths = [environment.cacheDirectory.path, environment.cacheDirectory.resolvingSymlinksInPath().path,
                     catalog.root.deletingLastPathComponent().path, NSHomeDirectory(), NSTemporaryDirectory()]
        return MessageBound(hiding: paths).apply(report)
    }

    /// The builder of `kata`'s products, in the environment's cache.
    private func builder(_ kata: Kata) -> TestBinaryBuilder {
        let cache = BuildCache(root: environment.cacheDirectory)
        let compiler = SwiftCompiler(toolchain: environment.toolchain, launcher: environment.launcher, timeoutSeconds: environment.compileSeconds, scratch: cache)
        return TestBinaryBuilder(kata: kata, catalog: catalog, compiler: compiler, cache: cache)
    }

    /// The authoring problems of `kata` that only a build shows (`kata validate`): alternatives
    /// that show the learner's tests another interface than the solution's
    /// (`KataValidator.interfaceProblems`). Builds the presenters' libraries as grading does.
    package func interfaceProblems(_ kata: Kata) throws -> [AuthoringProblem] {
        let builder = self.builder(kata)
        let grader = TestGrader(builder: GradingBuilder(builder), launcher: environment.launcher, limits: environment.testLimits, sandbox: environment.sandbox)
        let problems = try KataValidator(kata: kata, katasRoot: catalog.root).interfaceProblems(grader: grader)
        builder.cache.prune(budgets: TestGrader.cacheBudgets(catalog.katas))
        return problems
    }

    /// The verdicts of the checks that run the built module: the symbol screen first (a refusal,
    /// returned, fails every check that would run the code), then the probes and the test checks.
    private func judge(_ module: TestBinaryBuilder.LearnerModule, checks: [Check], requested: [Check], sources: [LearnerSource],
                       builder: TestBinaryBuilder, standIns: TestBinaryBuilder.StandInModules, mapper: DiagnosticMapper, kata: Kata,
                       diagnostics: inout [Diagnostic], verdicts: inout [String: CheckResult], notes: inout [RunNote]) throws -> SymbolScreen.Refusal? {
        if !environment.screensCalls {
            // Tests of the sandbox alone.
        } else if SymbolScreen.stored(in: module.folder) == nil {
            notes.append(.notScreened)
        } else if let found = try screen(module, sources: sources, builder: builder, standIns: standIns) {
            // Nothing of this code runs: every check that would run it says why.
            for check in requested where check.kind == .test || check.kind == .tests || check.kind == .rejects {
                verdicts[check.id] = CheckResult(check, .fail, .notGraded(found), location: found.location)
            }
            return found
        }
        let testChecks = checks.filter { $0.kind == .test }
        for check in checks where check.kind == .rejects {
            verdicts[check.id] = try ProbeJudge(builder: builder, module: module, standIns: standIns).verdict(check)
        }
        if !testChecks.isEmpty {
            try runTests(testChecks, module: module, builder: builder, standIns: standIns, mapper: mapper,
                         kata: kata, diagnostics: &diagnostics, verdicts: &verdicts, notes: &notes)
        }
        return nil
    }

    /// The learner module and the compile-only checks, built side by side (they are independent):
    /// the module's build, and each compile check's output by its offset in `compileChecks`.
    private func buildSideBySide(_ snapshot: TestBinaryBuilder.Snapshot, compileChecks: [Check], builder: TestBinaryBuilder,
                                 standIns: TestBinaryBuilder.StandInModules, kata: Kata) throws
        -> (TestBinaryBuilder.LearnerBuild, [Int: Result<CompileOutput, Error>]) {
        let learnerBuild = Locked<Result<TestBinaryBuilder.LearnerBuild, Error>?>(nil)
        let compileOutputs = Locked<[Int: Result<CompileOutput, Error>]>([:])
        DispatchQueue.concurrentPerform(iterations: 1 + compileChecks.count) { index in
            if index == 0 {
                let result = Result { try builder.learnerModule(snapshot, standIns: standIns) }
                learnerBuild.withLock { $0 = result }
            } else {
                let check = compileChecks[index - 1]
                let result = Result { try builder.typecheck(snapshot, settings: check.compile ?? CompileSettings(swiftVersion: "5", standIns: kata.standIns)) }
                compileOutputs.withLock { $0[index - 1] = result }
            }
        }
        guard let learner = try learnerBuild.withLock({ $0 })?.get() else {
            throw KataError.internal("the learner module build gave no result")
        }
        return (learner, compileOutputs.withLock { $0 })
    }

    /// The build's warnings worth telling: when the Swift 6 language mode compiled the same files,
    /// a Swift 5 warning that says "this is an error in the Swift 6 language mode" is not true of
    /// this code (Swift 6 reasons about isolation more precisely), and would only alarm.
    static func shownWarnings(_ warnings: [RawDiagnostic], swift6Accepted: Bool) -> [RawDiagnostic] {
        guard swift6Accepted else { return warnings }
        return warnings.filter { !$0.message.contains("this is an error in the Swift 6 language mode") }
    }

    /// The diagnostics of a build that failed; with no error among them the compiler itself
    /// crashed on this code (its bug, not the learner's), and one error says so (`RunNote.compilerCrashed`, worded by `wording`).
    static func failedBuildDiagnostics(_ mapped: [Diagnostic], transcript: String, sources: [LearnerSource],
                                       wording: any CheckWording) throws -> [Diagnostic] {
        guard !mapped.contains(where: { $0.severity == .error }) else { return mapped }
        guard let first = sources.first else {
            throw KataError.internal("the compiler failed without a diagnostic:\n\(transcript.suffix(2000))")
        }
        return mapped + [Diagnostic(
            file: first.name, line: 1, column: 1, severity: .error,
            message: wording.sentence(for: RunNote.compilerCrashed),
            path: first.path.path)]
    }

    /// The checks of the learner's own tests: graded when they gave a test file, else skipped
    /// with where to write it. Returns the screen's refusal of the test file, if it was refused.
    private func gradeTests(_ checks: [Check], tests: LearnerSource?, ownPresenter sources: [LearnerSource], kata: Kata,
                            builder: TestBinaryBuilder, verdicts: inout [String: CheckResult]) throws -> SymbolScreen.Refusal? {
        var refusal: SymbolScreen.Refusal?
        for check in checks {
            guard let tests else {
                verdicts[check.id] = CheckResult(check, .skipped, .noTestFile(folder: kata.testFilePath ?? "Tests/"))
                continue
            }
            var grader = TestGrader(builder: GradingBuilder(builder), launcher: environment.launcher, limits: environment.testLimits, sandbox: environment.sandbox)
            grader.progress = environment.gradingProgress
            grader.trace = environment.gradingTrace
            grader.screensCalls = environment.screensCalls
            do {
                verdicts[check.id] = try grader.grade(check, tests: tests, ownPresenter: sources)
            } catch let found as SymbolScreen.Refusal {
                // Nothing of the test file ran.
                refusal = found
                verdicts[check.id] = CheckResult(check, .fail, .notGraded(found), location: found.location)
            }
        }
        return refusal
    }

    private func runTests(
        _ checks: [Check], module: TestBinaryBuilder.LearnerModule, builder: TestBinaryBuilder,
        standIns: TestBinaryBuilder.StandInModules, mapper: DiagnosticMapper, kata: Kata,
        diagnostics: inout [Diagnostic], verdicts: inout [String: CheckResult], notes: inout [RunNote]
    ) throws {
        let suites = try builder.suites(for: checks, module: module, standIns: standIns)
        for (id, errors) in suites.notCompiled {
            guard let check = kata.check(id: id) else { continue }
            verdicts[id] = CheckResult(check, .notCompiled, check.contractMissing(compilerSaid: errors.map(\.message)))
        }
        let runnable = checks.filter { suites.notCompiled[$0.id] == nil }
        guard !runnable.isEmpty else { return }

        switch try builder.link(module: module, suites: suites, standIns: standIns) {
        case let .failed(transcript):
            if let entryPoint = mapper.entryPointClash(transcript: transcript, wording: environment.wording) {
                diagnostics.append(entryPoint)
                for check in runnable { verdicts[check.id] = CheckResult(check, .skipped, .codeDoesNotCompile) }
                return
            }
            throw KataError.internal("linking the checks failed:\n\(transcript.suffix(3000))")
        case let .linked(binary):
            let scratch = try builder.cache.scratch("run")
            defer { try? FileManager.default.removeItem(at: scratch) }
            let execution = TestExecution(launcher: environment.launcher, limits: environment.testLimits, sandbox: environment.sandbox,
                                          sequenceScale: environment.sequenceScale, processes: environment.testProcesses)
            let prefixes = runnable.compactMap { check in check.suite.map { "\(builder.suiteModule(for: check)).\($0)" } }
            let outcome: TestExecution.Outcome
            do {
                outcome = try execution.run(binary: binary, suitePrefixes: prefixes, scratch: scratch, learnerFiles: mapper.learnerTargets)
            } catch let TestExecution.RunFailure.diedBeforeTests(report) {
                for check in runnable {
                    verdicts[check.id] = CheckResult(check, report.kind == .timeout ? .timeout : .crash,
                                                     .checksCouldNotStart(report.cause), location: report.location)
                }
                return
            }
            for check in runnable {
                verdicts[check.id] = testVerdict(check, module: builder.suiteModule(for: check), outcome: outcome)
            }
            pointAtWrongCalls(runnable, outcome: outcome, binary: binary, builder: builder, mapper: mapper, verdicts: &verdicts)
            if outcome.outputWasCut {
                notes.append(.outputCut(kilobytes: environment.testLimits.outputTailBytes / 1024))
            }
        }
    }

    /// The screen of what the learner's module calls (`SymbolScreen`): a refusal when it reaches
    /// for a capability the kata's solution module does not use and the kata does not allow. The
    /// solution is built only then.
    func screen(_ module: TestBinaryBuilder.LearnerModule, sources: [LearnerSource], builder: TestBinaryBuilder,
                standIns: TestBinaryBuilder.StandInModules) throws -> SymbolScreen.Refusal? {
        guard let symbols = SymbolScreen.stored(in: module.folder) else { return nil }
        let reaches = SymbolScreen.reaches(symbols)
        var allowed = builder.kata.allowedCapabilities(in: .presenter)
        guard SymbolScreen.reachesBeyond(allowed, reaches) else { return nil }
        let folder = catalog.solutionsDirectory.appendingPathComponent(builder.kata.id)
        let solution = try builder.kata.learnerFiles.map { try LearnerSource.read(name: $0, from: folder.appendingPathComponent($0)) }
        let snapshot = try builder.snapshot(solution)
        defer { try? FileManager.default.removeItem(at: snapshot.folder) }
        if case let .built(reference) = try builder.learnerModule(snapshot, standIns: standIns), let used = SymbolScreen.stored(in: reference.folder) {
            allowed.formUnion(SymbolScreen.reaches(used).map(\.capability.id))
        }
        return SymbolScreen.refusal(reaches, allowed: allowed, sources: sources)
    }

    /// The ids of a check's tests, in the order they were declared.
    func tests(of check: Check, module: String, outcome: TestExecution.Outcome) -> [String] {
        guard let suite = check.suite else { return [] }
        let prefix = "\(module).\(suite)"
        return outcome.tests.filter { $0.hasPrefix(prefix + "/") || $0.hasPrefix(prefix + ".") }
    }

    /// Gives each failed check the learner's line that made a wrong call, when one of its failed
    /// tests carried where the call came from (`CallSiteLocator`; the first such, in declaration
    /// order); a failure about a call that never came carries none, and gives no line.
    func pointAtWrongCalls(_ checks: [Check], outcome: TestExecution.Outcome, binary: URL, builder: TestBinaryBuilder,
                           mapper: DiagnosticMapper, verdicts: inout [String: CheckResult]) {
        let pointable = checks.compactMap { check -> (String, [UInt])? in
            guard verdicts[check.id]?.status == .fail, verdicts[check.id]?.location == nil,
                  let site = tests(of: check, module: builder.suiteModule(for: check), outcome: outcome).lazy.compactMap({ outcome.callSites[$0] }).first
            else { return nil }
            return (check.id, site)
        }
        guard !pointable.isEmpty else { return }
        let lineCounts = Dictionary(uniqueKeysWithValues: mapper.snapshot.sources.map { ($0.name, $0.contents.components(separatedBy: "\n").count) })
        let locator = CallSiteLocator(toolchain: environment.toolchain, launcher: environment.launcher)
        let places = locator.locate(pointable.map(\.1), binary: binary, learnerFiles: mapper.learnerTargets, lineCounts: lineCounts)
        for ((id, _), place) in zip(pointable, places) { verdicts[id]?.location = place }
    }

    /// A check passes only if each of its tests was seen to start and end without a failure.
    func testVerdict(_ check: Check, module: String, outcome: TestExecution.Outcome) -> CheckResult {
        guard check.suite != nil else { return CheckResult(check, .skipped) }
        let tests = tests(of: check, module: module, outcome: outcome)
        guard !tests.isEmpty else {
            return CheckResult(check, .crash, .checkTestsDidNotRun)
        }
        var failures: [String] = []
        for test in tests {
            switch outcome.verdicts[test] {
            case .passed?, .skipped?: continue
            case let .failed(messages)?:
                failures.append(contentsOf: messages)
            case let .interrupted(report)?:
                let status: CheckStatus = report.kind == .timeout || report.kind == .cpuLimit ? .timeout : .crash
                let reason = CheckReason.interrupted(hung: report.kind == .timeout, cause: report.cause,
                                                     function: report.location == nil ? report.function : nil)
                return CheckResult(check, status, reason, location: report.location)
            case nil:
                return CheckResult(check, .crash, .didNotRunToEnd)
            }
        }
        if failures.isEmpty { return CheckResult(check, .pass) }
        var unique: [String] = []
        for failure in failures where !unique.contains(failure) { unique.append(failure) }
        return CheckResult(check, .fail, .failures(Array(unique.prefix(3))))
    }

    func compileVerdict(_ check: Check, output: CompileOutput, mapper: DiagnosticMapper) -> CheckResult {
        if output.succeeded { return CheckResult(check, .pass) }
        let errors = mapper.map(output.diagnostics).filter { $0.severity == .error }
        let first = errors.first { mapper.isLearnerFile($0.file) } ?? errors.first
        let location = first.flatMap { diagnostic in
            mapper.isLearnerFile(diagnostic.file) ? SourceLocation(file: diagnostic.file, line: diagnostic.line, path: diagnostic.path) : nil
        }
        return CheckResult(check, .fail, .doesNotCompileUnderSettings(failMessage: check.failMessage, compilerSaid: first?.message), location: location)
    }
}

extension Check {
    /// What the stage's contract needs, and what the compiler found missing (its first two
    /// distinct errors), without showing the hidden code's source.
    func contractMissing(compilerSaid errors: [String]) -> CheckReason {
        var gist: [String] = []
        for error in errors where !gist.contains(error) && gist.count < 2 {
            gist.append(error)
        }
        return .contractMissing(stage: stage, needs: needs, compilerSaid: gist)
    }
}
