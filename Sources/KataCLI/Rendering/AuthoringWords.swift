import Foundation
import KataCore

/// The authoring problems of a kata in words, for its author (`kata validate`, `kata verify`, a
/// command stopped by a broken kata): the file, the field, and what is wrong and expected there.
extension AuthoringProblem {
    /// `Katas/demo/kata.json: checks[2] "main-thread".suite: is missing; expected …`.
    var words: String { field.isEmpty ? "\(file): \(message)" : "\(file): \(field): \(message)" }

    /// Where in the file, as the sentence names it (a field, a section, `line 7` and its heading,
    /// `before the first heading`); empty for the whole file.
    var field: String {
        switch place {
        case let .field(field): return field
        case let .line(line, heading?): return "line \(line) `\(heading)`"
        case let .line(line, nil): return "line \(line)"
        case .beforeFirstHeading: return "before the first heading"
        }
    }

    /// What is wrong and what is expected.
    var message: String { reason.words }
}

extension AuthoringProblem.Reason {
    var words: String {
        manifestWords ?? kataWords ?? checkWords ?? variantWords ?? reviewWords ?? behaviourWords ?? proseWords ?? ""
    }

    /// kata.json as JSON and as the model.
    private var manifestWords: String? {
        switch self {
        case let .unreadable(said): return "cannot be read" + (said.map { ": \($0)" } ?? "")
        case let .notJSON(said, line): return "is not valid JSON: " + (line.map { "near line \($0): " } ?? "") + said
        case let .movedToMarkdown(key, file): return "is not read from kata.json: \(key) is written in \(file) beside it"
        case let .unknownField(known): return "is not a field here (a typo?); expected one of: \(known.joined(separator: ", "))"
        case let .fieldMissing(field): return "is missing; expected \(ManifestWords.expectation(field))"
        case let .wrongType(expected, field):
            return "has the wrong type (\(ManifestWords.describe(expected)) was expected); expected \(ManifestWords.expectation(field))"
        case let .null(field): return "is null; expected \(ManifestWords.expectation(field))"
        case let .notInClosedSet(allowed, got): return "expected one of \(allowed.map { "\"\($0)\"" }.joined(separator: ", ")); got \"\(got)\""
        case let .said(said): return said
        default: return nil
        }
    }

    /// The kata as a whole.
    private var kataWords: String? {
        switch self {
        case let .formatUnsupported(found, supported): return "is \(found); this runner reads format \(supported)"
        case let .idIsNotTheFolder(id, folder): return "is \"\(id)\"; expected the folder's name, \"\(folder)\""
        case .noLearnerFiles: return "is empty; expected the files the learner edits"
        case let .fileMissing(shown, expected): return "names \(shown), which does not exist; expected \(expected.words)"
        case .markdownMissing(.story): return "is missing; expected the story shown when the kata starts (Markdown)"
        case .markdownMissing(.idea): return "is missing; expected the idea shown when the kata is done (Markdown)"
        case let .sameAsInOtherKatas(value, others, field):
            return "is \(value), the same as in \(others.joined(separator: ", ")); expected each kata's \(field) to be unique"
        default: return nil
        }
    }

    /// Stages and checks.
    private var checkWords: String? {
        switch self {
        case .noStages: return "is empty; expected at least one stage"
        case let .stageNumberBelowOne(number): return "is \(number); expected a stage number from 1"
        case let .stageNumberTwice(number): return "stage \(number) appears twice; expected each number once"
        case .checkIDTwice: return "appears twice; expected each check id once"
        case let .notAStage(stage, stages):
            return "is \(stage), which is not a stage of this kata; stages: \(stages.map(String.init).joined(separator: ", "))"
        case .noChecks: return "is empty; expected at least one check"
        case .suiteMissing: return "is missing; expected the hidden suite's type name (its file is Suites/<suite>.swift)"
        case let .suiteFileMissing(shown, suites): return "names \(shown), which does not exist; suites: \(suites.joined(separator: ", "))"
        case .needsMissing: return "is missing; expected the contract the suite needs, said to the learner when it cannot be built"
        case .probesMissing: return "is missing or empty; expected probes in Probes/ that the compiler must reject"
        case let .swiftVersionUnknown(version): return "is \"\(version)\"; expected \"5\" or \"6\""
        case .noCompilerErrors: return "is empty; expected the texts one of which the compiler's error must contain"
        case .compileMissing: return "is missing; expected {swiftVersion, standIns}"
        case let .notALearnerFile(name, files): return "names \(name), which is not a learner file; learner files: \(files.joined(separator: ", "))"
        case .testFileMissing: return "is missing; expected the learner's test file, named as in Starter/Tests/"
        case let .notAMutant(name): return "names \(name), which is not a mutant of this kata"
        default: return nil
        }
    }

    /// Mutants and alternatives.
    private var variantWords: String? {
        switch self {
        case .variantIDTwice: return "appears twice among the mutants and alternatives; expected each id once"
        case let .variantFileNotALearnerFile(file, files): return "is \(file), which is not a learner file; learner files: \(files.joined(separator: ", "))"
        case let .variantChanges(count):
            return "gives \(count == 0 ? "no change" : "more than one change"); expected exactly one of patch (a diff), source (a whole file) or edits"
        case let .notACheck(check): return "names \(check), which is not a check of this kata"
        case .alternativeFails: return "is not empty; an alternative is a correct fix and fails nothing"
        case .mutantFailsNothing: return "is empty; expected the checks this bug must fail"
        case .interfaceOnAMutant: return "is given for a mutant; only an alternative says why it shows the tests another interface"
        case let .interfaceNotASentence(reason):
            return "is \(reason.isEmpty ? "empty" : "\"\(reason)\""); expected a sentence saying why this alternative shows the learner's tests another interface than the solution's"
        case let .doesNotApply(solution, failure): return "does not apply to \(solution): \(failure.words)"
        case let .patchAndAlso(source): return "has a patch and also \(source ? "a source" : "edits"); expected exactly one of patch, source and edits"
        case let .patchMissing(variant, field): return "is missing; expected the patch of \(variant) named by \(field).patch (write it with `diff -u`)"
        case let .patchUnreadable(failure): return failure.words
        case let .otherInterface(why, naming):
            return (naming.map { "\($0): " } ?? "") + "shows the learner's tests another interface than the solution's, so every grade of the test stage compiles "
                + "their test file once more for it: \(why.words)"
        default: return nil
        }
    }

    /// The review key.
    private var reviewWords: String? {
        switch self {
        case .keyItemIDTwice: return "appears twice; expected each key item id once"
        case .conceptsMissing: return "is missing or has an empty group; expected groups of words a finding must mention"
        case let .coreNotAConcept(group, concepts): return "names concept group \(group); expected indices of `concepts` (0 to \(concepts - 1))"
        case .notThisEmptyPhrase: return "holds an empty phrase; expected the words of a wrong reason"
        case let .notAReviewFile(file, files): return "is \(file), which is not a file of the review; files: \(files.joined(separator: ", "))"
        case let .anchorOutOfRange(from, to, lines, path): return "covers lines \(from)-\(to); expected 1 ≤ from ≤ to ≤ \(lines), the lines of \(path)"
        case let .anchorTextElsewhere(text, from, to, foundOn, path):
            let hint = foundOn.isEmpty ? "it is nowhere in \(path)" : "it stands on line \(foundOn.map(String.init).joined(separator: ", ")) of \(path)"
            return "\(text.debugDescription) is not on lines \(from)-\(to); \(hint)"
        case .reviewMissing: return "is missing, but the kata has a review key; expected {minutes, files}"
        default: return nil
        }
    }

    /// Behaviours of the test stage and the calls a kata allows.
    private var behaviourWords: String? {
        switch self {
        case .behavioursWithoutTestsCheck: return "is given, but the kata has no check of kind \"tests\"; behaviours grade the learner's own tests"
        case .behaviourIDTwice: return "appears twice; expected each behaviour id once"
        case let .behaviourWordsNotPlain(empty):
            return "is \(empty ? "empty" : "written with code"); expected the rule in plain words the learner reads (never code)"
        case let .behaviourMutantCount(count): return "names \(count) mutants; expected one to three different mistakes of this behaviour"
        case let .behaviourWholeFileMutant(id):
            return "names \(id), a whole-file mutant; expected an edit of the solution (it keeps the solution's interface, so the learner's tests build once for it)"
        case let .behaviourMutantFailsNoTest(id): return "names \(id), which fails no test check; expected a mutant a learner's test can catch"
        case let .mutantInTwoBehaviours(id, other): return "names \(id), which behaviour \(other) names too; expected each mutant in one behaviour"
        case .noRequiredBehaviour: return "has no required behaviour; expected the ones the stage's brief names to be required"
        case let .requiredMutantLeftOut(id, check): return "leaves out \(id), which check \(check) requires; expected it in a required behaviour"
        case let .unknownCapability(capability, known): return "is \"\(capability)\"; expected one of \(known.joined(separator: ", "))"
        case .testsScopeWithoutTestsCheck: return "is \"tests\", but the kata has no check of kind \"tests\"; expected \"presenter\""
        case let .capabilityTwice(capability, scope): return "allows \(capability) in the \(scope) twice; expected each capability once per scope"
        case let .allowedCallReasonNotASentence(reason, capability):
            return "is \(reason.isEmpty ? "empty" : "\"\(reason)\"")" + "; expected why a learner's correct code may need \(capability), in a sentence"
        default: return nil
        }
    }

    /// hints.md, key.md and questions.md.
    private var proseWords: String? {
        switch self {
        case .proseMissing(.hints): return "is missing or unreadable; expected `# Stage <n>` for each stage, each with `## Hints` (a `- ` list) and `## Learnt`"
        case .proseMissing(.key): return "is missing or unreadable; expected `# <item id>` for each item of the review key, followed by what a reviewer would say"
        case .proseMissing(.questions): return "is missing or unreadable; expected `# <question>` for each follow-up question, followed by its model answer"
        case let .preamble(text): return "text belongs to no item: \(text.prefix(60).debugDescription); put it under a heading or in an <!-- comment -->"
        case .notAStageHeading: return "expected `# Stage <n>`, n the number of a stage in kata.json"
        case let .proseNamesNoStage(number, stages): return "kata.json has no stage \(number); stages: \(stages.map(String.init).joined(separator: ", "))"
        case .stageSectionTwice: return "appears twice; expected one section per stage"
        case .textUnderStageHeading: return "text under the stage heading belongs to no item; put it under `## Hints` or `## Learnt`"
        case let .hintNotAListItem(stray): return "expected a `- ` list item; found \(stray.prefix(60).debugDescription)"
        case let .notHintsOrLearnt(stage): return "expected `## Hints` or `## Learnt` under `# Stage \(stage)`"
        case .misplacedHeading: return "expected `# Stage <n>`, then `## Hints` and `## Learnt` under it"
        case let .hintsMissing(stage): return "is missing or empty; expected at least one `- ` hint for stage \(stage)"
        case let .learntMissing(stage): return "is missing or empty; expected what passing stage \(stage) teaches"
        case let .keyHeadingLevel(level): return "expected `# <key item id>` headings only; found a level-\(level) heading"
        case .keySectionTwice: return "appears twice; expected one section per key item"
        case let .keyDetailMissing(id): return "is missing or empty; expected what a senior reviewer says about the key item \(id.debugDescription)"
        case let .notAKeyItem(items): return "names no key item of kata.json; key items: \(items.joined(separator: ", "))"
        case let .questionHeadingLevel(level): return "expected `# <question>` headings only; found a level-\(level) heading"
        case .questionWithoutAnswer: return "has no answer; expected the model answer under the question"
        case .noQuestion: return "holds no question; expected at least one `# <question>` with its answer"
        default: return nil
        }
    }
}

