import Foundation
import Testing
@testable import KataCore
import KataCLI

/// `kata new demo` in a fresh copy of the repository's layout (only `Katas/Shared`, no other kata,
/// so the real katas and every test that iterates over them never see it), then `validate` and
/// `verify` on it, as an author following Katas/README.md would.
@Suite(.tags(.compiler), .startsTheCompiler) struct KataScaffoldTests {
    @Test func aScaffoldedKataValidatesAndVerifies() throws {
        let root = temporaryFolder("scaffold")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Katas"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Solutions"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Repository.root.appendingPathComponent("Katas/Shared"), to: root.appendingPathComponent("Katas/Shared"))
        func kata(_ arguments: [String]) -> (code: Int32, out: String, err: String) {
            let buffer = OutputBuffer()
            let environment = ["KATA_HOME": root.path, "NO_COLOR": "1", "KATA_CACHE": Repository.sharedCache.path,
                               "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]
            let code = KataCLI.main(arguments: arguments + ["--workspace", root.appendingPathComponent("Workspace").path],
                                    environment: environment, output: buffer.output, interactive: false)
            return (code, buffer.out, buffer.err)
        }

        let new = kata(["new", "demo"])
        #expect(new.code == 0, "\(new.err)")
        #expect(new.out.contains("Katas/demo/kata.json") && new.out.contains("Solutions/demo/Counter.swift"))
        #expect(kata(["new", "demo"]).code == 2, "a second `kata new demo` refuses to write over the first")

        let validate = kata(["validate", "demo"])
        #expect(validate.code == 0, "\(validate.out)\n\(validate.err)")
        let verify = kata(["verify", "demo"])
        #expect(verify.code == 0, "\(verify.out)\n\(verify.err)")
        for subject in ["files", "solution", "starter", "mutant counts-twice", "alternative assigns-the-sum", "coverage"] {
            #expect(verify.out.contains("ok   \(subject)"), "verify reports \(subject): \(verify.out)")
        }

        // The scaffold is a starting point the guide's loop catches mistakes in: a patch that no
        // longer applies once the author changes the solution is named by validate.
        let solution = root.appendingPathComponent("Solutions/demo/Counter.swift")
        let text = try String(contentsOf: solution, encoding: .utf8)
        try text.replacingOccurrences(of: "value += 1", with: "value = value &+ 1").write(to: solution, atomically: true, encoding: .utf8)
        let stale = kata(["validate", "demo"])
        #expect(stale.code == 2)
        #expect(stale.out.contains("Katas/demo/Mutants/counts-twice.diff: does not apply to Solutions/demo/Counter.swift"), "\(stale.out)")
    }
}
