import Foundation

extension TestBinaryBuilder {
    // MARK: Compile-only checks

    /// Type-checks the learner's files and the support code under other settings. Results are
    /// cached by content: a re-check of an unchanged file compiles nothing.
    public func typecheck(_ snapshot: Snapshot, settings: CompileSettings) throws -> CompileOutput {
        let learner = zip(snapshot.sources, snapshot.learnerPaths).filter { settings.files?.contains($0.0.name) ?? true }.map(\.1)
        let support = snapshot.supportPaths.filter { path in
            path.path.hasPrefix(catalog.sharedDirectory.path) || (settings.support?.contains(path.lastPathComponent) ?? true)
        }
        var hash = try snapshotHash(snapshot)
        hash.add((settings.files ?? []).joined(separator: ",") + "|" + (settings.support ?? []).joined(separator: ","))
        hash.add(settings.swiftVersion)
        hash.add(settings.standIns.joined(separator: ","))
        let marker = cache.entry("typecheck-\(kata.id)", key: hash.hex)
        if FileManager.default.fileExists(atPath: marker.appendingPathComponent("passed").path) {
            return CompileOutput(succeeded: true, diagnostics: [], transcript: "", seconds: 0)
        }
        let standIns = try standIns(settings.standIns)
        // One frontend job for the whole module: without -wmo the driver type-checks file by file
        // in separate processes, one after another (0.74 s against 0.37 s here).
        let output = try compiler.run(["-typecheck", "-wmo", "-parse-as-library", "-swift-version", settings.swiftVersion, "-module-name", kata.module]
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
}
