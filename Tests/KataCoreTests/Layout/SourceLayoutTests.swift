import Foundation
import Testing
@testable import KataCLI
@testable import KataCore

/// The rules of the source layout (COMMON: folders by concept without cycles, no function over
/// 60 lines, `package` rather than `public`), read from the sources with the grader's lexer. Each approximates the compiler's
/// view; what it approximates is said where it is computed.
@Suite struct SourceLayoutTests {
    typealias Uses = [String: [String: Set<String>]]

    /// Which folders of `Sources/KataCore` each folder uses: folder A uses folder B when A's code
    /// names a type declared at the top level of a file in B. Approximates name lookup: a word is
    /// taken for the type it spells (a member spelled like another folder's type counts), nested
    /// types and extensions' members are not followed, and Foundation's types never count.
    static func folderUses() -> Uses {
        var folders: [String: [SwiftSourceScan]] = [:]
        for file in SwiftSourceScan.files(under: SwiftSourceScan.sources.appendingPathComponent("KataCore")) {
            let parts = file.path.split(separator: "/")
            guard parts.count == 3 else { continue }
            folders[String(parts[1]), default: []].append(file.scan)
        }
        var home: [String: String] = [:]
        for (folder, scans) in folders {
            for type in scans.flatMap(\.topLevelTypes) { home[type] = home[type] ?? folder }
        }
        var uses: Uses = [:]
        for (folder, scans) in folders {
            for word in scans.reduce(into: Set<String>(), { $0.formUnion($1.capitalisedWords) }) {
                guard let other = home[word], other != folder else { continue }
                uses[folder, default: [:]][other, default: []].insert(word)
            }
        }
        return uses
    }

    /// A path of folders from `start` to `goal` along `uses`, if there is one (breadth first).
    static func path(from start: String, to goal: String, in uses: Uses) -> [String]? {
        var previous: [String: String] = [:]
        var queue = [start]
        while !queue.isEmpty {
            let folder = queue.removeFirst()
            for next in (uses[folder] ?? [:]).keys.sorted() where previous[next] == nil && next != start {
                previous[next] = folder
                if next == goal {
                    var path = [goal]
                    while let step = previous[path[0]] { path.insert(step, at: 0) }
                    return path
                }
                queue.append(next)
            }
        }
        return nil
    }

    @Test func noFolderOfKataCoreUsesAFolderThatUsesIt() {
        let uses = Self.folderUses()
        #expect(uses.count >= 10, "the scan found too few folders using others: \(uses.keys.sorted())")
        for (folder, used) in uses.sorted(by: { $0.key < $1.key }) {
            for other in used.keys.sorted() {
                guard let back = Self.path(from: other, to: folder, in: uses) else { continue }
                let names = used[other]!.sorted().joined(separator: ", ")
                Issue.record("folder cycle: \(folder) uses \(other) (\(names)), and \(back.joined(separator: " → ")); move the shared type to the folder of its concept or to Support/")
            }
        }
    }

    @Test func theCycleScanSeesACycleWhereThereIsOne() {
        let uses: Uses = ["A": ["B": ["Bee"]], "B": ["C": ["See"]], "C": ["A": ["Ay"]], "D": ["A": ["Ay"]]]
        #expect(Self.path(from: "B", to: "A", in: uses) == ["B", "C", "A"])
        #expect(Self.path(from: "A", to: "D", in: uses) == nil)
        let scan = SwiftSourceScan("package struct Kata {\n    struct Nested {}\n}\nprivate enum Hidden {}\nenum Plain { case a }\nlet s = \"struct Quoted\"\n")
        #expect(scan.topLevelTypes == ["Kata", "Plain"])
    }

    @Test func noFunctionInSourcesIsOver60Lines() {
        var long: [String] = []
        for file in SwiftSourceScan.files(under: SwiftSourceScan.sources) {
            for function in file.scan.functions where function.lines > 60 {
                long.append("\(file.path):\(function.line) \(function.name) is \(function.lines) lines")
            }
        }
        #expect(long.isEmpty, "over 60 lines (split into named steps):\n\(long.joined(separator: "\n"))")
    }

