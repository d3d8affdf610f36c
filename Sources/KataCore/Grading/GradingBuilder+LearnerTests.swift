import Foundation

extension GradingBuilder {
    /// The module the learner's tests are compiled into; their test ids start with it.
    var learnerTestsModule: String { "\(kata.module)Tests" }

    enum LearnerTestsBuild: Sendable {
        /// A test binary that loads the presenter library found beside it.
        case linked(URL)
        /// The tests do not compile against the contract (the solution's interface).
        case failed([RawDiagnostic])
    }

    /// Compiles the learner's test file against a presenter library's interface and links it with
    /// the harness `main`. The binary loads whichever library of that interface is copied beside it.
    func learnerTests(_ snapshot: TestBinaryBuilder.Snapshot, against reference: PresenterLibrary, interface: String, standIns: StandInLibraries) throws -> LearnerTestsBuild {
        var hash = try binaries.snapshotHash(snapshot)
        hash.add(interface)
        hash.add(standIns.names.joined(separator: ","))
        let harness = try harnessObject()
        hash.add(harness.path)
        // Entries list the file's undefined symbols for the call screen (`TestFileScreen`).
        hash.add(SymbolScreen.listing)
        var diagnostics: [RawDiagnostic]?
        let entry = try binaries.cached("learner-tests-\(kata.id)", key: hash.hex, file: "tests") { scratch in
            let object = scratch.appendingPathComponent("tests.o")
            let compiled = try compiler.run(["-wmo", "-swift-version", "5"] + TestBinaryBuilder.commonFlags
                + ["-I", reference.folder.path] + standIns.searchPaths.flatMap { ["-I", $0.path] } + [
                "-module-name", learnerTestsModule,
                "-debug-prefix-map", "\(cache.root.appendingPathComponent("tmp").path)=\(TestBinaryBuilder.learnerDebugPrefix)",
                "-c", "-o", object.path,
            ] + snapshot.learnerPaths.map(\.path))
            guard compiled.succeeded else { return compiled }
            // The call screen's listing (`TestFileScreen`) is made while the binary links, so it
            // costs the first verdict nothing.
            let listing = Locked<Result<Void, Error>>(.success(()))
            let linking = Locked<Result<CompileOutput, Error>?>(nil)
            DispatchQueue.concurrentPerform(iterations: 2) { index in
                if index == 0 {
                    let symbols = Result { try SymbolScreen.store(try SymbolScreen.undefinedSymbols(of: object, toolchain: compiler.toolchain, launcher: compiler.launcher), in: scratch) }
                    listing.withLock { $0 = symbols }
                    return
                }
                // Bind every symbol at load: a test that uses what a presenter lacks fails at
                // once, not halfway through a run.
                let linked = Result { try compiler.run([object.path, harness.path,
                                                        "-L", reference.folder.path, "-l\(kata.module)"]
                    + standIns.searchPaths.flatMap { ["-L", $0.path] } + standIns.names.map { "-l\($0)" }
                    + ["-Xlinker", "-rpath", "-Xlinker", Self.originPath]
                    + Self.bindNowFlags
                    + ["-o", scratch.appendingPathComponent("tests").path]) }
                linking.withLock { $0 = linked }
            }
            try listing.withLock { $0 }.get()
            guard let linked = try linking.withLock({ $0 })?.get() else { throw KataError.internal("linking the learner's tests gave no result") }
            return linked
        } failed: { output in
            diagnostics = output.diagnostics
            if output.diagnostics.isEmpty {
                throw KataError.internal("linking the learner's tests failed:\n\(output.transcript.suffix(3000))")
            }
        }
        if let diagnostics { return .failed(diagnostics) }
        return .linked(entry.appendingPathComponent("tests"))
    }

    #if os(macOS)
    static let bindNowFlags = ["-Xlinker", "-bind_at_load"]
    #else
    static let bindNowFlags = ["-Xlinker", "-z", "-Xlinker", "now"]
    #endif
}
