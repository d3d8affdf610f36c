import Foundation
import Testing
@testable import KataCore
@testable import KataCLI

/// A private copy of the repository's katas and solutions, for breaking one kata at a time.
struct KataSandbox {
    let root: URL
    var katas: URL { root.appendingPathComponent("Katas") }
    var solutions: URL { root.appendingPathComponent("Solutions") }

    init(label: String = "authoring") throws {
        root = temporaryFolder(label)
        try FileManager.default.copyItem(at: Repository.root.appendingPathComponent("Katas"), to: katas)
        try FileManager.default.copyItem(at: Repository.solutions, to: solutions)
    }

    func url(_ path: String) -> URL { root.appendingPathComponent(path) }

    /// Changes a kata's `kata.json` as a JSON object.
    func editManifest(_ kata: String, _ change: (inout [String: Any]) -> Void) throws {
        let file = katas.appendingPathComponent("\(kata)/kata.json")
        var object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        change(&object)
        try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys]).write(to: file)
    }

    func remove(_ path: String) throws { try FileManager.default.removeItem(at: url(path)) }

    func replace(_ find: String, with replacement: String, in path: String) throws {
        let text = try String(contentsOf: url(path), encoding: .utf8)
        #expect(text.contains(find), "the test's own setup: \(path) holds \(find.debugDescription)")
        try text.replacingOccurrences(of: find, with: replacement).write(to: url(path), atomically: true, encoding: .utf8)
    }

    func catalog() throws -> KataCatalog { try KataCatalog(root: katas) }

    /// Runs `kata` on this copy; returns the exit code, stdout and stderr.
    func run(_ arguments: [String]) -> (code: Int32, out: String, err: String) {
        let buffer = OutputBuffer()
        let environment = ["KATA_HOME": root.path, "NO_COLOR": "1", "KATA_CACHE": Repository.sharedCache.path,
                           "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]
        let code = KataCLI.main(arguments: arguments + ["--workspace", root.appendingPathComponent("Workspace").path],
                                environment: environment, output: buffer.output, interactive: false)
        return (code, buffer.out, buffer.err)
    }
}

/// Each way an author can break a kata, fed to the validator in a copy of the katas: the message
/// names the file and the field, and the other katas keep loading.
@Suite struct KataValidatorTests {
    struct Breakage: CustomTestStringConvertible, Sendable {
        var name: String
        var kata: String
        var file: String
        /// Text the problem's field must contain ("" for a whole-file problem).
        var field: String
        var message: String
        var breakIt: @Sendable (KataSandbox) throws -> Void
        var testDescription: String { name }
    }