    @Test func theLengthScanCountsFromDeclarationToClosingBrace() {
        let body = Array(repeating: "    let x = \"}{\" // }", count: 59).joined(separator: "\n")
        let scan = SwiftSourceScan("func long(_ a: () -> Void = { }) {\n\(body)\n}\nprotocol P {\n    func bare()\n    init(x: Int)\n    var y: Int { get }\n}\nstruct S { init() { self.init(x: 1) } }\n")
        #expect(scan.functions.map(\.lines) == [61, 1])
        #expect(scan.functions.map(\.name) == ["func long", "init"])
    }

    /// KataCore's only clients are in this package (KataCLI, the `kata` executable, the tests),
    /// so nothing in it is `public`: `package` says what the other targets use
    /// (`/work/wt/h25-package.sh` rewrote it). The word is looked for as code, so a comment or a
    /// string naming it does not count.
    @Test func noPublicDeclarationInTheCore() {
        var found: [String] = []
        for file in SwiftSourceScan.files(under: SwiftSourceScan.sources.appendingPathComponent("KataCore")) {
            for token in file.scan.tokens where token.kind == .word("public") {
                found.append("\(file.path):\(file.scan.line(of: token.start))")
            }
        }
        #expect(found.isEmpty, "public in KataCore (use package):\n\(found.joined(separator: "\n"))")
    }

    /// The core names no command and no option of the CLI: it returns values (`CheckReason`,
    /// `LearnerFileProblem`, `KataCommand`) and the CLI words them (`CheckWords`, `ProblemWords`,
    /// `CommandNames.kata`). Every string literal of KataCore is read for `kata <command>` and
    /// `--<option>`, with the names the CLI declares (`KataCLI.commands`).
    @Test func noStringOfTheCoreNamesACommandOrAnOptionOfTheCLI() {
        var found: [String] = []
        for file in SwiftSourceScan.files(under: SwiftSourceScan.sources.appendingPathComponent("KataCore")) {
            for literal in file.scan.literals {
                for named in Self.namesOfTheCLI(in: literal.text) where !Self.allowedNames.contains(where: { file.path.hasSuffix($0.file) && $0.named == named }) {
                    found.append("\(file.path):\(file.scan.line(of: literal.start)): \(named)")
                }
            }
        }
        #expect(found.isEmpty, "a command or an option of the CLI named in KataCore (return a value; the CLI words it):\n\(found.joined(separator: "\n"))")
    }

    /// The run notes' sentences are the CLI's (`CheckWords`): no string literal of KataCore
    /// holds the first five words of one (the compiler-crash error was once written in the runner).
    @Test func noStringOfTheCoreWritesARunNotesSentence() {
        let openings = [RunNote.notScreened, .outputCut(kilobytes: 1), .compilerCrashed, .mainAttribute, .mainSymbol].map {
            CheckWords().sentence(for: $0).split(separator: " ").prefix(5).joined(separator: " ")
        }
        var found: [String] = []
        for file in SwiftSourceScan.files(under: SwiftSourceScan.sources.appendingPathComponent("KataCore")) {
            for literal in file.scan.literals where openings.contains(where: { literal.text.contains($0) }) {
                found.append("\(file.path):\(file.scan.line(of: literal.start))")
            }
        }
        #expect(openings.count == 5 && openings.allSatisfy { $0.split(separator: " ").count == 5 })
        #expect(found.isEmpty, "a run note's sentence written in KataCore (return the RunNote; CheckWords words it):\n\(found.joined(separator: "\n"))")
    }

    /// The same for why a test process stopped (`CrashReport.Cause`) and why a mutant could not be
    /// judged (`TestGrade.MutantTrouble`): each sentence's opening (the part before any data).
    @Test func noStringOfTheCoreWritesACrashSentence() {
        let causes: [CrashReport.Cause] = [.mainSyncDeadlock, .missingSymbol(nil), .timedOut, .exited(code: 3), .memoryLimit, .cpuLimit,
                                           .killed, .nilUnwrapped, .unownedAfterFree, .couldNotStart, .didNotEnd]
        let troubles: [TestGrade.MutantTrouble] = [.testsDoNotCompile, .couldNotRun(.timedOut), .stoppedByUnsoundTest(.timedOut)]
        let openings = (causes.map { CheckWords().sentence(for: $0) } + troubles.map { CheckWords().sentence(for: $0) }).map {
            $0.split(separator: " ").prefix(4).joined(separator: " ")
        }
        let found = Self.coreLiterals(holdingAnyOf: openings)
        #expect(openings.allSatisfy { $0.split(separator: " ").count == 4 })
        #expect(found.isEmpty, "a crash sentence written in KataCore (return the cause; CheckWords words it):\n\(found.joined(separator: "\n"))")
    }

