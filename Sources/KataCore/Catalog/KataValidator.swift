import Foundation

/// What a valid kata is, checked where its author runs it (every command loads katas through it;
/// `kata validate` and `kata verify` report it): every file named exists, every reference points
/// at something real, every anchor holds its text, every patch applies to the solution.
struct KataValidator {
    let kata: Kata
    /// `Katas/`.
    let katasRoot: URL
    /// The kata folder as messages name it (`Katas/demo`).
    let folder: String
    private var manifest: String { "\(folder)/kata.json" }

    init(kata: Kata, katasRoot: URL) {
        self.kata = kata
        self.katasRoot = katasRoot
        self.folder = "\(katasRoot.lastPathComponent)/\(kata.directory.lastPathComponent)"
    }

    var solutionsFolder: URL { katasRoot.deletingLastPathComponent().appendingPathComponent("Solutions").appendingPathComponent(kata.id) }
    var solutionsName: String { "Solutions/\(kata.id)" }

    /// Collects the problems of one kata; `fail` names a field of kata.json unless told another file.
    private final class Findings {
        var problems: [AuthoringProblem] = []
        let manifest: String
        init(manifest: String) { self.manifest = manifest }

        func fail(_ field: String, _ reason: AuthoringProblem.Reason, file: String? = nil) {
            problems.append(AuthoringProblem(file: file ?? manifest, field: field, reason))
        }

        func requireFile(_ url: URL, shownAs shown: String, field: String, what: AuthoringProblem.ExpectedFile) {
            if !FileManager.default.fileExists(atPath: url.path) { fail(field, .fileMissing(shownAs: shown, expected: what)) }
        }
    }

    func problems() -> [AuthoringProblem] {
        let findings = Findings(manifest: manifest)
        checkFolder(findings)
        let stageNumbers = checkStages(findings)
        let checkIDs = checkChecks(findings, stageNumbers: stageNumbers)
        checkVariants(findings, checkIDs: checkIDs)
        checkReview(findings)
        findings.problems += behaviourProblems()
        findings.problems += allowedCallProblems()
        return findings.problems
    }

    /// The kata as a whole: its format, id, learner files (starter and solution), stand-ins, story and idea.
    private func checkFolder(_ findings: Findings) {
        if kata.formatVersion != KataCatalog.supportedFormatVersion {
            findings.fail("formatVersion", .formatUnsupported(kata.formatVersion, supported: KataCatalog.supportedFormatVersion))
        }
        if kata.id != kata.directory.lastPathComponent {
            findings.fail("id", .idIsNotTheFolder(id: kata.id, folder: kata.directory.lastPathComponent))
        }
        if kata.learnerFiles.isEmpty { findings.fail("learnerFiles", .noLearnerFiles) }
        for (index, name) in kata.learnerFiles.enumerated() {
            findings.requireFile(kata.starterDirectory.appendingPathComponent(name), shownAs: "\(folder)/Starter/\(name)", field: "learnerFiles[\(index)]", what: .starter)
            findings.requireFile(solutionsFolder.appendingPathComponent(name), shownAs: "\(solutionsName)/\(name)", field: "learnerFiles[\(index)]", what: .solution)
        }
        for (index, name) in kata.standIns.enumerated() {
            findings.requireFile(katasRoot.appendingPathComponent("Shared/StandIns/\(name).swift"), shownAs: "Katas/Shared/StandIns/\(name).swift", field: "standIns[\(index)]", what: .standIn)
        }

        for (name, what) in [("story.md", AuthoringProblem.KataMarkdown.story), ("idea.md", .idea)]
        where !FileManager.default.fileExists(atPath: kata.directory.appendingPathComponent(name).path) {
            findings.problems.append(AuthoringProblem(file: "\(folder)/\(name)", field: "", .markdownMissing(what)))
        }
    }

