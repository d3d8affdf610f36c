import Foundation
import Testing
@testable import KataCLI
@testable import KataCore

/// The generated Swift package of the workspace: what it holds, what it never holds, and that it
/// never touches a learner's file. (That editors and `swift build` understand it is proven in
/// `EditorIntegrationTests`.)
@Suite struct WorkspacePackageTests {
    let catalog = Repository.catalog

    func fresh(_ ids: [String], catalog: KataCatalog? = nil) throws -> WorkspacePackage {
        let catalog = catalog ?? self.catalog
        let workspace = Workspace(root: temporaryFolder("editor-ws"))
        for id in ids { try workspace.start(try catalog.kata(id)) }
        return WorkspacePackage(workspace: workspace, catalog: catalog, commands: .kata, wording: WorkspaceWords())
    }

    func text(_ url: URL) -> String? { try? String(contentsOf: url, encoding: .utf8) }

    /// Every Swift file in the workspace, by path relative to its root.
    func swiftFiles(in root: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        var files: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".swift") { files.append(path) }
        }
        return files.sorted()
    }

    @Test func startedKatasBecomeTargetsCompiledAsKataCheckCompilesThem() throws {
        let package = try fresh(["leaky-presenter", "borrow-form"])
        let outcome = try package.refresh()
        let manifest = try #require(text(package.manifest))
        #expect(outcome.written.contains("Package.swift"))
        #expect(manifest.hasPrefix("// swift-tools-version: 6.0\n"))
        #expect(manifest.contains("swiftLanguageModes: [.v5]"))
        #expect(manifest.contains("name: \"OrdersScreen\""))
        #expect(manifest.contains("name: \"OrdersScreenTests\""))
        #expect(manifest.contains("name: \"BorrowForm\""))
        #expect(manifest.contains("name: \"BorrowFormTests\""))
        #expect(!manifest.contains("MenuScreen"), "a kata not started is not in the package")
        #expect(manifest.contains(".target(name: \"UIKit\""), "leaky-presenter imports the UIKit stand-in")
        #expect(manifest.contains("sources: [\"OrdersPresenter.swift\", \"Support/OrderService.swift\", \"Support/Shared/Localization.swift\"]"))
        #expect(manifest.contains("exclude: [\"Tests\"]"), "the tests folder must not belong to the presenter's target")
        #expect(manifest.contains("-disable-cross-import-overlays"))
        // What `kata reset` and `kata review` leave beside the learner's file is not compiled with it.
        let folder = package.workspace.root.appendingPathComponent("leaky-presenter")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("backups"), withIntermediateDirectories: true)
        try "notes".write(to: folder.appendingPathComponent("review.md"), atomically: true, encoding: .utf8)
        #expect(try package.refresh().written == ["Package.swift"])
        #expect(text(package.manifest)?.contains("exclude: [\"Tests\", \"backups\", \"review.md\"]") == true)
        // borrow-form compiles without stand-ins in `kata check`, so its target has none either.
        #expect(manifest.contains("name: \"BorrowForm\",\n            dependencies: [],"))
    }

    /// The rule, not one example: every Swift file in the workspace is either a learner's file
    /// (as `kata start` copied it) or a generated copy of support code, shared support or a
    /// stand-in; no suite, probe, variant, harness file or solution ever appears.
    @Test func onlyLearnerFilesAndSupportCopiesAppear() throws {
        let ids = catalog.katas.map(\.id)
        let package = try fresh(ids)
        try package.refresh()
        let allowed = Set(catalog.katas.flatMap { kata in
            TestBinaryBuilder.swiftFiles(in: kata.supportDirectory).compactMap(text)
        } + TestBinaryBuilder.swiftFiles(in: catalog.sharedDirectory.appendingPathComponent("Support")).compactMap(text)
          + catalog.katas.flatMap(\.standIns).compactMap { text(catalog.standInFile($0)) })
        let learnerFiles = Set(catalog.katas.flatMap { kata in kata.workspaceFiles.map { "\(kata.id)/\($0)" } })
        let files = swiftFiles(in: package.workspace.root)
        #expect(files.count > learnerFiles.count)
        for path in files {
            if learnerFiles.contains(path) || path == "Package.swift" { continue }
            let contents = try #require(text(package.workspace.root.appendingPathComponent(path)))
            #expect(WorkspacePackage.isGenerated(contents), "\(path) is neither a learner file nor generated")
            let body = contents.components(separatedBy: "\n").dropFirst(3).joined(separator: "\n")
            let isSupportCopy = allowed.contains(body)
            #expect(isSupportCopy, "\(path) is not a copy of support code")
        }
        let manifest = try #require(text(package.manifest))
        for word in ["Suites", "Probes", "Variants", "Solutions", "Harness"] {
            #expect(!manifest.contains(word), "the package names \(word)")
        }
    }

    @Test func copiesAreReadOnlyAndSayHowTheyAreMade() throws {
        let package = try fresh(["menu-presenter"])
        try package.refresh()
        let copy = package.workspace.root.appendingPathComponent("menu-presenter/Support/MenuItem.swift")
        let attributes = try FileManager.default.attributesOfItem(atPath: copy.path)
        #expect((attributes[.posixPermissions] as? Int) == 0o444)
        let header = try #require(text(copy)).components(separatedBy: "\n").prefix(3).joined(separator: "\n")
        #expect(header.contains("Generated by Swift Katas from Katas/menu-presenter/Support/MenuItem.swift"))
        #expect(header.contains("Read-only") && header.contains("`kata` command"))
        #expect(try #require(text(package.manifest)).contains("Do not edit: any `kata` command"))
    }

    @Test func aCurrentPackageIsLeftAsItIs() throws {
        let package = try fresh(catalog.katas.map(\.id))
        #expect(!(try package.refresh().written.isEmpty))
        #expect(try package.refresh() == WorkspacePackage.Outcome())
    }

    @Test func deletedOrEditedGeneratedFilesComeBack() throws {
        let package = try fresh(["leaky-presenter"])
        try package.refresh()
        let root = package.workspace.root
        let copy = root.appendingPathComponent("leaky-presenter/Support/OrderService.swift")
        let original = text(copy)
        try FileManager.default.removeItem(at: package.manifest)
        try FileManager.default.removeItem(at: root.appendingPathComponent("StandIns"))
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: copy.path)
        try ((original ?? "") + "\nlet tampered = 1\n").write(to: copy, atomically: true, encoding: .utf8)
        let outcome = try package.refresh()
        #expect(Set(outcome.written) == ["Package.swift", "StandIns/UIKit/UIKit.swift", "leaky-presenter/Support/OrderService.swift"])
        #expect(text(copy) == original)
    }

    @Test func aChangeOfTheKataSupportCodeRewritesItsCopy() throws {
        // A private copy of the katas, so the support code can change.
        let katas = temporaryFolder("editor-katas").appendingPathComponent("Katas")
        try FileManager.default.copyItem(at: catalog.root, to: katas)
        // A kata is valid only with its solution beside it.
        try FileManager.default.copyItem(at: catalog.solutionsDirectory, to: katas.deletingLastPathComponent().appendingPathComponent("Solutions"))
        let changed = try KataCatalog(root: katas)
        let package = try fresh(["borrow-form"], catalog: changed)
        try package.refresh()
        let support = katas.appendingPathComponent("borrow-form/Support/Borrowing.swift")
        try ((text(support) ?? "") + "\nstruct AddedByTheAuthor {}\n").write(to: support, atomically: true, encoding: .utf8)
        let extra = katas.appendingPathComponent("borrow-form/Support/Extra.swift")
        try "struct Extra {}\n".write(to: extra, atomically: true, encoding: .utf8)
        let outcome = try package.refresh()
        #expect(Set(outcome.written) == ["Package.swift", "borrow-form/Support/Borrowing.swift", "borrow-form/Support/Extra.swift"])
        let root = package.workspace.root
        #expect(text(root.appendingPathComponent("borrow-form/Support/Borrowing.swift"))?.contains("AddedByTheAuthor") == true)
        // The author removes the file again: its copy goes, with its place in the manifest.
        try FileManager.default.removeItem(at: extra)
        let after = try package.refresh()
        #expect(after.removed == ["borrow-form/Support/Extra.swift"])
        #expect(text(package.manifest)?.contains("Extra.swift") == false)
    }

    @Test func learnerFilesAndForeignFilesAreNeverTouched() throws {
        let package = try fresh(["leaky-presenter"])
        let root = package.workspace.root
        let kata = try catalog.kata("leaky-presenter")
        // The learner's edits, a file of their own in Support/, and one where a copy would go.
        try "// my work, not compiling yet {".write(to: package.workspace.file("OrdersPresenter.swift", of: kata), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("leaky-presenter/Support"), withIntermediateDirectories: true)
        try "// my notes".write(to: root.appendingPathComponent("leaky-presenter/Support/Notes.swift"), atomically: true, encoding: .utf8)
        try "// mine".write(to: root.appendingPathComponent("leaky-presenter/Support/OrderService.swift"), atomically: true, encoding: .utf8)
        let before = Dictionary(uniqueKeysWithValues: swiftFiles(in: root).map { ($0, text(root.appendingPathComponent($0))) })
        let outcome = try package.refresh()
        for (path, contents) in before {
            #expect(text(root.appendingPathComponent(path)) == contents, "\(path) was changed")
        }
        #expect(outcome.warnings == [.notGenerated(path: root.appendingPathComponent("leaky-presenter/Support/OrderService.swift").path)])
        // A Package.swift someone else wrote is left alone too.
        try "// swift-tools-version: 6.0\n// my own package\n".write(to: package.manifest, atomically: true, encoding: .utf8)
        let again = try package.refresh()
        #expect(text(package.manifest) == "// swift-tools-version: 6.0\n// my own package\n")
        #expect(again.warnings.contains(.notGenerated(path: package.manifest.path)))
    }

    @Test func aWorkspaceWithNothingStartedGetsNothing() throws {
        let root = temporaryFolder("editor-empty").appendingPathComponent("Workspace")
        let package = WorkspacePackage(workspace: Workspace(root: root), catalog: catalog, commands: .kata, wording: WorkspaceWords())
        #expect(try package.refresh() == WorkspacePackage.Outcome())
        #expect(!FileManager.default.fileExists(atPath: root.path))
    }

    /// Through the command line: `kata start` writes the package, any later command (here
    /// `kata list`, which compiles nothing) puts back what was deleted, and `kata check` checks as
    /// before without building the package (no `.build` appears).
    @Test(.tags(.compiler), .startsTheCompiler) func commandsWriteThePackage() throws {
        let workspace = temporaryFolder("editor-cli")
        func kata(_ arguments: String...) -> Int32 {
            var environment = ProcessInfo.processInfo.environment
            environment["KATA_WORKSPACE"] = workspace.path
            environment["KATA_CACHE"] = Repository.sharedCache.path
            environment["NO_COLOR"] = "1"
            environment.removeValue(forKey: "KATA_HOME")
            return KataCLI.main(arguments: arguments, environment: environment, output: OutputBuffer().output, interactive: false)
        }
        #expect(kata("start", "menu-presenter") == 0)
        let manifest = workspace.appendingPathComponent("Package.swift")
        #expect(text(manifest)?.contains("name: \"MenuScreen\"") == true)
        try FileManager.default.removeItem(at: manifest)
        try FileManager.default.removeItem(at: workspace.appendingPathComponent("menu-presenter/Support"))
        #expect(kata("list") == 0)
        #expect(text(manifest)?.contains("name: \"MenuScreen\"") == true)
        #expect(FileManager.default.fileExists(atPath: workspace.appendingPathComponent("menu-presenter/Support/MenuItem.swift").path))
        #expect(kata("check", "menu-presenter") == 1, "the starter fails its first stage")
        #expect(!FileManager.default.fileExists(atPath: workspace.appendingPathComponent(".build").path))
    }
}
