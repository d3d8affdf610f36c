import Foundation

/// Builds what a check run needs, caching each product by content:
/// 1. the stand-in modules (UIKit), once per toolchain;
/// 2. the learner's module (learner files + the kata's support code), `-enable-testing`;
/// 3. the hidden suites and the harness `main`, rebuilt only when the learner module's interface
///    changes; suites that cannot be built against the learner's code are left out and reported;
/// 4. the test binary, linked from those objects.
/// Learner code and hidden suites live in separate modules, so names cannot clash.
public struct TestBinaryBuilder: Sendable {
    public var kata: Kata
    public var catalog: KataCatalog
    public var compiler: SwiftCompiler
    public var cache: BuildCache

    public static let suitesModule = "KataChecks"
    /// Part of every cache key: bump it when the way a product is built changes.
    static let recipe = "recipe-4"
    /// The folder learner files appear in, in the debug info of a compiled learner module.
    public static let learnerDebugPrefix = "/kata-learner"
    static let commonFlags = ["-Onone", "-gline-tables-only", "-parse-as-library"]

    public init(kata: Kata, catalog: KataCatalog, compiler: SwiftCompiler, cache: BuildCache) {
        self.kata = kata
        self.catalog = catalog
        self.compiler = compiler
        self.cache = cache
    }

    // MARK: Stand-ins

    public struct StandInModules: Sendable {
        public var searchPaths: [URL]
        public var objects: [URL]
    }

    public func standIns(_ names: [String]) throws -> StandInModules {
        var modules = StandInModules(searchPaths: [], objects: [])
        for name in names.sorted() {
            let source = catalog.standInFile(name)
            var hash = ContentHash()
            hash.add(compiler.toolchain.version)
        hash.add(Self.recipe)
            try hash.add(file: source)
            let key = hash.hex
            if !cache.has("standin-\(name)", key: key, file: "\(name).o") {
                let scratch = try cache.scratch("standin")
                let output = try compiler.run(["-wmo"] + Self.commonFlags + [
                    "-module-name", name, "-no-emit-module-separately-wmo", "-emit-module", "-emit-module-path", scratch.appendingPathComponent("\(name).swiftmodule").path,
                    "-emit-object", "-o", scratch.appendingPathComponent("\(name).o").path, source.path,
                ])
                guard output.succeeded else {
                    throw KataError.internal("the stand-in module \(name) does not compile:\n\(output.transcript)")
                }
                cache.publish(scratch, as: "standin-\(name)", key: key)
            }
            let entry = cache.entry("standin-\(name)", key: key)
            modules.searchPaths.append(entry)
            modules.objects.append(entry.appendingPathComponent("\(name).o"))
        }
        return modules
    }

    // MARK: Learner module

    /// The learner's files, written to a private folder so the compiled text is exactly what was
    /// read, plus the kata's support files.
    public struct Snapshot: Sendable {
        public var folder: URL
        public var sources: [LearnerSource]
        public var learnerPaths: [URL] { sources.map { folder.appendingPathComponent($0.name) } }
        public var supportPaths: [URL]
        public var allPaths: [String] { (learnerPaths + supportPaths).map(\.path) }
    }

