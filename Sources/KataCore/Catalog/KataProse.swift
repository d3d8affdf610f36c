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
                problems.append(AuthoringProblem(file: "\(relativeFolder)/\(name)", field: "", message: "is missing or unreadable; \(purpose(of: name))"))
                return nil
            }
            let sections = MarkdownSections(text)
            if let preamble = sections.preamble {
                problems.append(AuthoringProblem(file: "\(relativeFolder)/\(name)", field: "before the first heading",
                                                 message: "text belongs to no item: \(preamble.prefix(60).debugDescription); put it under a heading or in an <!-- comment -->"))
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

    static func purpose(of file: String) -> String {
        switch file {
        case hintsFile: return "expected `# Stage <n>` for each stage, each with `## Hints` (a `- ` list) and `## Learnt`"
        case keyFile: return "expected `# <item id>` for each item of the review key, followed by what a reviewer would say"
        default: return "expected `# <question>` for each follow-up question, followed by its model answer"
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
                    problems.append(AuthoringProblem(file: file, field: "line \(section.line) `\(heading)`", message: "expected `# Stage <n>`, n the number of a stage in kata.json"))
                    current = nil
                    continue
                }
                guard let index = kata.stages.firstIndex(where: { $0.number == number }) else {
                    problems.append(AuthoringProblem(file: file, field: "`# Stage \(number)`", message: "kata.json has no stage \(number); stages: \(kata.stages.map { String($0.number) }.joined(separator: ", "))"))
                    current = nil
                    continue
                }
                if !seen.insert(number).inserted {
                    problems.append(AuthoringProblem(file: file, field: "`# Stage \(number)`", message: "appears twice; expected one section per stage"))
                }
                current = index
                if !section.text.isEmpty {
                    problems.append(AuthoringProblem(file: file, field: "`# Stage \(number)`", message: "text under the stage heading belongs to no item; put it under `## Hints` or `## Learnt`"))
                }
            } else if section.level == 2, let index = current {
                let number = kata.stages[index].number
                switch section.title.lowercased() {
                case "hints":
                    let list = section.listItems()
                    if let stray = list.stray {
                        problems.append(AuthoringProblem(file: file, field: "`# Stage \(number)` › `## Hints`", message: "expected a `- ` list item; found \(stray.prefix(60).debugDescription)"))
                    }
                    kata.stages[index].hints = list.items
                case "learnt":
                    kata.stages[index].learnt = section.text
                default:
                    problems.append(AuthoringProblem(file: file, field: "line \(section.line) `\(heading)`", message: "expected `## Hints` or `## Learnt` under `# Stage \(number)`"))
                }
            } else {
                problems.append(AuthoringProblem(file: file, field: "line \(section.line) `\(heading)`", message: "expected `# Stage <n>`, then `## Hints` and `## Learnt` under it"))
            }
        }
        for stage in kata.stages {
            if stage.hints.isEmpty {
                problems.append(AuthoringProblem(file: file, field: "`# Stage \(stage.number)` › `## Hints`", message: "is missing or empty; expected at least one `- ` hint for stage \(stage.number)"))
            }
            if stage.learnt.isEmpty {
                problems.append(AuthoringProblem(file: file, field: "`# Stage \(stage.number)` › `## Learnt`", message: "is missing or empty; expected what passing stage \(stage.number) teaches"))
            }
        }
        return problems
    }

    static func fillKey(_ kata: inout Kata, from markdown: MarkdownSections, file: String) -> [AuthoringProblem] {
        var problems: [AuthoringProblem] = []
        var details: [String: String] = [:]
        for section in markdown.sections {
            guard section.level == 1 else {
                problems.append(AuthoringProblem(file: file, field: "line \(section.line)", message: "expected `# <key item id>` headings only; found a level-\(section.level) heading"))
                continue
            }
            if details[section.title] != nil {
                problems.append(AuthoringProblem(file: file, field: "`# \(section.title)`", message: "appears twice; expected one section per key item"))
            }
            details[section.title] = section.text
        }
        let ids = Set(kata.key.map(\.identifier))
        for index in kata.key.indices {
            let id = kata.key[index].identifier
            guard let detail = details[id], !detail.isEmpty else {
                problems.append(AuthoringProblem(file: file, field: "`# \(id)`", message: "is missing or empty; expected what a senior reviewer says about the key item \(id.debugDescription)"))
                continue
            }
            kata.key[index].detail = detail
        }
        for id in details.keys.sorted() where !ids.contains(id) {
            problems.append(AuthoringProblem(file: file, field: "`# \(id)`", message: "names no key item of kata.json; key items: \(kata.key.map(\.identifier).joined(separator: ", "))"))
        }
        return problems
    }

    static func fillQuestions(_ kata: inout Kata, from markdown: MarkdownSections, file: String) -> [AuthoringProblem] {
        var problems: [AuthoringProblem] = []
        kata.questions = []
        for section in markdown.sections {
            guard section.level == 1 else {
                problems.append(AuthoringProblem(file: file, field: "line \(section.line)", message: "expected `# <question>` headings only; found a level-\(section.level) heading"))
                continue
            }
            guard !section.text.isEmpty else {
                problems.append(AuthoringProblem(file: file, field: "`# \(section.title)`", message: "has no answer; expected the model answer under the question"))
                continue
            }
            kata.questions.append(Question(question: section.title, answer: section.text))
        }
        if kata.questions.isEmpty && problems.isEmpty {
            problems.append(AuthoringProblem(file: file, field: "", message: "holds no question; expected at least one `# <question>` with its answer"))
        }
        return problems
    }
}
