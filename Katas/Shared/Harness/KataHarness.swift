// The entry point of every kata's test binary. It is compiled with the hidden suites, never with
// the learner's code.
//
// On Linux, an `async` main drains main-actor work on a worker thread, so `Thread.isMainThread`
// would be false for a correct hop to the main actor. Here the main thread runs `RunLoop.main`
// (which also drains the main dispatch queue and the main actor), and Swift Testing runs in a
// detached task. On macOS the main run loop plays the same part.
import Foundation
import Testing

@main
enum KataHarness {
    static func main() {
        // Every check sees the same calendar, whatever the machine's zone.
        setenv("TZ", "Europe/Berlin", 1)
        tzset()
        Task.detached {
            let code: CInt = await Testing.__swiftPMEntryPoint(passing: nil)
            exit(code)
        }
        RunLoop.main.run()
    }
}
