import Foundation

/// Why a test process ended abnormally, in words a learner understands, and where in the
/// learner's file it happened when the backtrace says so.
package struct CrashReport: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case crash, timeout, memoryLimit, cpuLimit, exitedEarly
    }

    /// Why the test process stopped, as a value: the CLI words it (`CheckWording`).
    package enum Cause: Sendable, Equatable {
        /// `DispatchQueue.main.sync` on the main thread.
        case mainSyncDeadlock
        /// The program uses a symbol (its name, or nil) the presenter it ran against lacks.
        case missingSymbol(String?)
        case timedOut
        case exited(code: Int32)
        case memoryLimit
        case cpuLimit
        case killed
        case indexOutOfRange
        case nilUnwrapped
        case divisionByZero
        case overflow
        case unownedAfterFree
        /// Another fatal error, with the runtime's text.
        case fatalError(String)
        case signal(Int32)
        case couldNotStart
        /// The learner's tests do not compile against a presenter: the compiler's first error,
        /// and whether marking the suite `@MainActor` is the fix.
        case testsDoNotCompile(said: String?, markMainActor: Bool)
        /// A test did not run to its end (no verdict for it in the event stream).
        case didNotEnd
    }

    var kind: Kind
    var cause: Cause
    var location: SourceLocation?
    /// The learner's function the crash happened in, when the line is unknown.
    var function: String?

    /// The dynamic loader's "undefined symbol: NAME" (a test binary linked against one presenter
    /// and loaded with another that lacks something it uses), as the cause `.missingSymbol`
    /// (with no name when the loader named none); nil when the loader said no such thing.
    static func missingSymbol(in stderr: String) -> Cause? {
        guard let range = stderr.range(of: "undefined symbol: ") ?? stderr.range(of: "Symbol not found: ") else { return nil }
        let name = stderr[range.upperBound...].prefix { !$0.isWhitespace }
        return .missingSymbol(name.isEmpty ? nil : String(name))
    }

    /// Classifies a finished test process. `backtrace` is the Swift runtime's JSON crash report.
    static func classify(
        termination: Termination,
        stderr: String,
        backtrace: Data?,
        learnerFiles: [String: SourceLocationTarget]
    ) -> CrashReport {
        let fatal = fatalErrorMessage(in: stderr)
        let frames = backtrace.map(crashedFrames(in:)) ?? []
        let (location, function) = learnerFrame(in: frames, learnerFiles: learnerFiles)
        if case .signaled = termination, frames.contains(where: { $0.description?.contains("__DISPATCH_WAIT_FOR_QUEUE__") == true }) {
            return CrashReport(kind: .crash, cause: .mainSyncDeadlock, location: location, function: function)
        }
        if let missing = missingSymbol(in: stderr) {
            return CrashReport(kind: .exitedEarly, cause: missing)
        }
        switch termination {
        case .timedOut:
            return CrashReport(kind: .timeout, cause: .timedOut, location: location, function: function)
        case .exited(let code):
            return CrashReport(kind: .exitedEarly, cause: .exited(code: code), location: location, function: function)
        case .signaled(let signal):
            if let fatal, fatal.contains("failed to allocate") || fatal.contains("memory") && fatal.contains("alloc") {
                return CrashReport(kind: .memoryLimit, cause: .memoryLimit, location: location, function: function)
            }
            if signal == SIGXCPU {
                return CrashReport(kind: .cpuLimit, cause: .cpuLimit, location: location, function: function)
            }
            if signal == SIGKILL {
                return CrashReport(kind: .crash, cause: .killed, location: location, function: function)
            }
            return CrashReport(kind: .crash, cause: cause(fatal: fatal, signal: signal), location: location, function: function)
        }
    }

    static func cause(fatal: String?, signal: Int32) -> Cause {
        if let fatal {
            if fatal.contains("Index out of range") { return .indexOutOfRange }
            if fatal.contains("Unexpectedly found nil") { return .nilUnwrapped }
            if fatal.contains("Division by zero") { return .divisionByZero }
            if fatal.contains("overflow") { return .overflow }
            if fatal.contains("unowned reference") { return .unownedAfterFree }
            return .fatalError(fatal)
        }
        return .signal(signal)
    }

    /// The text after `Fatal error: ` on stderr, if the runtime printed one.
    static func fatalErrorMessage(in stderr: String) -> String? {
        for line in stderr.split(separator: "\n") {
            if let range = line.range(of: "Fatal error: ") {
                let message = line[range.upperBound...].trimmingCharacters(in: .whitespaces)
                return message.isEmpty ? "fatal error" : message
            }
            if line.contains("failed to allocate") { return String(line) }
        }
        return nil
    }

    /// The crashed thread's frames, top first; none when the report cannot be read.
    static func crashedFrames(in backtrace: Data) -> [BacktraceReport.Frame] {
        guard let report = try? JSONDecoder().decode(BacktraceReport.self, from: backtrace) else { return [] }
        let threads = report.threads ?? []
        let crashed = threads.first { $0.crashed == true } ?? threads.first
        return crashed?.frames ?? []
    }

    /// The first of the frames in one of the learner's files: its line, or its function's name
    /// when the line is unknown.
    static func learnerFrame(in frames: [BacktraceReport.Frame], learnerFiles: [String: SourceLocationTarget]) -> (SourceLocation?, String?) {
        var function: String?
        for frame in frames {
            guard let file = frame.sourceLocation?.file, let target = match(file, in: learnerFiles) else { continue }
            let line = frame.sourceLocation?.line ?? 0
            if line > 0 {
                return (SourceLocation(file: target.name, line: line, path: target.path), nil)
            }
            function = function ?? frame.description
        }
        return (nil, function)
    }
}

extension CrashReport {
    /// Debug info may name a learner file by its snapshot path, relative to the compiler's folder,
    /// or under the fixed debug prefix: match the exact path, else the file name inside a snapshot.
    static func match(_ file: String, in learnerFiles: [String: SourceLocationTarget]) -> SourceLocationTarget? {
        if let exact = learnerFiles[file] { return exact }
        let name = URL(fileURLWithPath: file).lastPathComponent
        guard file.contains("/src-") || file.hasPrefix(TestBinaryBuilder.learnerDebugPrefix) else { return nil }
        return learnerFiles.values.first { $0.name == name }
    }
}

/// How a compiled learner file maps back to the learner's own file.
struct SourceLocationTarget: Sendable, Equatable {
    var name: String
    var path: String
}

/// The parts of the Swift runtime's JSON crash report (`SWIFT_BACKTRACE=format=json`) we read.
struct BacktraceReport: Decodable {
    struct Thread: Decodable {
        var crashed: Bool?
        var frames: [Frame]?
    }
    struct Frame: Decodable {
        var description: String?
        var sourceLocation: Location?
    }
    struct Location: Decodable {
        var file: String?
        var line: Int?
    }
    var threads: [Thread]?
}
