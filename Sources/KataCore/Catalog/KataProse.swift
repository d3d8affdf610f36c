import Foundation

/// The prose of a kata, written in Markdown beside `kata.json` where a writer edits it comfortably:
/// - `hints.md`: for each stage, `# Stage <n>`, then `## Hints` (a `- ` list, given one at a time)
///   and `## Learnt` (what passing the stage taught);
/// - `key.md`: for each review key item, `# <item id>` and what a senior reviewer would say (only
///   for a kata with a review round);
/// - `questions.md`: for each follow-up question, `# <the question>` and its model answer.
enum KataProse {
    static let hintsFile = "hints.md"
    static let keyFile = "key.md"
    static let questionsFile = "questions.md"

    /// Fills the kata's hints, lessons, key details and questions, or says what is missing.
    static func fill(_ kata: inout Kata, relativeFolder: String) -> [AuthoringProblem] {
        var problems: [AuthoringProblem] = []
        func read(_ name: String) -> MarkdownSections? {
            let url = kata.directory.appendingPathComponent(name)
            guard let text = try? String(contentsOf: url, encoding: .utf8) else {
                problems.append(AuthoringProblem(file: "\(relativeFolder)/\(name)", field: "", .proseMissing(proseFile(name))))
                return nil
            }
            let sections = MarkdownSections(text)
            if let preamble = sections.preamble {
                problems.append(AuthoringProblem(file: "\(relativeFolder)/\(name)", at: .beforeFirstHeading, .preamble(preamble)))
            }
            return sections
        }
        if let hints = read(hintsFile) { problems += fillStages(&kata, from: hints, file: "\(relativeFolder)/\(hintsFile)") }
        // The key's prose belongs to a review round: a kata without one needs no key.md.
        let hasKeyFile = FileManager.default.fileExists(atPath: kata.directory.appendingPathComponent(keyFile).path)
        if kata.review != nil || !kata.key.isEmpty || hasKeyFile, let key = read(keyFile) {
            problems += fillKey(&kata, from: key, file: "\(relativeFolder)/\(keyFile)")
        }
        if let questions = read(questionsFile) { problems += fillQuestions(&kata, from: questions, file: "\(relativeFolder)/\(questionsFile)") }
        return problems
    }

    static func proseFile(_ name: String) -> AuthoringProblem.ProseFile {
        switch name {
        case hintsFile: return .hints
        case keyFile: return .key
        default: return .questions
        }
    }

    static func fillStages(_ kata: inout Kata, from markdown: MarkdownSections, file: String) -> [AuthoringProblem] {
        var problems: [AuthoringProblem] = []
        var seen: Set<Int> = []
        var current: Int?
        for section in markdown.sections {
            let heading = "\(String(repeating: "#", count: section.level)) \(section.title)"
            if section.level == 1 {
                let words = section.title.split(separator: " ")
                guard words.count == 2, words[0] == "Stage", let number = Int(words[1]) else {
                    problems.append(AuthoringProblem(file: file, at: .line(section.line, heading: heading), .notAStageHeading))
                    current = nil
                    continue
                }
                guard let index = kata.stages.firstIndex(where: { $0.number == number }) else {
                    problems.append(AuthoringProblem(file: file, field: "`# Stage \(number)`", .proseNamesNoStage(number, stages: kata.stages.map(\.number))))
                    current = nil
                    continue
                }
                if !seen.insert(number).inserted {
                    problems.append(AuthoringProblem(file: file, field: "`# Stage \(number)`", .stageSectionTwice))
                }
                current = index
                if !section.text.isEmpty {
                    problems.append(AuthoringProblem(file: file, field: "`# Stage \(number)`", .textUnderStageHeading))
                }
            } else if section.level == 2, let index = current {
                let number = kata.stages[index].number
                switch section.title.lowercased() {
                case "hints":
                    let list = section.listItems()
                    if let stray = list.stray {
                        problems.append(AuthoringProblem(file: file, field: "`# Stage \(number)` › `## Hints`", .hintNotAListItem(stray)))
                    }
                    kata.stages[index].hints = list.items
                case "learnt":
                    kata.stages[index].learnt = section.text
                default:
                    problems.append(AuthoringProblem(file: file, at: .line(section.line, heading: heading), .notHintsOrLearnt(stage: number)))
                }
            } else {
                problems.append(AuthoringProblem(file: file, at: .line(section.line, heading: heading), .misplacedHeading))
            }
        }
        for stage in kata.stages {
            if stage.hints.isEmpty {
                problems.append(AuthoringProblem(file: file, field: "`# Stage \(stage.number)` › `## Hints`", .hintsMissing(stage: stage.number)))
            }
            if stage.learnt.isEmpty {
                problems.append(AuthoringProblem(file: file, field: "`# Stage \(stage.number)` › `## Learnt`", .learntMissing(stage: stage.number)))
            }
        }
        return problems
    }

    static func fillKey(_ kata: inout Kata, from markdown: MarkdownSections, file: String) -> [AuthoringProblem] {
        var problems: [AuthoringProblem] = []
        var details: [String: String] = [:]
        for section in markdown.sections {
            guard section.level == 1 else {
                problems.append(AuthoringProblem(file: file, at: .line(section.line, heading: nil), .keyHeadingLevel(section.level)))
                continue
            }
            if details[section.title] != nil {
                problems.append(AuthoringProblem(file: file, field: "`# \(section.title)`", .keySectionTwice))
            }
            details[section.title] = section.text
        }
        let ids = Set(kata.key.map(\.identifier))
        for index in kata.key.indices {
            let id = kata.key[index].identifier
            guard let detail = details[id], !detail.isEmpty else {
                problems.append(AuthoringProblem(file: file, field: "`# \(id)`", .keyDetailMissing(id)))
                continue
            }
            kata.key[index].detail = detail
        }
        for id in details.keys.sorted() where !ids.contains(id) {
            problems.append(AuthoringProblem(file: file, field: "`# \(id)`", .notAKeyItem(keyItems: kata.key.map(\.identifier))))
        }
        return problems
    }

    static func fillQuestions(_ kata: inout Kata, from markdown: MarkdownSections, file: String) -> [AuthoringProblem] {
        var problems: [AuthoringProblem] = []
        kata.questions = []
        for section in markdown.sections {
            guard section.level == 1 else {
                problems.append(AuthoringProblem(file: file, at: .line(section.line, heading: nil), .questionHeadingLevel(section.level)))
                continue
            }
            guard !section.text.isEmpty else {
                problems.append(AuthoringProblem(file: file, field: "`# \(section.title)`", .questionWithoutAnswer))
                continue
            }
            kata.questions.append(Question(question: section.title, answer: section.text))
        }
        if kata.questions.isEmpty && problems.isEmpty {
            problems.append(AuthoringProblem(file: file, field: "", .noQuestion))
        }
        return problems
    }
}
