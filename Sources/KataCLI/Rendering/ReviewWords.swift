import KataCore

extension ReviewScore.Why {
    /// Why the finding earned what it did, and what would earn more where something would.
    package var words: String {
        switch self {
        case let .earned(title, concept, .theFileOfItsLines):
            return "earned \"\(title)\": it says \(Self.quoted(concept)) at the item's place (the file where those lines hold it)"
        case let .earned(title, concept, .theFunctionItNames):
            return "earned \"\(title)\": it says \(Self.quoted(concept)) in the function it names, the item's place"
        case let .earned(title, concept, .itsPlace):
            return "earned \"\(title)\": it says \(Self.quoted(concept)) at the item's place"
        case let .earned(title, concept, .byMeaning(lineWithoutFile)):
            let how = lineWithoutFile ? "name the file as well as the line" : "name the line"
            return "earned \"\(title)\" by meaning (\(Self.quoted(concept))) at half points: \(how) to earn the rest"
        case .tooWide:
            return "the range is wider than the code it can mean (more than one function, or half the file): name the lines at fault"
        case let .outsideFile(file, lines):
            return "\(file ?? "the file") has \(lines) lines: this points past its end"
        case let .speaksOfElsewhere(file, items):
            return "no key item at \(file ?? "that place") is about what it says; it speaks of \(items.joined(separator: "; ")), which is elsewhere in the code"
        case let .namesNoConcept(placed):
            return "it names no concept of any key item" + (placed ? " at that place" : "")
        case .notInTheTermsOfTheItemThere:
            return "it does not say what is wrong there in the terms of the key item at that place"
        case let .wrongReason(title, reason):
            return "it gives \(Self.quoted(reason)) as what is wrong, and that is not the problem with \"\(title)\": say what goes wrong there"
        case .severalItemsHere:
            return "this line holds several items; say which is wrong"
        case let .taken(others):
            return "each item it could earn went to another finding: " + others.map { "\"\($0.title)\" went to review line \($0.reviewLine)" }.joined(separator: "; ")
        case let .crowded(items):
            return "it names the concepts of \(items) key items at once: one finding a problem, said in a sentence"
        case .noWords:
            return "it gives a place but says nothing about it"
        case .courtesy:
            return "thanks or an offer to help, not a finding: say what is wrong, and where"
        case .openQuestion:
            return "it asks what happens but does not say what goes wrong: answer your own question"
        case .noClaim:
            return "it praises the code or wonders about it, but says nothing is wrong: say what goes wrong, and where"
        case let .buzzwords(words):
            return "it is made of general words about design (" + words.map { "\"\($0)\"" }.joined(separator: ", ")
                + "): name one problem, where it is and what goes wrong"
        }
    }

    private static func quoted(_ concept: String) -> String {
        concept.hasPrefix("`") ? concept : "\"\(concept)\""
    }
}

extension UnreadLine.Reason {
    /// Why the line is not a finding, and what would make it one where something would.
    var words: String {
        switch self {
        case .htmlComment: return "an HTML comment: not read (remove the comment marks to have it scored)"
        case let .quoteOfCode(file, line): return "a quote of \(file):\(line): the finding under it is read there"
        case .quoteOfNoLine: return "a quote, not a finding (it is not one line of the pull request, so it places nothing)"
        case .noWords: return "no words: not a finding"
        case .tableHeader: return "a table's header row, not a finding"
        case .fence(withFindingAbove: true): return "a code block's fence: the code in it is read with the finding above"
        case .fence(withFindingAbove: false): return "a code block's fence: a block with no finding right above it is not read"
        case .fenceWithCommentBelow: return "a code block's fence: the code in it is read with the ^ comment under it"
        case .codeWithNoFindingAbove:
            return "code in a block with no finding right above it: not a finding (put the block under the finding it belongs to)"
        case let .heading(file?): return "a heading: findings under it with no file name are read in \(file)"
        case .heading(nil): return "a heading, not a finding"
        case let .namesAFile(file): return "names a file: findings below it with no file name are read in \(file)"
        case let .notAFileOfThePullRequest(name, files): return "\(name) is not a file of this pull request (\(files.joined(separator: ", ")))"
        case .oneWord: return "one word and no place in the code: not read as a finding"
        case let .title(file?): return "reads as a title: findings below it with no file name are read in \(file)"
        case .title(nil): return "reads as a title (a short line ending in a colon, or above a list), not a finding"
        }
    }
}

extension ReviewFinding {
    /// How the location reads back to the learner: `OrdersPresenter.swift:24-30`, `line 24` or `no line`.
    package var locationText: String {
        let lineText = lines.map(\.text).joined(separator: ", ")
        switch (file, lines.isEmpty) {
        case let (file?, false): return "\(file):\(lineText)"
        case let (file?, true): return file
        case (nil, false): return "line \(lineText)"
        case (nil, true): return "no line"
        }
    }
}
