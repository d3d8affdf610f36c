import Foundation

/// Builds what a check run needs, caching each product by content:
/// 1. the stand-in modules (UIKit), once per toolchain;
/// 2. the learner's module (learner files + the kata's support code), `-enable-testing`;
/// 3. the hidden suites and the harness `main`, rebuilt only when the interface they can see of
///    the learner module changes (`ABIFingerprint`: not for private members, positions or members
///    they never name); suites that cannot be built against the learner's code are left out and
///    reported;
/// 4. the test binary, linked from those objects.
/// Learner code and hidden suites live in separate modules, so names cannot clash.
package struct TestBinaryBuilder: Sendable {
    var kata: Kata
    var catalog: KataCatalog
    var compiler: SwiftCompiler
    var cache: BuildCache

    static let suitesModule = "KataChecks"
    /// Part of every cache key: bump it when the way a product is built changes.
    static let recipe = "recipe-6"
    /// The folder learner files appear in, in the debug info of a compiled learner module.
    static let learnerDebugPrefix = "/kata-learner"
    static let commonFlags = ["-Onone", "-gline-tables-only", "-parse-as-library"]
    /// The suites need no debug info: crash reports point at the learner's lines, never the
    /// suites'. Leaving it out saves about 6 % of their compile.
    static let suiteFlags = ["-Onone", "-parse-as-library"]
    /// Learner code is compiled in Swift 5 mode, where a synchronous call from a nonisolated
    /// context into a `@preconcurrency` `@MainActor` declaration (UIKit's stand-in's) is not even
    /// a warning. Xcode's Swift 6 mode rejects such a call into UIKit: so do these flags, at the
    /// learner's line (a nonisolated router that pushes a view controller). Complete checking
    /// reports the call, as a warning; `-Werror` makes that one group an error, and every other
    /// concurrency finding stays a warning.
    static let learnerFlags = ["-strict-concurrency=complete", "-Werror", "ActorIsolatedCall"]

    init(kata: Kata, catalog: KataCatalog, compiler: SwiftCompiler, cache: BuildCache) {
        self.kata = kata
        self.catalog = catalog
        self.compiler = compiler
        self.cache = cache
    }

    // MARK: Stand-ins

    struct StandInModules: Sendable {
        var searchPaths: [URL]
        var objects: [URL]
    }

    func standIns(_ names: [String]) throws -> StandInModules {
        var modules = StandInModules(searchPaths: [], objects: [])
        for name in names.sorted() {
            let source = catalog.standInFile(name)
            var hash = productHash()
            try hash.add(file: source)
            let entry = try cached("standin-\(name)", key: hash.hex, file: "\(name).o") { scratch in
                try compiler.run(["-wmo"] + Self.commonFlags + [
                    "-module-name", name, "-no-emit-module-separately-wmo", "-emit-module", "-emit-module-path", scratch.appendingPathComponent("\(name).swiftmodule").path,
                    "-emit-object", "-o", scratch.appendingPathComponent("\(name).o").path, source.path,
                ])
            } failed: { output in
                throw KataError.internal("the stand-in module \(name) does not compile:\n\(output.transcript)")
            }
            modules.searchPaths.append(entry)
            modules.objects.append(entry.appendingPathComponent("\(name).o"))
        }
        return modules
    }

    // MARK: Learner module

    /// The learner's files, written to a private folder so the compiled text is exactly what was
    /// read, plus the kata's support files.
    package struct Snapshot: Sendable {
        var folder: URL
        var sources: [LearnerSource]
        var learnerPaths: [URL] { sources.map { folder.appendingPathComponent($0.name) } }
        var supportPaths: [URL]
        var allPaths: [String] { (learnerPaths + supportPaths).map(\.path) }
    }

    func snapshot(_ sources: [LearnerSource]) throws -> Snapshot {
        let folder = try cache.scratch("src")
        for source in sources {
            let file = folder.appendingPathComponent(source.name)
            do {
                try source.contents.write(to: file, atomically: false, encoding: .utf8)
            } catch {
                throw KataError.environment(.buildCacheUnwritable(cache: cache.root.path, said: error.localizedDescription))
            }
        }
        let support = Self.swiftFiles(in: catalog.sharedDirectory.appendingPathComponent("Support"))
            + Self.swiftFiles(in: kata.supportDirectory)
        return Snapshot(folder: folder, sources: sources, supportPaths: support)
    }

    static func swiftFiles(in folder: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0) }
    }

    struct LearnerModule: Sendable {
        var folder: URL
        var object: URL
        /// Hash of the whole `.swiftmodule`: unchanged by most edits inside function bodies, but
        /// changed by private members and doc comments too (`suitesInterface` sees past them).
        var interfaceHash: String
        var warnings: [RawDiagnostic]
        /// Whether the sources declare nothing the ABI descriptor leaves out
        /// (`ABIFingerprint.hidesFromDescriptor`); if they do, only the whole module will do as a key.
        var describable = false
    }

    enum LearnerBuild: Sendable {
        case built(LearnerModule)
        case failed([RawDiagnostic], transcript: String)
    }

    /// The part of a cache key every build of a snapshot shares: toolchain, recipe, the learner's
    /// files by name and content, and the support files.
    func snapshotHash(_ snapshot: Snapshot) throws -> ContentHash {
        var hash = productHash()
        snapshot.sources.forEach { hash.add($0.name); hash.add($0.contents) }
        for path in snapshot.supportPaths { try hash.add(file: path) }
        return hash
    }

    func learnerModule(_ snapshot: Snapshot, standIns: StandInModules) throws -> LearnerBuild {
        var hash = try snapshotHash(snapshot)
        standIns.searchPaths.forEach { hash.add($0.lastPathComponent) }
        hash.add(Self.learnerFlags.joined(separator: " "))
        let module = kata.module
        var failure: CompileOutput?
        let entry = try cached("learner-\(kata.id)", key: hash.hex, file: "\(module).o") { scratch in
            let output = try compiler.run(["-wmo", "-enable-testing", "-swift-version", "5"] + Self.commonFlags + Self.learnerFlags
                + standIns.searchPaths.flatMap { ["-I", $0.path] } + [
                "-module-name", module,
                // Debug info names learner files under a fixed prefix. The argument must not change
                // from run to run: it is part of the clang module cache's key, and a new value
                // rebuilds the system modules (0.85 s here).
                "-debug-prefix-map", "\(cache.root.appendingPathComponent("tmp").path)=\(Self.learnerDebugPrefix)",
                "-emit-module", "-emit-module-path", scratch.appendingPathComponent("\(module).swiftmodule").path,
                // One frontend job emits both module and object; by default the driver starts a
                // second job to emit the module, which type-checks everything again (0.1 s here).
                "-no-emit-module-separately-wmo",
                "-emit-object", "-o", scratch.appendingPathComponent("\(module).o").path,
            ] + snapshot.allPaths)
            if output.succeeded {
                // What the module calls, listed once per build for the screen (`SymbolScreen`).
                let symbols = try SymbolScreen.undefinedSymbols(of: scratch.appendingPathComponent("\(module).o"), toolchain: compiler.toolchain, launcher: compiler.launcher)
                try SymbolScreen.store(symbols, in: scratch)
                let warnings = output.diagnostics.filter { $0.severity != .error }
                let encoded = warnings.map { "\(Self.storedPath($0.path, snapshot: snapshot))\t\($0.line)\t\($0.column)\t\($0.severity.rawValue)\t\($0.message)" }.joined(separator: "\n")
                try? encoded.write(to: scratch.appendingPathComponent("warnings.tsv"), atomically: false, encoding: .utf8)
                if !ABIFingerprint.hidesFromDescriptor(snapshot.allPaths) { _ = Self.writeMarker(Self.describableMarker, in: scratch) }
            }
            return output
        } failed: { output in
            failure = output
        }
        if let failure { return .failed(failure.diagnostics, transcript: failure.transcript) }
        var interface = ContentHash()
        try interface.add(file: entry.appendingPathComponent("\(module).swiftmodule"))
        return .built(LearnerModule(
            folder: entry,
            object: entry.appendingPathComponent("\(module).o"),
            interfaceHash: interface.hex,
            warnings: Self.readWarnings(entry.appendingPathComponent("warnings.tsv"), snapshot: snapshot),
            describable: FileManager.default.fileExists(atPath: entry.appendingPathComponent(Self.describableMarker).path)
        ))
    }

    /// The file that says a learner module's sources declare nothing its ABI descriptor leaves
    /// out (an entry without it, built before it was written too, is keyed whole).
    static let describableMarker = "describable"

    /// The interface of `module` that code reaching `reach` sees (`ABIFingerprint.interface`):
    /// the hidden suites are built once per interface they can tell apart, not once per module.
    /// The ABI descriptor is written beside the module the first time one is asked for (a
    /// check after an edit that leaves the `.swiftmodule` as it was never needs it).
    func suitesInterface(of module: LearnerModule, for reach: ABIFingerprint.Reach, standIns: StandInModules) -> String {
        let descriptor = module.folder.appendingPathComponent("\(kata.module).abi.json")
        if module.describable, !FileManager.default.fileExists(atPath: descriptor.path),
           let scratch = try? cache.scratch("abi") {
            // Written aside and moved into the published entry in one rename, so a reader never
            // sees half a descriptor.
            let written = scratch.appendingPathComponent("\(kata.module).abi.json")
            describeABI(of: kata.module, in: module.folder, to: written, searchPaths: standIns.searchPaths)
            try? FileManager.default.moveItem(at: written, to: descriptor)
            try? FileManager.default.removeItem(at: scratch)
        }
        let described = module.describable && FileManager.default.fileExists(atPath: descriptor.path)
        return ABIFingerprint.interface(ofModuleIn: module.folder, moduleHash: module.interfaceHash,
                                        descriptor: described ? descriptor : nil, reach: reach, resilient: false)
    }

    /// Writes `<module>.abi.json` beside the module with the toolchain's API digester (the ABI
    /// descriptor the driver would write only for a library-evolution build), for a learner module
    /// or a presenter library (`GradingBuilder.presenterLibrary`). Without it the library is keyed
    /// on its whole `.swiftmodule`: slower grading, same verdicts.
    /// `to`: where to write it instead.
    func describeABI(of module: String, in folder: URL, to written: URL? = nil, searchPaths: [URL]) {
        let digester = URL(fileURLWithPath: compiler.toolchain.swiftc).deletingLastPathComponent().appendingPathComponent("swift-api-digester")
        guard FileManager.default.isExecutableFile(atPath: digester.path) else { return }
        let output = written ?? folder.appendingPathComponent("\(module).abi.json")
        let request = ProcessRequest(
            executable: digester.path,
            arguments: ["-dump-sdk", "-abi", "-module", module, "-I", folder.path] + searchPaths.flatMap { ["-I", $0.path] } + ["-o", output.path],
            limits: .init(wallSeconds: 60))
        if let result = try? BuildCache.run(request, launcher: compiler.launcher, temporaryFilesIn: compiler.scratch), !result.termination.isSuccess {
            try? FileManager.default.removeItem(at: output)
        }
    }

    /// Learner files are stored by name (their snapshot folder changes each run).
    static func storedPath(_ path: String, snapshot: Snapshot) -> String {
        path.hasPrefix(snapshot.folder.path + "/") ? URL(fileURLWithPath: path).lastPathComponent : path
    }

    /// Warnings are stored with the snapshot's paths of the build that made them; map them onto
    /// this snapshot so they point at the learner's files again.
    static func readWarnings(_ file: URL, snapshot: Snapshot) -> [RawDiagnostic] {
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: "\t", maxSplits: 4, omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 5, let lineNumber = Int(fields[1]), let column = Int(fields[2]),
                  let severity = Diagnostic.Severity(rawValue: fields[3]) else { return nil }
            let path = fields[0].contains("/") ? fields[0] : snapshot.folder.appendingPathComponent(fields[0]).path
            return RawDiagnostic(path: path, line: lineNumber, column: column, severity: severity, message: fields[4])
        }
    }
}