    static let breakages: [Breakage] = [
        Breakage(name: "a required field left out", kata: "borrow-form", file: "Katas/borrow-form/kata.json", field: "stages[1].title", message: "is missing; expected a short title") { box in
            try box.editManifest("borrow-form") { object in
                var stages = object["stages"] as! [[String: Any]]
                stages[1].removeValue(forKey: "title")
                object["stages"] = stages
            }
        },
        Breakage(name: "a behaviour shown by a whole-file mutant", kata: "leaky-presenter", file: "Katas/leaky-presenter/kata.json", field: "behaviours[0] \"view-not-kept\".mutants", message: "a whole-file mutant") { box in
            try box.editManifest("leaky-presenter") { object in
                var behaviours = object["behaviours"] as! [[String: Any]]
                behaviours[0]["mutants"] = ["strong-view", "view-captured-in-task"]
                object["behaviours"] = behaviours
            }
        },
        Breakage(name: "a behaviour in code, with four mutants", kata: "menu-presenter", file: "Katas/menu-presenter/kata.json", field: "behaviours[1] \"late-reply-is-safe\"", message: "expected one to three") { box in
            try box.editManifest("menu-presenter") { object in
                var behaviours = object["behaviours"] as! [[String: Any]]
                behaviours[1]["words"] = "`[weak self]` in the completion"
                behaviours[1]["mutants"] = ["unowned-self-in-completion", "not-final", "settable-items", "old-dequeue"]
                object["behaviours"] = behaviours
            }
        },
        Breakage(name: "a required mutant in no required behaviour", kata: "borrow-form", file: "Katas/borrow-form/kata.json", field: "behaviours", message: "leaves out no-confirmation, which check your-tests requires") { box in
            try box.editManifest("borrow-form") { object in
                var behaviours = object["behaviours"] as! [[String: Any]]
                behaviours.removeAll { $0["id"] as? String == "long-loan-confirmed" }
                object["behaviours"] = behaviours
            }
        },
        Breakage(name: "the questions file left out", kata: "menu-presenter", file: "Katas/menu-presenter/questions.md", field: "", message: "is missing") { box in
            try box.remove("Katas/menu-presenter/questions.md")
        },
        Breakage(name: "the key file left out of a kata with a review round", kata: "menu-presenter", file: "Katas/menu-presenter/key.md", field: "", message: "is missing") { box in
            try box.remove("Katas/menu-presenter/key.md")
        },
        Breakage(name: "questions written in kata.json", kata: "menu-presenter", file: "Katas/menu-presenter/kata.json", field: "questions", message: "questions.md") { box in
            try box.editManifest("menu-presenter") { $0["questions"] = [["question": "Q?", "answer": "A."]] }
        },
        Breakage(name: "an unknown field", kata: "leaky-presenter", file: "Katas/leaky-presenter/kata.json", field: "checks[0] \"view-is-weak\".sutie", message: "is not a field here") { box in
            try box.editManifest("leaky-presenter") { object in
                var checks = object["checks"] as! [[String: Any]]
                checks[0]["sutie"] = "ViewIsWeak"
                object["checks"] = checks
            }
        },
        Breakage(name: "a severity outside the closed set", kata: "leaky-presenter", file: "Katas/leaky-presenter/kata.json", field: "key[0] \"strong-view\".severity", message: "expected one of \"high\", \"medium\", \"low\"; got \"High\"") { box in
            try box.editManifest("leaky-presenter") { object in
                var key = object["key"] as! [[String: Any]]
                key[0]["severity"] = "High"
                object["key"] = key
            }
        },
        Breakage(name: "a core concept set that does not exist", kata: "leaky-presenter", file: "Katas/leaky-presenter/kata.json", field: "key[0] \"strong-view\".core", message: "names concept group 7; expected indices of `concepts` (0 to 3)") { box in
            try box.editManifest("leaky-presenter") { object in
                var key = object["key"] as! [[String: Any]]
                key[0]["core"] = [1, 7]
                object["key"] = key
            }
        },
        Breakage(name: "a check kind outside the closed set", kata: "borrow-form", file: "Katas/borrow-form/kata.json", field: "checks[0] \"validation\".kind", message: "expected one of \"test\", \"compiles\", \"rejects\", \"tests\"") { box in
            try box.editManifest("borrow-form") { object in
                var checks = object["checks"] as! [[String: Any]]
                checks[0]["kind"] = "unit"
                object["checks"] = checks
            }
        },
        Breakage(name: "a misspelled suite name", kata: "borrow-form", file: "Katas/borrow-form/kata.json", field: "checks[0] \"validation\".suite", message: "Suites/Validaton.swift, which does not exist") { box in
            try box.editManifest("borrow-form") { object in
                var checks = object["checks"] as! [[String: Any]]
                checks[0]["suite"] = "Validaton"
                object["checks"] = checks
            }
        },
        Breakage(name: "a missing brief", kata: "menu-presenter", file: "Katas/menu-presenter/kata.json", field: "stages[1].brief", message: "stages/2-failures.md, which does not exist") { box in
            try box.remove("Katas/menu-presenter/stages/2-failures.md")
        },
        Breakage(name: "a missing probe", kata: "menu-presenter", file: "Katas/menu-presenter/kata.json", field: "probes[0].file", message: "Probes/ItemsAreReadOnly.swift, which does not exist") { box in
            try box.remove("Katas/menu-presenter/Probes/ItemsAreReadOnly.swift")
        },
        Breakage(name: "a missing starter", kata: "borrow-form", file: "Katas/borrow-form/kata.json", field: "learnerFiles[0]", message: "Starter/BorrowPresenter.swift, which does not exist") { box in
            try box.remove("Katas/borrow-form/Starter/BorrowPresenter.swift")
        },
        Breakage(name: "a missing solution", kata: "borrow-form", file: "Katas/borrow-form/kata.json", field: "learnerFiles[0]", message: "Solutions/borrow-form/BorrowPresenter.swift, which does not exist") { box in
            try box.remove("Solutions/borrow-form/BorrowPresenter.swift")
        },
        Breakage(name: "a missing variant source", kata: "menu-presenter", file: "Katas/menu-presenter/kata.json", field: "\"enum-state\".source", message: "Variants/enum-state/MenuPresenter.swift, which does not exist") { box in
            try box.remove("Katas/menu-presenter/Variants/enum-state/MenuPresenter.swift")
        },
        Breakage(name: "a missing patch file", kata: "leaky-presenter", file: "Katas/leaky-presenter/Mutants/strong-view.diff", field: "", message: "is missing") { box in
            try box.remove("Katas/leaky-presenter/Mutants/strong-view.diff")
        },
        Breakage(name: "a stage without hints", kata: "leaky-presenter", file: "Katas/leaky-presenter/hints.md", field: "`# Stage 2` › `## Hints`", message: "is missing or empty; expected at least one `- ` hint") { box in
            try box.replace("# Stage 2\n", with: "# Stage 9\n", in: "Katas/leaky-presenter/hints.md")
        },
        Breakage(name: "a key item without its detail", kata: "borrow-form", file: "Katas/borrow-form/key.md", field: "`# strong-view`", message: "is missing or empty") { box in
            try box.replace("# strong-view\n", with: "# strong-vue\n", in: "Katas/borrow-form/key.md")
        },
        Breakage(name: "an anchor whose text moved", kata: "leaky-presenter", file: "Katas/leaky-presenter/kata.json", field: "key[0] \"strong-view\".anchors[1].contains", message: "\"presenter.view = self\" is not on lines 8-8; it stands on line 9") { box in
            try box.replace("presenter.view = self", with: "\npresenter.view = self", in: "Katas/leaky-presenter/Review/OrdersViewController.swift")
        },
        Breakage(name: "a patch that no longer applies", kata: "leaky-presenter", file: "Katas/leaky-presenter/Mutants/strong-view.diff", field: "", message: "does not apply to Solutions/leaky-presenter/OrdersPresenter.swift: hunk 1 of 1 is found 0 times") { box in
            try box.replace("    weak var view: OrdersView?", with: "    weak var view: (any OrdersView)?", in: "Solutions/leaky-presenter/OrdersPresenter.swift")
        },
        Breakage(name: "an edit whose find-text is not in the solution", kata: "borrow-form", file: "Katas/borrow-form/kata.json", field: "mutants[0] \"attach-does-not-render\".edits", message: "edit 1 of 1 is found 0 times") { box in
            try box.editManifest("borrow-form") { object in
                var mutants = object["mutants"] as! [[String: Any]]
                mutants[0].removeValue(forKey: "patch")
                mutants[0]["edits"] = [["find": "no such text", "replace": "x"]]
                object["mutants"] = mutants
            }
        },
        Breakage(name: "a mutant failing a check that does not exist", kata: "menu-presenter", file: "Katas/menu-presenter/kata.json", field: "mutants[0] \"strong-view\".fails", message: "names view-is-weakk, which is not a check") { box in
            try box.editManifest("menu-presenter") { object in
                var mutants = object["mutants"] as! [[String: Any]]
                mutants[0]["fails"] = ["view-is-weakk"]
                object["mutants"] = mutants
            }
        },
        Breakage(name: "duplicate check ids", kata: "borrow-form", file: "Katas/borrow-form/kata.json", field: "checks[1] \"validation\".id", message: "appears twice") { box in
            try box.editManifest("borrow-form") { object in
                var checks = object["checks"] as! [[String: Any]]
                checks[1]["id"] = checks[0]["id"]
                object["checks"] = checks
            }
        },
        Breakage(name: "an id that is not the folder's name", kata: "menu-presenter", file: "Katas/menu-presenter/kata.json", field: "id", message: "expected the folder's name") { box in
            try box.editManifest("menu-presenter") { $0["id"] = "borrow-form" }
        },
        Breakage(name: "an allowed call of an unknown capability, without a reason", kata: "leaky-presenter", file: "Katas/leaky-presenter/kata.json", field: "allowedCalls[0].capability", message: "is \"file\"; expected one of arguments, environment, files") { box in
            try box.editManifest("leaky-presenter") { $0["allowedCalls"] = [["capability": "file", "in": "tests", "reason": "tests read a fixture"]] }
        },
        Breakage(name: "an allowed call without a reason", kata: "leaky-presenter", file: "Katas/leaky-presenter/kata.json", field: "allowedCalls[0].reason", message: "is empty; expected why a learner's correct code may need files") { box in
            try box.editManifest("leaky-presenter") { $0["allowedCalls"] = [["capability": "files", "in": "tests", "reason": ""]] }
        },
        Breakage(name: "an allowed call declared twice", kata: "menu-presenter", file: "Katas/menu-presenter/kata.json", field: "allowedCalls[1]", message: "allows exit in the presenter twice") { box in
            try box.editManifest("menu-presenter") { object in
                let call: [String: Any] = ["capability": "exit", "in": "presenter", "reason": "a presenter may end the app on a fatal state"]
                object["allowedCalls"] = [call, call]
            }
        },
        Breakage(name: "an allowed call in a place outside the closed set", kata: "borrow-form", file: "Katas/borrow-form/kata.json", field: "allowedCalls[0].in", message: "expected one of \"presenter\", \"tests\"; got \"suites\"") { box in
            try box.editManifest("borrow-form") { $0["allowedCalls"] = [["capability": "files", "in": "suites", "reason": "tests read a fixture file"]] }
        },
        Breakage(name: "a mutant that says why it shows another interface", kata: "leaky-presenter", file: "Katas/leaky-presenter/kata.json", field: "mutants[0] \"strong-view\".interface", message: "only an alternative says why") { box in
            try box.editManifest("leaky-presenter") { object in
                var mutants = object["mutants"] as! [[String: Any]]
                mutants[0]["interface"] = "a mutant may show the tests whatever interface it likes"
                object["mutants"] = mutants
            }
        },
        Breakage(name: "an alternative's interface reason that is not a sentence", kata: "borrow-form", file: "Katas/borrow-form/kata.json", field: "alternatives[0] \"uuid-request-tokens\".interface", message: "expected a sentence saying why") { box in
            try box.editManifest("borrow-form") { object in
                var alternatives = object["alternatives"] as! [[String: Any]]
                alternatives[0]["interface"] = "isolation"
                object["alternatives"] = alternatives
            }
        },
        Breakage(name: "not JSON at all", kata: "borrow-form", file: "Katas/borrow-form/kata.json", field: "", message: "is not valid JSON: near line 2") { box in
            try box.replace("\"formatVersion\": 1,", with: "\"formatVersion\": 1,,", in: "Katas/borrow-form/kata.json")
        },
    ]

