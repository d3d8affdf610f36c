import Foundation

/// Turns the call sites a failing check carried (offsets in the test binary, see the harness's
/// `CallSite`) into the line of the learner's own file that made the wrong call, with the
/// toolchain's `llvm-symbolizer` (else the system's `addr2line`), outside the test process.
/// The offsets come from code the learner controls: they only ever name a line inside one of the
/// learner's files (by the same matching as crash reports), within its length, and never decide a
/// verdict.
struct CallSiteLocator: Sendable {
    var toolchain: Toolchain
    var launcher: ProcessLauncher

    /// Where the first frame of each site in a learner file points; nil for a site with none.
    func locate(_ sites: [[UInt]], binary: URL, learnerFiles: [String: SourceLocationTarget], lineCounts: [String: Int]) -> [SourceLocation?] {
        let addresses = sites.flatMap { $0 }
        guard !addresses.isEmpty, let tool = symbolizer(),
              let result = try? launcher.run(ProcessRequest(executable: tool, arguments: Self.arguments(tool: tool, binary: binary, addresses: addresses),
                                                             limits: .init(wallSeconds: 30))),
              result.termination.isSuccess else { return sites.map { _ in nil } }
        var places = Self.places(in: result.stdout)[...]
        return sites.map { site in
            let own = places.prefix(site.count)
            places = places.dropFirst(site.count)
            return Self.firstLearnerLine(own, learnerFiles: learnerFiles, lineCounts: lineCounts)
        }
    }

    /// `llvm-symbolizer` beside `swiftc`, else `addr2line` on `PATH`.
    func symbolizer() -> String? {
        let bin = URL(fileURLWithPath: toolchain.swiftc).resolvingSymlinksInPath().deletingLastPathComponent().path
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ExecutableSearch.defaultPath
        return ExecutableSearch.find("llvm-symbolizer", path: bin) ?? ExecutableSearch.find("addr2line", path: path)
    }

    /// Where an executable's image starts in the addresses its debug info uses: 0 for a
    /// position-independent ELF executable, the default `__TEXT` address of a Mach-O one.
    static var imageAddress: UInt {
        #if os(macOS)
        return 0x1_0000_0000
        #else
        return 0
        #endif
    }

    /// One `file:line` line of output per address, from either tool.
    static func arguments(tool: String, binary: URL, addresses: [UInt]) -> [String] {
        let hex = addresses.map { "0x" + String($0 + imageAddress, radix: 16) }
        if tool.hasSuffix("addr2line") { return ["-e", binary.path] + hex }
        return ["--obj=\(binary.path)", "--output-style=GNU", "--functions=none", "--no-inlines"] + hex
    }

    /// The `file:line` of each output line (nil for an unknown one, `??:0` or `??:?`).
    static func places(in output: String) -> [(file: String, line: Int)?] {
        output.split(separator: "\n", omittingEmptySubsequences: false).dropLast(output.hasSuffix("\n") ? 1 : 0).map { text in
            let place = text.components(separatedBy: " (discriminator").first ?? String(text)
            guard let colon = place.lastIndex(of: ":"), let line = Int(place[place.index(after: colon)...]), line > 0,
                  !place.hasPrefix("??") else { return nil }
            return (String(place[..<colon]), line)
        }
    }

    /// The first place in a learner file, on a line that file has.
    static func firstLearnerLine(_ places: ArraySlice<(file: String, line: Int)?>, learnerFiles: [String: SourceLocationTarget],
                                 lineCounts: [String: Int]) -> SourceLocation? {
        for case let (file, line)? in places {
            guard let target = CrashReport.match(file, in: learnerFiles), line >= 1, line <= lineCounts[target.name] ?? 0 else { continue }
            return SourceLocation(file: target.name, line: line, path: target.path)
        }
        return nil
    }
}