extension AuthoringProblem.ExpectedFile {
    var words: String {
        switch self {
        case .starter: return "the starter the learner begins from"
        case .solution: return "the reference solution"
        case .standIn: return "a stand-in module"
        case .stageBrief: return "the stage's brief, a Markdown file"
        case .suiteHelper: return "a helper file in Suites/ (with .swift)"
        case .probe: return "a probe file in Probes/"
        case .probeControl: return "a control file in Probes/ that compiles"
        case .support: return "a support file of the kata"
        case .testSkeleton: return "the skeleton of the learner's tests"
        case .modelTests: return "the model tests"
        case .variantSource: return "the whole variant file"
        case .reviewedFile: return "the file the review round shows"
        }
    }
}

extension AuthoringProblem.EditFailure {
    var words: String {
        let what = fromPatch
            ? "hunk \(number) of \(count) is found \(found) times (its context and `-` lines must stand exactly once)"
            : "edit \(number) of \(count) is found \(found) times (its find-text must stand exactly once)"
        return "\(what); it changes \(changes.debugDescription)"
    }
}

extension PatchFile.Failure {
    var words: String {
        switch self {
        case let .secondFile(line): return "patches one file only; line \(line) starts a second file"
        case let .outsideHunk(line, text): return "line \(line) is outside any hunk: \(text.debugDescription)"
        case let .notAHunkHeader(line, text): return "line \(line) is not a hunk header like `@@ -12,7 +12,7 @@`: \(text.debugDescription)"
        case let .badLinePrefix(line, text): return "line \(line) in a hunk starts with neither space, - nor +: \(text.debugDescription)"
        case let .endsEarly(header, old, new): return "the hunk \(header) ends early: its header counts \(old) old and \(new) new lines"
        case let .noContext(header): return "the hunk \(header) has no context lines to find its place"
        case .noHunk: return "holds no hunk (`@@ -12,7 +12,7 @@` followed by lines); write it with `diff -u`"
        }
    }
}

