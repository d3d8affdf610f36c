import Foundation

extension TestBinaryBuilder {
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
