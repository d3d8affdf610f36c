import Foundation

/// `kata new <id>`: a small complete kata to grow from, valid and verified as written: one stage,
/// one check with its hidden suite, a starter that fails it, a solution that passes it, one
/// mutant as a patch, one alternative, a review round with one key item, hints and a question.
/// Katas/README.md walks through each file.
package struct KataScaffold: Sendable {
    package let id: String
    /// `Katas/`.
    package let katasRoot: URL
    /// `Solutions/`.
    package let solutionsRoot: URL
    package let order: Int
    /// How the kata's brief and hints name the commands they mention.
    package let commands: CommandNames

    /// Checks the id and that nothing of that name exists yet.
    package init(id: String, catalog: KataCatalog, commands: CommandNames) throws {
        self.commands = commands
        let words = id.split(separator: "-", omittingEmptySubsequences: false)
        let allowed = Set("abcdefghijklmnopqrstuvwxyz0123456789")
        guard !words.isEmpty, words.allSatisfy({ !$0.isEmpty && $0.allSatisfy(allowed.contains) }), id.first?.isLetter == true else {
            throw ScaffoldProblem.invalidID(id)
        }
        self.id = id
        self.katasRoot = catalog.root
        self.solutionsRoot = catalog.solutionsDirectory
        self.order = (catalog.katas.map(\.order).max() ?? 0) + 1
        for folder in [katasRoot.appendingPathComponent(id), solutionsRoot.appendingPathComponent(id)]
        where FileManager.default.fileExists(atPath: folder.path) {
            throw ScaffoldProblem.alreadyExists(path: folder.path)
        }
    }

    /// The Swift module: the id in UpperCamelCase, with `Kata` after it (`list-presenter` → `ListPresenterKata`).
    package var module: String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined() + "Kata"
    }

    /// Writes the kata's files and returns them, relative to the repository.
    @discardableResult
    package func write() throws -> [String] {
        var written: [String] = []
        let repository = katasRoot.deletingLastPathComponent()
        for (folder, files) in [(katasRoot.appendingPathComponent(id), kataFiles), (solutionsRoot.appendingPathComponent(id), solutionFiles)] {
            for (path, text) in files.sorted(by: { $0.key < $1.key }) {
                let url = folder.appendingPathComponent(path)
                do {
                    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try text.write(to: url, atomically: true, encoding: .utf8)
                } catch {
                    throw KataError.environment(.fileUnwritable(path: url.path, said: error.localizedDescription, place: .repository))
                }
                written.append(String(url.path.dropFirst(repository.path.count + 1)))
            }
        }
        return written
    }

    static let solution = """
    /// Counts taps. The learner's file: `kata check` compiles it with the hidden suites.
    final class Counter {
        private(set) var value = 0

        func increment() {
            value += 1
        }
    }

    """

    var solutionFiles: [String: String] { ["Counter.swift": Self.solution] }

    var kataFiles: [String: String] {
        [
            "kata.json": manifest,
            "stages/1-count.md": """
            # Stage 1: Count

            `Counter.increment()` should add one to `value`. Today it does nothing.

            Run `\(commands(.check)) \(id)`: the check `counts-up` says what it saw.

            """,
            "story.md": """
            A tap counter in an app: the designer taps the button three times and the label still says 0.

            """,
            "idea.md": """
            The idea of this kata, shown when it is done: one sentence a learner keeps.

            """,
            "hints.md": """
            <!-- Hints for each stage, given one at a time by `\(commands(.hint))`, and what the stage taught. -->

            # Stage 1

            ## Hints

            - What should `value` be after one call of `increment()`? After three?
            - `value += 1` inside `increment()`.

            ## Learnt

            A counter that counts: each call adds exactly one.

            """,
            "key.md": """
            <!-- For each item of `key` in kata.json (by id): what a senior reviewer would say. -->

            # increment-does-nothing

            `increment()` has an empty body, so `value` stays 0 whatever the user taps. Add one to `value`.

            """,
            "questions.md": """
            <!-- Follow-up questions: each heading a question, the text under it the model answer. -->

            # Why is `value` `private(set)`?

            So only the counter changes it: a caller can read the count but cannot set it behind the counter's back.

            """,
            "Starter/Counter.swift": """
            /// Counts taps. Make `increment()` count.
            final class Counter {
                private(set) var value = 0

                func increment() {
                }
            }

            """,
            "Suites/CountsUp.swift": """
            import Testing
            @testable import \(module)

            /// The check `counts-up`: each call of `increment()` adds exactly one.
            @Suite struct CountsUp {
                @Test func eachIncrementAddsOne() {
                    let counter = Counter()
                    expect(counter.value == 0, "A new counter should start at 0; it starts at \\(counter.value).")
                    for expected in 1...3 {
                        counter.increment()
                        expect(counter.value == expected, "After \\(expected) call(s) of increment(), value should be \\(expected); it is \\(counter.value).")
                    }
                }
            }

            """,
            "Mutants/counts-twice.diff": """
            --- a/Counter.swift
            +++ b/Counter.swift
            @@ -3,6 +3,6 @@
                 private(set) var value = 0

                 func increment() {
            -        value += 1
            +        value += 2
                 }
             }

            """,
            "Alternatives/assigns-the-sum.diff": """
            --- a/Counter.swift
            +++ b/Counter.swift
            @@ -3,6 +3,6 @@
                 private(set) var value = 0

                 func increment() {
            -        value += 1
            +        value = value + 1
                 }
             }

            """,
        ]
    }

    var manifest: String {
        """
        {
          "formatVersion": \(KataCatalog.supportedFormatVersion),
          "id": "\(id)",
          "order": \(order),
          "title": "\(id)",
          "summary": "One line for `\(commands(.list))`: what this kata teaches.",
          "module": "\(module)",
          "learnerFiles": ["Counter.swift"],
          "standIns": [],
          "stages": [
            {"number": 1, "title": "Count", "brief": "stages/1-count.md"}
          ],
          "checks": [
            {
              "id": "counts-up",
              "stage": 1,
              "kind": "test",
              "title": "Each call of increment() adds one to value",
              "suite": "CountsUp",
              "needs": "`final class Counter` with `init()`, `increment()` and a readable `value: Int`"
            }
          ],
          "mutants": [
            {
              "id": "counts-twice",
              "description": "increment() adds two",
              "file": "Counter.swift",
              "patch": "Mutants/counts-twice.diff",
              "fails": ["counts-up"]
            }
          ],
          "alternatives": [
            {
              "id": "assigns-the-sum",
              "description": "value = value + 1, another way to write the fix",
              "file": "Counter.swift",
              "patch": "Alternatives/assigns-the-sum.diff",
              "fails": []
            }
          ],
          "review": {"minutes": 5, "files": [{"name": "Counter.swift", "path": "Starter/Counter.swift"}]},
          "key": [
            {
              "id": "increment-does-nothing",
              "title": "increment() does not count",
              "severity": "high",
              "anchors": [{"file": "Counter.swift", "from": 5, "to": 6, "contains": "func increment()"}],
              "concepts": [["increment", "count", "counts"], ["nothing", "empty", "does not", "never", "stays 0"]]
            }
          ]
        }

        """
    }
}