    /// Each stage has a unique number and a brief; returns the stage numbers.
    private func checkStages(_ findings: Findings) -> Set<Int> {
        if kata.stages.isEmpty { findings.fail("stages", .noStages) }
        var stageNumbers: Set<Int> = []
        for (index, stage) in kata.stages.enumerated() {
            let field = "stages[\(index)]"
            if stage.number < 1 { findings.fail("\(field).number", .stageNumberBelowOne(stage.number)) }
            if !stageNumbers.insert(stage.number).inserted { findings.fail("\(field).number", .stageNumberTwice(stage.number)) }
            findings.requireFile(kata.directory.appendingPathComponent(stage.brief), shownAs: "\(folder)/\(stage.brief)", field: "\(field).brief", what: .stageBrief)
        }
        return stageNumbers
    }

    /// Each check has a unique id, a real stage, and what its kind needs; returns the check ids.
    private func checkChecks(_ findings: Findings, stageNumbers: Set<Int>) -> Set<String> {
        var checkIDs: Set<String> = []
        let variantIDs = Set(kata.mutants.map(\.id))
        for (index, check) in kata.checks.enumerated() {
            let field = "checks[\(index)] \"\(check.id)\""
            if !checkIDs.insert(check.id).inserted { findings.fail("\(field).id", .checkIDTwice) }
            if !stageNumbers.contains(check.stage) { findings.fail("\(field).stage", .notAStage(check.stage, stages: kata.stages.map(\.number))) }
            checkWhatItsKindNeeds(check, field: field, findings: findings, variantIDs: variantIDs)
        }
        if kata.checks.isEmpty { findings.fail("checks", .noChecks) }
        return checkIDs
    }