    public func snapshot(_ sources: [LearnerSource]) throws -> Snapshot {
        let folder = try cache.scratch("src")
        for source in sources {
            let file = folder.appendingPathComponent(source.name)
            do {
                try source.contents.write(to: file, atomically: false, encoding: .utf8)
            } catch {
                throw KataError.environment("cannot write to the build cache at \(cache.root.path): \(error.localizedDescription)")
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

    public struct LearnerModule: Sendable {
        public var folder: URL
        public var object: URL
        /// Hash of the `.swiftmodule`: unchanged by edits inside function bodies.
        public var interfaceHash: String
        public var warnings: [RawDiagnostic]
    }

    public enum LearnerBuild: Sendable {
        case built(LearnerModule)
        case failed([RawDiagnostic], transcript: String)
    }

    public func learnerModule(_ snapshot: Snapshot, standIns: StandInModules) throws -> LearnerBuild {
        var hash = ContentHash()
        hash.add(compiler.toolchain.version)
        hash.add(Self.recipe)
        snapshot.sources.forEach { hash.add($0.name); hash.add($0.contents) }
        for path in snapshot.supportPaths { try hash.add(file: path) }
        standIns.searchPaths.forEach { hash.add($0.lastPathComponent) }
        let key = hash.hex
        let kind = "learner-\(kata.id)"
        let module = kata.module
        if !cache.has(kind, key: key, file: "\(module).o") {
            let scratch = try cache.scratch("learner")
            let output = try compiler.run(["-wmo", "-enable-testing", "-swift-version", "5"] + Self.commonFlags
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
            guard output.succeeded else {
                try? FileManager.default.removeItem(at: scratch)
                return .failed(output.diagnostics, transcript: output.transcript)
            }
            let warnings = output.diagnostics.filter { $0.severity != .error }
            let encoded = warnings.map { "\(Self.storedPath($0.path, snapshot: snapshot))\t\($0.line)\t\($0.column)\t\($0.severity.rawValue)\t\($0.message)" }.joined(separator: "\n")
            try? encoded.write(to: scratch.appendingPathComponent("warnings.tsv"), atomically: false, encoding: .utf8)
            cache.publish(scratch, as: kind, key: key)
        }
        let entry = cache.entry(kind, key: key)
        var interface = ContentHash()
        try interface.add(file: entry.appendingPathComponent("\(module).swiftmodule"))
        return .built(LearnerModule(
            folder: entry,
            object: entry.appendingPathComponent("\(module).o"),
            interfaceHash: interface.hex,
            warnings: Self.readWarnings(entry.appendingPathComponent("warnings.tsv"), snapshot: snapshot)
        ))
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

    // MARK: Compile-only checks

    /// Type-checks the learner's files and the support code under other settings. Results are
    /// cached by content: a re-check of an unchanged file compiles nothing.
    public func typecheck(_ snapshot: Snapshot, settings: CompileSettings) throws -> CompileOutput {
        let learner = zip(snapshot.sources, snapshot.learnerPaths).filter { settings.files?.contains($0.0.name) ?? true }.map(\.1)
        let support = snapshot.supportPaths.filter { path in
            path.path.hasPrefix(catalog.sharedDirectory.path) || (settings.support?.contains(path.lastPathComponent) ?? true)
        }
        var hash = ContentHash()
        hash.add((settings.files ?? []).joined(separator: ",") + "|" + (settings.support ?? []).joined(separator: ","))
        hash.add(compiler.toolchain.version)
        hash.add(Self.recipe)
        hash.add(settings.swiftVersion)
        hash.add(settings.standIns.joined(separator: ","))
        snapshot.sources.forEach { hash.add($0.name); hash.add($0.contents) }
        for path in snapshot.supportPaths { try hash.add(file: path) }
        let marker = cache.entry("typecheck-\(kata.id)", key: hash.hex)
        if FileManager.default.fileExists(atPath: marker.appendingPathComponent("passed").path) {
            return CompileOutput(succeeded: true, diagnostics: [], transcript: "", seconds: 0)
        }
        let standIns = try standIns(settings.standIns)
        let output = try compiler.run(["-typecheck", "-parse-as-library", "-swift-version", settings.swiftVersion, "-module-name", kata.module]
            + standIns.searchPaths.flatMap { ["-I", $0.path] } + (learner + support).map(\.path))
        if output.succeeded, let scratch = try? cache.scratch("typecheck") {
            FileManager.default.createFile(atPath: scratch.appendingPathComponent("passed").path, contents: Data())
            cache.publish(scratch, as: "typecheck-\(kata.id)", key: hash.hex)
        }
        return output
    }

    /// True when settings that only drop stand-in modules cannot change the main build's verdict:
    /// same language mode, and no learner file mentions an import of a dropped module.
    public func sameAsMainBuild(_ snapshot: Snapshot, settings: CompileSettings) -> Bool {
        guard settings.swiftVersion == "5", settings.files == nil, settings.support == nil else { return false }
        let dropped = Set(kata.standIns).subtracting(settings.standIns)
        guard Set(settings.standIns).isSubset(of: Set(kata.standIns)) else { return false }
        return snapshot.sources.allSatisfy { source in
            dropped.allSatisfy { module in
                source.contents.range(of: #"\bimport\s+(\w+\s+)?"# + module + #"\b"#, options: .regularExpression) == nil
            }
        }
    }

    /// Type-checks a probe file against the learner's module. Cached by the module's interface
    /// and the file's content.
    public func typecheckProbe(_ file: String, module: LearnerModule, standIns: StandInModules, swiftVersion: String) throws -> CompileOutput {
        let path = kata.probesDirectory.appendingPathComponent(file)
        var hash = ContentHash()
        hash.add(compiler.toolchain.version)
        hash.add(Self.recipe)
        hash.add(module.interfaceHash)
        hash.add(swiftVersion)
        try hash.add(file: path)
        let kind = "probe-\(kata.id)"
        let entry = cache.entry(kind, key: hash.hex)
        if let data = try? Data(contentsOf: entry.appendingPathComponent("output.txt")) {
            let transcript = String(decoding: data, as: UTF8.self)
            let succeeded = FileManager.default.fileExists(atPath: entry.appendingPathComponent("passed").path)
            return CompileOutput(succeeded: succeeded, diagnostics: DiagnosticParser.parse(transcript), transcript: transcript, seconds: 0)
        }
        let output = try compiler.run(["-typecheck", "-parse-as-library", "-swift-version", swiftVersion, "-module-name", "KataProbe",
                                       "-I", module.folder.path] + standIns.searchPaths.flatMap { ["-I", $0.path] } + [path.path])
        if let scratch = try? cache.scratch("probe") {
            FileManager.default.createFile(atPath: scratch.appendingPathComponent("output.txt").path, contents: Data(output.transcript.utf8))
            if output.succeeded { FileManager.default.createFile(atPath: scratch.appendingPathComponent("passed").path, contents: Data()) }
            cache.publish(scratch, as: kind, key: hash.hex)
        }
        return output
    }

    // MARK: Suites

    public struct SuiteBuild: Sendable {
        /// One object per suite module; empty when no suite could be built.
        public var objects: [URL]
        public var key: String
        /// Checks whose suite could not be built, with what the compiler said about them.
        public var notCompiled: [String: [RawDiagnostic]]
    }

    /// How many suite modules are compiled side by side. Type-checking the suites is the slow part
    /// of a check after an API edit; two modules on two cores take about half the time.
    static let suiteGroups = 2

    /// The module a check's suite is compiled into: checks are dealt round-robin in kata order,
    /// so the grouping (and with it the cache) is stable.
    public func suiteModule(for check: Check) -> String {
        let tests = kata.checks.filter { $0.kind == .test }
        let index = tests.firstIndex { $0.id == check.id } ?? 0
        return "\(Self.suitesModule)\(index % Self.suiteGroups + 1)"
    }

    /// Compiles the suites of `checks` with the harness, in up to two modules at once. A suite
    /// the compiler rejects is left out and the rest compiled again, so one missing method costs
    /// one check, not all of them.
    public func suites(for checks: [Check], module: LearnerModule, standIns: StandInModules) throws -> SuiteBuild {
        let testChecks = checks.filter { $0.kind == .test }
        let groups = Dictionary(grouping: testChecks, by: suiteModule(for:)).sorted { $0.key < $1.key }
        let results = Locked<[Int: Result<SuiteBuild, Error>]>([:])
        DispatchQueue.concurrentPerform(iterations: groups.count) { index in
            let (name, members) = groups[index]
            let result = Result { try suiteModule(name, checks: members, withEntryPoint: index == 0, module: module, standIns: standIns) }
            results.withLock { $0[index] = result }
        }
        var combined = SuiteBuild(objects: [], key: "", notCompiled: [:])
        var keys: [String] = []
        for index in groups.indices {
            guard let result = results.withLock({ $0[index] }) else { continue }
            let build = try result.get()
            combined.objects += build.objects
            keys.append(build.key)
            combined.notCompiled.merge(build.notCompiled) { first, _ in first }
        }
        // The entry point lives in the first module; without it there is nothing to link.
        if !groups.isEmpty, results.withLock({ (try? $0[0]?.get())?.objects.isEmpty ?? true }) {
            combined.objects = []
        }
        combined.key = ContentHash.of(keys)
        return combined
    }

    private func suiteModule(_ name: String, checks: [Check], withEntryPoint: Bool, module: LearnerModule, standIns: StandInModules) throws -> SuiteBuild {
        var remaining = checks
        var notCompiled: [String: [RawDiagnostic]] = [:]
        let kind = "suites-\(kata.id)"
        while !remaining.isEmpty {
            let files = suiteFiles(remaining) + catalog.harnessFiles.filter { withEntryPoint || $0.lastPathComponent != "KataHarness.swift" }
            var hash = ContentHash()
            hash.add(compiler.toolchain.version)
            hash.add(Self.recipe)
            hash.add(name)
            hash.add(module.interfaceHash)
            hash.add(standIns.searchPaths.map(\.lastPathComponent).joined(separator: ","))
            for file in files { hash.add(file.lastPathComponent); try hash.add(file: file) }
            let key = hash.hex
            if cache.has(kind, key: key, file: "suites.o") {
                return SuiteBuild(objects: [cache.entry(kind, key: key).appendingPathComponent("suites.o")], key: key, notCompiled: notCompiled)
            }
            let scratch = try cache.scratch("suites")
            let output = try compiler.run(["-wmo", "-swift-version", "5"] + Self.commonFlags
                + ["-I", module.folder.path] + standIns.searchPaths.flatMap { ["-I", $0.path] }
                + ["-module-name", name, "-c", "-o", scratch.appendingPathComponent("suites.o").path]
                + files.map(\.path))
            if output.succeeded {
                let entry = cache.publish(scratch, as: kind, key: key)
                return SuiteBuild(objects: [entry.appendingPathComponent("suites.o")], key: key, notCompiled: notCompiled)
            }
            try? FileManager.default.removeItem(at: scratch)
            let errors = output.diagnostics.filter { $0.severity == .error }
            let broken = Set(errors.map { URL(fileURLWithPath: $0.path).lastPathComponent })
            let failing = remaining.filter { !broken.isDisjoint(with: ownFiles($0)) }
            guard !failing.isEmpty else {
                throw KataError.internal("the checks of \(kata.id) do not compile, and not because of a missing contract:\n\(output.transcript.suffix(4000))")
            }
            for check in failing {
                let own = ownFiles(check)
                notCompiled[check.id] = errors.filter { own.contains(URL(fileURLWithPath: $0.path).lastPathComponent) }
            }
            remaining.removeAll { check in failing.contains { $0.id == check.id } }
        }
        if withEntryPoint {
            // Every check of this module needs a missing contract, but the others still need `main`.
            return try suiteModule(name, checks: [], withEntryPointOnly: true, module: module, standIns: standIns, notCompiled: notCompiled)
        }
        return SuiteBuild(objects: [], key: "", notCompiled: notCompiled)
    }

    /// The harness alone, for when every suite of the first module was left out.
    private func suiteModule(_ name: String, checks: [Check], withEntryPointOnly: Bool, module: LearnerModule, standIns: StandInModules, notCompiled: [String: [RawDiagnostic]]) throws -> SuiteBuild {
        var hash = ContentHash()
        hash.add(compiler.toolchain.version)
        hash.add(Self.recipe)
        hash.add(name + "-harness-only")
        for file in catalog.harnessFiles { try hash.add(file: file) }
        let key = hash.hex
        let kind = "suites-\(kata.id)"
        if !cache.has(kind, key: key, file: "suites.o") {
            let scratch = try cache.scratch("suites")
            let output = try compiler.run(["-wmo", "-swift-version", "5"] + Self.commonFlags
                + ["-module-name", name, "-c", "-o", scratch.appendingPathComponent("suites.o").path]
                + catalog.harnessFiles.map(\.path))
            guard output.succeeded else { throw KataError.internal("the harness does not compile:\n\(output.transcript.suffix(3000))") }
            cache.publish(scratch, as: kind, key: key)
        }
        return SuiteBuild(objects: [cache.entry(kind, key: key).appendingPathComponent("suites.o")], key: key, notCompiled: notCompiled)
    }

    func ownFiles(_ check: Check) -> Set<String> {
        Set([check.suite.map { "\($0).swift" } ?? ""] + (check.uses ?? []))
    }

    func suiteFiles(_ checks: [Check]) -> [URL] {
        var names: [String] = []
        for check in checks {
            for name in (check.uses ?? []) + [check.suite.map { "\($0).swift" }].compactMap({ $0 }) where !names.contains(name) {
                names.append(name)
            }
        }
        return names.map { kata.suitesDirectory.appendingPathComponent($0) }
    }

    // MARK: Link

    public enum LinkResult: Sendable {
        case linked(URL)
        case failed(transcript: String)
    }

    public func link(module: LearnerModule, suites: SuiteBuild, standIns: StandInModules) throws -> LinkResult {
        guard !suites.objects.isEmpty else { return .failed(transcript: "no suites") }
        var hash = ContentHash()
        hash.add(suites.key)
        try hash.add(file: module.object)
        standIns.objects.forEach { hash.add($0.path) }
        let key = hash.hex
        let kind = "binary-\(kata.id)"
        if !cache.has(kind, key: key, file: "checks") {
            let scratch = try cache.scratch("link")
            let output = try compiler.run([module.object.path] + suites.objects.map(\.path) + standIns.objects.map(\.path)
                + ["-o", scratch.appendingPathComponent("checks").path])
            guard output.succeeded else {
                try? FileManager.default.removeItem(at: scratch)
                return .failed(transcript: output.transcript)
            }
            cache.publish(scratch, as: kind, key: key)
        }
        return .linked(cache.entry(kind, key: key).appendingPathComponent("checks"))
    }
}
