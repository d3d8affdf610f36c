import Foundation
import KataCLI

let code = KataCLI.main()
// For bench/run: the runner's own peak memory (not the compiler's), from the kernel's record.
if ProcessInfo.processInfo.environment["KATA_REPORT_PEAK_MEMORY"] != nil,
   let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
   let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) {
    FileHandle.standardError.write(Data("peak-memory \(line.dropFirst(6).trimmingCharacters(in: .whitespaces))\n".utf8))
}
exit(code)
