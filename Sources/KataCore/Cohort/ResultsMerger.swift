import Foundation

/// `kata grade --merge`: puts the shards of one cohort back together. It refuses anything that
/// would make the merged summary differ from grading the cohort in one go: folders of different
/// katas or cohorts or bounds, a shard given twice or missing, a submission in two folders.
/// The result is the folder an unsharded `kata grade` writes, byte for byte (but `timings.csv`).
package struct ResultsMerger: Sendable {
    package init() {}

    package func merge(_ folders: [ResultsFolder], into out: ResultsFolder) throws -> [SubmissionResult] {
        guard !folders.isEmpty else {
            throw CohortProblem.mergeOfNothing
        }
        for folder in folders where folder.url.standardizedFileURL.path == out.url.standardizedFileURL.path {
            throw CohortProblem.mergeIntoItsInput(path: out.url.path)
        }
        let manifests = try folders.map { try $0.readManifest() }
        try checkAlike(folders, manifests)
        try checkComplete(folders, manifests)
        let first = manifests[0]
        var results: [SubmissionResult] = []
        var documents: [String: Data] = [:]
        var timings: [String: Double] = [:]
        for (folder, manifest) in zip(folders, manifests) {
            let folderTimings = folder.readTimings()
            for name in manifest.graded {
                let (result, data) = try folder.readResult(name)
                guard result.kata == first.kata, result.submission == name else {
                    throw KataError.input("\(folder.resultFile(name).path) holds \(result.submission) of \(result.kata), not \(name) of \(first.kata).")
                }
                results.append(result)
                documents[name] = data
                timings[name] = folderTimings[name]
            }
        }
        var manifest = first
        manifest.shard = .whole
        manifest.graded = first.submissions
        try out.prepare()
        try out.begin(manifest)
        for (name, data) in documents { try out.write(data, of: name) }
        try out.finish(manifest: manifest, results: results, timings: timings)
        return results.sorted { $0.submission < $1.submission }
    }

    /// Every folder holds shards of the first's kata, cohort, slicing, bounds and checks.
    func checkAlike(_ folders: [ResultsFolder], _ manifests: [ResultsFolder.Manifest]) throws {
        let first = manifests[0]
        for (folder, manifest) in zip(folders, manifests).dropFirst() {
            let place = folder.url.path
            guard manifest.kata == first.kata else {
                throw KataError.input("mixed katas: \(folders[0].url.path) holds results of \(first.kata), \(place) of \(manifest.kata). Merge the shards of one kata at a time.")
            }
            guard manifest.submissions == first.submissions else {
                throw KataError.input("\(place) and \(folders[0].url.path) were graded from different submission folders (\(manifest.submissions.count) and \(first.submissions.count) submissions, or other names). Grade every shard from the same folder.")
            }
            guard manifest.shard.count == first.shard.count else {
                throw KataError.input("\(place) is shard \(manifest.shard) but \(folders[0].url.path) is shard \(first.shard): every shard must be cut into the same number of slices.")
            }
            guard manifest.bounds == first.bounds, manifest.checks == first.checks else {
                throw CohortProblem.mergeOfOtherBounds(path: place, first: folders[0].url.path)
            }
        }
    }

    /// Every shard once, every submission graded once.
    func checkComplete(_ folders: [ResultsFolder], _ manifests: [ResultsFolder.Manifest]) throws {
        let first = manifests[0]
        var owner: [String: String] = [:]
        var shardOwner: [Int: String] = [:]
        for (folder, manifest) in zip(folders, manifests) {
            if manifest.shard.count > 1 || manifests.count > 1 {
                if let other = shardOwner[manifest.shard.index] {
                    throw KataError.input("shard \(manifest.shard) is given twice: \(other) and \(folder.url.path).")
                }
                shardOwner[manifest.shard.index] = folder.url.path
            }
            for name in manifest.graded {
                if let other = owner[name] {
                    throw KataError.input("duplicate result: \(name) is graded in both \(other) and \(folder.url.path).")
                }
                owner[name] = folder.url.path
            }
        }
        let missingShards = (1...first.shard.count).filter { shardOwner[$0] == nil && first.shard.count > 1 }
        if !missingShards.isEmpty {
            throw KataError.input("incomplete: shard\(missingShards.count == 1 ? "" : "s") \(missingShards.map { "\($0)/\(first.shard.count)" }.joined(separator: ", ")) \(missingShards.count == 1 ? "is" : "are") missing. Merge every shard's results folder.")
        }
        let ungraded = first.submissions.filter { owner[$0] == nil }
        if !ungraded.isEmpty {
            throw KataError.input("incomplete: no results for \(ungraded.prefix(5).joined(separator: ", "))\(ungraded.count > 5 ? " and \(ungraded.count - 5) more" : "").")
        }
    }
}
