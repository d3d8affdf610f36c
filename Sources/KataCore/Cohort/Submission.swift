import Foundation

/// One candidate's folder in a cohort, read and checked before anything is compiled.
///
/// The layout is the learner's kata folder as `kata start` makes it, so a candidate can hand in
/// their workspace folder as it is:
///
///     SUBMISSIONS_DIR/alice/OrdersPresenter.swift          each learner file of the kata (required)
///     SUBMISSIONS_DIR/alice/Tests/OrdersPresenterTests.swift  the test file (optional; also read
///                                                          at the top level when Tests/ lacks it)
///     SUBMISSIONS_DIR/alice/review.md                      the review round's findings (optional)
///
/// Anything else is listed as ignored and not graded; hidden entries (`.DS_Store`, `.git`) are
/// passed over in silence.
package struct Submission: Sendable {
    /// The folder's name: the submission's name in every result.
    package var name: String
    package var sources: [LearnerSource]
    package var tests: LearnerSource?
    /// The text of review.md, when the kata has a review round and the folder holds one.
    package var review: String?
    /// Files that were read, relative to the folder, sorted.
    package var graded: [String]
    /// Files that were not read, relative to the folder, sorted (at most `listedLimit`).
    package var ignored: [String]
    /// Why the submission cannot be graded: a missing or unreadable learner file. Its review is
    /// still scored.
    package var problem: SubmissionProblem?

    package static let reviewFile = "review.md"
    /// The most ignored files listed; a folder with more says so in the last entry.
    static let listedLimit = 30

    /// SHA-256 of what was read of the graded files (names and contents, in order), or nil.
    package var digest: String? {
        let files = sources + (tests.map { [$0] } ?? [])
        guard !files.isEmpty else { return nil }
        return ContentHash.of(files.flatMap { [$0.name, $0.contents] } + [review ?? ""])
    }

    /// Reads the submission in `folder` for `kata`. Never throws: every way a folder can be wrong
    /// becomes the submission's `problem`.
    package static func read(_ folder: URL, kata: Kata) -> Submission {
        let name = folder.lastPathComponent
        var submission = Submission(name: name, sources: [], tests: nil, review: nil, graded: [], ignored: [], problem: nil)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            submission.problem = .notAFolder(name: name, learnerFiles: kata.learnerFiles)
            return submission
        }
        let present = files(in: folder)
        var used: Set<String> = []
        var problems: [SubmissionProblem.Issue] = []
        for file in kata.learnerFiles {
            guard present.contains(file) else {
                let elsewhere = present.filter { $0.hasSuffix("/" + file) }.sorted().first
                problems.append(.missing(file: file, foundAt: elsewhere))
                continue
            }
            used.insert(file)
            do {
                submission.sources.append(try LearnerSource.read(name: file, from: folder.appendingPathComponent(file)))
            } catch {
                problems.append(issue(error, file: file, in: folder, name: name))
            }
        }
        if let path = kata.testFilePath, let testName = kata.testsCheck?.testFile {
            let chosen = present.contains(path) ? path : present.contains(testName) ? testName : nil
            if let chosen {
                used.insert(chosen)
                do {
                    submission.tests = try LearnerSource.read(name: testName, from: folder.appendingPathComponent(chosen))
                } catch {
                    problems.append(issue(error, file: chosen, in: folder, name: name))
                }
            }
        }
        if kata.review != nil, present.contains(reviewFile) {
            used.insert(reviewFile)
            if let data = try? Data(contentsOf: folder.appendingPathComponent(reviewFile)), let text = String(data: data, encoding: .utf8) {
                submission.review = text
            } else {
                problems.append(.reviewNotText(file: reviewFile))
            }
        }
        if !problems.isEmpty {
            submission.problem = .unreadable(problems, learnerFiles: kata.learnerFiles)
        }
        submission.graded = used.sorted()
        var ignored = present.subtracting(used).sorted()
        if ignored.count > listedLimit {
            let more = ignored.count - listedLimit
            ignored = Array(ignored.prefix(listedLimit)) + ["… and \(more) more"]
        }
        submission.ignored = ignored
        return submission
    }

    /// The non-hidden files under `folder`, relative to it. A folder with thousands of files (a
    /// checked-in build folder) is read only so far: the submission's own files sit at the top.
    static func files(in folder: URL, limit: Int = 2000) -> Set<String> {
        var found: Set<String> = []
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles]) else {
            return found
        }
        let base = folder.standardizedFileURL.resolvingSymlinksInPath().path + "/"
        for case let url as URL in walker {
            guard found.count < limit else { break }
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true else { continue }
            let path = url.standardizedFileURL.resolvingSymlinksInPath().path
            found.insert(path.hasPrefix(base) ? String(path.dropFirst(base.count)) : url.lastPathComponent)
        }
        return found
    }

    /// A learner file that cannot be read, its path relative to the submissions folder.
    static func issue(_ error: any Error, file: String, in folder: URL, name: String) -> SubmissionProblem.Issue {
        let problem = error as? LearnerFileProblem ?? .unreadable(path: folder.appendingPathComponent(file).path, reason: String(describing: error))
        return .file(problem.mapText { relative($0, to: folder, name: name) })
    }

    /// A message without the machine's path to the submissions, so results compare across machines.
    static func relative(_ message: String, to folder: URL, name: String) -> String {
        message.replacingOccurrences(of: folder.path, with: name)
            .replacingOccurrences(of: folder.standardizedFileURL.resolvingSymlinksInPath().path, with: name)
    }
}
