import Foundation

extension TestBinaryBuilder {
    // MARK: Suites

    struct SuiteBuild: Sendable {
        /// One object per suite module; empty when no suite could be built.
        var objects: [URL]
        var key: String
        /// Checks whose suite could not be built, with what the compiler said about them.
        var notCompiled: [String: [RawDiagnostic]]
    }

    /// How many suite modules are compiled side by side. Type-checking the suites is the slow part
    /// of a check after an API edit; two modules on two cores take about half the time.
    static let suiteGroups = 2

    /// The module a check's suite is compiled into: checks are dealt round-robin in kata order,
    /// so the grouping (and with it the cache) is stable.
    func suiteModule(for check: Check) -> String {
        let tests = kata.checks.filter { $0.kind == .test }
        let index = tests.firstIndex { $0.id == check.id } ?? 0
        return "\(Self.suitesModule)\(index % Self.suiteGroups + 1)"
    }

    /// Compiles the suites of `checks` with the harness, in up to two modules at once. A suite
    /// the compiler rejects is left out and the rest compiled again, so one missing method costs
    /// one check, not all of them.
    func suites(for checks: [Check], module: LearnerModule, standIns: StandInModules) throws -> SuiteBuild {
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
            let files = suiteModuleFiles(remaining, withEntryPoint: withEntryPoint)
            var hash = productHash()
            hash.add(name)
            hash.add(standIns.searchPaths.map(\.lastPathComponent).joined(separator: ","))
            for file in files { hash.add(file.lastPathComponent); try hash.add(file: file) }
            // First by the whole module (a check after a body edit finds its suites at once),
            // then by what the suites can see of it, so modules that differ only where the suites
            // cannot look share one build.
            var byModule = hash
            byModule.add("module-" + module.interfaceHash)
            if let found = sharedSuites(kind, alias: byModule.hex) {
                return SuiteBuild(objects: [found.object], key: found.key, notCompiled: notCompiled)
            }
            hash.add(suitesInterface(of: module, for: try Self.reach(of: files), standIns: standIns))
            let key = hash.hex
            var failure: CompileOutput?
            let entry = try cached(kind, key: key, file: "suites.o") { scratch in
                try compileSuites(name, files: files, module: module, standIns: standIns, to: scratch.appendingPathComponent("suites.o"))
            } failed: { output in
                failure = output
            }
            guard let output = failure else {
                let object = entry.appendingPathComponent("suites.o")
                shareSuites(kind, key: key, alias: byModule.hex)
                return SuiteBuild(objects: [object], key: key, notCompiled: notCompiled)
            }
            let errors = output.diagnostics.filter { $0.severity == .error }
            let broken = Set(errors.map { URL(fileURLWithPath: $0.path).lastPathComponent })
            let failing = remaining.filter { !broken.isDisjoint(with: ownFiles($0)) }
            guard !failing.isEmpty else {
                if output.transcript.contains("no such module 'Testing'") {
                    throw KataError.environment(.swiftTestingMissing)
                }
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
        var hash = productHash()
        hash.add(name + "-harness-only")
        for file in catalog.harnessFiles { try hash.add(file: file) }
        let key = hash.hex
        let entry = try cached("suites-\(kata.id)", key: key, file: "suites.o") { scratch in
            try compiler.run(["-wmo", "-swift-version", "5"] + Self.suiteFlags
                + ["-module-name", name, "-c", "-o", scratch.appendingPathComponent("suites.o").path]
                + catalog.harnessFiles.map(\.path))
        } failed: { output in
            throw KataError.internal("the harness does not compile:\n\(output.transcript.suffix(3000))")
        }
        return SuiteBuild(objects: [entry.appendingPathComponent("suites.o")], key: key, notCompiled: notCompiled)
    }

    /// The suites an alias entry (`shareSuites`) points at, and their key, when both are there.
    func sharedSuites(_ kind: String, alias: String) -> (object: URL, key: String)? {
        let aliases = kind.replacingOccurrences(of: "suites-", with: "suites-alias-")
        guard cache.has(aliases, key: alias, file: "key"),
              let key = try? String(contentsOf: cache.entry(aliases, key: alias).appendingPathComponent("key"), encoding: .utf8),
              cache.has(kind, key: key, file: "suites.o") else { return nil }
        return (cache.entry(kind, key: key).appendingPathComponent("suites.o"), key)
    }

    /// Remembers that the suites built for `key` serve the module keyed `alias`: a small entry of
    /// its own kind that names `key`. Pruned like any entry; without it the next check of that
    /// module asks for its interface again.
    func shareSuites(_ kind: String, key: String, alias: String) {
        let aliases = kind.replacingOccurrences(of: "suites-", with: "suites-alias-")
        _ = try? cachedEntry(aliases, key: alias, file: "key") { scratch in
            Self.writeMarker("key", in: scratch, contents: key)
        }
    }

    /// The files of one suite module: the suites of `checks`, what they use, and the harness
    /// (its `main` only in the module `withEntryPoint`).
    func suiteModuleFiles(_ checks: [Check], withEntryPoint: Bool) -> [URL] {
        suiteFiles(checks) + catalog.harnessFiles.filter { withEntryPoint || $0.lastPathComponent != "KataHarness.swift" }
    }

    /// One compile of a suite module against the learner's module.
    func compileSuites(_ name: String, files: [URL], module: LearnerModule, standIns: StandInModules, to object: URL) throws -> CompileOutput {
        try compiler.run(["-wmo", "-swift-version", "5"] + Self.suiteFlags
            + ["-I", module.folder.path] + standIns.searchPaths.flatMap { ["-I", $0.path] }
            + ["-module-name", name, "-c", "-o", object.path]
            + files.map(\.path))
    }

    /// What a set of suite files can reach of the learner module: their names, read as written.
    static func reach(of files: [URL]) throws -> ABIFingerprint.Reach {
        let texts = try files.map { file in
            do {
                return try String(contentsOf: file, encoding: .utf8)
            } catch {
                throw KataError.internal("the checks' file \(file.lastPathComponent) cannot be read: \(error.localizedDescription)")
            }
        }
        return ABIFingerprint.Reach(source: texts.joined(separator: "\n"))
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
}
