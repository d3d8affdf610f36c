import Foundation
import KataCore

/// The words for the core's typed reasons (`CheckReason`, `GradeFinding`, `GradingProgress`,
/// `SymbolScreen.Refusal`, `RunNote`): the one place every sentence of a verdict is written,
/// whichever renderer prints it (terminal, JSON, JUnit, Markdown, a cohort's summary).
package struct CheckWords: CheckWording {
    package init() {}

    package func sentence(for reason: CheckReason) -> String {
        switch reason {
        case .notRun: return "not run"
        case .codeDoesNotCompile: return "not run: your code does not compile yet"
        case let .noTestFile(folder):
            return "not run: write your tests in \(folder) of your kata folder (`swift run kata start` puts a skeleton there)"
        case let .contractMissing(stage, needs, compilerSaid):
            var message = "stage \(stage) needs \(needs ?? "the API its brief describes")"
            if !compilerSaid.isEmpty { message += ". Against your code the compiler reports: " + compilerSaid.joined(separator: "; ") }
            return message
        case let .doesNotCompileUnderSettings(failMessage, compilerSaid):
            let message = failMessage ?? "your code does not compile under this check's settings"
            return compilerSaid.map { message + "\nThe compiler says: \($0)" } ?? message
        case let .checksCouldNotStart(cause):
            return "the checks could not start: \(sentence(for: cause)). Code that runs when your types are first used (a static or global initializer) may have crashed or called exit()."
        case .checkTestsDidNotRun: return "the check's tests did not run (the test process ended before they started)"
        case let .interrupted(hung, cause, function):
            return "your code \(hung ? "hung" : "crashed"): \(sentence(for: cause))" + (function.map { " in \($0)" } ?? "")
        case .didNotRunToEnd: return "the check did not run to the end (the test process ended early), so it cannot pass"
        case let .probeCompiled(says): return says
        case let .probeRejectedOtherwise(says, compilerSaid):
            return "\(says) (the compiler rejected the probe, but for another reason: \(compilerSaid ?? "unknown"))"
        case let .failures(messages): return messages.joined(separator: "\n")
        case let .notGraded(refusal): return sentence(for: refusal)
        default: return testsSentence(for: reason)
        }
    }

    /// The reasons about the learner's own tests.
    func testsSentence(for reason: CheckReason) -> String {
        switch reason {
        case .testsWrongFramework:
            return "Your test file is written with XCTest; this stage grades Swift Testing tests: write `import Testing`, then `@Test func name() { #expect(...) }` in a `@MainActor struct` (the skeleton in Tests/ shows the start), so every test is run against each presenter."
        case let .testsStoppedBeforeAnyTest(cause):
            return "your test program stopped before any test ran, on the reference solution: \(sentence(for: cause)). Code at the top level of your test file (a global's initializer) runs first: keep it simple."
        case let .testsDoNotCompile(compilerSaid, outsideContract):
            var message = "your tests do not compile"
            if let compilerSaid { message += ": \(compilerSaid)" }
            if outsideContract {
                message += ". They are compiled against the kata's contract: use only what the stage briefs promise (the presenter's init, its view protocol and its methods); a correct presenter need not have anything else."
            }
            return message
        case let .graded(findings):
            return findings.map(sentence(for:)).joined(separator: "\n")
        default:
            return sentence(for: reason)
        }
    }

    /// Why code is not graded (`SymbolScreen`): the call, the learner's line, what it does.
    package func sentence(for refusal: SymbolScreen.Refusal) -> String {
        let line = refusal.location.map { " (line \($0.line)\(refusal.subject == .tests ? " of \($0.file)" : ""))" } ?? ""
        let needer = refusal.subject == .presenter ? "a presenter has" : "tests of a presenter have"
        return "not graded: `\(refusal.call)`\(line) \(words(refusal.use)), which \(needer) no need for"
    }

    /// What a capability the screen refuses lets code do.
    func words(_ use: SymbolScreen.Use) -> String {
        switch use {
        case .arguments: return "reads the test run's arguments"
        case .environment: return "reads or changes the environment"
        case .files: return "reads or writes files (the verdict, the hidden checks, other people's work)"
        case .processes: return "starts or controls processes"
        case .loading: return "loads code at run time"
        case .network: return "opens network connections"
        case .exit: return "ends the test run early"
        case .signals: return "sends or catches signals"
        }
    }

    package func sentence(for note: RunNote) -> String {
        switch note {
        case .notScreened:
            return "Your code was not screened for calls a presenter has no need for: llvm-nm (or nm) and swift-demangle were not found beside swiftc or on PATH."
        case let .outputCut(kilobytes):
            return "Your code printed more than \(kilobytes) KB while the checks ran; only the end was kept. Printing does not affect the verdicts."
        case .compilerCrashed:
            return "the Swift compiler crashed while compiling your code (a compiler bug, not yours). Rewrite what you changed last in a simpler way and check again."
        case .mainAttribute:
            return "remove @main: the kata's checks supply the program's entry point, and your file is compiled as a library"
        case .mainSymbol:
            return "your code defines a `main` symbol, which clashes with the checks' entry point; rename it"
        }
    }

    /// One line of a grade's verdict.
    func sentence(for finding: GradeFinding) -> String {
        switch finding {
        case let .noticed(count, total): return "Your tests notice \(count) of \(total) behaviours."
        case .noTests: return Self.noTests
        case let .flaky(test, verdict):
            return "\(test) is flaky on \(verdict.presenter): \(message(for: verdict) ?? ""). A test that sometimes fails catches nothing: wait for what you expect instead of for a number of turns."
        case let .failsOnCorrect(test, verdict, freedom):
            return "\(test) fails on \(verdict.presenter), which is correct, so it checks something the contract does not promise (\(words(freedom))): \(message(for: verdict) ?? verdict.status.rawValue). It catches nothing until it passes on every correct presenter."
        case let .couldNotJudge(behaviour, trouble): return "could not judge: \(behaviour) (\(trouble.map(sentence(for:)) ?? ""))"
        case let .missed(behaviour, required): return "\(required ? "missed (needed for this stage)" : "missed"): \(behaviour)"
        case let .ownPresenter(own): return "(\(sentence(for: own)).)"
        case let .advice(advice): return sentence(for: advice)
        }
    }

    /// Said of a test file without tests, in the verdict and on the terminal.
    static let noTests = "Your test file has no tests yet: write `@Test` functions (in a `@Suite` or at the top level)."

    package func sentence(for own: TestGrade.OwnPresenter) -> String {
        switch own {
        case .doesNotCompile: return "your presenter does not compile yet, so your tests were not run on it"
        case let .couldNotRun(cause): return "on your presenter the tests could not run: \(sentence(for: cause))"
        case .passes: return "your tests pass on your presenter"
        case let .fails(count, total, failing): return "on your presenter \(count) of \(total) tests fail: " + failing.joined(separator: ", ")
        case .notRun: return "your tests were not run on your presenter"
        }
    }

    package func sentence(for advice: GradeAdvice) -> String {
        switch advice {
        case let .sleeps(file, line, call):
            return "\(file):\(line): `\(call)` waits on the real clock: on a busy machine the reply may come later, and every run pays the wait. Let your fake service keep the completion and call it yourself, then wait for what you expect (for example a bounded loop of `await Task.yield()` until the spy has it)."
        case let .waited(seconds, presenters):
            return String(format: "your tests waited %.1f s on %d presenters that never answered: wait for the call with a shorter bound (a correct presenter answers within a few turns of the main queue).", seconds, presenters)
        }
    }

    /// The freedom of the contract a test assumed away, in words.
    func words(_ freedom: ContractFreedom) -> String {
        switch freedom {
        case .thread: return "which thread or queue turn a call comes on: a correct presenter may hop to the main thread its own way"
        case .messageShows: return "whether a message shows: where a brief leaves that to the presenter, a correct one shows one"
        case .messageWording: return "the wording of a message: each presenter words its own"
        case .callCount:
            return "how many calls or frames the view gets: a correct presenter may draw an extra frame or call in its own order where the contract allows"
        case .unset: return "what a presenter leaves unset: the contract may let it show something there"
        case .other: return "a detail this presenter is free to do its own way"
        }
    }

    /// A correct presenter's verdict on the learner's tests, as soon as it is in.
    package func sentence(for progress: GradingProgress) -> String {
        switch progress {
        case let .couldNotRun(presenter): return "FAIL \(presenter): your tests could not run on it"
        case let .allPass(presenter, tests): return "pass \(presenter): all \(tests) tests pass"
        case let .someFail(presenter, failing, total):
            return "FAIL \(presenter): \(failing.count) of \(total) tests fail (\(failing.prefix(2).joined(separator: ", ")))"
        }
    }
}
