import Foundation
import Testing
@testable import KataCLI
@testable import KataCore

/// The core's reasons for refusing a folder or an id (`CohortProblem`, `ScaffoldProblem`) are
/// values; the CLI words them (`ProblemWords`), word for word as `kata` printed them when the
/// core wrote them, with the exit code of a usage or input error.
@Suite struct ProblemWordsTests {
    func words(_ error: Error) -> (message: String, code: Int32)? {
        (KataCLI.worded(error) as? KataError).map { ($0.message, $0.exitCode) }
    }

    @Test func aKataIdThatCannotBeOneOrIsTakenIsAUsageError() throws {
        let bad = #expect(throws: ScaffoldProblem.self) { try KataScaffold(id: "List_Presenter", catalog: Repository.catalog, commands: .kata) }
        #expect(bad == .invalidID("List_Presenter"))
        #expect(bad.flatMap(words)?.message
            == "'List_Presenter' cannot be a kata id: use lower-case words of letters and digits joined by hyphens, starting with a letter (e.g. `list-presenter`).")
        #expect(bad.flatMap(words)?.code == ExitCode.usage)
        let taken = #expect(throws: ScaffoldProblem.self) { try KataScaffold(id: "leaky-presenter", catalog: Repository.catalog, commands: .kata) }
        let path = Repository.catalog.root.appendingPathComponent("leaky-presenter").path
        #expect(taken == .alreadyExists(path: path))
        #expect(taken.flatMap(words)?.message == "\(path) already exists: choose another id, or remove it first.")
    }

    @Test func aSubmissionsFolderThatIsAFileIsAnInputError() throws {
        let file = temporaryFolder("submissions-file").appendingPathComponent("cohort")
        try AtomicFile.write("not a folder", to: file)
        let error = #expect(throws: CohortProblem.self) { try CohortGrader.submissionNames(in: file) }
        #expect(error == .submissionsNotAFolder(path: file.path))
        #expect(error.flatMap(words)?.message == "\(file.path) is not a folder. Give the folder that holds one folder per submission.")
        #expect(error.flatMap(words)?.code == ExitCode.usage)
    }

    /// Each reason of the results folders and the merge, in its sentence.
    @Test(arguments: [
        (CohortProblem.submissionsUnreadable(path: "/s", said: "Permission denied"), "/s cannot be read: Permission denied"),
        (.manifestUnreadable(path: "/r/m.json", said: "bad"), "/r/m.json cannot be read (bad); grade that shard again."),
        (.resultUnreadable(path: "/r/a.json", said: "bad"), "/r/a.json cannot be read (bad); grade that shard again."),
        (.resultMissing(path: "/r/a.json", manifest: "m.json", submission: "ann"), "/r/a.json is missing, though m.json lists ann as graded there; grade that shard again."),
        (.resultOfAnother(path: "/r/a.json", holds: "ben", of: "k2", expected: "ann", ofKata: "k1"), "/r/a.json holds ben of k2, not ann of k1."),
        (.mergeOfMixedKatas(first: "/r1", firstKata: "k1", path: "/r2", kata: "k2"), "mixed katas: /r1 holds results of k1, /r2 of k2. Merge the shards of one kata at a time."),
        (.mergeOfOtherCohorts(path: "/r2", first: "/r1", count: 6, firstCount: 5),
         "/r2 and /r1 were graded from different submission folders (6 and 5 submissions, or other names). Grade every shard from the same folder."),
        (.mergeOfOtherSlicings(path: "/r2", shard: Shard(index: 2, count: 3), first: "/r1", firstShard: Shard(index: 1, count: 2)),
         "/r2 is shard 2/3 but /r1 is shard 1/2: every shard must be cut into the same number of slices."),
        (.mergeOfAShardTwice(shard: Shard(index: 1, count: 2), first: "/r1", path: "/r2"), "shard 1/2 is given twice: /r1 and /r2."),
        (.mergeOfAResultTwice(submission: "ann", first: "/r1", path: "/r2"), "duplicate result: ann is graded in both /r1 and /r2."),
        (.mergeWithoutShards([Shard(index: 2, count: 3)]), "incomplete: shard 2/3 is missing. Merge every shard's results folder."),
        (.mergeWithoutShards([Shard(index: 1, count: 3), Shard(index: 3, count: 3)]), "incomplete: shards 1/3, 3/3 are missing. Merge every shard's results folder."),
        (.mergeWithoutResults(["ann", "ben"]), "incomplete: no results for ann, ben."),
        (.mergeWithoutResults(["a", "b", "c", "d", "e", "f", "g"]), "incomplete: no results for a, b, c, d, e and 2 more."),
    ])
    func aResultsFoldersReasonKeepsItsSentence(problem: CohortProblem, sentence: String) {
        #expect(words(problem)?.message == sentence)
        #expect(words(problem)?.code == ExitCode.usage)
    }

    /// A submission that cannot be graded is a value (`SubmissionProblem`); its result records the
    /// CLI's words: the facts without a learner's advice, then the layout a submission has.
    @Test func aSubmissionsProblemIsWordedForItsResult() throws {
        let cohort = temporaryFolder("cohort-problems")
        try AtomicFile.write("an archive", to: cohort.appendingPathComponent("ann.zip"))
        let kata = try #require(Repository.catalog.katas.first { $0.id == "leaky-presenter" })
        let archive = try #require(Submission.read(cohort.appendingPathComponent("ann.zip"), kata: kata).problem)
        #expect(archive == .notAFolder(name: "ann.zip", learnerFiles: ["OrdersPresenter.swift"]))
        #expect(CheckWords().message(for: archive)
            == "ann.zip is a file, not a folder. Each submission is a folder holding OrdersPresenter.swift; unpack archives first.")
        let issues = SubmissionProblem.unreadable([.file(.tooLarge(path: "ben/OrdersPresenter.swift", kilobytes: 900)), .reviewNotText(file: "review.md")],
                                                  learnerFiles: ["OrdersPresenter.swift"])
        #expect(CheckWords().message(for: issues) == "ben/OrdersPresenter.swift is 900 KB; a kata file is at most 512 KB; review.md is not UTF-8 text, "
            + "so the review was not scored. A submission holds OrdersPresenter.swift at the top of its folder.")
    }
}
