// Sample: a test that fails the first time it meets a presenter and passes after, so every
// presenter it runs on twice sees it both fail and pass. MARKER is replaced by a fresh folder.
import Foundation
import Testing
@testable import OrdersScreen

@Test func passesOnlyTheSecondTime() throws {
    let maps = String(decoding: FileHandle(forReadingAtPath: "/proc/self/maps")?.readDataToEndOfFile() ?? Data(), as: UTF8.self)
    let library = maps.split(separator: "\n").first { $0.hasSuffix("libOrdersScreen.so") }.map { String($0.split(separator: " ").last!) } ?? "none"
    let size = (try? FileManager.default.attributesOfItem(atPath: library)[.size] as? Int) ?? 0
    let bytes = (try? Data(contentsOf: URL(fileURLWithPath: library))) ?? Data()
    let print = "\(size)-\(bytes.reduce(0) { ($0 &* 31) &+ Int($1) })"
    let folder = "MARKER"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let flag = folder + "/" + print
    let seen = FileManager.default.fileExists(atPath: flag)
    if !seen { FileManager.default.createFile(atPath: flag, contents: Data()) }
    #expect(seen, "first run on this presenter")
}