extension AuthoringProblem.InterfaceDifference {
    /// What makes the interface differ, and what to do.
    var words: String {
        switch self {
        case .notResilient:
            return "its types could not be marked resilient (the compiler refused the mark), so the tests see their layout; "
                + "write it so that every type may be `@usableFromInline`, as the solution's are"
        case let .undescribable(text?):
            return "its interface cannot be described (it writes \(text.debugDescription), which the ABI descriptor leaves out), so the "
                + "tests are keyed on its whole module; write it without"
        case .undescribable(nil):
            return "its interface cannot be described (an inlinable body, a global actor, a result builder or an operator), so the "
                + "tests are keyed on its whole module; write it without"
        case .solutionUndescribable:
            return "the solution's interface cannot be described, so each presenter is keyed on its whole module"
        case let .declarations(added, changed, removed):
            return Self.declarationWords(added: added, changed: changed, removed: removed)
        case let .order(first):
            let place = first.map { " (the first out of place: `\($0)`)" } ?? ""
            return "it declares what the solution declares in another order\(place), which the tests' interface keeps; declare it in the solution's order"
        }
    }

    static func declarationWords(added: [String], changed: [String], removed: [String]) -> String {
        var parts: [String] = []
        func listed(_ places: [String]) -> String { places.map { "`\($0)`" }.joined(separator: ", ") }
        if !added.isEmpty {
            parts.append("it declares \(listed(added)), which the solution does not; make \(added.count == 1 ? "it" : "them") "
                + "`private` (or `fileprivate`), so the tests cannot see \(added.count == 1 ? "it" : "them")")
        }
        if !changed.isEmpty {
            parts.append("it declares \(listed(changed)) otherwise than the solution (a type, an attribute, an isolation or a "
                + "conformance); declare \(changed.count == 1 ? "it" : "them") as the solution does")
        }
        if !removed.isEmpty {
            parts.append("it lacks \(listed(removed)), which the solution declares; declare \(removed.count == 1 ? "it" : "them") too")
        }
        return parts.joined(separator: "; ")
    }
}
