import Foundation
import KataCore

/// `kata grade`: a cohort's submissions, graded in one go, in shards, and merged back.
enum GradeCommand: Command {
    static let name = "grade"
    static let summary = "Grade a cohort: every submission folder, a few at a time, into a results folder."
    static let arguments = "<kata> SUBMISSIONS_DIR (or: --merge RESULTS_DIR…)"
    static let options: [Option] = [
        .text("out", "DIR", "the results folder (required)"),
        .whole("jobs", "N", in: 1...256, default: "the number of cores", "submissions graded at once"),
        .text("shard", "I/N", "grade only the I-th of N slices (1-based): sorted by name, the k-th\nsubmission (from 0) belongs to slice k mod N + 1"),
        .flag("merge", "merge the results folders of every shard (positionals) into --out; refuses\na missing or repeated shard, a submission graded twice, mixed katas"),
    ] + TestLimitOptions.options + [
        .flag("unsandboxed", "grade even where test processes cannot be sandboxed (no bubblewrap):\ncandidates' code then runs with your rights; the results say so"),
    ]
    static let help = """
    SUBMISSIONS_DIR holds one folder per candidate; the folder's name is the submission's name:
      alice/OrdersPresenter.swift               the kata's learner files, named as in the starter
      alice/Tests/OrdersPresenterTests.swift    their tests (optional; also read at the top level)
      alice/review.md                           their review findings (optional)
    Other files are listed as ignored; hidden ones are skipped. A folder that lacks a learner file,
    or holds an empty or non-UTF-8 one, or an entry that is not a folder, gets an "invalid" result
    (its review is still scored); the others go on. Every check of every stage runs, under the
    bounds of `kata check`; the check of the candidate's tests runs when they gave a test file.

    RESULTS_DIR gets <submission>.json (the JSON document of `kata check` with the review and test
    scores, no times and no paths), summary.csv, summary.html, timings.csv and cohort.manifest.
    An existing RESULTS_DIR must be empty or one `kata grade` wrote (its results are replaced).
    Exit 0 when every submission has its result, whatever the verdicts (they are data, in the
    results); 3 when the machine kept some from being graded (their results say why).
    """

    /// The options and positionals that cannot go together, and a shard that is not one.
    static func validate(_ arguments: Arguments) throws {
        guard arguments.option("out") != nil else {
            throw KataError.usage("`swift run kata grade` needs --out RESULTS_DIR, the folder for the results. Run `swift run kata grade --help`.")
        }
        if arguments.has("merge") {
            guard arguments.option("shard") == nil, arguments.option("jobs") == nil else {
                throw KataError.usage("--merge combines finished shards: it takes no --shard or --jobs.")
            }
            return
        }
        guard arguments.positionals.count == 2 else {
            throw KataError.usage("`swift run kata grade` takes a kata and a submissions folder (or --merge and results folders). Run `swift run kata grade --help`.")
        }
        _ = try arguments.option("shard").map(Shard.parse)
    }

    static func run(_ arguments: Arguments, _ context: Context) throws -> Int32 {
        let out = ResultsFolder(URL(fileURLWithPath: arguments.option("out") ?? "").standardizedFileURL)
        if arguments.has("merge") {
            let folders = arguments.positionals.map { ResultsFolder(URL(fileURLWithPath: $0).standardizedFileURL) }
            let results = try ResultsMerger(summaries: CohortSummaryRenderer()).merge(folders, into: out)
            context.say("Merged \(folders.count) results folder\(folders.count == 1 ? "" : "s"): \(tally(results)). Summary: \(out.url.appendingPathComponent(ResultsFolder.summaryHTML).path)")
            return ExitCode.success
        }
        let kata = try context.catalog.kata(arguments.positionals[0])
        let submissions = URL(fileURLWithPath: arguments.positionals[1]).standardizedFileURL
        let shard = try arguments.option("shard").map(Shard.parse) ?? .whole
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let jobs = arguments.whole("jobs") ?? cores
        var environment = try context.runnerEnvironment(announcingUnsandboxed: false)
        if let note = environment.sandbox.unsandboxedNote {
            guard arguments.has("unsandboxed") else {
                throw KataError.environment(.gradingNeedsASandbox(reason: String(note.dropFirst("note: ".count))))
            }
            context.warn("kata: grading unsandboxed (--unsandboxed); the results record it")
        }
        TestLimitOptions(arguments).apply(to: &environment)

        let total = try CohortGrader.submissionNames(in: submissions).count
        let count = shard.slice(Array(repeating: "", count: total)).count
        let done = FinishedCounter()
        let output = context.output
        let grader = CohortGrader(kata: kata, runner: CheckRunner(catalog: context.catalog, environment: environment), jobs: jobs, summaries: CohortSummaryRenderer(), clock: context.clock) { result, seconds in
            let finished = done.increment()
            let verdict = result.status == .invalid ? "invalid" : result.status == .refused ? "refused" : "\(result.status.rawValue) (\(result.passedCount) of \(result.checks.count) checks)"
            output.out("[\(finished)/\(count)] \(result.submission): \(verdict), \(String(format: "%.1f", seconds)) s")
        }
        let workers = min(jobs, max(count, 1))
        context.say("Grading \(count) of \(total) submission\(total == 1 ? "" : "s") of \(kata.id)\(shard.count > 1 ? " (shard \(shard))" : "") with \(workers) worker\(workers == 1 ? "" : "s")…")
        let outcome = try grader.grade(submissions, shard: shard, into: out)
        context.say("\(tally(outcome.results)). Summary: \(out.url.appendingPathComponent(ResultsFolder.summaryHTML).path)")
        if !outcome.environmentProblems.isEmpty {
            context.warn("kata: some submissions could not be graded because of this machine, not their code: \(outcome.environmentProblems.joined(separator: "; "))")
            return ExitCode.environment
        }
        return ExitCode.success
    }

    static func tally(_ results: [SubmissionResult]) -> String {
        let counts = Dictionary(grouping: results, by: \.status).mapValues(\.count)
        return "\(results.count) graded: " + [SubmissionResult.Status.pass, .fail, .error, .invalid, .refused]
            .map { "\(counts[$0] ?? 0) \($0 == .error ? "do not compile" : $0.rawValue)" }.joined(separator: ", ")
    }
}

/// How many submissions have finished, counted by the workers.
final class FinishedCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func increment() -> Int { lock.withLock { count += 1; return count } }
}
