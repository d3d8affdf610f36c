import Foundation
import Testing
@testable import KataCore

/// `KATA_TEST_CPU_LOG` sorts toolchain processes by kind and leaves every test process unwrapped:
/// the checks' binary, bubblewrap, and a grading's build of the learner's tests, started directly
/// when a run is unsandboxed.
@Suite struct CPULogTests {
    func kind(_ executable: String, _ arguments: [String] = []) -> String {
        CPULog.kind(of: ProcessRequest(executable: executable, arguments: arguments))
    }

    @Test func testProcessesAreNeverWrapped() {
        #expect(kind("/cache/binary-leaky-presenter/k/checks", ["--event-stream-output-path", "/run/events.jsonl"]) == "test-run")
        #expect(kind("/usr/bin/bwrap", ["--args", "3", "/kata/bin/tests"]) == "test-run")
        #expect(kind("/cache/run/tests", ["--event-stream-output-path", "/run/events.jsonl"]) == "test-run")
    }

    @Test func toolchainProcessesAreSortedByWhatTheyBuild() {
        #expect(kind("/opt/swift/usr/bin/swiftc", ["-wmo", "-module-name", "KataChecks1", "-c", "-o", "suites.o"]) == "suites")
        #expect(kind("/opt/swift/usr/bin/swiftc", ["-wmo", "-enable-testing", "-module-name", "OrdersScreen", "-emit-object"]) == "learner")
        #expect(kind("/opt/swift/usr/bin/swiftc", ["learner.o", "suites.o", "-o", "/cache/tmp/x/checks"]) == "link")
        #expect(kind("/opt/swift/usr/bin/swiftc", ["tests.o", "library.so", "-o", "/cache/tmp/x/tests"]) == "link")
        #expect(kind("/opt/swift/usr/bin/swift-api-digester", ["-dump-sdk"]) == "digester")
    }
}
