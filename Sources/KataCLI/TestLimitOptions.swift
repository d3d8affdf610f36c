import KataCore

/// `--timeout`, `--memory` and `--cpu`: the bounds of a test process, declared and applied once
/// for every command that runs learner code (swift-argument-parser's `@OptionGroup`).
struct TestLimitOptions {
    /// The declarations, listed in each command's `options`.
    static let options: [Option] = [
        // A test process starts in a few milliseconds, so a tenth of a second is the shortest
        // bound that can still let a check pass; ten minutes is far beyond any real check.
        .decimal("timeout", "S", in: 0.1...600, default: "8", "seconds before a hanging test process is stopped"),
        .whole("memory", "MB", in: 64...65536, default: "1024", "address-space limit of a test process in MB, on Linux"),
        .whole("cpu", "S", in: 1...3600, default: "20", "CPU-time limit of a test process in seconds"),
    ]

    var wallSeconds: Double?
    var memoryMegabytes: Int?
    var cpuSeconds: Int?

    init(_ arguments: Arguments) {
        wallSeconds = arguments.decimal("timeout")
        memoryMegabytes = arguments.whole("memory")
        cpuSeconds = arguments.whole("cpu")
    }

    /// The given bounds over the runner's defaults.
    func apply(to environment: inout RunnerEnvironment) {
        if let wallSeconds { environment.testLimits.wallSeconds = wallSeconds }
        if let memoryMegabytes { environment.testLimits.addressSpaceBytes = UInt64(memoryMegabytes) * 1024 * 1024 }
        if let cpuSeconds { environment.testLimits.cpuSeconds = cpuSeconds }
    }
}