    /// The same for the machine's problems (`EnvironmentProblem`, worded by `EnvironmentWords`):
    /// no string literal of KataCore holds five words in a row of one of their sentences (four would find other sentences).
    @Test func noStringOfTheCoreWritesAnEnvironmentSentence() {
        let openings = Self.environmentProblems.map { Self.firstFiveWordsWithoutData(of: $0.words) }
        let found = Self.coreLiterals(holdingAnyOf: openings)
        #expect(openings.allSatisfy { $0.split(separator: " ").count == 5 }, "\(openings)")
        #expect(found.isEmpty, "an environment sentence written in KataCore (throw KataError.environment(<EnvironmentProblem>); EnvironmentWords words it):\n\(found.joined(separator: "\n"))")
    }

    /// The same for the refusals of a command's input (`CohortProblem`, `ScaffoldProblem`,
    /// `SubmissionProblem`, worded by `ProblemWords`): no string literal of KataCore holds five
    /// words in a row of one of their sentences (those with five words between their data).
    @Test func noStringOfTheCoreWritesAProblemSentence() {
        let sentences = Self.inputProblems.map { KataCLI.words(for: KataCLI.worded($0)) }
        let openings = sentences.map { Self.firstFiveWordsWithoutData(of: $0) }.filter { !$0.isEmpty }
        let found = Self.coreLiterals(holdingAnyOf: openings)
        #expect(openings.count >= 16, "\(openings)")
        #expect(found.isEmpty, "a problem's sentence written in KataCore (throw the problem; ProblemWords words it):\n\(found.joined(separator: "\n"))")
    }

    /// Where a string literal of KataCore holds one of `openings`: `file:line: the literal's start`.
    static func coreLiterals(holdingAnyOf openings: some Collection<String>) -> [String] {
        var found: [String] = []
        for file in SwiftSourceScan.files(under: SwiftSourceScan.sources.appendingPathComponent("KataCore")) {
            for literal in file.scan.literals where openings.contains(where: { literal.text.contains($0) }) {
                found.append("\(file.path):\(file.scan.line(of: literal.start)): \(literal.text.prefix(60))")
            }
        }
        return found
    }

    /// The same for the authoring problems (`AuthoringProblem.Reason`, worded by `AuthoringWords`):
    /// no string literal of KataCore holds the first five words of one of their sentences (of five words or more).
    @Test func noStringOfTheCoreWritesAnAuthoringSentence() {
        // Shorter sentences (`cannot be read`) are said by other errors too.
        let openings = Set(AuthoringWordsTests.sentences.map { $0.1.split(separator: " ").prefix(5) }.filter { $0.count == 5 }.map { $0.joined(separator: " ") })
        let found = Self.coreLiterals(holdingAnyOf: openings)
        #expect(openings.count >= 60, "\(openings.count)")
        #expect(found.isEmpty, "an authoring problem's sentence written in KataCore (return an AuthoringProblem.Reason; AuthoringWords words it):\n\(found.joined(separator: "\n"))")
    }

    /// The same for `kata verify`'s findings (`Verifier.Subject`, `Verifier.Detail`, worded by
    /// `VerifyWords`) and a cohort's summaries (`CohortSummaryRenderer`): no string literal of
    /// KataCore holds the first five words of a finding's sentence, an HTML page or the CSV's header.
    @Test func noStringOfTheCoreWritesAVerifySentenceOrACohortSummary() {
        let openings = Set(VerifyWordsTests.details.map { $0.1.split(separator: " ").prefix(5) }.filter { $0.count == 5 }.map { $0.joined(separator: " ") })
        let found = Self.coreLiterals(holdingAnyOf: openings.union(["<!DOCTYPE html", "<table", "review_percent"]))
        #expect(openings.count >= 20, "\(openings.count)")
        #expect(found.isEmpty, "a finding's sentence or a summary's words written in KataCore (return a Verifier.Detail or the CohortSummary; the CLI words it):\n\(found.joined(separator: "\n"))")
    }