    /// A suite for `test`, probes for `rejects`, settings for `compiles`, a test file for `tests`.
    private func checkWhatItsKindNeeds(_ check: Check, field: String, findings: Findings, variantIDs: Set<String>) {
        switch check.kind {
        case .test:
            guard let suite = check.suite else {
                findings.fail("\(field).suite", .suiteMissing)
                break
            }
            if !FileManager.default.fileExists(atPath: kata.suitesDirectory.appendingPathComponent("\(suite).swift").path) {
                let names: [String] = (try? FileManager.default.contentsOfDirectory(atPath: kata.suitesDirectory.path)) ?? []
                let known = names.filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(6)) }.sorted()
                findings.fail("\(field).suite", .suiteFileMissing(shownAs: "\(folder)/Suites/\(suite).swift", suites: known))
            }
            for (usesIndex, helper) in (check.uses ?? []).enumerated() {
                findings.requireFile(kata.suitesDirectory.appendingPathComponent(helper), shownAs: "\(folder)/Suites/\(helper)", field: "\(field).uses[\(usesIndex)]", what: .suiteHelper)
            }
            if (check.needs ?? "").isEmpty { findings.fail("\(field).needs", .needsMissing) }
        case .rejects:
            let probes = check.probes ?? []
            if probes.isEmpty { findings.fail("\(field).probes", .probesMissing) }
            for (probeIndex, probe) in probes.enumerated() {
                let probeField = "\(field).probes[\(probeIndex)]"
                findings.requireFile(kata.probesDirectory.appendingPathComponent(probe.file), shownAs: "\(folder)/Probes/\(probe.file)", field: "\(probeField).file", what: .probe)
                if let control = probe.control {
                    findings.requireFile(kata.probesDirectory.appendingPathComponent(control), shownAs: "\(folder)/Probes/\(control)", field: "\(probeField).control", what: .probeControl)
                }
                if !["5", "6"].contains(probe.swiftVersion) { findings.fail("\(probeField).swiftVersion", .swiftVersionUnknown(probe.swiftVersion)) }
                if probe.errors.isEmpty { findings.fail("\(probeField).errors", .noCompilerErrors) }
            }
        case .compiles:
            guard let settings = check.compile else {
                findings.fail("\(field).compile", .compileMissing)
                break
            }
            if !["5", "6"].contains(settings.swiftVersion) { findings.fail("\(field).compile.swiftVersion", .swiftVersionUnknown(settings.swiftVersion)) }
            for (standInIndex, name) in settings.standIns.enumerated() {
                findings.requireFile(katasRoot.appendingPathComponent("Shared/StandIns/\(name).swift"), shownAs: "Katas/Shared/StandIns/\(name).swift", field: "\(field).compile.standIns[\(standInIndex)]", what: .standIn)
            }
            for name in settings.files ?? [] where !kata.learnerFiles.contains(name) {
                findings.fail("\(field).compile.files", .notALearnerFile(name, learnerFiles: kata.learnerFiles))
            }
            for name in settings.support ?? [] {
                findings.requireFile(kata.supportDirectory.appendingPathComponent(name), shownAs: "\(folder)/Support/\(name)", field: "\(field).compile.support", what: .support)
            }
        case .tests:
            guard let testFile = check.testFile else {
                findings.fail("\(field).testFile", .testFileMissing)
                break
            }
            findings.requireFile(kata.starterDirectory.appendingPathComponent("Tests/\(testFile)"), shownAs: "\(folder)/Starter/Tests/\(testFile)", field: "\(field).testFile", what: .testSkeleton)
            findings.requireFile(solutionsFolder.appendingPathComponent("Tests/\(testFile)"), shownAs: "\(solutionsName)/Tests/\(testFile)", field: "\(field).testFile", what: .modelTests)
            for name in check.requiredMutants ?? [] where !variantIDs.contains(name) {
                findings.fail("\(field).requiredMutants", .notAMutant(name))
            }
        }
    }

    /// Each mutant and alternative changes a learner file one way, names real checks, and applies to the solution.
    private func checkVariants(_ findings: Findings, checkIDs: Set<String>) {
        var seenVariants: Set<String> = []
        let variants = kata.mutants.enumerated().map { ("mutants[\($0.offset)] \"\($0.element.id)\"", $0.element, false) }
            + (kata.alternatives ?? []).enumerated().map { ("alternatives[\($0.offset)] \"\($0.element.id)\"", $0.element, true) }
        for (field, variant, isAlternative) in variants {
            if !seenVariants.insert(variant.id).inserted { findings.fail("\(field).id", .variantIDTwice) }
            guard kata.learnerFiles.contains(variant.file) else {
                findings.fail("\(field).file", .variantFileNotALearnerFile(variant.file, learnerFiles: kata.learnerFiles))
                continue
            }
            let ways = [variant.patch != nil, variant.source != nil, variant.patch == nil && !variant.edits.isEmpty].filter { $0 }.count
            if ways != 1 { findings.fail(field, .variantChanges(count: ways)) }
            for check in variant.fails where !checkIDs.contains(check) {
                findings.fail("\(field).fails", .notACheck(check))
            }
            if isAlternative && !variant.fails.isEmpty { findings.fail("\(field).fails", .alternativeFails) }
            if !isAlternative && variant.fails.isEmpty { findings.fail("\(field).fails", .mutantFailsNothing) }
            if let reason = variant.interface {
                if !isAlternative { findings.fail("\(field).interface", .interfaceOnAMutant) }
                if reason.split(separator: " ").count < 3 {
                    findings.fail("\(field).interface", .interfaceNotASentence(reason))
                }
            }
            if let source = variant.source {
                findings.requireFile(kata.directory.appendingPathComponent(source), shownAs: "\(folder)/\(source)", field: "\(field).source", what: .variantSource)
            } else if ways == 1, let solution = try? String(contentsOf: solutionsFolder.appendingPathComponent(variant.file), encoding: .utf8) {
                if let failure = Self.applyFailure(variant, to: solution) {
                    let file = variant.patch.map { "\(folder)/\($0)" } ?? manifest
                    findings.problems.append(AuthoringProblem(file: file, field: variant.patch == nil ? "\(field).edits" : "",
                                                              .doesNotApply(to: "\(solutionsName)/\(variant.file)", failure)))
                }
            }
        }
    }

    /// The review round's files exist, and each key item's anchors hold their text.
    private func checkReview(_ findings: Findings) {
        if let review = kata.review {
            for (index, file) in review.files.enumerated() {
                findings.requireFile(kata.directory.appendingPathComponent(file.path), shownAs: "\(folder)/\(file.path)", field: "review.files[\(index)].path", what: .reviewedFile)
            }
            var keyIDs: Set<String> = []
            for (index, item) in kata.key.enumerated() {
                let field = "key[\(index)] \"\(item.identifier)\""
                if !keyIDs.insert(item.identifier).inserted { findings.fail("\(field).id", .keyItemIDTwice) }
                if (item.concepts ?? []).isEmpty || (item.concepts ?? []).contains(where: \.isEmpty) {
                    findings.fail("\(field).concepts", .conceptsMissing)
                }
                if let core = item.core, let bad = core.first(where: { !(item.concepts ?? []).indices.contains($0) }) {
                    findings.fail("\(field).core", .coreNotAConcept(bad, concepts: (item.concepts ?? []).count))
                }
                if item.notThis?.contains(where: { $0.trimmingCharacters(in: .whitespaces).isEmpty }) == true {
                    findings.fail("\(field).notThis", .notThisEmptyPhrase)
                }
                for (anchorIndex, anchor) in (item.anchors ?? []).enumerated() {
                    let anchorField = "\(field).anchors[\(anchorIndex)]"
                    guard let reviewed = review.files.first(where: { $0.name == anchor.file }) else {
                        findings.fail("\(anchorField).file", .notAReviewFile(anchor.file, files: review.files.map(\.name)))
                        continue
                    }
                    let lines = kata.contents(of: reviewed).lines
                    guard anchor.from >= 1, anchor.from <= anchor.to, anchor.to <= lines.count else {
                        findings.fail(anchorField, .anchorOutOfRange(from: anchor.from, to: anchor.to, lines: lines.count, path: reviewed.path))
                        continue
                    }
                    if !lines[(anchor.from - 1)..<anchor.to].joined(separator: "\n").contains(anchor.contains) {
                        let found = lines.indices.filter { lines[$0].contains(anchor.contains) }.map { $0 + 1 }
                        findings.fail("\(anchorField).contains", .anchorTextElsewhere(anchor.contains, from: anchor.from, to: anchor.to, foundOn: found, path: reviewed.path))
                    }
                }
            }
        } else if !kata.key.isEmpty {
            findings.fail("review", .reviewMissing)
        }
    }

    /// Why a variant's edits do not apply to the solution, or nil when they do. Each edit's text
    /// must stand exactly once (`MutantApplier`'s rule).
    static func applyFailure(_ variant: Mutant, to solution: String) -> AuthoringProblem.EditFailure? {
        var text = solution
        for (index, edit) in variant.edits.enumerated() {
            let count = text.occurrences(of: edit.find)
            if count != 1 {
                // The first line the edit changes says which slip it is; the context around it may be what moved.
                let old = edit.find.components(separatedBy: "\n")
                let new = edit.replace.components(separatedBy: "\n")
                let first = zip(old, new).first { $0 != $1 }?.0 ?? old.first { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
                return AuthoringProblem.EditFailure(fromPatch: variant.patch != nil, number: index + 1, count: variant.edits.count, found: count, changes: first)
            }
            text = text.replacingFirst(edit.find, with: edit.replace)
        }
        return nil
    }

    /// Problems between katas: two katas with the same id or the same order.
    static func clashes(_ katas: [Kata], katasRoot: URL) -> [String: [AuthoringProblem]] {
        var problems: [String: [AuthoringProblem]] = [:]
        func manifest(_ kata: Kata) -> String { "\(katasRoot.lastPathComponent)/\(kata.directory.lastPathComponent)/kata.json" }
        for (field, key) in [("id", { (kata: Kata) in kata.id }), ("order", { (kata: Kata) in String(kata.order) })] {
            let groups = Dictionary(grouping: katas, by: key)
            for (value, group) in groups where group.count > 1 {
                for kata in group {
                    let others = group.filter { $0.directory != kata.directory }.map(manifest)
                    problems[kata.directory.lastPathComponent, default: []].append(AuthoringProblem(
                        file: manifest(kata), field: field, .sameAsInOtherKatas(value: value, others: others, field: field)))
                }
            }
        }
        return problems
    }
}
