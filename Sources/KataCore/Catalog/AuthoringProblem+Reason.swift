import Foundation

extension AuthoringProblem {
    /// Why a kata's file or field is wrong, with the data its sentence needs (what was found, what
    /// is allowed). One case per sentence; `AuthoringWords` in the CLI words each.
    package enum Reason: Sendable, Equatable {
        // kata.json as JSON and as the model (`KataLoader`, `ManifestSchema`)
        case unreadable(said: String?)
        case notJSON(said: String, line: Int?)
        case movedToMarkdown(key: String, file: String)
        case unknownField(known: [String])
        case fieldMissing(String)
        case wrongType(expected: String, field: String)
        case null(field: String)
        /// A name outside its closed set (a check's kind, a key item's severity).
        case notInClosedSet(allowed: [String], got: String)
        /// Words that are not ours: Foundation's for a value it could not decode, an error's own.
        case said(String)
        // The kata as a whole (`KataValidator`)
        case formatUnsupported(Int, supported: Int)
        case idIsNotTheFolder(id: String, folder: String)
        case noLearnerFiles
        case fileMissing(shownAs: String, expected: ExpectedFile)
        case markdownMissing(KataMarkdown)
        case sameAsInOtherKatas(value: String, others: [String], field: String)
        // Stages and checks
        case noStages
        case stageNumberBelowOne(Int)
        case stageNumberTwice(Int)
        case checkIDTwice
        case notAStage(Int, stages: [Int])
        case noChecks
        case suiteMissing
        case suiteFileMissing(shownAs: String, suites: [String])
        case needsMissing
        case probesMissing
        case swiftVersionUnknown(String)
        case noCompilerErrors
        case compileMissing
        case notALearnerFile(String, learnerFiles: [String])
        case testFileMissing
        case notAMutant(String)
        // Mutants and alternatives
        case variantIDTwice
        case variantFileNotALearnerFile(String, learnerFiles: [String])
        case variantChanges(count: Int)
        case notACheck(String)
        case alternativeFails
        case mutantFailsNothing
        case interfaceOnAMutant
        case interfaceNotASentence(String)
        case doesNotApply(to: String, EditFailure)
        case patchAndAlso(source: Bool)
        case patchMissing(variant: String, field: String)
        case patchUnreadable(PatchFile.Failure)
        case otherInterface(InterfaceDifference, naming: String?)
        // The review key
        case keyItemIDTwice
        case conceptsMissing
        case coreNotAConcept(Int, concepts: Int)
        case notThisEmptyPhrase
        case notAReviewFile(String, files: [String])
        case anchorOutOfRange(from: Int, to: Int, lines: Int, path: String)
        case anchorTextElsewhere(String, from: Int, to: Int, foundOn: [Int], path: String)
        case reviewMissing
        // Behaviours of the test stage
        case behavioursWithoutTestsCheck
        case behaviourIDTwice
        case behaviourWordsNotPlain(empty: Bool)
        case behaviourMutantCount(Int)
        case behaviourWholeFileMutant(String)
        case behaviourMutantFailsNoTest(String)
        case mutantInTwoBehaviours(String, other: String)
        case noRequiredBehaviour
        case requiredMutantLeftOut(String, check: String)
        // Allowed calls
        case unknownCapability(String, known: [String])
        case testsScopeWithoutTestsCheck
        case capabilityTwice(String, scope: String)
        case allowedCallReasonNotASentence(String, capability: String)
        // The prose files (`KataProse`)
        case proseMissing(ProseFile)
        case preamble(String)
        case notAStageHeading
        case proseNamesNoStage(Int, stages: [Int])
        case stageSectionTwice
        case textUnderStageHeading
        case hintNotAListItem(String)
        case notHintsOrLearnt(stage: Int)
        case misplacedHeading
        case hintsMissing(stage: Int)
        case learntMissing(stage: Int)
        case keyHeadingLevel(Int)
        case keySectionTwice
        case keyDetailMissing(String)
        case notAKeyItem(keyItems: [String])
        case questionHeadingLevel(Int)
        case questionWithoutAnswer
        case noQuestion
    }

    /// The file a field names, by its role.
    package enum ExpectedFile: Sendable, Equatable {
        case starter, solution, standIn, stageBrief, suiteHelper, probe, probeControl, support, testSkeleton, modelTests, variantSource, reviewedFile
    }

    /// The prose beside kata.json that must be there.
    package enum KataMarkdown: Sendable, Equatable { case story, idea }

    /// The prose files read into the kata (`KataProse`).
    package enum ProseFile: Sendable, Equatable { case hints, key, questions }

    /// Why a variant's edits (or its patch's hunks) do not apply to the solution: edit `number` of
    /// `count` stands `found` times, and the first line it changes.
    package struct EditFailure: Sendable, Equatable {
        package var fromPatch: Bool
        package var number: Int
        package var count: Int
        package var found: Int
        package var changes: String
    }

    /// What makes an alternative's whole interface differ from the solution's.
    package enum InterfaceDifference: Sendable, Equatable {
        case notResilient
        /// The text the ABI descriptor leaves out, where one is known.
        case undescribable(String?)
        case solutionUndescribable
        case declarations(added: [String], changed: [String], removed: [String])
        case order(firstOutOfPlace: String?)
    }
}