    /// The same for the workspace's warnings and a generated copy's role (`WorkspaceNote`,
    /// `WorkspacePackage.Role`, worded by `WorkspaceWords`): no string literal of KataCore holds
    /// five words in a row of one; nor the whole of what a refused call does (`SymbolScreen.Use`).
    @Test func noStringOfTheCoreWritesAWorkspaceSentenceOrWhatACallDoes() {
        let sentences = [WorkspaceNote.progressUnreadable(keptAs: "§"), .notGenerated(path: "§")].map { WorkspaceWords().sentence(for: $0) }
            + [WorkspacePackage.Role.support, .standIn].map { WorkspaceWords().sentence(for: $0, commands: CommandNames { _ in "§" }) }
        let openings = sentences.map { Self.firstFiveWordsWithoutData(of: $0) }
        let found = Self.coreLiterals(holdingAnyOf: openings + CheckWordsTests.uses.map(\.1))
        #expect(openings.count == 4 && openings.allSatisfy { $0.split(separator: " ").count == 5 }, "\(openings)")
        #expect(found.isEmpty, "a workspace warning, a copy's role or what a call does written in KataCore (return the value; the CLI words it):\n\(found.joined(separator: "\n"))")
    }

    /// Kinds of the input's problems, their data a mark (`§`) where it is text.
    static let inputProblems: [any Error] = [
        CohortProblem.shardNotAFraction("§"), CohortProblem.resultsFolderIsForeign(path: "§", manifest: "§"), CohortProblem.resultsFolderInsideSubmissions,
        CohortProblem.notAResultsFolder(path: "§", manifest: "§"), CohortProblem.mergeOfNothing, CohortProblem.mergeIntoItsInput(path: "§"),
        CohortProblem.mergeOfOtherBounds(path: "§", first: "§"), CohortProblem.submissionsNotAFolder(path: "§"),
        CohortProblem.manifestUnreadable(path: "§", said: "§"), CohortProblem.resultMissing(path: "§", manifest: "§", submission: "§"),
        CohortProblem.mergeOfMixedKatas(first: "§", firstKata: "§", path: "§", kata: "§"),
        CohortProblem.mergeOfOtherCohorts(path: "§", first: "§", count: 7, firstCount: 7),
        CohortProblem.mergeOfOtherSlicings(path: "§", shard: .whole, first: "§", firstShard: .whole),
        CohortProblem.mergeWithoutShards([.whole]), ScaffoldProblem.invalidID("§"), ScaffoldProblem.alreadyExists(path: "§"),
        SubmissionProblem.notAFolder(name: "§", learnerFiles: ["§"]), SubmissionProblem.unreadable([.reviewNotText(file: "§")], learnerFiles: ["§"]),
    ]

    /// `KataError.environment("…")`, `.usage("…")` and `.input("…")` do not come back into the
    /// core: the machine's problems are values (`EnvironmentProblem`), and so are the refusals of a
    /// command's input (`CohortProblem`, `ScaffoldProblem`, `LearnerFileProblem`, ...), which the
    /// CLI words. (`.internal("…")` stays a sentence: a bug of ours, said to its developers.)
    @Test func noEnvironmentUsageOrInputErrorOfTheCoreIsAString() {
        var found: [String] = []
        for file in SwiftSourceScan.files(under: SwiftSourceScan.sources.appendingPathComponent("KataCore")) {
            let text = (try? String(contentsOf: SwiftSourceScan.sources.appendingPathComponent(file.path), encoding: .utf8)) ?? ""
            found += Self.errorsWithAString(in: file.scan, text: text).map { "\(file.path):\($0)" }
        }
        #expect(found.isEmpty, "KataError.environment, .usage or .input with a string in KataCore (throw a typed problem; the CLI words it):\n\(found.joined(separator: "\n"))")
        let text = "throw KataError.environment(\"no\")\nthrow .environment(.compilerNotFound)\n// .environment(\"a comment\")\nthrow .environment(#\"raw\"#)\nlet path = environment[\"PATH\"]\n"
            + "throw KataError.usage(\"u\")\nthrow .input(\"\\(path) is bad\")\nlet line = context.input()\nthrow KataError.internal(\"ours\")\n"
        #expect(Self.errorsWithAString(in: SwiftSourceScan(text), text: text) == [1, 4, 6, 7])
    }

