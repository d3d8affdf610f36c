import Foundation

extension TestBinaryBuilder {
    // MARK: Compile-only checks

    /// Type-checks the learner's files and the support code under other settings. Results are
    /// cached by content: a re-check of an unchanged file compiles nothing.
    func typecheck(_ snapshot: Snapshot, settings: CompileSettings) throws -> CompileOutput {
        let learner = zip(snapshot.sources, snapshot.learnerPaths).filter { settings.files?.contains($0.0.name) ?? true }.map(\.1)
        let support = snapshot.supportPaths.filter { path in
            path.path.hasPrefix(catalog.sharedDirectory.path) || (settings.support?.contains(path.lastPathComponent) ?? true)
        }
        var hash = try snapshotHash(snapshot)
        hash.add((settings.files ?? []).joined(separator: ",") + "|" + (settings.support ?? []).joined(separator: ","))
        hash.add(settings.swiftVersion)
        hash.add(settings.standIns.joined(separator: ","))
        hash.add(Self.learnerFlags.joined(separator: " "))
        // Only a pass is kept (a marker file): a failure is compiled again, to report its errors.
        var output = CompileOutput(succeeded: true, diagnostics: [], transcript: "", seconds: 0)
        _ = try cachedEntry("typecheck-\(kata.id)", key: hash.hex, file: "passed") { scratch in
            let standIns = try standIns(settings.standIns)
            // One frontend job for the whole module: without -wmo the driver type-checks file by
            // file in separate processes, one after another (0.74 s against 0.37 s here).
            output = try compiler.run(["-typecheck", "-wmo", "-parse-as-library", "-swift-version", settings.swiftVersion, "-module-name", kata.module] + Self.learnerFlags
                + standIns.searchPaths.flatMap { ["-I", $0.path] } + (learner + support).map(\.path))
            return output.succeeded && Self.writeMarker("passed", in: scratch)
        }
        return output
    }

    /// True when settings that only drop stand-in modules cannot change the main build's verdict:
    /// same language mode, and no learner file mentions an import of a dropped module.
    func sameAsMainBuild(_ snapshot: Snapshot, settings: CompileSettings) -> Bool {
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
    func typecheckProbe(_ file: String, module: LearnerModule, standIns: StandInModules, swiftVersion: String) throws -> CompileOutput {
        let path = kata.probesDirectory.appendingPathComponent(file)
        var hash = productHash()
        hash.add(module.interfaceHash)
        hash.add(swiftVersion)
        try hash.add(file: path)
        // A probe's verdict is kept either way: most probes are meant not to compile.
        var output: CompileOutput?
        let entry = try cachedEntry("probe-\(kata.id)", key: hash.hex, file: "output.txt") { scratch in
            let compiled = try compiler.run(["-typecheck", "-parse-as-library", "-swift-version", swiftVersion, "-module-name", "KataProbe",
                                             "-I", module.folder.path] + standIns.searchPaths.flatMap { ["-I", $0.path] } + [path.path])
            output = compiled
            return Self.writeMarker("output.txt", in: scratch, contents: compiled.transcript)
                && (!compiled.succeeded || Self.writeMarker("passed", in: scratch))
        }
        if let output { return output }
        guard let entry, let data = try? Data(contentsOf: entry.appendingPathComponent("output.txt")) else {
            throw KataError.internal("the cached verdict of the probe \(file) cannot be read")
        }
        let transcript = String(decoding: data, as: UTF8.self)
        let succeeded = FileManager.default.fileExists(atPath: entry.appendingPathComponent("passed").path)
        return CompileOutput(succeeded: succeeded, diagnostics: DiagnosticParser.parse(transcript), transcript: transcript, seconds: 0)
    }
}
