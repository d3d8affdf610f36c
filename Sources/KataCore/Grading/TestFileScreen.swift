import Foundation

/// The call screen of the learner's test file (`SymbolScreen`), for one grading: every build of
/// the file is screened before anything of it runs. A test file may call what the kata's model
/// tests call (found by building them, once, and only when the learner's file reaches for
/// something the kata does not allow outright) and what the kata's `allowedCalls` allow in tests.
final class TestFileScreen: @unchecked Sendable {
    let tests: LearnerSource
    /// What `kata.json` allows in tests.
    let declared: Set<String>
    private let modelCalls: @Sendable () throws -> Set<String>
    private let lock = NSLock()
    private var allowed: Set<String>?

    init(tests: LearnerSource, declared: Set<String>, modelCalls: @escaping @Sendable () throws -> Set<String>) {
        self.tests = tests
        self.declared = declared
        self.modelCalls = modelCalls
    }

    /// The refusal of the build in `entry` (its symbols as `GradingBuilder.learnerTests`
    /// listed them), or nil when it may run; nil too when the tools to list them are missing.
    func refusal(of entry: URL) throws -> SymbolScreen.Refusal? {
        guard let symbols = SymbolScreen.stored(in: entry) else { return nil }
        let reaches = SymbolScreen.reaches(symbols)
        guard SymbolScreen.reachesBeyond(declared, reaches) else { return nil }
        return SymbolScreen.refusal(reaches, allowed: try allowedSet(), sources: [tests], subject: .tests)
    }

    private func allowedSet() throws -> Set<String> {
        lock.lock()
        defer { lock.unlock() }
        if let allowed { return allowed }
        let found = declared.union(try modelCalls())
        allowed = found
        return found
    }
}

extension TestGrader {
    /// The screen of `tests` in this grading, or nil when calls are not screened.
    func testFileScreen(_ tests: LearnerSource, plan: Plan) -> TestFileScreen? {
        guard screensCalls else { return nil }
        let builder = self.builder
        return TestFileScreen(tests: tests, declared: kata.allowedCapabilities(in: .tests)) {
            try Self.modelTestCalls(builder: builder, plan: plan)
        }
    }

    /// The capabilities the kata's model tests reach for, built against the reference solution's
    /// library as the learner's tests are.
    static func modelTestCalls(builder: GradingBuilder, plan: Plan) throws -> Set<String> {
        guard let name = builder.kata.testsCheck?.testFile, let interface = plan.interfaceOf[0],
              let library = plan.representatives[interface] else { return [] }
        let file = builder.catalog.solutionsDirectory.appendingPathComponent(builder.kata.id).appendingPathComponent("Tests/\(name)")
        let snapshot = try builder.snapshot([try LearnerSource.read(name: name, from: file)])
        defer { try? FileManager.default.removeItem(at: snapshot.folder) }
        guard case let .linked(binary) = try builder.learnerTests(snapshot, against: library, interface: interface, standIns: plan.standIns),
              let symbols = SymbolScreen.stored(in: binary.deletingLastPathComponent()) else { return [] }
        return Set(SymbolScreen.reaches(symbols).map(\.capability.id))
    }
}
