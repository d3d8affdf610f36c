import KataCore

extension CohortProblem {
    /// The reason in words, naming the options of `kata grade` it is about.
    var error: KataError {
        switch self {
        case let .shardNotAFraction(text):
            return .usage("--shard takes I/N, the I-th of N slices counted from 1 (for example 2/3); got '\(text)'.")
        case let .shardCountOutOfRange(text, maximum):
            return .usage("--shard \(text): N, the number of slices, must be from 1 to \(maximum).")
        case let .shardIndexOutOfRange(text, index, count):
            let hint = index == 0 ? " Slices count from 1: a 0-based index such as Kubernetes' JOB_COMPLETION_INDEX needs +1." : ""
            return .usage("--shard \(text): I must be from 1 to \(count).\(hint)")
        case let .resultsFolderIsAFile(path):
            return .usage("--out \(path) is a file; give a folder for the results.")
        case let .resultsFolderIsForeign(path, manifest):
            return .usage("--out \(path) holds files that `swift run kata grade` did not write (no \(manifest)); give an empty or new folder.")
        case .resultsFolderInsideSubmissions:
            return .usage("--out must not be inside the submissions folder (it would be graded as a submission next time); give a folder beside it.")
        case let .notAResultsFolder(path, manifest):
            return .input("\(path) is not a results folder of `swift run kata grade` (it has no \(manifest)).")
        case let .submissionsNotAFolder(path):
            return .input("\(path) is not a folder. Give the folder that holds one folder per submission.")
        case let .submissionsUnreadable(path, said):
            return .input("\(path) cannot be read: \(said)")
        case let .manifestUnreadable(path, said), let .resultUnreadable(path, said):
            return .input("\(path) cannot be read (\(said)); grade that shard again.")
        case let .resultMissing(path, manifest, submission):
            return .input("\(path) is missing, though \(manifest) lists \(submission) as graded there; grade that shard again.")
        case .mergeOfNothing:
            return .usage("--merge needs the results folders of the shards: `swift run kata grade --merge RESULTS_DIR... --out DIR`.")
        case let .mergeIntoItsInput(path):
            return .usage("--out \(path) is one of the folders being merged; give a new folder.")
        case let .mergeOfOtherBounds(path, first):
            return .input("\(path) was graded under other bounds or checks than \(first) (--timeout, --memory, --cpu, or another version of the kata). Grade every shard alike.")
        case let .resultOfAnother(path, holds, kata, expected, expectedKata):
            return .input("\(path) holds \(holds) of \(kata), not \(expected) of \(expectedKata).")
        case let .mergeOfMixedKatas(first, firstKata, path, kata):
            return .input("mixed katas: \(first) holds results of \(firstKata), \(path) of \(kata). Merge the shards of one kata at a time.")
        case let .mergeOfOtherCohorts(path, first, count, firstCount):
            return .input("\(path) and \(first) were graded from different submission folders (\(count) and \(firstCount) submissions, or other names). Grade every shard from the same folder.")
        case let .mergeOfOtherSlicings(path, shard, first, firstShard):
            return .input("\(path) is shard \(shard) but \(first) is shard \(firstShard): every shard must be cut into the same number of slices.")
        case let .mergeOfAShardTwice(shard, first, path):
            return .input("shard \(shard) is given twice: \(first) and \(path).")
        case let .mergeOfAResultTwice(submission, first, path):
            return .input("duplicate result: \(submission) is graded in both \(first) and \(path).")
        case let .mergeWithoutShards(shards):
            return .input("incomplete: shard\(shards.count == 1 ? "" : "s") \(shards.map(\.description).joined(separator: ", ")) \(shards.count == 1 ? "is" : "are") missing. Merge every shard's results folder.")
        case let .mergeWithoutResults(ungraded):
            return .input("incomplete: no results for \(ungraded.prefix(5).joined(separator: ", "))\(ungraded.count > 5 ? " and \(ungraded.count - 5) more" : "").")
        }
    }
}

extension ScaffoldProblem {
    /// The reason in words, with what to give `kata new` instead.
    var error: KataError {
        switch self {
        case let .invalidID(id):
            return .usage("'\(id)' cannot be a kata id: use lower-case words of letters and digits joined by hyphens, starting with a letter (e.g. `list-presenter`).")
        case let .alreadyExists(path):
            return .usage("\(path) already exists: choose another id, or remove it first.")
        }
    }
}

