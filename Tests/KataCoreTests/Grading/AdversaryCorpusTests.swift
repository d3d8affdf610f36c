import Foundation
import Testing
@testable import KataCore

/// The adversary corpus is read whole and strictly (no compiler: the quick tier runs it), so a
/// case cannot be skipped without a failing test: every folder is a known group, every entry of
/// a group a readable case of a known kata, and no group holds fewer cases than it had.
@Suite struct AdversaryCorpusTests {
    @Test func everyFolderOfTheCorpusIsAGroup() throws {
        let entries = try FileManager.default.contentsOfDirectory(atPath: AdversaryCorpus.root.path).filter { !$0.hasPrefix(".") }
        #expect(Set(entries) == Set(AdversaryCorpus.groups.map(\.name) + ["README.md"]), "\(AdversaryCorpus.root.path): \(entries.sorted())")
    }

    @Test(arguments: AdversaryCorpus.groups.indices)
    func everyFolderOfAGroupIsACase(_ index: Int) throws {
        let group = AdversaryCorpus.groups[index]
        let folders = AdversaryCorpus.folders(group.name)
        var read = 0
        for folder in folders {
            do {
                let corpusCase = try group.read(folder)
                let kata = try Repository.catalog.kata(corpusCase.kata)
                for edit in corpusCase.variants.flatMap({ $0.edits ?? [] }) where !kata.learnerFiles.contains(edit.file) {
                    Issue.record("\(folder): \(edit.file) is not a learner file of \(kata.id)")
                }
                read += 1
            } catch {
                Issue.record("\(error)")
            }
        }
        #expect(read == folders.count, "\(group.name): \(read) of \(folders.count) folders read")
        #expect(folders.count >= group.floor, "\(group.name): \(folders.count) cases, it had \(group.floor)")
    }

    /// The reading fails on each way a folder can be wrong (else the test above proves nothing).
    @Test func aMalformedFolderIsAnError() throws {
        let root = temporaryFolder("adversary-corpus")
        defer { try? FileManager.default.removeItem(at: root) }
        let good = #"{"kata": "borrow-form", "about": "a style", "presenter": {"append": "Style.swift"}, "builds": "resilient"}"#
        let cases: [(name: String, json: String?, files: [String], problem: String)] = [
            ("good", good, ["Style.swift"], ""),
            ("no-case-json", nil, ["Style.swift"], "no case.json"),
            ("unknown-key", good.replacingOccurrences(of: #""about""#, with: #""abuot""#), ["Style.swift"], "unknown key(s) abuot"),
            ("unknown-nested-key", good.replacingOccurrences(of: #"{"append""#, with: #"{"apend""#), ["Style.swift"], "unknown key(s) presenter.apend"),
            ("missing-key", good.replacingOccurrences(of: #", "builds": "resilient""#, with: ""), ["Style.swift"], "case.json: "),
            ("unknown-value", good.replacingOccurrences(of: #""resilient""#, with: #""fast""#), ["Style.swift"], "builds is resilient or as-written"),
            ("missing-file", good, [], "Style.swift is named but missing"),
            ("unnamed-file", good, ["Style.swift", "Other.swift"], "Other.swift is named by no key"),
        ]
        for corpusCase in cases {
            let folder = root.appendingPathComponent("styles").appendingPathComponent(corpusCase.name)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try corpusCase.json?.write(to: folder.appendingPathComponent("case.json"), atomically: true, encoding: .utf8)
            for file in corpusCase.files { try "struct S {}\n".write(to: folder.appendingPathComponent(file), atomically: true, encoding: .utf8) }
        }
        let folders = AdversaryCorpus.folders("styles", in: root)
        #expect(folders.map(\.name) == cases.map(\.name).sorted())
        for corpusCase in cases {
            let folder = try #require(folders.first { $0.name == corpusCase.name })
            do {
                let style = try folder.read(AdversaryCorpus.Style.self)
                #expect(corpusCase.problem.isEmpty, "\(corpusCase.name) is read: \(style)")
            } catch let error as AdversaryCorpus.Malformed {
                #expect(!corpusCase.problem.isEmpty && error.problem.hasPrefix(corpusCase.problem), "\(corpusCase.name): \(error.problem)")
            }
        }
    }
}