    @Test(arguments: breakages)
    func aBrokenKataIsNamedAndTheOthersKeepWorking(_ breakage: Breakage) throws {
        let box = try KataSandbox()
        defer { try? FileManager.default.removeItem(at: box.root) }
        try breakage.breakIt(box)
        let catalog = try box.catalog()
        let broken = try #require(catalog.broken.first { $0.folder == breakage.kata }, "\(breakage.kata) is reported broken")
        let matching = broken.problems.filter { $0.file == breakage.file && (breakage.field.isEmpty ? $0.field.isEmpty : $0.field.contains(breakage.field)) && $0.message.contains(breakage.message) }
        #expect(!matching.isEmpty, "expected a problem in \(breakage.file) at \(breakage.field) saying \(breakage.message); got:\n\(broken.problems.map(\.words).joined(separator: "\n"))")
        #expect(catalog.broken.count == 1, "only \(breakage.kata) is broken: \(catalog.broken.map(\.folder))")
        #expect(Set(catalog.katas.map(\.id)) == Set(Repository.catalog.katas.map(\.id)).subtracting([breakage.kata]))
        // A command on the broken kata is an authoring error (exit 2), never an internal error.
        do {
            _ = try catalog.kata(breakage.kata)
            Issue.record("\(breakage.kata) is still served")
        } catch {
            let error = try #require(KataCLI.worded(error) as? KataError)
            #expect(error.exitCode == ExitCode.usage)
            #expect(error.message.contains(breakage.file) && !error.message.contains("internal error"), "\(error.message)")
        }
    }