    /// The lines where `environment(`, `usage(` or `input(` is followed by a string literal (`scan` is of `text`).
    static func errorsWithAString(in scan: SwiftSourceScan, text: String) -> [Int] {
        let bytes = Array(text.utf8)
        let literalStarts = Set(scan.literals.map(\.start))
        let kinds: [ResilientSource.Scanner.Kind] = [.word("environment"), .word("usage"), .word("input")]
        return scan.tokens.indices.dropLast(2).filter { index in
            kinds.contains(scan.tokens[index].kind) && bytes[scan.tokens[index + 1].start] == UInt8(ascii: "(")
                && literalStarts.contains(scan.tokens[index + 2].start)
        }.map { scan.line(of: scan.tokens[$0].start) }
    }

    /// Every kind of `EnvironmentProblem`, its data a mark (`§`) where it is text.
    static let environmentProblems: [EnvironmentProblem] = [
        .compilerNotFound, .compilerDidNotStart(swiftc: "§", said: "§"), .compilerVersionFailed(swiftc: "§"),
        .compilerTooOld(versionLine: "§"), .compileTimedOut(seconds: 7), .swiftTestingMissing, .buildCacheUnwritable(cache: "§", said: "§"),
        .fileUnwritable(path: "§", said: "§", place: .workspace), .fileUnwritable(path: "§", said: "§", place: .resultsFolder),
        .lockUncreatable(path: "§", said: "§"), .workspaceBusy(folder: "§", seconds: 7), .resultsFolderUncreatable(path: "§", said: "§"),
        .kataFolderUnreadable(path: "§"), .sandboxDidNotStart(said: "§"), .gradingNeedsASandbox(reason: "§"),
    ]

    /// The first five words of `sentence` that hold no data (`§`) between them.
    static func firstFiveWordsWithoutData(of sentence: String) -> String {
        let runs = sentence.split(separator: "§").map { $0.split(separator: " ") }
        return (runs.first { $0.count >= 5 } ?? []).prefix(5).joined(separator: " ")
    }

    /// Names in core strings that are not the CLI's, though spelled alike, and why each stays.
    static let allowedNames: [(file: String, named: String, why: String)] = [
        ("Catalog/KataScaffold.swift", "kata check", "the scaffold's solution file is a kata's own content, as its briefs are"),
    ]

    /// `kata <command>` and `--<option>` in `text`, for the commands and options the CLI declares.
    static func namesOfTheCLI(in text: String) -> [String] {
        let commands = Set(KataCLI.commands.map(\.name).filter { !$0.isEmpty })
        let options = Set(KataCLI.commands.flatMap { $0.parsedOptions.map(\.name) } + ["help"])
        // Code interpolated into the literal is not its words (`\(report.kata)`).
        let prose = text.replacingOccurrences(of: #"\\\([^)]*\)"#, with: " ", options: .regularExpression)
        let words = prose.split { !($0.isLetter || $0.isNumber || $0 == "-") }.map(String.init)
        var named: [String] = []
        for (index, word) in words.enumerated() {
            if word == "kata", index + 1 < words.count, commands.contains(words[index + 1]) { named.append("kata \(words[index + 1])") }
            if word.hasPrefix("--"), options.contains(String(word.dropFirst(2))) { named.append(word) }
        }
        return named
    }

    @Test func theNameScanSeesCommandsAndOptionsAndNotOtherWords() {
        let scan = SwiftSourceScan("// run `kata check` here\nlet a = \"run `swift run kata check` or use --dir\"\nlet b = #\"the kata checks \\(kata.report) --version\"#\n")
        #expect(scan.literals.count == 2)
        #expect(scan.literals.map { scan.line(of: $0.start) } == [2, 3])
        #expect(scan.literals.flatMap { Self.namesOfTheCLI(in: $0.text) } == ["kata check", "--dir"])
    }

    @Test func thePublicScanSeesTheModifierAndNotTheWord() {
        let scan = SwiftSourceScan("/// the public API\npublic struct A {}\nlet s = \"public\"\n")
        #expect(scan.tokens.filter { $0.kind == .word("public") }.map { scan.line(of: $0.start) } == [2])
    }
}
