// The entry point of every kata's test binary. It is compiled with the hidden suites, never with
// the learner's code.
//
// On Linux, an `async` main drains main-actor work on a worker thread, so `Thread.isMainThread`
// would be false for a correct hop to the main actor. Here the main thread runs `RunLoop.main`
// (which also drains the main dispatch queue and the main actor), and Swift Testing runs in a
// detached task. On macOS the main run loop plays the same part.
//
// A run of the learner's tests in grading finds `kata-grading-run` in its working directory: the
// ids of the tests that passed on every correct presenter, one a line (none on the correct
// presenters' own runs). The harness reads and removes it before any test starts, so every run
// looks the same to the tests, and ends the run at the first failure of one of those tests (a
// mutant needs only one to be caught), with exit code 86.
import Foundation
import Testing

@main
enum KataHarness {
    static let gradingRunFile = "kata-grading-run"
    static let caughtExitCode: Int32 = 86

    static func main() {
        // Every check sees the same calendar, whatever the machine's zone.
        setenv("TZ", "Europe/Berlin", 1)
        tzset()
        let stopOn = gradingRun()
        Task.detached {
            if let stopOn, let entryPoint = abiEntryPoint() {
                let passed = try await entryPoint(nil) { record in
                    if !stopOn.isEmpty, let id = failedTest(record), stopOn.contains(id) { exit(caughtExitCode) }
                }
                exit(passed ? 0 : 1)
            }
            let code: CInt = await Testing.__swiftPMEntryPoint(passing: nil)
            exit(code)
        }
        RunLoop.main.run()
    }

    /// The sound tests of a grading run (empty on a correct presenter's run), or nil outside grading.
    static func gradingRun() -> Set<String>? {
        let path = FileManager.default.currentDirectoryPath + "/" + gradingRunFile
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        unlink(path)
        return Set(text.split(separator: "\n").map(String.init))
    }

    typealias EntryPoint = @convention(thin) @Sendable (
        _ configurationJSON: UnsafeRawBufferPointer?,
        _ recordHandler: @escaping @Sendable (_ recordJSON: UnsafeRawBufferPointer) -> Void
    ) async throws -> Bool

    /// Swift Testing's ABI entry point: the command line as `swift test` gives it, and each event
    /// handed to a closure as it happens.
    static func abiEntryPoint() -> EntryPoint? {
        typealias Getter = @convention(c) () -> UnsafeRawPointer
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "swt_abiv0_getEntryPoint") else { return nil }
        return unsafeBitCast(unsafeBitCast(symbol, to: Getter.self)(), to: EntryPoint.self)
    }

    /// The test an event records a failing issue of, if it does.
    static func failedTest(_ record: UnsafeRawBufferPointer) -> String? {
        guard let object = try? JSONSerialization.jsonObject(with: Data(record)) as? [String: Any],
              let payload = object["payload"] as? [String: Any], payload["kind"] as? String == "issueRecorded",
              let issue = payload["issue"] as? [String: Any], issue["isFailure"] as? Bool == true else { return nil }
        return payload["testID"] as? String
    }
}