    /// `key.md` is the review round's prose: a kata without a review round (and so without a key)
    /// loads without it.
    @Test func aKataWithoutAReviewRoundNeedsNoKeyFile() throws {
        let box = try KataSandbox()
        defer { try? FileManager.default.removeItem(at: box.root) }
        try box.editManifest("menu-presenter") { object in
            object.removeValue(forKey: "review")
            object.removeValue(forKey: "key")
        }
        try box.remove("Katas/menu-presenter/key.md")
        let catalog = try box.catalog()
        #expect(catalog.broken.isEmpty, "\(catalog.broken.flatMap(\.problems).map(\.words))")
        let kata = try catalog.kata("menu-presenter")
        #expect(kata.review == nil && kata.key.isEmpty)
    }

    @Test func twoKatasWithTheSameOrderAreBothNamed() throws {
        let box = try KataSandbox()
        defer { try? FileManager.default.removeItem(at: box.root) }
        let leakyOrder = try #require(Repository.catalog.katas.first { $0.id == "leaky-presenter" }?.order)
        try box.editManifest("borrow-form") { $0["order"] = leakyOrder }
        let catalog = try box.catalog()
        #expect(Set(catalog.broken.map(\.folder)) == ["borrow-form", "leaky-presenter"])
        let problem = try #require(catalog.broken.first { $0.folder == "borrow-form" }?.problems.first)
        #expect(problem.file == "Katas/borrow-form/kata.json" && problem.field == "order")
        #expect(problem.message.contains("the same as in Katas/leaky-presenter/kata.json"))
        #expect(catalog.katas.map(\.id) == Repository.catalog.katas.map(\.id).filter { !["borrow-form", "leaky-presenter"].contains($0) })
    }

