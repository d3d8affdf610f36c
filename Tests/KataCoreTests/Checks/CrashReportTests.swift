import Foundation
import Testing
@testable import KataCLI
@testable import KataCore

@Suite struct CrashReportTests {
    /// The report's cause in the words a learner reads.
    func said(_ report: CrashReport) -> String { CheckWords().sentence(for: report.cause) }

    let learner = ["/kata-learner/OrdersPresenter.swift": SourceLocationTarget(name: "OrdersPresenter.swift", path: "/home/me/OrdersPresenter.swift")]

    func backtrace(file: String, line: Int) -> Data {
        Data("""
        {"kind":"crashReport","threads":[{"crashed":true,"frames":[
          {"description":"_assertionFailure + 302"},
          {"description":"Array.subscript.getter + 124"},
          {"description":"OrdersPresenter.didSelectRow(at:) + 129","sourceLocation":{"file":"\(file)","line":\(line),"column":27}},
          {"description":"StaleIndex.test() + 102","sourceLocation":{"file":"Katas/leaky-presenter/Suites/StaleIndex.swift","line":23,"column":19}}
        ]}]}
        """.utf8)
    }

    @Test func indexOutOfRangeAtTheLearnersLine() {
        let report = CrashReport.classify(
            termination: .signaled(SIGILL),
            stderr: "Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range\n",
            backtrace: backtrace(file: "Workspace/.cache/tmp/src-1234/OrdersPresenter.swift", line: 62),
            learnerFiles: learner)
        #expect(report.kind == .crash)
        #expect(said(report) == "index out of range")
        #expect(report.location == SourceLocation(file: "OrdersPresenter.swift", line: 62, path: "/home/me/OrdersPresenter.swift"))
    }

    @Test func forceUnwrapAndFatalError() {
        let unwrap = CrashReport.classify(termination: .signaled(SIGILL), stderr: "X.swift:3: Fatal error: Unexpectedly found nil while unwrapping an Optional value", backtrace: nil, learnerFiles: learner)
        #expect(said(unwrap).contains("force unwrap"))
        let fatal = CrashReport.classify(termination: .signaled(SIGILL), stderr: "X.swift:3: Fatal error: not implemented", backtrace: nil, learnerFiles: learner)
        #expect(said(fatal) == "fatal error: not implemented")
        let unowned = CrashReport.classify(termination: .signaled(SIGILL), stderr: "Fatal error: Attempted to read an unowned reference but object 0x5581f2a3c4d0 was already destroyed", backtrace: nil, learnerFiles: learner)
        #expect(said(unowned).contains("`unowned` reference") && !said(unowned).contains("0x"), "no address, which changes every run")
    }

    @Test func aSymbolTheLoadedPresenterLacksIsSaidSo() {
        let report = CrashReport.classify(termination: .exited(127), stderr: "./tests: symbol lookup error: ./tests: undefined symbol: $s12OrdersScreen5OrderV2idSSvg\n", backtrace: nil, learnerFiles: learner)
        #expect(report.kind == .exitedEarly)
        #expect(report.cause == .missingSymbol("$s12OrdersScreen5OrderV2idSSvg"))
        #expect(said(report).contains("does not define"))
        #expect(CrashReport.missingSymbol(in: "dyld: Symbol not found: \n") == .missingSymbol(nil), "the loader named no symbol")
        #expect(CrashReport.missingSymbol(in: "Fatal error: boom\n") == nil)
    }

    @Test func signalsWithoutAMessage() {
        #expect(CrashReport.classify(termination: .signaled(SIGSEGV), stderr: "", backtrace: nil, learnerFiles: learner).cause == .signal(SIGSEGV))
        #expect(CheckWords().sentence(for: .signal(SIGSEGV)).contains("stack overflow"))
        #expect(CrashReport.classify(termination: .signaled(SIGXCPU), stderr: "", backtrace: nil, learnerFiles: learner).kind == .cpuLimit)
        #expect(CrashReport.classify(termination: .signaled(SIGABRT), stderr: "fatal error: failed to allocate 2147483648 bytes", backtrace: nil, learnerFiles: learner).kind == .memoryLimit)
    }

    @Test func timeoutAndEarlyExit() {
        #expect(CrashReport.classify(termination: .timedOut, stderr: "", backtrace: nil, learnerFiles: learner).kind == .timeout)
        let early = CrashReport.classify(termination: .exited(0), stderr: "", backtrace: nil, learnerFiles: learner)
        #expect(early.kind == .exitedEarly)
        #expect(said(early).contains("exit"))
    }

    @Test func framesOutsideTheLearnersFilesAreIgnored() {
        let report = CrashReport.classify(termination: .signaled(SIGILL), stderr: "", backtrace: backtrace(file: "Katas/leaky-presenter/Support/OrdersPresenter.swift", line: 9), learnerFiles: learner)
        #expect(report.location == nil)
    }
}
