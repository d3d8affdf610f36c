import Foundation
import Testing
@testable import KataCLI
@testable import KataCore

/// With `--json`, stdout holds exactly one JSON document whatever goes wrong, and the exit code is
/// the one the error has without `--json`.
@Suite struct JSONOutputTests {
    static let folder = temporaryFolder("json-errors")

    /// Each input a grader can get wrong, written once.
    static let files: [String: Data] = [
        "empty.swift": Data(" \n".utf8),
        "binary.swift": Data([0x66, 0x00, 0x6F]),
        "huge.swift": Data(repeating: UInt8(ascii: "a"), count: LearnerSource.maximumBytes + 1),
    ]

    static func path(_ name: String) -> String {
        let url = folder.appendingPathComponent(name)
        if let data = files[name], !FileManager.default.fileExists(atPath: url.path) {
            try? data.write(to: url)
        }
        return url.path
    }

    func kata(_ arguments: [String]) -> (code: Int32, out: String, err: String) {
        var environment = ProcessInfo.processInfo.environment
        environment["KATA_WORKSPACE"] = Self.folder.appendingPathComponent("ws").path
        environment["KATA_CACHE"] = Repository.sharedCache.path
        environment["NO_COLOR"] = "1"
        environment.removeValue(forKey: "KATA_HOME")
        let buffer = OutputBuffer()
        let code = KataCLI.main(arguments: arguments, environment: environment, output: buffer.output, interactive: false)
        return (code, buffer.out, buffer.err)
    }

    static let cases: [(arguments: [String], code: Int32, kind: String, says: String)] = [
        (["check", "leaky-presenter", "--file", "/nonexistent/P.swift", "--json"], 2, "input", "does not exist"),
        (["check", "leaky-presenter", "--file", path("empty.swift"), "--json"], 2, "input", "is empty"),
        (["check", "leaky-presenter", "--file", path("binary.swift"), "--json"], 2, "input", "not UTF-8"),
        (["check", "leaky-presenter", "--file", path("huge.swift"), "--json"], 2, "input", "at most 512 KB"),
        (["check", "no-such-kata", "--json"], 2, "usage", "no kata called 'no-such-kata'"),
        (["check", "leaky-presenter", "--check", "no-such-check", "--json"], 2, "usage", "no check 'no-such-check'"),
        (["check", "leaky-presenter", "--json", "--timeout", "0.05"], 2, "usage", "--timeout takes a number from 0.1 to 600"),
        (["check", "--json", "--nope"], 2, "usage", "unknown option '--nope'"),
        (["review", "leaky-presenter", "--submit", "--json"], 2, "usage", "no review"),
        (["list", "--json"], 2, "usage", "unknown option '--json'"),
    ]

    @Test(arguments: cases.indices)
    func inputErrorsAreOneJSONObjectOnStdout(_ index: Int) throws {
        let expected = Self.cases[index]
        let run = kata(expected.arguments)
        #expect(run.code == expected.code, "\(expected.arguments)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any], "stdout is one JSON object: \(run.out)")
        #expect(object["version"] as? Int == JSONDocument.version)
        #expect(object["status"] as? String == "error")
        #expect(object["kind"] as? String == expected.kind)
        #expect(object["exitCode"] as? Int == Int(expected.code))
        let message = try #require(object["message"] as? String)
        #expect(message.contains(expected.says), "\(message)")
        #expect(run.err.contains(expected.says), "stderr keeps the message for people")
    }

    @Test func withoutJSONStdoutStaysEmptyOnAnError() {
        let run = kata(["check", "no-such-kata"])
        #expect(run.code == 2)
        #expect(run.out.isEmpty)
    }

    @Test func documentsCarryTheirVersionNextToTheirOwnFields() throws {
        let report = KataReport(kata: "k", checks: [], diagnostics: [], durationMs: 3)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(JSONDocument.render(report).utf8)) as? [String: Any])
        #expect(object["version"] as? Int == 1)
        #expect(object["kata"] as? String == "k")
        #expect(object["durationMs"] as? Int == 3)
    }
}