    @Test func theRepositorysKatasAreValid() throws {
        #expect(Repository.catalog.broken.isEmpty, "\(Repository.catalog.broken.flatMap(\.problems).map(\.words))")
        #expect(Repository.catalog.katas.count >= 3)
    }

    /// Through the command line: `list` and `check` work for the other katas, the broken one is an
    /// authoring error with exit 2, and `validate` names the problem.
    @Test(.tags(.compiler), .startsTheCompiler) func theCommandLineKeepsTheOtherKatasWorking() throws {
        let box = try KataSandbox()
        defer { try? FileManager.default.removeItem(at: box.root) }
        #expect(box.run(["start", "leaky-presenter"]).code == 0)
        try box.editManifest("leaky-presenter") { object in
            var checks = object["checks"] as! [[String: Any]]
            checks[0]["suite"] = "ViewIsWaek"
            object["checks"] = checks
        }
        // A command without a kata means the current one: its problem is told, no other kata opens.
        let current = box.run(["hint"])
        #expect(current.code == 2 && current.err.contains("ViewIsWaek"), "\(current.out)\n\(current.err)")

        let list = box.run(["list"])
        #expect(list.code == 0)
        #expect(list.out.contains("borrow-form") && list.out.contains("menu-presenter") && !list.out.contains("leaky-presenter"))
        #expect(list.err.contains("leaky-presenter") && list.err.contains("kata validate leaky-presenter"))

        let broken = box.run(["check", "leaky-presenter"])
        #expect(broken.code == 2)
        #expect(broken.err.contains("Katas/leaky-presenter/kata.json: checks[0] \"view-is-weak\".suite: names Katas/leaky-presenter/Suites/ViewIsWaek.swift, which does not exist"))
        #expect(!broken.err.contains("internal error"))

        let validate = box.run(["validate"])
        #expect(validate.code == 2)
        #expect(validate.out.contains("ok   borrow-form") && validate.out.contains("FAIL leaky-presenter"))
        #expect(box.run(["validate", "menu-presenter"]).code == 0)

        let solution = box.solutions.appendingPathComponent("borrow-form/BorrowPresenter.swift").path
        let check = box.run(["check", "borrow-form", "--check", "render-on-attach", "--file", solution])
        #expect(check.code == 0, "\(check.out)\n\(check.err)")
    }
}

