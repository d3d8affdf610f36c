// Sample: a test that, the first time it meets a presenter, waits longer than the grading's
// wall-clock bound (as a test that waits may on a loaded machine), and is quick after that.
// MARKER is replaced by a fresh folder.
import Foundation
import Testing
@testable import OrdersScreen

@Test func slowOnlyTheFirstTime() async throws {
    let maps = String(decoding: FileHandle(forReadingAtPath: "/proc/self/maps")?.readDataToEndOfFile() ?? Data(), as: UTF8.self)
    let library = maps.split(separator: "\n").first { $0.hasSuffix("libOrdersScreen.so") }.map { String($0.split(separator: " ").last!) } ?? "none"
    let size = (try? FileManager.default.attributesOfItem(atPath: library)[.size] as? Int) ?? 0
    let bytes = (try? Data(contentsOf: URL(fileURLWithPath: library))) ?? Data()
    let print = "\(size)-\(bytes.reduce(0) { ($0 &* 31) &+ Int($1) })"
    let folder = "MARKER"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let flag = folder + "/" + print
    if !FileManager.default.fileExists(atPath: flag) {
        FileManager.default.createFile(atPath: flag, contents: Data())
        try await Task.sleep(nanoseconds: 30_000_000_000)
    }
    #expect(Bool(true))
}
