import Foundation

/// A folder `kata grade` writes: one `<submission>.json` per graded submission, `summary.csv`,
/// `summary.html`, `timings.csv` (seconds per submission; the only part that differs from run to
/// run) and `cohort.manifest`, which says what the folder holds so a merge can prove the shards
/// fit together.
package struct ResultsFolder: Sendable {
    package let url: URL

    package static let manifestName = "cohort.manifest"
    package static let summaryCSV = "summary.csv"
    package static let summaryHTML = "summary.html"
    package static let timingsName = "timings.csv"

    package init(_ url: URL) { self.url = url }

    /// What was graded, under which bounds, out of which cohort.
    package struct Manifest: Sendable, Codable, Equatable {
        package struct Bounds: Sendable, Codable, Equatable {
            package var timeoutSeconds: Double
            /// nil: no limit.
            package var memoryMB: Int?
            package var cpuSeconds: Int?
            /// Where the test processes ran: `bubblewrap`, `sandbox-exec`, or `none` (`--unsandboxed`).
            package var sandbox: String?
        }
        package struct CheckColumn: Sendable, Codable, Equatable {
            package var id: String
            package var title: String
        }
        package var format = 1
        package var kata: String
        package var shard: Shard
        /// Every submission of the cohort, sorted: the same in every shard.
        package var submissions: [String]
        /// The submissions this folder holds results for.
        package var graded: [String]
        package var checks: [CheckColumn]
        package var bounds: Bounds
    }

    package func resultFile(_ submission: String) -> URL { url.appendingPathComponent(submission + ".json") }
    var manifestFile: URL { url.appendingPathComponent(Self.manifestName) }

    /// Makes the folder ready for new results: creates it, or empties one that an earlier
    /// `kata grade` wrote. Any other folder with files in it is left alone, with an error.
    package func prepare() throws {
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        if fileManager.fileExists(atPath: url.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw CohortProblem.resultsFolderIsAFile(path: url.path)
            }
            let names = (try? fileManager.contentsOfDirectory(atPath: url.path)) ?? []
            guard names.isEmpty || names.contains(Self.manifestName) else {
                throw CohortProblem.resultsFolderIsForeign(path: url.path, manifest: Self.manifestName)
            }
            for name in names where name.hasSuffix(".json") || [Self.manifestName, Self.summaryCSV, Self.summaryHTML, Self.timingsName].contains(name) {
                try? fileManager.removeItem(at: url.appendingPathComponent(name))
            }
        }
        do {
            try fileManager.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw KataError.environment(.resultsFolderUncreatable(path: url.path, said: error.localizedDescription))
        }
    }

    /// Marks the folder as being written by `kata grade`, with nothing graded yet, so a run that
    /// is stopped half-way leaves a folder the next run may replace and a merge calls incomplete.
    package func begin(_ manifest: Manifest) throws {
        var started = manifest
        started.graded = []
        try writeManifest(started)
    }

    package func write(_ result: SubmissionResult) throws {
        try writeFile(try result.jsonData(), to: resultFile(result.submission))
    }

    package func write(_ data: Data, of submission: String) throws {
        try writeFile(data, to: resultFile(submission))
    }

    package func readManifest() throws -> Manifest {
        guard let data = try? Data(contentsOf: manifestFile) else {
            throw CohortProblem.notAResultsFolder(path: url.path, manifest: Self.manifestName)
        }
        do {
            return try JSONDecoder().decode(Manifest.self, from: data)
        } catch {
            throw CohortProblem.manifestUnreadable(path: manifestFile.path, said: String(describing: error))
        }
    }

    /// A result as decoded, and its bytes (copied as they are by a merge).
    package func readResult(_ submission: String) throws -> (SubmissionResult, Data) {
        let file = resultFile(submission)
        guard let data = try? Data(contentsOf: file) else {
            throw CohortProblem.resultMissing(path: file.path, manifest: Self.manifestName, submission: submission)
        }
        do {
            return (try SubmissionResult.decode(data), data)
        } catch {
            throw CohortProblem.resultUnreadable(path: file.path, said: String(describing: error))
        }
    }

    /// `submission,seconds` lines, as written by `writeTimings`.
    package func readTimings() -> [String: Double] {
        guard let text = try? String(contentsOf: url.appendingPathComponent(Self.timingsName), encoding: .utf8) else { return [:] }
        var timings: [String: Double] = [:]
        for line in text.split(separator: "\n").dropFirst() {
            guard let comma = line.lastIndex(of: ","), let seconds = Double(line[line.index(after: comma)...]) else { continue }
            timings[CSVField.unquote(String(line[..<comma]))] = seconds
        }
        return timings
    }

    /// Writes the summaries (in `summaries`' words), the timings and the manifest of a finished
    /// grading or merge.
    package func finish(manifest: Manifest, results: [SubmissionResult], timings: [String: Double], summaries: any CohortSummaryWriting) throws {
        let summary = CohortSummary(manifest: manifest, results: results)
        try writeFile(Data(summaries.csv(summary).utf8), to: url.appendingPathComponent(Self.summaryCSV))
        try writeFile(Data(summaries.html(summary).utf8), to: url.appendingPathComponent(Self.summaryHTML))
        var lines = ["submission,seconds"]
        for name in timings.keys.sorted() {
            lines.append(CSVField.quote(name) + "," + String(format: "%.3f", timings[name] ?? 0))
        }
        try writeFile(Data((lines.joined(separator: "\n") + "\n").utf8), to: url.appendingPathComponent(Self.timingsName))
        try writeManifest(manifest)
    }

    func writeManifest(_ manifest: Manifest) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try writeFile(try encoder.encode(manifest) + Data("\n".utf8), to: manifestFile)
    }

    func writeFile(_ data: Data, to file: URL) throws {
        do {
            try AtomicFile.write(data, to: file)
        } catch let KataError.environment(.fileUnwritable(path, said, _)) {
            throw KataError.environment(.fileUnwritable(path: path, said: said, place: .resultsFolder))
        }
    }
}
