import Foundation
import KataCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension CheckWords {
    /// Why a test process stopped (`CrashReport.Cause`), in the learner's words.
    package func sentence(for cause: CrashReport.Cause) -> String {
        switch cause {
        case .mainSyncDeadlock:
            return "a deadlock: DispatchQueue.main.sync was called on the main thread, which waits for itself (libdispatch stops the program)"
        case let .missingSymbol(name):
            return "the program could not load: it uses \(name.map { "`\($0)`" } ?? "a symbol"), which the presenter it ran against does not define (the kata's contract does not promise it)"
        case .timedOut:
            return "it did not finish in time: an infinite loop, a deadlock (such as DispatchQueue.main.sync on the main thread) or a wait that never ends"
        case let .exited(code):
            return "the test process ended with exit code \(code) before the check finished (does your code call exit()?)"
        case .memoryLimit: return "it used more memory than the check allows"
        case .cpuLimit: return "it used more CPU time than the check allows (an infinite loop?)"
        case .killed: return "the test process was killed (SIGKILL), perhaps for using too much memory"
        case .indexOutOfRange: return "index out of range"
        case .nilUnwrapped: return "force unwrap of nil (`!` on a value that was nil)"
        case .divisionByZero: return "division by zero"
        case .overflow: return "arithmetic overflow"
        case .unownedAfterFree:
            return "an `unowned` reference was used after its object was freed (an object that can go away first needs `weak`)"
        case let .fatalError(text): return "fatal error: \(text)"
        case let .signal(signal): return Self.signalSentence(signal)
        case .couldNotStart: return "the test process could not be started"
        case let .testsDoNotCompile(said, markMainActor):
            return "your tests do not compile against it: \(said ?? "they do not compile against it")"
                + (markMainActor ? ". Mark your suite `@MainActor`: the contract allows a main-actor presenter" : "")
        case .didNotEnd: return "the test did not run to its end"
        }
    }

    /// Why a mutant could not be judged.
    package func sentence(for trouble: TestGrade.MutantTrouble) -> String {
        switch trouble {
        case .testsDoNotCompile: return "your tests do not compile against it"
        case let .couldNotRun(cause): return "the tests could not run against it: \(sentence(for: cause))"
        case let .stoppedByUnsoundTest(cause): return "a test that fails on a correct presenter stopped the run: \(sentence(for: cause))"
        }
    }

    /// A correct presenter's verdict on one test: what its failed run said, and for a flaky test
    /// how many runs passed.
    package func message(for verdict: TestGrade.PresenterVerdict) -> String? {
        let said = verdict.said.map { said -> String in
            switch said {
            case let .failure(message): return message
            case let .stopped(cause): return sentence(for: cause)
            }
        }
        if verdict.status == .flaky, let passed = verdict.passedRuns, let runs = verdict.runs {
            return "passed \(passed) of \(runs) runs; failed with: \(said ?? "no message")"
        }
        return said
    }

    static func signalSentence(_ signal: Int32) -> String {
        switch signal {
        case SIGSEGV: return "a stack overflow or a bad memory access (SIGSEGV): endless recursion?"
        case SIGILL, SIGTRAP: return "a trap (SIGILL): a failed precondition, assertion or actor-isolation check"
        case SIGABRT: return "an abort (SIGABRT)"
        case SIGBUS: return "a bad memory access (SIGBUS)"
        default: return "signal \(signal)"
        }
    }
}
