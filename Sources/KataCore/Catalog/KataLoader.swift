import Foundation

/// Reads one kata folder: `kata.json` for the structure, the Markdown files for the prose, the
/// patch files for the variants. Everything wrong is returned as authoring problems naming the
/// file and the field, never thrown as a decoding error.
enum KataLoader {
    static let manifestName = "kata.json"

    /// `relativeFolder` is the folder as messages name it (`Katas/demo`).
    static func load(folder: URL, relativeFolder: String) -> Result<Kata, BrokenKata> {
        let name = folder.lastPathComponent
        let manifestFile = "\(relativeFolder)/\(manifestName)"
        func broken(_ problems: [AuthoringProblem]) -> Result<Kata, BrokenKata> { .failure(BrokenKata(folder: name, problems: problems)) }
        guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(manifestName).path) else {
            return broken([AuthoringProblem(file: manifestFile, field: "", .unreadable(said: nil))])
        }
        let json: Any
        do {
            json = try JSONSerialization.jsonObject(with: data)
        } catch {
            let syntax = jsonSyntaxError(error, data: data)
            return broken([AuthoringProblem(file: manifestFile, field: "", .notJSON(said: syntax.said, line: syntax.line))])
        }
        var problems = ManifestSchema.unknownFields(in: json, file: manifestFile)
        var kata: Kata
        do {
            kata = try JSONDecoder().decode(Kata.self, from: data)
        } catch let error as DecodingError {
            return broken(problems + [ManifestSchema.problem(for: error, in: json, file: manifestFile)])
        } catch {
            return broken(problems + [AuthoringProblem(file: manifestFile, field: "", .unreadable(said: "\(error)"))])
        }
        kata.directory = folder
        problems += KataProse.fill(&kata, relativeFolder: relativeFolder)
        problems += readPatches(&kata, relativeFolder: relativeFolder)
        return problems.isEmpty ? .success(kata) : broken(problems)
    }

    /// Turns each variant's patch file into its edits.
    static func readPatches(_ kata: inout Kata, relativeFolder: String) -> [AuthoringProblem] {
        var problems: [AuthoringProblem] = []
        func read(_ variant: inout Mutant, field: String) {
            guard let patch = variant.patch else { return }
            let file = "\(relativeFolder)/\(patch)"
            guard variant.edits.isEmpty, variant.source == nil else {
                problems.append(AuthoringProblem(file: "\(relativeFolder)/\(manifestName)", field: field, .patchAndAlso(source: variant.source != nil)))
                return
            }
            guard let text = try? String(contentsOf: kata.directory.appendingPathComponent(patch), encoding: .utf8) else {
                problems.append(AuthoringProblem(file: file, field: "", .patchMissing(variant: variant.id, field: field)))
                return
            }
            do {
                variant.edits = try PatchFile.edits(from: text)
            } catch let failure as PatchFile.Failure {
                problems.append(AuthoringProblem(file: file, field: "", .patchUnreadable(failure)))
            } catch {
                problems.append(AuthoringProblem(file: file, field: "", .said("\(error)")))
            }
        }
        for index in kata.mutants.indices {
            read(&kata.mutants[index], field: "mutants[\(index)] \"\(kata.mutants[index].id)\"")
        }
        if var alternatives = kata.alternatives {
            for index in alternatives.indices {
                read(&alternatives[index], field: "alternatives[\(index)] \"\(alternatives[index].id)\"")
            }
            kata.alternatives = alternatives
        }
        return problems
    }

    /// The parser's complaint, with the line it points at (it counts characters from the start).
    static func jsonSyntaxError(_ error: Error, data: Data) -> (said: String, line: Int?) {
        let nsError = error as NSError
        let said = nsError.userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
        let index = nsError.userInfo["NSJSONSerializationErrorIndex"] as? Int
            ?? said.range(of: "character ").flatMap { Int(said[$0.upperBound...].prefix { $0.isNumber }) }
        guard let index else { return (said, nil) }
        let line = data.prefix(index).filter { $0 == UInt8(ascii: "\n") }.count + 1
        return (said, line)
    }
}
