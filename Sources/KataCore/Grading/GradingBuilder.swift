import Foundation

/// Builds the products for grading the learner's own tests. Every presenter (the solution, each
/// alternative, each mutant, the learner's own) is built once as a shared library, its types marked
/// resilient where the compiler allows (`ResilientSource`), so code compiled against it reaches
/// their layout through the library. The learner's tests are compiled once per interface they can
/// tell apart (`ABIFingerprint`: a binary may only load a library of the interface it was built
/// against), and each run links the binary and one presenter's library into a fresh folder, under
/// the same names.
/// It shares the check build's snapshots, flags and cache recipe (`TestBinaryBuilder`: `snapshot`,
/// `snapshotHash`, `productHash`, `cached`, `writeMarker`, `describeABI`) and nothing else of it.
struct GradingBuilder: Sendable {
    /// The check build whose snapshots, flags and cache the grading builds share.
    var binaries: TestBinaryBuilder

    init(_ binaries: TestBinaryBuilder) {
        self.binaries = binaries
    }

    var kata: Kata { binaries.kata }
    var catalog: KataCatalog { binaries.catalog }
    var compiler: SwiftCompiler { binaries.compiler }
    var cache: BuildCache { binaries.cache }

    /// The learner's files (or a presenter's) in a private folder (`TestBinaryBuilder.snapshot`).
    func snapshot(_ sources: [LearnerSource]) throws -> TestBinaryBuilder.Snapshot {
        try binaries.snapshot(sources)
    }

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
            var hash = binaries.productHash()
            try hash.add(file: source)
            let kind = "standin-library-\(name)"
            let entry = try binaries.cached(kind, key: hash.hex, file: Self.libraryName(name)) { scratch in
                try compiler.run(["-emit-library", "-wmo"] + TestBinaryBuilder.commonFlags
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
        /// Built with its own types marked resilient (`ResilientSource`): code compiled against it
        /// reaches their layout through the library.
        var resilient = false

        /// The interface that code reaching `reach` sees: presenters with the same one can share a
        /// build of that code (`ABIFingerprint.interface`). Nil: what code that may reach
        /// anything sees, the same for two presenters only when every test file sees them alike.
        func interface(for reach: ABIFingerprint.Reach?) -> String {
            ABIFingerprint.interface(ofModuleIn: folder, moduleHash: moduleHash, descriptor: descriptor, reach: reach, resilient: resilient)
        }
    }

    enum PresenterLibraryBuild: Sendable {
        case built(PresenterLibrary)
        case failed([RawDiagnostic], transcript: String)
    }

    /// `markResilient: false` builds the sources as written (the project's tests compare both).
    func presenterLibrary(_ snapshot: TestBinaryBuilder.Snapshot, standIns: StandInLibraries, markResilient: Bool = true) throws -> PresenterLibraryBuild {
        var hash = try binaries.snapshotHash(snapshot)
        hash.add(standIns.names.joined(separator: ","))
        hash.add("abi-descriptor-digester-5")
        hash.add(markResilient ? ResilientSource.version : "as-written")
        let module = kata.module
        var failure: CompileOutput?
        let entry = try binaries.cached("presenter-library-\(kata.id)", key: hash.hex, file: Self.libraryName(module)) { scratch in
            // First with the presenter's types marked resilient (`ResilientSource`); a source the
            // mark breaks is built as written.
            if markResilient, let resilient = try buildMarked(snapshot, standIns: standIns, scratch: scratch) { return resilient }
            try? FileManager.default.removeItem(at: scratch.appendingPathComponent("\(module).abi.json"))
            let built = try compileLibrary(resilient: false, paths: snapshot.allPaths, standIns: standIns, scratch: scratch)
            if built.succeeded, !ABIFingerprint.hidesFromDescriptor(snapshot.allPaths) {
                binaries.describeABI(of: module, in: scratch, searchPaths: standIns.searchPaths)
            }
            return built
        } failed: { output in
            failure = output
        }
        if let failure { return .failed(failure.diagnostics, transcript: failure.transcript) }
        var moduleHash = ContentHash()
        try moduleHash.add(file: entry.appendingPathComponent("\(module).swiftmodule"))
        let descriptor = entry.appendingPathComponent("\(module).abi.json")
        let resilient = FileManager.default.fileExists(atPath: entry.appendingPathComponent(Self.resilientMarker).path)
        return .built(PresenterLibrary(folder: entry, library: entry.appendingPathComponent(Self.libraryName(module)), moduleHash: moduleHash.hex,
                                       descriptor: FileManager.default.fileExists(atPath: descriptor.path) ? descriptor : nil, resilient: resilient))
    }

    /// Compiles the presenter library (with its module and, resilient, its ABI descriptor) into `scratch`.
    private func compileLibrary(resilient: Bool, paths: [String], standIns: StandInLibraries, scratch: URL) throws -> CompileOutput {
        let module = kata.module
        return try compiler.run(["-emit-library", "-wmo", "-enable-testing", "-swift-version", "5"]
            + (resilient ? ["-enable-library-evolution", "-suppress-warnings"] : [])
            + TestBinaryBuilder.commonFlags + Self.libraryFlags(module)
            + standIns.searchPaths.flatMap { ["-I", $0.path, "-L", $0.path] } + standIns.names.map { "-l\($0)" } + [
            "-module-name", module,
            "-debug-prefix-map", "\(cache.root.appendingPathComponent("tmp").path)=\(TestBinaryBuilder.learnerDebugPrefix)",
            "-no-emit-module-separately-wmo",
            "-emit-module", "-emit-module-path", scratch.appendingPathComponent("\(module).swiftmodule").path,
            "-o", scratch.appendingPathComponent(Self.libraryName(module)).path,
        ] + paths)
    }

    /// The library built with the presenter's types marked resilient, in place in the snapshot,
    /// so paths and file names are those of a plain build; the driver then writes the ABI
    /// descriptor itself. The kata's support code is marked too (in copies beside the snapshot):
    /// the presenter's types may not mention unmarked ones in what the mark makes visible, such
    /// as an enum case's payload. Nil, with the sources put back as written, when the mark breaks them.
    private func buildMarked(_ snapshot: TestBinaryBuilder.Snapshot, standIns: StandInLibraries, scratch: URL) throws -> CompileOutput? {
        let module = kata.module
        let marked = snapshot.sources.map { ResilientSource.marked($0.contents) }
        try zip(snapshot.sources, marked).forEach { try write($1, to: snapshot.folder.appendingPathComponent($0.name)) }
        let support = snapshot.folder.appendingPathComponent("resilient-support")
        try? FileManager.default.createDirectory(at: support, withIntermediateDirectories: true)
        var supportCopies: [String] = []
        for file in snapshot.supportPaths {
            let text = try String(contentsOf: file, encoding: .utf8)
            let copy = support.appendingPathComponent(file.lastPathComponent)
            try write(ResilientSource.marked(text), to: copy)
            supportCopies.append(copy.path)
        }
        let paths = snapshot.learnerPaths.map(\.path) + supportCopies
        var resilient = try compileLibrary(resilient: true, paths: paths, standIns: standIns, scratch: scratch)
        // Members the compiler says must carry the mark too get it, then once more; nothing new
        // to mark (the compiler points at a place that has it): give up.
        for _ in 0..<2 where !resilient.succeeded {
            guard try markMembers(named: resilient.diagnostics, in: paths) else { break }
            resilient = try compileLibrary(resilient: true, paths: paths, standIns: standIns, scratch: scratch)
        }
        let descriptor = scratch.appendingPathComponent("\(module).abi.json")
        if resilient.succeeded, FileManager.default.fileExists(atPath: descriptor.path) {
            guard TestBinaryBuilder.writeMarker(Self.resilientMarker, in: scratch) else {
                throw KataError.environment(.buildCacheUnwritable(cache: cache.root.path, said: nil))
            }
            // Decided once, as for a plain build: no descriptor where the sources say
            // what it leaves out.
            if ABIFingerprint.hidesFromDescriptor(snapshot.allPaths) { try? FileManager.default.removeItem(at: descriptor) }
            return resilient
        }
        try snapshot.sources.forEach { try write($0.contents, to: snapshot.folder.appendingPathComponent($0.name)) }
        return nil
    }

    /// Marks the members the compiler's errors say must carry the mark; whether a file changed.
    private func markMembers(named diagnostics: [RawDiagnostic], in paths: [String]) throws -> Bool {
        let named = Dictionary(grouping: diagnostics.filter {
            $0.severity == .error && $0.message.contains(ResilientSource.memberNeedsMark) && paths.contains($0.path)
        }, by: \.path).mapValues { $0.map { (line: $0.line, column: $0.column) } }
        var changed = false
        for (path, names) in named {
            let file = URL(fileURLWithPath: path)
            let text = try String(contentsOf: file, encoding: .utf8)
            let marked = ResilientSource.marking(names, in: text)
            if marked != text {
                try write(marked, to: file)
                changed = true
            }
        }
        return changed
    }

    /// The file that says a presenter library was built with its types marked resilient.
    static let resilientMarker = "resilient"

    private func write(_ text: String, to file: URL) throws {
        do {
            try text.write(to: file, atomically: false, encoding: .utf8)
        } catch {
            throw KataError.environment(.buildCacheUnwritable(cache: cache.root.path, said: error.localizedDescription))
        }
    }

    /// The harness `main` alone, for test binaries made of the learner's tests.
    func harnessObject() throws -> URL {
        let files = catalog.harnessFiles.filter { $0.lastPathComponent == "KataHarness.swift" }
        var hash = binaries.productHash()
        for file in files { try hash.add(file: file) }
        let entry = try binaries.cached("harness-main", key: hash.hex, file: "harness.o") { scratch in
            try compiler.run(["-wmo", "-swift-version", "5"] + TestBinaryBuilder.suiteFlags
                + ["-module-name", "KataHarnessMain", "-c", "-o", scratch.appendingPathComponent("harness.o").path]
                + files.map(\.path))
        } failed: { output in
            throw KataError.internal("the harness does not compile:\n\(output.transcript.suffix(3000))")
        }
        return entry.appendingPathComponent("harness.o")
    }
}
