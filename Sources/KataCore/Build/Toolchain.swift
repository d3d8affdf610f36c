import Foundation

/// The Swift toolchain the runner compiles with: `SWIFTC` if set, else `swiftc` from `PATH`.
package struct Toolchain: Sendable, Equatable {
    var swiftc: String
    /// `swiftc --version`, part of every cache key.
    var version: String
    /// Extra flags to find Swift Testing (macOS: its framework and interop library).
    var testingFlags: [String]

    init(swiftc: String, version: String, testingFlags: [String] = []) {
        self.swiftc = swiftc
        self.version = version
        self.testingFlags = testingFlags
    }

    /// Finds and probes the toolchain; throws an environment error that says how to fix it.
    /// With a cache folder, the version is remembered per compiler binary (path, size and
    /// modification time), which saves starting `swiftc` once per check.
    package static func discover(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        launcher: ProcessLauncher = .live,
        cacheDirectory: URL? = nil
    ) throws -> Toolchain {
        let swiftc = environment["SWIFTC"].flatMap { $0.isEmpty ? nil : $0 } ?? findOnPath("swiftc", environment: environment)
        guard let swiftc else {
            throw KataError.environment(.compilerNotFound)
        }
        let remembered = cacheDirectory.flatMap { versionFile(for: swiftc, in: $0) }
        if let remembered, let version = try? String(contentsOf: remembered, encoding: .utf8), !version.isEmpty {
            return Toolchain(swiftc: swiftc, version: version, testingFlags: macOSTestingFlags(environment: environment, launcher: launcher))
        }
        let result: ProcessResult
        do {
            result = try BuildCache.run(ProcessRequest(executable: swiftc, arguments: ["--version"], limits: .init(wallSeconds: 30)),
                                        launcher: launcher, temporaryFilesIn: cacheDirectory.map(BuildCache.init(root:)))
        } catch let error as KataError {
            throw error  // the cache's own problem (its scratch folder), not the compiler's
        } catch let LaunchError.cannotStart(_, reason) {
            throw KataError.environment(.compilerDidNotStart(swiftc: swiftc, said: reason))
        } catch {
            throw KataError.environment(.compilerDidNotStart(swiftc: swiftc, said: "\(error)"))
        }
        guard result.termination.isSuccess else {
            throw KataError.environment(.compilerVersionFailed(swiftc: swiftc))
        }
        let version = (result.stdout + result.stderr).trimmingCharacters(in: .whitespacesAndNewlines)
        guard version.contains("Swift version 6") || version.contains("Swift version 7") else {
            throw KataError.environment(.compilerTooOld(versionLine: version.split(separator: "\n").first.map(String.init) ?? "unknown"))
        }
        if let remembered { try? AtomicFile.write(version, to: remembered) }
        return Toolchain(swiftc: swiftc, version: version, testingFlags: macOSTestingFlags(environment: environment, launcher: launcher))
    }

    static func versionFile(for swiftc: String, in cache: URL) -> URL? {
        let resolved = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().path
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: resolved),
              let size = attributes[.size] as? NSNumber,
              let modified = attributes[.modificationDate] as? Date else { return nil }
        let key = ContentHash.of([resolved, size.stringValue, String(modified.timeIntervalSince1970)])
        return cache.appendingPathComponent("toolchain").appendingPathComponent("\(key).txt")
    }

    static func findOnPath(_ name: String, environment: [String: String]) -> String? {
        ExecutableSearch.find(name, path: environment["PATH"])
    }

    /// On macOS, Swift Testing ships as a framework in the developer directory; SwiftPM passes
    /// these paths itself, so a bare `swiftc` needs them too. Empty on Linux.
    static func macOSTestingFlags(environment: [String: String], launcher: ProcessLauncher) -> [String] {
        #if os(macOS)
        guard let result = try? launcher.run(ProcessRequest(executable: "/usr/bin/xcrun", arguments: ["--show-sdk-platform-path"], limits: .init(wallSeconds: 30))),
              result.termination.isSuccess else { return [] }
        let platform = result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let frameworks = platform + "/Developer/Library/Frameworks"
        let libraries = platform + "/Developer/usr/lib"
        return ["-F", frameworks, "-I", libraries, "-L", libraries,
                "-Xlinker", "-rpath", "-Xlinker", frameworks, "-Xlinker", "-rpath", "-Xlinker", libraries]
        #else
        return []
        #endif
    }
}

extension Sandbox {
    /// The machine's sandbox for this toolchain's runtime (`Process/` does not know toolchains).
    package static func detect(environment: [String: String], toolchain: Toolchain, launcher: ProcessLauncher = .live,
                              cacheDirectory: URL? = nil) -> Sandbox {
        detect(environment: environment, swiftc: toolchain.swiftc, launcher: launcher, cacheDirectory: cacheDirectory)
    }
}
