import Testing
@testable import KataCLI
@testable import KataCore

/// The authoring problems are values in the core and sentences in the CLI (`AuthoringWords`):
/// each reason, with sample data, says the very sentence the validator wrote before it was typed.
@Suite struct AuthoringWordsTests {
    typealias Reason = AuthoringProblem.Reason

    static let sentences: [(Reason, String)] = [
        (.unreadable(said: nil), "cannot be read"),
        (.unreadable(said: "oops"), "cannot be read: oops"),
        (.notJSON(said: "Badly formed object around character 12.", line: 2), "is not valid JSON: near line 2: Badly formed object around character 12."),
        (.notJSON(said: "No value.", line: nil), "is not valid JSON: No value."),
        (.movedToMarkdown(key: "hints", file: "hints.md"), "is not read from kata.json: hints is written in hints.md beside it"),
        (.unknownField(known: ["id", "stage"]), "is not a field here (a typo?); expected one of: id, stage"),
        (.fieldMissing("title"), "is missing; expected a short title (text)"),
        (.fieldMissing("wat"), "is missing; expected a value for wat"),
        (.wrongType(expected: "Array<String>", field: "learnerFiles"), "has the wrong type (a list was expected); expected a list of the files the learner edits, named as in Starter/"),
        (.wrongType(expected: "Int", field: "order"), "has the wrong type (a whole number was expected); expected a whole number, the kata's place in the list of katas (unique among the katas)"),
        (.null(field: "swiftVersion"), "is null; expected \"5\" or \"6\""),
        (.notInClosedSet(allowed: ["high", "medium", "low"], got: "High"), "expected one of \"high\", \"medium\", \"low\"; got \"High\""),
        (.said("The data couldn’t be read."), "The data couldn’t be read."),
        (.formatUnsupported(2, supported: 1), "is 2; this runner reads format 1"),
        (.idIsNotTheFolder(id: "demo", folder: "demo-2"), "is \"demo\"; expected the folder's name, \"demo-2\""),
        (.noLearnerFiles, "is empty; expected the files the learner edits"),
        (.fileMissing(shownAs: "Katas/demo/Starter/A.swift", expected: .starter), "names Katas/demo/Starter/A.swift, which does not exist; expected the starter the learner begins from"),
        (.fileMissing(shownAs: "S", expected: .solution), "names S, which does not exist; expected the reference solution"),
        (.fileMissing(shownAs: "S", expected: .standIn), "names S, which does not exist; expected a stand-in module"),
        (.fileMissing(shownAs: "S", expected: .stageBrief), "names S, which does not exist; expected the stage's brief, a Markdown file"),
        (.fileMissing(shownAs: "S", expected: .suiteHelper), "names S, which does not exist; expected a helper file in Suites/ (with .swift)"),
        (.fileMissing(shownAs: "S", expected: .probe), "names S, which does not exist; expected a probe file in Probes/"),
        (.fileMissing(shownAs: "S", expected: .probeControl), "names S, which does not exist; expected a control file in Probes/ that compiles"),
        (.fileMissing(shownAs: "S", expected: .support), "names S, which does not exist; expected a support file of the kata"),
        (.fileMissing(shownAs: "S", expected: .testSkeleton), "names S, which does not exist; expected the skeleton of the learner's tests"),
        (.fileMissing(shownAs: "S", expected: .modelTests), "names S, which does not exist; expected the model tests"),
        (.fileMissing(shownAs: "S", expected: .variantSource), "names S, which does not exist; expected the whole variant file"),
        (.fileMissing(shownAs: "S", expected: .reviewedFile), "names S, which does not exist; expected the file the review round shows"),
        (.markdownMissing(.story), "is missing; expected the story shown when the kata starts (Markdown)"),
        (.markdownMissing(.idea), "is missing; expected the idea shown when the kata is done (Markdown)"),
        (.sameAsInOtherKatas(value: "3", others: ["Katas/a/kata.json", "Katas/b/kata.json"], field: "order"),
         "is 3, the same as in Katas/a/kata.json, Katas/b/kata.json; expected each kata's order to be unique"),
        (.noStages, "is empty; expected at least one stage"),
        (.stageNumberBelowOne(0), "is 0; expected a stage number from 1"),
        (.stageNumberTwice(2), "stage 2 appears twice; expected each number once"),
        (.checkIDTwice, "appears twice; expected each check id once"),
        (.notAStage(9, stages: [1, 2]), "is 9, which is not a stage of this kata; stages: 1, 2"),
        (.noChecks, "is empty; expected at least one check"),
        (.suiteMissing, "is missing; expected the hidden suite's type name (its file is Suites/<suite>.swift)"),
        (.suiteFileMissing(shownAs: "Katas/d/Suites/X.swift", suites: ["A", "B"]), "names Katas/d/Suites/X.swift, which does not exist; suites: A, B"),
        (.needsMissing, "is missing; expected the contract the suite needs, said to the learner when it cannot be built"),
        (.probesMissing, "is missing or empty; expected probes in Probes/ that the compiler must reject"),
        (.swiftVersionUnknown("7"), "is \"7\"; expected \"5\" or \"6\""),
        (.noCompilerErrors, "is empty; expected the texts one of which the compiler's error must contain"),
        (.compileMissing, "is missing; expected {swiftVersion, standIns}"),
        (.notALearnerFile("B.swift", learnerFiles: ["A.swift", "C.swift"]), "names B.swift, which is not a learner file; learner files: A.swift, C.swift"),
        (.testFileMissing, "is missing; expected the learner's test file, named as in Starter/Tests/"),
        (.notAMutant("m"), "names m, which is not a mutant of this kata"),
        (.variantIDTwice, "appears twice among the mutants and alternatives; expected each id once"),
        (.variantFileNotALearnerFile("B.swift", learnerFiles: ["A.swift"]), "is B.swift, which is not a learner file; learner files: A.swift"),
        (.variantChanges(count: 0), "gives no change; expected exactly one of patch (a diff), source (a whole file) or edits"),
        (.variantChanges(count: 2), "gives more than one change; expected exactly one of patch (a diff), source (a whole file) or edits"),
        (.notACheck("c"), "names c, which is not a check of this kata"),
        (.alternativeFails, "is not empty; an alternative is a correct fix and fails nothing"),
        (.mutantFailsNothing, "is empty; expected the checks this bug must fail"),
        (.interfaceOnAMutant, "is given for a mutant; only an alternative says why it shows the tests another interface"),
        (.interfaceNotASentence(""), "is empty; expected a sentence saying why this alternative shows the learner's tests another interface than the solution's"),
        (.interfaceNotASentence("main actor"), "is \"main actor\"; expected a sentence saying why this alternative shows the learner's tests another interface than the solution's"),
        (.doesNotApply(to: "Solutions/d/A.swift", .init(fromPatch: true, number: 1, count: 2, found: 0, changes: "x = 1")),
         "does not apply to Solutions/d/A.swift: hunk 1 of 2 is found 0 times (its context and `-` lines must stand exactly once); it changes \"x = 1\""),
        (.doesNotApply(to: "Solutions/d/A.swift", .init(fromPatch: false, number: 2, count: 2, found: 3, changes: "y")),
         "does not apply to Solutions/d/A.swift: edit 2 of 2 is found 3 times (its find-text must stand exactly once); it changes \"y\""),
        (.patchAndAlso(source: false), "has a patch and also edits; expected exactly one of patch, source and edits"),
        (.patchAndAlso(source: true), "has a patch and also a source; expected exactly one of patch, source and edits"),
        (.patchMissing(variant: "m", field: "mutants[0] \"m\""), "is missing; expected the patch of m named by mutants[0] \"m\".patch (write it with `diff -u`)"),
        (.patchUnreadable(.secondFile(line: 4)), "patches one file only; line 4 starts a second file"),
        (.patchUnreadable(.outsideHunk(line: 5, text: "x")), "line 5 is outside any hunk: \"x\""),
        (.patchUnreadable(.notAHunkHeader(line: 1, text: "@@ x")), "line 1 is not a hunk header like `@@ -12,7 +12,7 @@`: \"@@ x\""),
        (.patchUnreadable(.badLinePrefix(line: 3, text: "*y")), "line 3 in a hunk starts with neither space, - nor +: \"*y\""),
        (.patchUnreadable(.endsEarly(header: "@@ -1,3 +1,3 @@", old: 3, new: 3)), "the hunk @@ -1,3 +1,3 @@ ends early: its header counts 3 old and 3 new lines"),
        (.patchUnreadable(.noContext(header: "@@ -1,0 +1,1 @@")), "the hunk @@ -1,0 +1,1 @@ has no context lines to find its place"),
        (.patchUnreadable(.noHunk), "holds no hunk (`@@ -12,7 +12,7 @@` followed by lines); write it with `diff -u`"),
        (.otherInterface(.notResilient, naming: "alternatives[0] \"a\""),
         "alternatives[0] \"a\": shows the learner's tests another interface than the solution's, so every grade of the test stage compiles their test file once more for it: "
            + "its types could not be marked resilient (the compiler refused the mark), so the tests see their layout; write it so that every type may be `@usableFromInline`, as the solution's are"),
        (.otherInterface(.undescribable("@inlinable"), naming: nil),
         "shows the learner's tests another interface than the solution's, so every grade of the test stage compiles their test file once more for it: "
            + "its interface cannot be described (it writes \"@inlinable\", which the ABI descriptor leaves out), so the tests are keyed on its whole module; write it without"),
        (.otherInterface(.undescribable(nil), naming: nil),
         "shows the learner's tests another interface than the solution's, so every grade of the test stage compiles their test file once more for it: "
            + "its interface cannot be described (an inlinable body, a global actor, a result builder or an operator), so the tests are keyed on its whole module; write it without"),
        (.otherInterface(.solutionUndescribable, naming: nil),
         "shows the learner's tests another interface than the solution's, so every grade of the test stage compiles their test file once more for it: "
            + "the solution's interface cannot be described, so each presenter is keyed on its whole module"),
        (.otherInterface(.declarations(added: ["A.f()"], changed: ["A.g", "A.h"], removed: ["A.i"]), naming: nil),
         "shows the learner's tests another interface than the solution's, so every grade of the test stage compiles their test file once more for it: "
            + "it declares `A.f()`, which the solution does not; make it `private` (or `fileprivate`), so the tests cannot see it; "
            + "it declares `A.g`, `A.h` otherwise than the solution (a type, an attribute, an isolation or a conformance); declare them as the solution does; "
            + "it lacks `A.i`, which the solution declares; declare it too"),
        (.otherInterface(.order(firstOutOfPlace: "A.f()"), naming: nil),
         "shows the learner's tests another interface than the solution's, so every grade of the test stage compiles their test file once more for it: "
            + "it declares what the solution declares in another order (the first out of place: `A.f()`), which the tests' interface keeps; declare it in the solution's order"),
        (.keyItemIDTwice, "appears twice; expected each key item id once"),
        (.conceptsMissing, "is missing or has an empty group; expected groups of words a finding must mention"),
        (.coreNotAConcept(7, concepts: 4), "names concept group 7; expected indices of `concepts` (0 to 3)"),
        (.notThisEmptyPhrase, "holds an empty phrase; expected the words of a wrong reason"),
        (.notAReviewFile("X", files: ["A", "B"]), "is X, which is not a file of the review; files: A, B"),
        (.anchorOutOfRange(from: 5, to: 4, lines: 30, path: "Review/A.swift"), "covers lines 5-4; expected 1 ≤ from ≤ to ≤ 30, the lines of Review/A.swift"),
        (.anchorTextElsewhere("presenter.view = self", from: 8, to: 8, foundOn: [9, 12], path: "Review/A.swift"),
         "\"presenter.view = self\" is not on lines 8-8; it stands on line 9, 12 of Review/A.swift"),
        (.anchorTextElsewhere("x", from: 1, to: 2, foundOn: [], path: "Review/A.swift"), "\"x\" is not on lines 1-2; it is nowhere in Review/A.swift"),
        (.reviewMissing, "is missing, but the kata has a review key; expected {minutes, files}"),
        (.behavioursWithoutTestsCheck, "is given, but the kata has no check of kind \"tests\"; behaviours grade the learner's own tests"),
        (.behaviourIDTwice, "appears twice; expected each behaviour id once"),
        (.behaviourWordsNotPlain(empty: true), "is empty; expected the rule in plain words the learner reads (never code)"),
        (.behaviourWordsNotPlain(empty: false), "is written with code; expected the rule in plain words the learner reads (never code)"),
        (.behaviourMutantCount(4), "names 4 mutants; expected one to three different mistakes of this behaviour"),
        (.behaviourWholeFileMutant("m"), "names m, a whole-file mutant; expected an edit of the solution (it keeps the solution's interface, so the learner's tests build once for it)"),
        (.behaviourMutantFailsNoTest("m"), "names m, which fails no test check; expected a mutant a learner's test can catch"),
        (.mutantInTwoBehaviours("m", other: "b"), "names m, which behaviour b names too; expected each mutant in one behaviour"),
        (.noRequiredBehaviour, "has no required behaviour; expected the ones the stage's brief names to be required"),
        (.requiredMutantLeftOut("m", check: "your-tests"), "leaves out m, which check your-tests requires; expected it in a required behaviour"),
        (.unknownCapability("file", known: ["arguments", "files"]), "is \"file\"; expected one of arguments, files"),
        (.testsScopeWithoutTestsCheck, "is \"tests\", but the kata has no check of kind \"tests\"; expected \"presenter\""),
        (.capabilityTwice("exit", scope: "presenter"), "allows exit in the presenter twice; expected each capability once per scope"),
        (.allowedCallReasonNotASentence("", capability: "files"), "is empty; expected why a learner's correct code may need files, in a sentence"),
        (.allowedCallReasonNotASentence("why", capability: "files"), "is \"why\"; expected why a learner's correct code may need files, in a sentence"),
        (.proseMissing(.hints), "is missing or unreadable; expected `# Stage <n>` for each stage, each with `## Hints` (a `- ` list) and `## Learnt`"),
        (.proseMissing(.key), "is missing or unreadable; expected `# <item id>` for each item of the review key, followed by what a reviewer would say"),
        (.proseMissing(.questions), "is missing or unreadable; expected `# <question>` for each follow-up question, followed by its model answer"),
        (.preamble("intro"), "text belongs to no item: \"intro\"; put it under a heading or in an <!-- comment -->"),
        (.notAStageHeading, "expected `# Stage <n>`, n the number of a stage in kata.json"),
        (.proseNamesNoStage(7, stages: [1, 2, 3]), "kata.json has no stage 7; stages: 1, 2, 3"),
        (.stageSectionTwice, "appears twice; expected one section per stage"),
        (.textUnderStageHeading, "text under the stage heading belongs to no item; put it under `## Hints` or `## Learnt`"),
        (.hintNotAListItem("stray"), "expected a `- ` list item; found \"stray\""),
        (.notHintsOrLearnt(stage: 2), "expected `## Hints` or `## Learnt` under `# Stage 2`"),
        (.misplacedHeading, "expected `# Stage <n>`, then `## Hints` and `## Learnt` under it"),
        (.hintsMissing(stage: 2), "is missing or empty; expected at least one `- ` hint for stage 2"),
        (.learntMissing(stage: 3), "is missing or empty; expected what passing stage 3 teaches"),
        (.keyHeadingLevel(2), "expected `# <key item id>` headings only; found a level-2 heading"),
        (.keySectionTwice, "appears twice; expected one section per key item"),
        (.keyDetailMissing("strong-view"), "is missing or empty; expected what a senior reviewer says about the key item \"strong-view\""),
        (.notAKeyItem(keyItems: ["a", "b"]), "names no key item of kata.json; key items: a, b"),
        (.questionHeadingLevel(3), "expected `# <question>` headings only; found a level-3 heading"),
        (.questionWithoutAnswer, "has no answer; expected the model answer under the question"),
        (.noQuestion, "holds no question; expected at least one `# <question>` with its answer"),
    ]