/// The test stage's interface rule (`KataValidator.interfaceProblems`, run by `kata validate`):
/// every alternative shows the learner's tests the solution's interface, or says why.
@Suite(.tags(.compiler), .startsTheCompiler) struct KataInterfaceRuleTests {
    func interfaceProblems(_ box: KataSandbox, _ kata: String) throws -> [AuthoringProblem] {
        let runner = CheckRunner(catalog: try box.catalog(), environment: try KataVerificationTests.runner().environment)
        return try runner.interfaceProblems(try box.catalog().kata(kata))
    }

    @Test(arguments: Repository.catalog.katas.filter { $0.testsCheck != nil }.map(\.id))
    func everyAlternativeOfTheKatasKeepsTheSolutionsInterfaceOrSaysWhy(_ id: String) throws {
        let runner = try KataVerificationTests.runner()
        let problems = try runner.interfaceProblems(try Repository.catalog.kata(id))
        #expect(problems.isEmpty, "\(problems.map(\.words).joined(separator: "\n"))")
    }

    /// One internal method more in an alternative is named, with the fix; the same method
    /// private is not, and neither is an alternative that says why it differs.
    @Test func anExtraInternalMethodOfAnAlternativeIsNamed() throws {
        let box = try KataSandbox(label: "interfaces")
        defer { try? FileManager.default.removeItem(at: box.root) }
        let variant = "Katas/leaky-presenter/Variants/gcd-policy-objects/OrdersPresenter.swift"
        let original = try String(contentsOf: box.url(variant), encoding: .utf8)
        try (original + "\nextension OrdersPresenter {\n    func retryCount() -> Int { 0 }\n}\n").write(to: box.url(variant), atomically: true, encoding: .utf8)
        let problems = try interfaceProblems(box, "leaky-presenter")
        #expect(problems.count == 1, "\(problems.map(\.words))")
        let problem = try #require(problems.first)
        #expect(problem.file == variant)
        #expect(problem.message.contains("alternatives[4] \"gcd-policy-objects\""), "\(problem.message)")
        #expect(problem.message.contains("it declares `OrdersPresenter.retryCount()`, which the solution does not; make it `private`"), "\(problem.message)")

        try (original + "\nextension OrdersPresenter {\n    private func retryCount() -> Int { 0 }\n}\n").write(to: box.url(variant), atomically: true, encoding: .utf8)
        #expect(try interfaceProblems(box, "leaky-presenter").isEmpty, "a private method is not seen by the tests")

        try (original + "\nextension OrdersPresenter {\n    func retryCount() -> Int { 0 }\n}\n").write(to: box.url(variant), atomically: true, encoding: .utf8)
        try box.editManifest("leaky-presenter") { object in
            var alternatives = object["alternatives"] as! [[String: Any]]
            alternatives[4]["interface"] = "it shows the tests a retry count, which the contract allows"
            object["alternatives"] = alternatives
        }
        #expect(try interfaceProblems(box, "leaky-presenter").isEmpty, "an alternative that says why is let be")
    }
}

/// The Markdown and patch formats the prose and variants are written in.
@Suite struct KataProseFormatTests {
    @Test func wrappedLinesJoinCommentsVanishAndParagraphsStay() {
        let markdown = MarkdownSections("""
        <!-- a note for writers,
             over two lines -->
        # First

        one line
          wrapped here

        second paragraph
        # Second
        - a hint
          continued
        - another <!-- not this --> hint
        """)
        #expect(markdown.preamble == nil)
        #expect(markdown.sections.map(\.title) == ["First", "Second"])
        #expect(markdown.sections[0].text == "one line wrapped here\n\nsecond paragraph")
        #expect(markdown.sections[1].listItems().items == ["a hint continued", "another  hint"])
    }

    @Test func textBeforeTheFirstHeadingIsReported() {
        #expect(MarkdownSections("stray\n# Item\ntext").preamble == "stray")
    }

    @Test func aHunkBecomesOneEditAndTheLineNumbersAreOnlyAGuide() throws {
        let edits = try PatchFile.edits(from: """
        --- a/File.swift
        +++ b/File.swift
        @@ -40,3 +40,3 @@
         a

        -b
        +c
        @@ -90,2 +90,2 @@
         x
        -y
        \\ No newline at end of file
        +z
        \\ No newline at end of file

        """)
        #expect(edits == [Mutant.Edit(find: "a\n\nb\n", replace: "a\n\nc\n"), Mutant.Edit(find: "x\ny", replace: "x\nz")])
        let mutant = Mutant(id: "m", description: "", file: "File.swift", edits: edits, fails: [])
        #expect(try MutantApplier.apply(mutant, to: "a\n\nb\nx\ny") == "a\n\nc\nx\nz")
    }

    @Test func aPatchWithoutHunksOrWithShortHunksIsRefused() {
        #expect(throws: PatchFile.Failure.self) { try PatchFile.edits(from: "--- a/F\n+++ b/F\n") }
        #expect(throws: PatchFile.Failure.self) { try PatchFile.edits(from: "@@ -1,3 +1,3 @@\n a\n-b\n") }
        #expect(throws: PatchFile.Failure.self) { try PatchFile.edits(from: "@@ -1,0 +1,1 @@\n+b\n") }
    }
}
