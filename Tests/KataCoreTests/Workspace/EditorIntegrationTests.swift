import Foundation
import Testing
@testable import KataCLI
@testable import KataCore

/// The generated package as editors and SwiftPM see it, with the real toolchain: in a fresh
/// workspace where every kata was started with `kata start` and its reference solution and model
/// tests were put in the learner's place, `sourcekit-lsp` and `swift build` report no error, find
/// the support types, and report a real mistake at its line with the words `kata check` uses.
@Suite(.serialized, .tags(.compiler), .startsTheCompiler) struct EditorIntegrationTests {
    static let environment = ProcessInfo.processInfo.environment
    static let sourceKitLSP = LanguageServerClient.findExecutable()
    static let swift = LanguageServerClient.findOnPath("swift", environment: environment)

    /// A learner's real mistake (an error), and a slip the compiler warns about, added at the end
    /// of the borrow form's presenter.
    static let mistake = """

        func leftover() -> Int {
            var count = 1
            return count
        }

        func daysLeft() -> Int {
            return "not a number"
        }

        """
    static let mistakeKata = "borrow-form"
    static let mistakeFile = "BorrowPresenter.swift"

    /// Per kata: a learner file, a support type it uses, and the support file that declares it.
    static let supportTypes = [
        ("leaky-presenter", "OrdersPresenter.swift", "Order", "OrderService.swift"),
        ("borrow-form", "BorrowPresenter.swift", "Borrowing", "Borrowing.swift"),
        ("menu-presenter", "MenuPresenter.swift", "MenuItem", "MenuItem.swift"),
    ]

    /// A fresh workspace: each kata started through `kata start`, then its reference solution and
    /// model tests written over the learner's files (as a learner who solved it would have them).
    func solvedWorkspace() throws -> URL {
        let workspace = temporaryFolder("editor-solved").resolvingSymlinksInPath()
        for kata in Repository.catalog.katas {
            var environment = Self.environment
            environment["NO_COLOR"] = "1"
            environment.removeValue(forKey: "KATA_HOME")
            let code = KataCLI.main(arguments: ["start", kata.id, "--workspace", workspace.path], environment: environment,
                                    output: OutputBuffer().output, interactive: false)
            try #require(code == 0, "kata start \(kata.id) failed")
            for name in kata.workspaceFiles {
                let solution = try Data(contentsOf: Repository.solutions.appendingPathComponent("\(kata.id)/\(name)"))
                try solution.write(to: workspace.appendingPathComponent("\(kata.id)/\(name)"))
            }
        }
        try #require(FileManager.default.fileExists(atPath: workspace.appendingPathComponent("Package.swift").path))
        return workspace
    }

    /// The borrow form's presenter with the mistake, and the 1-based line the mistake is on.
    func brokenPresenter(in workspace: URL) throws -> (file: URL, text: String, line: Int) {
        let file = workspace.appendingPathComponent("\(Self.mistakeKata)/\(Self.mistakeFile)")
        let text = try String(contentsOf: file, encoding: .utf8) + Self.mistake
        let lines = text.components(separatedBy: "\n")
        let index = try #require(lines.firstIndex { $0.contains("return \"not a number\"") })
        return (file, text, index + 1)
    }

    /// The compile errors and warnings `kata check` reports for the file, as `line: severity: message`.
    func kataCheckDiagnostics(_ file: URL) throws -> [String] {
        var environment = Self.environment
        environment["KATA_WORKSPACE"] = temporaryFolder("editor-check").path
        environment["KATA_CACHE"] = Repository.sharedCache.path
        environment["NO_COLOR"] = "1"
        environment.removeValue(forKey: "KATA_HOME")
        let buffer = OutputBuffer()
        let code = KataCLI.main(arguments: ["check", Self.mistakeKata, "--file", file.path, "--json"],
                                environment: environment, output: buffer.output, interactive: false)
        #expect(code == 1, "kata check should report the mistake: \(buffer.err)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(buffer.out.utf8)) as? [String: Any])
        let diagnostics = (json["diagnostics"] as? [[String: Any]]) ?? []
        return diagnostics.compactMap { item in
            guard let severity = item["severity"] as? String, ["error", "warning"].contains(severity) else { return nil }
            return "\(item["line"] ?? ""): \(severity): \(item["message"] ?? "")"
        }.sorted()
    }

    static func seconds(since start: Date) -> String { String(format: "%.1f s", Date().timeIntervalSince(start)) }

    // MARK: swift build

    @Test(.enabled(if: swift != nil, "there is no `swift` on PATH"), .timeLimit(.minutes(10)))
    func swiftBuildTypeChecksEverythingStarted() throws {
        let workspace = try solvedWorkspace()
        defer { try? FileManager.default.removeItem(at: workspace) }  // its .build holds about 50 MB
        let swift = try #require(Self.swift)
        func build(_ arguments: [String]) throws -> ProcessResult {
            try ProcessLauncher.live.run(ProcessRequest(executable: swift, arguments: arguments, workingDirectory: workspace.path,
                                                        limits: ResourceLimits(wallSeconds: 420, outputTailBytes: 256 * 1024)))
        }
        var started = Date()
        let clean = try build(["build", "--build-tests"])
        #expect(clean.termination == .exited(0), "swift build --build-tests failed on the reference solutions:\n\(clean.stdout.suffix(4000))\n\(clean.stderr.suffix(2000))")
        print("EditorIntegrationTests: swift build --build-tests of the three katas and their tests: \(Self.seconds(since: started))")

        let broken = try brokenPresenter(in: workspace)
        try broken.text.write(to: broken.file, atomically: true, encoding: .utf8)
        started = Date()
        let failed = try build(["build"])
        print("EditorIntegrationTests: swift build after a mistake: \(Self.seconds(since: started))")
        #expect(failed.termination != .exited(0))
        // `path:line:column: severity: message`, as swiftc prints it.
        let reported = (failed.stdout + "\n" + failed.stderr).components(separatedBy: "\n").compactMap { line -> String? in
            guard line.hasPrefix(broken.file.path + ":") else { return nil }
            let fields = line.dropFirst(broken.file.path.count + 1).split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
            guard fields.count == 4 else { return nil }
            let severity = fields[2].trimmingCharacters(in: .whitespaces)
            guard ["error", "warning"].contains(severity) else { return nil }
            return "\(fields[0]): \(severity): \(fields[3].trimmingCharacters(in: .whitespaces))"
        }
        let unique = Array(Set(reported)).sorted()  // swift build may print one twice (module and object jobs)
        #expect(unique.filter { $0.contains(": error: ") }.count == 1 && unique.contains { $0.hasPrefix("\(broken.line): error: ") },
                "swift build should report one error, at line \(broken.line): \(unique)\n\(failed.stdout.suffix(3000))")
        #expect(unique.contains { $0.contains(": warning: ") }, "swift build should warn about the leftover var: \(unique)")
        #expect(unique == (try kataCheckDiagnostics(broken.file)), "swift build and kata check disagree")
    }

    // MARK: sourcekit-lsp

    @Test(.enabled(if: sourceKitLSP != nil, "sourcekit-lsp is not in this toolchain (looked beside swiftc and on PATH), so no editor can be driven"),
          .timeLimit(.minutes(5)))
    func sourceKitLSPUnderstandsTheWorkspace() throws {
        let workspace = try solvedWorkspace()
        defer { try? FileManager.default.removeItem(at: workspace) }  // after the server has ended
        let started = Date()
        // The bound of the whole session; the server is killed when the test ends, however it ends.
        let client = try LanguageServerClient(executable: try #require(Self.sourceKitLSP), root: workspace,
                                              deadline: started.addingTimeInterval(120))
        defer { client.close() }
        try client.request("initialize", [
            "processId": Int(ProcessInfo.processInfo.processIdentifier),
            "rootUri": workspace.absoluteString,
            // No pull diagnostics: the server then publishes each file's diagnostics after type-checking it.
            "capabilities": ["textDocument": ["publishDiagnostics": [String: Any]()]],
        ])
        try client.notify("initialized", [:])

        // Every file a learner edits, as an editor opens them.
        var files: [(URL, String)] = []
        for kata in Repository.catalog.katas {
            for name in kata.workspaceFiles {
                let file = workspace.appendingPathComponent("\(kata.id)/\(name)")
                let text = try String(contentsOf: file, encoding: .utf8)
                try client.notify("textDocument/didOpen", ["textDocument": [
                    "uri": file.absoluteString, "languageId": "swift", "version": 1, "text": text,
                ]])
                files.append((file, text))
            }
        }
        // Before the file's target is prepared (its dependencies built, e.g. the UIKit stand-in) the
        // server may publish errors that are not there (`no such module 'UIKit'`); it publishes
        // again once it is. No error at all can only come from a type-check with the package's
        // settings: alone, each of these files names types it does not declare.
        for (file, _) in files {
            let diagnostics = client.diagnostics(file) { !$0.contains(where: \.isError) } ?? []
            let errorFree = !diagnostics.contains { $0.isError }
            #expect(errorFree,
                    "sourcekit-lsp reports errors in the reference solution's \(file.path):\n\(diagnostics.map(\.description).joined(separator: "\n"))")
        }
        print("EditorIntegrationTests: sourcekit-lsp, diagnostics of \(files.count) learner files settled after \(Self.seconds(since: started))")

        for (kata, name, type, supportFile) in Self.supportTypes {
            let file = workspace.appendingPathComponent("\(kata)/\(name)")
            let text = try String(contentsOf: file, encoding: .utf8)
            let position = try #require(Self.firstUse(of: type, in: text), "\(name) does not use \(type)")
            let targets = try client.definition(file, line: position.line, character: position.character)
            #expect(targets.contains { $0.file.path.hasSuffix("/\(kata)/\(WorkspacePackage.supportFolder)/\(supportFile)") },
                    "the definition of \(type) (used at \(name):\(position.line + 1)) should be in its support copy; found \(targets)")
        }

        // A mistake typed into the editor (unsaved, as a learner types it): reported at its line.
        let broken = try brokenPresenter(in: workspace)
        try client.notify("textDocument/didChange", [
            "textDocument": ["uri": broken.file.absoluteString, "version": 2],
            "contentChanges": [["text": broken.text]],
        ])
        let diagnostics = client.diagnostics(broken.file) { $0.contains { $0.isError && $0.line == broken.line - 1 } } ?? []
        let errors = diagnostics.filter(\.isError).map { "\($0.line + 1)" }
        #expect(errors == ["\(broken.line)"], "sourcekit-lsp should report one error, at line \(broken.line): \(diagnostics)")
        let reported = diagnostics.filter { $0.severity <= 2 }
            .map { "\($0.line + 1): \($0.isError ? "error" : "warning"): \($0.message)" }.sorted()
        print("EditorIntegrationTests: sourcekit-lsp session, definitions and the mistake: \(Self.seconds(since: started))")
        // sourcekit-lsp starts each message with a capital letter; the words are the compiler's.
        try broken.text.write(to: broken.file, atomically: true, encoding: .utf8)
        #expect(reported.map { $0.lowercased() } == (try kataCheckDiagnostics(broken.file)).map { $0.lowercased() },
                "sourcekit-lsp and kata check disagree")
    }

    /// The 0-based line and UTF-16 column of the first use of `name` as a whole word.
    static func firstUse(of name: String, in text: String) -> (line: Int, character: Int)? {
        guard let pattern = try? NSRegularExpression(pattern: "\\b\(name)\\b") else { return nil }
        for (index, line) in text.components(separatedBy: "\n").enumerated() {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("//") { continue }
            if let match = pattern.firstMatch(in: line, range: NSRange(location: 0, length: line.utf16.count)) {
                return (index, match.range.location)
            }
        }
        return nil
    }
}
