import Foundation

/// Products for grading the learner's own tests. Every presenter (the solution, each alternative,
/// each mutant, the learner's own) is built once as a shared library. The learner's tests are
/// compiled once per distinct interface of those libraries (`@testable` code lays out internal
/// types as it saw them, so a binary may only load a library of the interface it was built
/// against), and each run copies the binary and one presenter's library into a fresh folder,
/// under the same names.
extension TestBinaryBuilder {
    #if os(macOS)
    static let libraryExtension = "dylib"
    static let originPath = "@executable_path"
    #else
    static let libraryExtension = "so"
    static let originPath = "$ORIGIN"
    #endif

    static func libraryName(_ module: String) -> String { "lib\(module).\(libraryExtension)" }

    /// Flags that make a shared library found beside the executable, by a fixed name.
    static func libraryFlags(_ module: String) -> [String] {
        #if os(macOS)
        return ["-Xlinker", "-install_name", "-Xlinker", "@rpath/\(libraryName(module))"]
        #else
        return ["-Xlinker", "-soname", "-Xlinker", libraryName(module)]
        #endif
    }

    /// Stand-in modules as shared libraries, so presenter libraries and test binaries share one copy.
    struct StandInLibraries: Sendable {
        var searchPaths: [URL]
        var libraries: [URL]
        var names: [String]
    }

    func standInLibraries(_ names: [String]) throws -> StandInLibraries {
        var result = StandInLibraries(searchPaths: [], libraries: [], names: [])
        for name in names.sorted() {
            let source = catalog.standInFile(name)
            var hash = productHash()
            try hash.add(file: source)
            let kind = "standin-library-\(name)"
            let entry = try cached(kind, key: hash.hex, file: Self.libraryName(name)) { scratch in
                try compiler.run(["-emit-library", "-wmo"] + Self.commonFlags
                    + Self.libraryFlags(name) + [
                    "-module-name", name, "-no-emit-module-separately-wmo",
                    "-emit-module", "-emit-module-path", scratch.appendingPathComponent("\(name).swiftmodule").path,
                    "-o", scratch.appendingPathComponent(Self.libraryName(name)).path, source.path,
                ])
            } failed: { output in
                throw KataError.internal("the stand-in library \(name) does not compile:\n\(output.transcript.suffix(3000))")
            }
            result.searchPaths.append(entry)
            result.libraries.append(entry.appendingPathComponent(Self.libraryName(name)))
            result.names.append(name)
        }
        return result
    }

    /// A presenter (learner files + the kata's support code) built as a shared library.
    struct PresenterLibrary: Sendable {
        var folder: URL
        var library: URL
        /// Hash of the whole `.swiftmodule`: the key when the ABI cannot be read.
        var moduleHash: String
        /// The ABI descriptor written beside the module, when the digester could write it.
        var descriptor: URL?

        /// The interface that code reaching `reach` sees: presenters with the same one can share a
        /// build of that code (`ABIFingerprint`).
        /// Remembered beside the library per reach (the library's folder is keyed on its sources),
        /// since reading a descriptor costs more than a test run.
        func interface(for reach: ABIFingerprint.Reach) -> String {
            let memo = folder.appendingPathComponent("interfaces").appendingPathComponent(reach.key)
            if let remembered = try? String(contentsOf: memo, encoding: .utf8), !remembered.isEmpty { return remembered }
            var interface = "module-" + moduleHash
            if let descriptor, let fingerprint = ABIFingerprint.of(descriptor: descriptor, reach: reach) {
                interface = "abi-" + fingerprint
            }
            try? FileManager.default.createDirectory(at: memo.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? AtomicFile.write(interface, to: memo)
            return interface
        }
    }

    enum PresenterLibraryBuild: Sendable {
        case built(PresenterLibrary)
        case failed([RawDiagnostic], transcript: String)
    }

    func presenterLibrary(_ snapshot: Snapshot, standIns: StandInLibraries) throws -> PresenterLibraryBuild {
        var hash = try snapshotHash(snapshot)
        hash.add(standIns.names.joined(separator: ","))
        hash.add("abi-descriptor-digester-5")
        let module = kata.module
        var failure: CompileOutput?
        let entry = try cached("presenter-library-\(kata.id)", key: hash.hex, file: Self.libraryName(module)) { scratch in
            let built = try compiler.run(["-emit-library", "-wmo", "-enable-testing", "-swift-version", "5"]
                + Self.commonFlags + Self.libraryFlags(module)
                + standIns.searchPaths.flatMap { ["-I", $0.path, "-L", $0.path] } + standIns.names.map { "-l\($0)" } + [
                "-module-name", module,
                "-debug-prefix-map", "\(cache.root.appendingPathComponent("tmp").path)=\(Self.learnerDebugPrefix)",
                "-no-emit-module-separately-wmo",
                "-emit-module", "-emit-module-path", scratch.appendingPathComponent("\(module).swiftmodule").path,
                "-o", scratch.appendingPathComponent(Self.libraryName(module)).path,
            ] + snapshot.allPaths)
            if built.succeeded, !ABIFingerprint.hidesFromDescriptor(snapshot.allPaths) {
                describeABI(of: module, in: scratch, searchPaths: standIns.searchPaths)
            }
            return built
        } failed: { output in
            failure = output
        }
        if let failure { return .failed(failure.diagnostics, transcript: failure.transcript) }
        var moduleHash = ContentHash()
        try moduleHash.add(file: entry.appendingPathComponent("\(module).swiftmodule"))
        let descriptor = entry.appendingPathComponent("\(module).abi.json")
        return .built(PresenterLibrary(folder: entry, library: entry.appendingPathComponent(Self.libraryName(module)), moduleHash: moduleHash.hex,
                                       descriptor: FileManager.default.fileExists(atPath: descriptor.path) ? descriptor : nil))
    }

    /// Writes `<module>.abi.json` beside the module with the toolchain's API digester (the ABI
    /// descriptor the driver would write only for a library-evolution build). Without it the
    /// library is keyed on its whole `.swiftmodule`: slower grading, same verdicts.
    func describeABI(of module: String, in folder: URL, searchPaths: [URL]) {
        let digester = URL(fileURLWithPath: compiler.toolchain.swiftc).deletingLastPathComponent().appendingPathComponent("swift-api-digester")
        guard FileManager.default.isExecutableFile(atPath: digester.path) else { return }
        let output = folder.appendingPathComponent("\(module).abi.json")
        let request = ProcessRequest(
            executable: digester.path,
            arguments: ["-dump-sdk", "-abi", "-module", module, "-I", folder.path] + searchPaths.flatMap { ["-I", $0.path] } + ["-o", output.path],
            limits: .init(wallSeconds: 60))
        if let result = try? compiler.launcher.run(request), !result.termination.isSuccess {
            try? FileManager.default.removeItem(at: output)
        }
    }

    /// The harness `main` alone, for test binaries made of the learner's tests.
    func harnessObject() throws -> URL {
        let files = catalog.harnessFiles.filter { $0.lastPathComponent == "KataHarness.swift" }
        var hash = productHash()
        for file in files { try hash.add(file: file) }
        let entry = try cached("harness-main", key: hash.hex, file: "harness.o") { scratch in
            try compiler.run(["-wmo", "-swift-version", "5"] + Self.suiteFlags
                + ["-module-name", "KataHarnessMain", "-c", "-o", scratch.appendingPathComponent("harness.o").path]
                + files.map(\.path))
        } failed: { output in
            throw KataError.internal("the harness does not compile:\n\(output.transcript.suffix(3000))")
        }
        return entry.appendingPathComponent("harness.o")
    }
}