extension LearnerFileProblem {
    /// The fact, and what mends it, naming the command or option that does.
    var error: KataError {
        switch self {
        case .missing: return .input("\(fact) Check the path, or run `swift run kata start <kata>` to create your copy.")
        case .folder: return .input("\(fact) Use --dir for a folder of files named as in the starter.")
        case .empty: return .input("\(fact) Run `swift run kata reset <kata>` to get the starter back (your empty file is kept as a backup).")
        case .unreadable, .tooLarge, .notText: return .input(fact)
        }
    }

    /// The fact alone, in a sentence or two (what is wrong, then what the file should be).
    var fact: String {
        switch self {
        case let .missing(path): return "\(path) does not exist."
        case let .folder(path): return "\(path) is a folder, not a Swift file."
        case let .unreadable(path, reason): return "\(path) cannot be read: \(reason)"
        case let .tooLarge(path, kilobytes):
            return "\(path) is \(kilobytes) KB; a kata file is at most \(LearnerSource.maximumBytes / 1024) KB. Is it the right file?"
        case let .notText(path): return "\(path) is not UTF-8 text. Save it as UTF-8 Swift source."
        case let .empty(path): return "\(path) is empty."
        }
    }
}

extension SubmissionProblem {
    /// The problem in words, with the layout a submission should have.
    var words: String {
        switch self {
        case let .notAFolder(name, learnerFiles):
            return "\(name) is a file, not a folder. Each submission is a folder holding \(learnerFiles.joined(separator: ", ")); unpack archives first."
        case let .unreadable(issues, learnerFiles):
            return issues.map(\.words).joined(separator: "; ") + ". A submission holds \(learnerFiles.joined(separator: ", ")) at the top of its folder."
        }
    }
}

extension SubmissionProblem.Issue {
    /// What is wrong, without the advice to a learner (`kata reset`, …), which does not fit a grader.
    var words: String {
        switch self {
        case let .missing(file, foundAt):
            return "\(file) is missing" + (foundAt.map { " (found \($0): put it at the top of the folder)" } ?? "")
        case let .file(problem):
            let fact = problem.fact
            guard let end = fact.range(of: ". ") else { return fact.hasSuffix(".") ? String(fact.dropLast()) : fact }
            return String(fact[..<end.lowerBound])
        case let .reviewNotText(file):
            return "\(file) is not UTF-8 text, so the review was not scored"
        }
    }
}

extension CommandNames {
    /// `swift run kata <command>`, as the README and the briefs say it.
    package static let kata = CommandNames { command in
        switch command {
        case .check: return "swift run kata check"
        case .list: return "swift run kata list"
        case .hint: return "swift run kata hint"
        }
    }
}

extension InterviewStore.Unreadable {
    /// The reason in words, with the option of `kata interview` that starts afresh.
    var error: KataError {
        .usage("the interview state \(path) cannot be read (\(reason)). Start a fresh round with `--restart`; the old file is then set aside.")
    }
}

extension WorkspaceProblem {
    /// The reason in words, with the command that mends it.
    var error: KataError {
        switch self {
        case let .lostFile(path, kata):
            return .input("\(path) is missing (deleted, or lost when an editor saved it). The last version that was checked is kept: `swift run kata restore \(kata)` puts it back.")
        case let .missingFile(path, kata):
            return .input("\(path) is missing. `swift run kata reset \(kata)` puts the starter back (your progress is kept).")
        }
    }
}

extension BrokenKata {
    /// The error a command on this kata stops with (exit 2): an authoring error, not a bug of the runner.
    var error: KataError {
        let shown = problems.prefix(10).map { "  - \($0.words)" }
        let more = problems.count > 10 ? ["  … and \(problems.count - 10) more"] : []
        return .input((["the kata '\(folder)' cannot be used until its files are fixed (an authoring error):"] + shown + more
            + ["Run `swift run kata validate \(folder)` after each fix; Katas/README.md describes every file."]).joined(separator: "\n"))
    }
}

extension KataCatalog.NoSuchKata {
    /// The reason in words, with the command that lists the katas.
    var error: KataError {
        .usage("there is no kata called '\(id)'. Katas: \(known.joined(separator: ", ")). Run `swift run kata list` to see them.")
    }
}
