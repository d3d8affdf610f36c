import Foundation

extension ReviewScore {
    /// Why a finding earned what it did, with the data a sentence about it needs (the items'
    /// titles, the other findings' review lines): the CLI words it (`ReviewWords`).
    package enum Why: Sendable, Equatable {
        /// It earned the item titled `title` by stating `concept`, where `place` says.
        case earned(title: String, concept: String, place: EarnedPlace)
        /// Its range covers more than the code it can mean.
        case tooWide
        /// It points past the end of `file` (nil: it named none), which has `lines` lines.
        case outsideFile(file: String?, lines: Int)
        /// No key item at its place is about what it says; it speaks of `items` (titles), which
        /// are elsewhere. `file`: the file it names when it gives no lines there.
        case speaksOfElsewhere(file: String?, items: [String])
        /// It names no concept of any key item (`placed`: at the place it gives).
        case namesNoConcept(placed: Bool)
        /// It does not say what is wrong in the terms of the key item at its place.
        case notInTheTermsOfTheItemThere
        /// It gives `reason` as what is wrong with the item titled `title`, which the key rules out.
        case wrongReason(title: String, reason: String)
        /// Its place holds several items and it states none of them.
        case severalItemsHere
        /// Each item it could earn went to another finding.
        case taken([TakenBy])
        /// It names the concepts of `items` key items at once.
        case crowded(items: Int)
        /// It gives a place but says nothing.
        case noWords
        /// Thanks or an offer to help, not a finding.
        case courtesy
        /// It only asks what happens in a case, and says nothing of what goes wrong there.
        case openQuestion
        /// It praises the code or wonders about a topic, and says nothing is wrong.
        case noClaim
        /// General words about design (`words`), no problem at a place.
        case buzzwords(words: [String])

        /// Where an earned finding stated its concept.
        package enum EarnedPlace: Sendable, Equatable {
            /// At the item's place, as it gave it.
            case itsPlace
            /// At the item's lines, in the file where those lines hold it (it named no file).
            case theFileOfItsLines
            /// In the function it names, the item's place.
            case theFunctionItNames
            /// Away from the item's place, at half points; `lineWithoutFile`: it named a line but no file.
            case byMeaning(lineWithoutFile: Bool)
        }

        /// An item a finding could have earned, and the review line of the finding it went to.
        package struct TakenBy: Sendable, Equatable {
            package var title: String
            package var reviewLine: Int
        }
    }
}
