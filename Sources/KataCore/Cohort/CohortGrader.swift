import Foundation

/// `kata grade`: grades every submission of a cohort (or one shard of it) with a few workers,
/// and writes one result per submission and the summaries.
///
/// The workers are threads of this process, each running `CheckRunner` on one submission at a
/// time. The check machinery is built for that already (`kata verify` runs its mutants the same
/// way): every build goes into a private scratch folder and is published into the content-keyed
/// build cache with one rename, every test run has its own scratch folder, and nothing here takes
/// the workspace's file locks. Threads share one toolchain lookup and one cache, and a submission
/// that crashes or hangs does so in its own test process, which the runner bounds and kills; so
/// subprocesses of `kata` would only add start-up cost. Shards on one machine (several `kata`
/// processes sharing `KATA_CACHE`) rely on the same rename-publishing.
package struct CohortGrader: Sendable {
    package var kata: Kata
    package var runner: CheckRunner
    /// How many submissions are graded at once.
    package var jobs: Int
    /// Told about each finished submission (for progress lines).
    package var progress: @Sendable (SubmissionResult, Double) -> Void
    package var clock: @Sendable () -> Date
    /// Writes the summaries of the results folder.
    package var summaries: any CohortSummaryWriting

    package init(kata: Kata, runner: CheckRunner, jobs: Int, summaries: any CohortSummaryWriting, clock: @escaping @Sendable () -> Date = Date.init,
                progress: @escaping @Sendable (SubmissionResult, Double) -> Void = { _, _ in }) {
        self.kata = kata
        self.runner = runner
        self.jobs = max(1, jobs)
        self.summaries = summaries
        self.clock = clock
        self.progress = progress
    }

    package struct Outcome: Sendable {
        package var results: [SubmissionResult]
        /// Seconds per submission.
        package var timings: [String: Double]
        /// Runner problems that are the machine's, not the candidate's (an unwritable cache, no
        /// compiler): every result they touched is `invalid`, and the command says so.
        package var environmentProblems: [String]
    }

    /// The cohort's submission names: every entry of the folder but hidden ones, sorted.
    package static func submissionNames(in folder: URL) throws -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CohortProblem.submissionsNotAFolder(path: folder.path)
        }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        } catch {
            throw CohortProblem.submissionsUnreadable(path: folder.path, said: error.localizedDescription)
        }
        return names.filter { !$0.hasPrefix(".") }.sorted()
    }

    /// Grades `shard` of the submissions in `folder` into `out`.
    package func grade(_ folder: URL, shard: Shard = .whole, into out: ResultsFolder) throws -> Outcome {
        let all = try Self.submissionNames(in: folder)
        let standardizedOut = out.url.standardizedFileURL.path
        let standardizedIn = folder.standardizedFileURL.path
        guard standardizedOut != standardizedIn, !standardizedOut.hasPrefix(standardizedIn + "/") else {
            throw CohortProblem.resultsFolderInsideSubmissions
        }
        let mine = shard.slice(all)
        let manifest = ResultsFolder.Manifest(
            kata: kata.id, shard: shard, submissions: all, graded: mine,
            checks: kata.checks.map { .init(id: $0.id, title: $0.title) },
            bounds: .init(timeoutSeconds: runner.environment.testLimits.wallSeconds,
                          memoryMB: runner.environment.testLimits.addressSpaceBytes.map { Int($0 / (1024 * 1024)) },
                          cpuSeconds: runner.environment.testLimits.cpuSeconds,
                          sandbox: runner.environment.sandbox.name))
        // Every submission is read (and hashed) before any candidate's code runs: one that attacks
        // the others' files can only reach copies no one reads again.
        let read = mine.map { Submission.read(folder.appendingPathComponent($0), kata: kata) }
        try out.prepare()
        try out.begin(manifest)
        let (finished, times, problems) = try gradeInWorkers(read, names: mine, folder: folder, into: out)
        try out.finish(manifest: manifest, results: finished, timings: times, summaries: summaries)
        return Outcome(results: finished, timings: times, environmentProblems: problems)
    }

    /// Grades the submissions `read` (named `names`) on `jobs` threads, each result written to
    /// `out` as it comes: the results in `names`' order, the seconds of each, the machine's problems.
    func gradeInWorkers(_ read: [Submission], names mine: [String], folder: URL, into out: ResultsFolder) throws
        -> (results: [SubmissionResult], timings: [String: Double], problems: [String]) {
        let results = Locked<[String: SubmissionResult]>([:])
        let timings = Locked<[String: Double]>([:])
        let problems = Locked<[String]>([])
        let next = Locked(0)
        let failure = Locked<Error?>(nil)
        let group = DispatchGroup()
        for _ in 0..<min(jobs, max(mine.count, 1)) {
            group.enter()
            let worker = Thread {
                defer { group.leave() }
                while true {
                    let index = next.withLock { value -> Int in
                        defer { value += 1 }
                        return value
                    }
                    guard index < mine.count, failure.withLock({ $0 }) == nil else { return }
                    let name = mine[index]
                    let started = clock()
                    let (result, problem) = gradeOne(read[index], folder: folder.appendingPathComponent(name))
                    let seconds = clock().timeIntervalSince(started)
                    do {
                        try out.write(result)
                    } catch {
                        failure.withLock { $0 = $0 ?? error }
                        return
                    }
                    results.withLock { $0[name] = result }
                    timings.withLock { $0[name] = seconds }
                    if let problem { problems.withLock { $0.append(problem) } }
                    progress(result, seconds)
                }
            }
            // The stack `kata check` runs with on the main thread, so nothing a submission makes
            // the runner parse (event streams, backtraces) is riskier in a worker.
            worker.stackSize = 8 << 20
            worker.start()
        }
        group.wait()
        if let error = failure.withLock({ $0 }) { throw error }
        let finished = results.withLock { found in mine.compactMap { found[$0] } }
        return (finished, timings.withLock { $0 }, Array(Set(problems.withLock { $0 })).sorted())
    }

    /// Grades one submission. Never throws: whatever goes wrong is that submission's result. The
    /// second value is set when the problem is the machine's.
    package func gradeOne(_ folder: URL) -> (SubmissionResult, String?) {
        gradeOne(Submission.read(folder, kata: kata), folder: folder)
    }

    /// Grades a submission read before (from `folder`, named only in messages).
    func gradeOne(_ submission: Submission, folder: URL) -> (SubmissionResult, String?) {
        let files = SubmissionResult.Files(graded: submission.graded, ignored: submission.ignored, sha256: submission.digest)
        let review = submission.review.map { text in
            SubmissionResult.Review(ReviewScorer(key: ReviewKey(kata: kata)).score(ReviewParser(kata: kata).parse(text)))
        }
        if let problem = submission.problem {
            let error = runner.environment.wording.message(for: problem)
            return (SubmissionResult(submission: submission.name, kata: kata.id, status: .invalid, error: error, review: review, files: files), nil)
        }
        // Every check of every stage: a cohort is graded on the whole kata. Without a test file the
        // check of the candidate's tests is left out, as `kata check --file` does.
        let checks = kata.checks.filter { $0.kind != .tests || submission.tests != nil }
        do {
            let report = try runner.run(kata, sources: submission.sources, checks: checks, tests: submission.tests)
            let status: SubmissionResult.Status = report.refusal != nil ? .refused : report.status == .pass ? .pass : report.status == .error ? .error : .fail
            let tests = submission.tests == nil ? nil : SubmissionResult.Tests(report.checks.first { $0.kind(in: kata) == .tests })
            return (SubmissionResult(submission: submission.name, kata: kata.id, status: status, checks: report.checks,
                                     diagnostics: report.diagnostics, notes: report.notes, error: report.refusal,
                                     review: review, tests: tests, files: files), nil)
        } catch {
            let message = Submission.relative(runner.environment.wording.message(for: error), to: folder, name: submission.name)
            let isMachine: Bool
            if case KataError.environment = error { isMachine = true } else { isMachine = false }
            return (SubmissionResult(submission: submission.name, kata: kata.id, status: .invalid,
                                     error: "could not be graded: \(message)", review: review, files: files),
                    isMachine ? message : nil)
        }
    }
}

extension CheckResult {
    func kind(in kata: Kata) -> Check.Kind? { kata.check(id: id)?.kind }
}
