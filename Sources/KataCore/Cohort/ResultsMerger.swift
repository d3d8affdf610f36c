import Foundation

/// `kata grade --merge`: puts the shards of one cohort back together. It refuses anything that
/// would make the merged summary differ from grading the cohort in one go: folders of different
/// katas or cohorts or bounds, a shard given twice or missing, a submission in two folders.
/// The result is the folder an unsharded `kata grade` writes, byte for byte (but `timings.csv`).
package struct ResultsMerger: Sendable {
    /// Writes the merged folder's summaries.
    package var summaries: any CohortSummaryWriting

    package init(summaries: any CohortSummaryWriting) { self.summaries = summaries }

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
                    throw CohortProblem.resultOfAnother(path: folder.resultFile(name).path, holds: result.submission, of: result.kata, expected: name, ofKata: first.kata)
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
        try out.finish(manifest: manifest, results: results, timings: timings, summaries: summaries)
        return results.sorted { $0.submission < $1.submission }
    }

    /// Every folder holds shards of the first's kata, cohort, slicing, bounds and checks.
    func checkAlike(_ folders: [ResultsFolder], _ manifests: [ResultsFolder.Manifest]) throws {
        let first = manifests[0]
        for (folder, manifest) in zip(folders, manifests).dropFirst() {
            let place = folder.url.path
            guard manifest.kata == first.kata else {
                throw CohortProblem.mergeOfMixedKatas(first: folders[0].url.path, firstKata: first.kata, path: place, kata: manifest.kata)
            }
            guard manifest.submissions == first.submissions else {
                throw CohortProblem.mergeOfOtherCohorts(path: place, first: folders[0].url.path, count: manifest.submissions.count, firstCount: first.submissions.count)
            }
            guard manifest.shard.count == first.shard.count else {
                throw CohortProblem.mergeOfOtherSlicings(path: place, shard: manifest.shard, first: folders[0].url.path, firstShard: first.shard)
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
                    throw CohortProblem.mergeOfAShardTwice(shard: manifest.shard, first: other, path: folder.url.path)
                }
                shardOwner[manifest.shard.index] = folder.url.path
            }
            for name in manifest.graded {
                if let other = owner[name] {
                    throw CohortProblem.mergeOfAResultTwice(submission: name, first: other, path: folder.url.path)
                }
                owner[name] = folder.url.path
            }
        }
        let missingShards = (1...first.shard.count).filter { shardOwner[$0] == nil && first.shard.count > 1 }
        if !missingShards.isEmpty {
            throw CohortProblem.mergeWithoutShards(missingShards.map { Shard(index: $0, count: first.shard.count) })
        }
        let ungraded = first.submissions.filter { owner[$0] == nil }
        if !ungraded.isEmpty {
            throw CohortProblem.mergeWithoutResults(ungraded)
        }
    }
}
