import Foundation

/// Judges a `rejects` check: every control compiles and every probe is rejected for its rule.
struct ProbeJudge {
    var builder: TestBinaryBuilder
    var module: TestBinaryBuilder.LearnerModule
    var standIns: TestBinaryBuilder.StandInModules

    func verdict(_ check: Check) throws -> CheckResult {
        let probes = check.probes ?? []
        // Each file once: probes share controls (one file is the control of up to ten probes), and
        // copies started side by side would each miss the cache and type-check it again.
        var unique: [(String, String)] = []
        for probe in probes {
            for file in [probe.file] + (probe.control.map { [$0] } ?? []) where !unique.contains(where: { $0 == (file, probe.swiftVersion) }) {
                unique.append((file, probe.swiftVersion))
            }
        }
        let files = unique
        let outputs = Locked<[String: Result<CompileOutput, Error>]>([:])
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            let (file, version) = files[index]
            let result = Result { try builder.typecheckProbe(file, module: module, standIns: standIns, swiftVersion: version) }
            outputs.withLock { $0[file] = result }
        }
        let gathered = outputs.withLock { $0 }
        var results: [String: CompileOutput] = [:]
        for (file, result) in gathered { results[file] = try result.get() }
        for probe in probes {
            if let control = probe.control, let output = results[control], !output.succeeded {
                let errors = output.diagnostics.filter { $0.severity == .error }.map { $0.message }
                return CheckResult(check, .notCompiled, check.contractMissing(compilerSaid: errors))
            }
            guard let output = results[probe.file] else { continue }
            if output.succeeded {
                return CheckResult(check, .fail, .probeCompiled(says: probe.says))
            }
            let errors = output.diagnostics.filter { $0.severity == .error }.map { $0.message }
            guard errors.contains(where: { error in probe.errors.contains { error.contains($0) } }) else {
                return CheckResult(check, .fail, .probeRejectedOtherwise(says: probe.says, compilerSaid: errors.first))
            }
        }
        return CheckResult(check, .pass)
    }
}
