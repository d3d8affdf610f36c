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

        func fail(_ field: String, _ message: String, file: String? = nil) {
            problems.append(AuthoringProblem(file: file ?? manifest, field: field, message: message))
        }

        func requireFile(_ url: URL, shownAs shown: String, field: String, what: String) {
            if !FileManager.default.fileExists(atPath: url.path) { fail(field, "names \(shown), which does not exist; expected \(what)") }
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
            findings.fail("formatVersion", "is \(kata.formatVersion); this runner reads format \(KataCatalog.supportedFormatVersion)")
        }
        if kata.id != kata.directory.lastPathComponent {
            findings.fail("id", "is \"\(kata.id)\"; expected the folder's name, \"\(kata.directory.lastPathComponent)\"")
        }
        if kata.learnerFiles.isEmpty { findings.fail("learnerFiles", "is empty; expected the files the learner edits") }
        for (index, name) in kata.learnerFiles.enumerated() {
            findings.requireFile(kata.starterDirectory.appendingPathComponent(name), shownAs: "\(folder)/Starter/\(name)", field: "learnerFiles[\(index)]", what: "the starter the learner begins from")
            findings.requireFile(solutionsFolder.appendingPathComponent(name), shownAs: "\(solutionsName)/\(name)", field: "learnerFiles[\(index)]", what: "the reference solution")
        }
        for (index, name) in kata.standIns.enumerated() {
            findings.requireFile(katasRoot.appendingPathComponent("Shared/StandIns/\(name).swift"), shownAs: "Katas/Shared/StandIns/\(name).swift", field: "standIns[\(index)]", what: "a stand-in module")
        }

        for (name, purpose) in [("story.md", "the story shown when the kata starts"), ("idea.md", "the idea shown when the kata is done")]
        where !FileManager.default.fileExists(atPath: kata.directory.appendingPathComponent(name).path) {
            findings.problems.append(AuthoringProblem(file: "\(folder)/\(name)", field: "", message: "is missing; expected \(purpose) (Markdown)"))
        }
    }

    /// Each stage has a unique number and a brief; returns the stage numbers.
    private func checkStages(_ findings: Findings) -> Set<Int> {
        if kata.stages.isEmpty { findings.fail("stages", "is empty; expected at least one stage") }
        var stageNumbers: Set<Int> = []
        for (index, stage) in kata.stages.enumerated() {
            let field = "stages[\(index)]"
            if stage.number < 1 { findings.fail("\(field).number", "is \(stage.number); expected a stage number from 1") }
            if !stageNumbers.insert(stage.number).inserted { findings.fail("\(field).number", "stage \(stage.number) appears twice; expected each number once") }
            findings.requireFile(kata.directory.appendingPathComponent(stage.brief), shownAs: "\(folder)/\(stage.brief)", field: "\(field).brief", what: "the stage's brief, a Markdown file")
        }
        return stageNumbers
    }

    /// Each check has a unique id, a real stage, and what its kind needs; returns the check ids.
    private func checkChecks(_ findings: Findings, stageNumbers: Set<Int>) -> Set<String> {
        var checkIDs: Set<String> = []
        let variantIDs = Set(kata.mutants.map(\.id))
        for (index, check) in kata.checks.enumerated() {
            let field = "checks[\(index)] \"\(check.id)\""
            if !checkIDs.insert(check.id).inserted { findings.fail("\(field).id", "appears twice; expected each check id once") }
            if !stageNumbers.contains(check.stage) { findings.fail("\(field).stage", "is \(check.stage), which is not a stage of this kata; stages: \(kata.stages.map { String($0.number) }.joined(separator: ", "))") }
            checkWhatItsKindNeeds(check, field: field, findings: findings, variantIDs: variantIDs)
        }
        if kata.checks.isEmpty { findings.fail("checks", "is empty; expected at least one check") }
        return checkIDs
    }

    /// A suite for `test`, probes for `rejects`, settings for `compiles`, a test file for `tests`.
    private func checkWhatItsKindNeeds(_ check: Check, field: String, findings: Findings, variantIDs: Set<String>) {
        switch check.kind {
        case .test:
            guard let suite = check.suite else {
                findings.fail("\(field).suite", "is missing; expected the hidden suite's type name (its file is Suites/<suite>.swift)")
                break
            }
            if !FileManager.default.fileExists(atPath: kata.suitesDirectory.appendingPathComponent("\(suite).swift").path) {
                let names: [String] = (try? FileManager.default.contentsOfDirectory(atPath: kata.suitesDirectory.path)) ?? []
                let known = names.filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(6)) }.sorted()
                findings.fail("\(field).suite", "names \(folder)/Suites/\(suite).swift, which does not exist; suites: \(known.joined(separator: ", "))")
            }
            for (usesIndex, helper) in (check.uses ?? []).enumerated() {
                findings.requireFile(kata.suitesDirectory.appendingPathComponent(helper), shownAs: "\(folder)/Suites/\(helper)", field: "\(field).uses[\(usesIndex)]", what: "a helper file in Suites/ (with .swift)")
            }
            if (check.needs ?? "").isEmpty { findings.fail("\(field).needs", "is missing; expected the contract the suite needs, said to the learner when it cannot be built") }
        case .rejects:
            let probes = check.probes ?? []
            if probes.isEmpty { findings.fail("\(field).probes", "is missing or empty; expected probes in Probes/ that the compiler must reject") }
            for (probeIndex, probe) in probes.enumerated() {
                let probeField = "\(field).probes[\(probeIndex)]"
                findings.requireFile(kata.probesDirectory.appendingPathComponent(probe.file), shownAs: "\(folder)/Probes/\(probe.file)", field: "\(probeField).file", what: "a probe file in Probes/")
                if let control = probe.control {
                    findings.requireFile(kata.probesDirectory.appendingPathComponent(control), shownAs: "\(folder)/Probes/\(control)", field: "\(probeField).control", what: "a control file in Probes/ that compiles")
                }
                if !["5", "6"].contains(probe.swiftVersion) { findings.fail("\(probeField).swiftVersion", "is \"\(probe.swiftVersion)\"; expected \"5\" or \"6\"") }
                if probe.errors.isEmpty { findings.fail("\(probeField).errors", "is empty; expected the texts one of which the compiler's error must contain") }
            }
        case .compiles:
            guard let settings = check.compile else {
                findings.fail("\(field).compile", "is missing; expected {swiftVersion, standIns}")
                break
            }
            if !["5", "6"].contains(settings.swiftVersion) { findings.fail("\(field).compile.swiftVersion", "is \"\(settings.swiftVersion)\"; expected \"5\" or \"6\"") }
            for (standInIndex, name) in settings.standIns.enumerated() {
                findings.requireFile(katasRoot.appendingPathComponent("Shared/StandIns/\(name).swift"), shownAs: "Katas/Shared/StandIns/\(name).swift", field: "\(field).compile.standIns[\(standInIndex)]", what: "a stand-in module")
            }
            for name in settings.files ?? [] where !kata.learnerFiles.contains(name) {
                findings.fail("\(field).compile.files", "names \(name), which is not a learner file; learner files: \(kata.learnerFiles.joined(separator: ", "))")
            }
            for name in settings.support ?? [] {
                findings.requireFile(kata.supportDirectory.appendingPathComponent(name), shownAs: "\(folder)/Support/\(name)", field: "\(field).compile.support", what: "a support file of the kata")
            }
        case .tests:
            guard let testFile = check.testFile else {
                findings.fail("\(field).testFile", "is missing; expected the learner's test file, named as in Starter/Tests/")
                break
            }
            findings.requireFile(kata.starterDirectory.appendingPathComponent("Tests/\(testFile)"), shownAs: "\(folder)/Starter/Tests/\(testFile)", field: "\(field).testFile", what: "the skeleton of the learner's tests")
            findings.requireFile(solutionsFolder.appendingPathComponent("Tests/\(testFile)"), shownAs: "\(solutionsName)/Tests/\(testFile)", field: "\(field).testFile", what: "the model tests")
            for name in check.requiredMutants ?? [] where !variantIDs.contains(name) {
                findings.fail("\(field).requiredMutants", "names \(name), which is not a mutant of this kata")
            }
        }
    }

    /// Each mutant and alternative changes a learner file one way, names real checks, and applies to the solution.
    private func checkVariants(_ findings: Findings, checkIDs: Set<String>) {
        var seenVariants: Set<String> = []
        let variants = kata.mutants.enumerated().map { ("mutants[\($0.offset)] \"\($0.element.id)\"", $0.element, false) }
            + (kata.alternatives ?? []).enumerated().map { ("alternatives[\($0.offset)] \"\($0.element.id)\"", $0.element, true) }
        for (field, variant, isAlternative) in variants {
            if !seenVariants.insert(variant.id).inserted { findings.fail("\(field).id", "appears twice among the mutants and alternatives; expected each id once") }
            guard kata.learnerFiles.contains(variant.file) else {
                findings.fail("\(field).file", "is \(variant.file), which is not a learner file; learner files: \(kata.learnerFiles.joined(separator: ", "))")
                continue
            }
            let ways = [variant.patch != nil, variant.source != nil, variant.patch == nil && !variant.edits.isEmpty].filter { $0 }.count
            if ways != 1 { findings.fail(field, "gives \(ways == 0 ? "no change" : "more than one change"); expected exactly one of patch (a diff), source (a whole file) or edits") }
            for check in variant.fails where !checkIDs.contains(check) {
                findings.fail("\(field).fails", "names \(check), which is not a check of this kata")
            }
            if isAlternative && !variant.fails.isEmpty { findings.fail("\(field).fails", "is not empty; an alternative is a correct fix and fails nothing") }
            if !isAlternative && variant.fails.isEmpty { findings.fail("\(field).fails", "is empty; expected the checks this bug must fail") }
            if let reason = variant.interface {
                if !isAlternative { findings.fail("\(field).interface", "is given for a mutant; only an alternative says why it shows the tests another interface") }
                if reason.split(separator: " ").count < 3 {
                    findings.fail("\(field).interface", "is \(reason.isEmpty ? "empty" : "\"\(reason)\""); expected a sentence saying why this alternative shows the learner's tests another interface than the solution's")
                }
            }
            if let source = variant.source {
                findings.requireFile(kata.directory.appendingPathComponent(source), shownAs: "\(folder)/\(source)", field: "\(field).source", what: "the whole variant file")
            } else if ways == 1, let solution = try? String(contentsOf: solutionsFolder.appendingPathComponent(variant.file), encoding: .utf8) {
                if let failure = Self.applyFailure(variant, to: solution) {
                    let file = variant.patch.map { "\(folder)/\($0)" } ?? manifest
                    findings.problems.append(AuthoringProblem(file: file, field: variant.patch == nil ? "\(field).edits" : "",
                                                     message: "does not apply to \(solutionsName)/\(variant.file): \(failure)"))
                }
            }
        }
    }

    /// The review round's files exist, and each key item's anchors hold their text.
    private func checkReview(_ findings: Findings) {
        if let review = kata.review {
            for (index, file) in review.files.enumerated() {
                findings.requireFile(kata.directory.appendingPathComponent(file.path), shownAs: "\(folder)/\(file.path)", field: "review.files[\(index)].path", what: "the file the review round shows")
            }
            var keyIDs: Set<String> = []
            for (index, item) in kata.key.enumerated() {
                let field = "key[\(index)] \"\(item.identifier)\""
                if !keyIDs.insert(item.identifier).inserted { findings.fail("\(field).id", "appears twice; expected each key item id once") }
                if (item.concepts ?? []).isEmpty || (item.concepts ?? []).contains(where: \.isEmpty) {
                    findings.fail("\(field).concepts", "is missing or has an empty group; expected groups of words a finding must mention")
                }
                if let core = item.core, let bad = core.first(where: { !(item.concepts ?? []).indices.contains($0) }) {
                    findings.fail("\(field).core", "names concept group \(bad); expected indices of `concepts` (0 to \((item.concepts ?? []).count - 1))")
                }
                if item.notThis?.contains(where: { $0.trimmingCharacters(in: .whitespaces).isEmpty }) == true {
                    findings.fail("\(field).notThis", "holds an empty phrase; expected the words of a wrong reason")
                }
                for (anchorIndex, anchor) in (item.anchors ?? []).enumerated() {
                    let anchorField = "\(field).anchors[\(anchorIndex)]"
                    guard let reviewed = review.files.first(where: { $0.name == anchor.file }) else {
                        findings.fail("\(anchorField).file", "is \(anchor.file), which is not a file of the review; files: \(review.files.map(\.name).joined(separator: ", "))")
                        continue
                    }
                    let lines = kata.contents(of: reviewed).lines
                    guard anchor.from >= 1, anchor.from <= anchor.to, anchor.to <= lines.count else {
                        findings.fail(anchorField, "covers lines \(anchor.from)-\(anchor.to); expected 1 ≤ from ≤ to ≤ \(lines.count), the lines of \(reviewed.path)")
                        continue
                    }
                    if !lines[(anchor.from - 1)..<anchor.to].joined(separator: "\n").contains(anchor.contains) {
                        let found = lines.indices.filter { lines[$0].contains(anchor.contains) }.map { String($0 + 1) }
                        let hint = found.isEmpty ? "it is nowhere in \(reviewed.path)" : "it stands on line \(found.joined(separator: ", ")) of \(reviewed.path)"
                        findings.fail("\(anchorField).contains", "\(anchor.contains.debugDescription) is not on lines \(anchor.from)-\(anchor.to); \(hint)")
                    }
                }
            }
        } else if !kata.key.isEmpty {
            findings.fail("review", "is missing, but the kata has a review key; expected {minutes, files}")
        }
    }

    /// Why a variant's edits do not apply to the solution, or nil when they do. Each edit's text
    /// must stand exactly once (`MutantApplier`'s rule).
    static func applyFailure(_ variant: Mutant, to solution: String) -> String? {
        var text = solution
        for (index, edit) in variant.edits.enumerated() {
            let count = text.occurrences(of: edit.find)
            if count != 1 {
                // The first line the edit changes says which slip it is; the context around it may be what moved.
                let old = edit.find.components(separatedBy: "\n")
                let new = edit.replace.components(separatedBy: "\n")
                let first = zip(old, new).first { $0 != $1 }?.0 ?? old.first { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
                let what = variant.patch != nil
                    ? "hunk \(index + 1) of \(variant.edits.count) is found \(count) times (its context and `-` lines must stand exactly once)"
                    : "edit \(index + 1) of \(variant.edits.count) is found \(count) times (its find-text must stand exactly once)"
                return "\(what); it changes \(first.debugDescription)"
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
                    let others = group.filter { $0.directory != kata.directory }.map(manifest).joined(separator: ", ")
                    problems[kata.directory.lastPathComponent, default: []].append(AuthoringProblem(
                        file: manifest(kata), field: field, message: "is \(value), the same as in \(others); expected each kata's \(field) to be unique"))
                }
            }
        }
        return problems
    }
}
