import Foundation

extension TestBinaryBuilder {
    // MARK: Link

    enum LinkResult: Sendable {
        case linked(URL)
        case failed(transcript: String)
    }

    func link(module: LearnerModule, suites: SuiteBuild, standIns: StandInModules) throws -> LinkResult {
        guard !suites.objects.isEmpty else { return .failed(transcript: "no suites") }
        var hash = ContentHash()
        hash.add(suites.key)
        try hash.add(file: module.object)
        standIns.objects.forEach { hash.add($0.path) }
        var failure: CompileOutput?
        let entry = try cached("binary-\(kata.id)", key: hash.hex, file: "checks") { scratch in
            try compiler.run([module.object.path] + suites.objects.map(\.path) + standIns.objects.map(\.path)
                + ["-o", scratch.appendingPathComponent("checks").path])
        } failed: { output in
            failure = output
        }
        if let failure { return .failed(transcript: failure.transcript) }
        return .linked(entry.appendingPathComponent("checks"))
    }
}