    @Test func eachReasonSaysItsSentence() {
        for (reason, sentence) in Self.sentences {
            #expect(reason.words == sentence, "\(reason)")
        }
    }

    @Test func aProblemNamesItsFileAndFieldBeforeTheSentence() {
        #expect(AuthoringProblem(file: "Katas/d/kata.json", field: "checks", .noChecks).words == "Katas/d/kata.json: checks: is empty; expected at least one check")
        #expect(AuthoringProblem(file: "Katas/d/questions.md", field: "", .noQuestion).words
            == "Katas/d/questions.md: holds no question; expected at least one `# <question>` with its answer")
    }

    /// A place in a Markdown file is a value too (a line, its heading, the text before the first
    /// heading), said as the validator wrote it before.
    @Test func aPlaceInProseIsSaidAsBefore() {
        #expect(AuthoringProblem(file: "Katas/d/brief.md", at: .line(7, heading: "## Stage 9"), .notAStageHeading).words
            == "Katas/d/brief.md: line 7 `## Stage 9`: expected `# Stage <n>`, n the number of a stage in kata.json")
        #expect(AuthoringProblem(file: "Katas/d/key.md", at: .line(3, heading: nil), .keyHeadingLevel(2)).words
            == "Katas/d/key.md: line 3: expected `# <key item id>` headings only; found a level-2 heading")
        #expect(AuthoringProblem(file: "Katas/d/story.md", at: .beforeFirstHeading, .preamble("intro")).words
            == "Katas/d/story.md: before the first heading: text belongs to no item: \"intro\"; put it under a heading or in an <!-- comment -->")
        #expect(AuthoringProblem(file: "Katas/d/kata.json", field: "order", .noChecks).place == .field("order"))
    }

    /// The wording is split over a few switches (no function over 60 lines), each ending in
    /// `default`: a reason left out of all of them would say nothing.
    @Test func everyKindOfReasonIsSaid() {
        var kinds = Set<String>()
        for (reason, sentence) in Self.sentences {
            #expect(!sentence.isEmpty)
            kinds.insert(String("\(reason)".prefix { $0 != "(" }))
        }
        #expect(kinds.count == Self.reasonKinds, "every case of AuthoringProblem.Reason has a sentence above: \(kinds.count) of \(Self.reasonKinds)")
    }

    /// The number of cases of `AuthoringProblem.Reason`: raise it with a new case and its sentence above.
    static let reasonKinds = 83
}
