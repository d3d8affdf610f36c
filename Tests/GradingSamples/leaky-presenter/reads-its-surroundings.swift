// Sample: tests that try to tell the presenters apart by what a test can read about its run
// instead of by what the presenter does. Each fails when it sees a sign of a bug variant; none of
// them may catch anything.
import Foundation
import Testing
@testable import OrdersScreen

let surroundings: String = {
    let environment = ProcessInfo.processInfo.environment.map { "\($0.key)=\($0.value)" }.sorted().joined(separator: "\n")
    let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? ""
    let maps = String(decoding: FileHandle(forReadingAtPath: "/proc/self/maps")?.readDataToEndOfFile() ?? Data(), as: UTF8.self)
    return [environment, CommandLine.arguments.joined(separator: " "), executable,
            FileManager.default.currentDirectoryPath, maps].joined(separator: "\n").lowercased()
}()

@Test func theEnvironmentDoesNotNameAMutant() {
    for word in ["mutant", "variant", "alternative", "reference", "solution", "strong-view", "no-hop", "failure-ignored"] {
        #expect(!surroundings.contains(word), "saw \(word)")
    }
}

@Test func theBinaryLivesWhereTheReferenceOnesDo() {
    let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? ""
    #expect(executable.hasSuffix("/bin/tests"))
    #expect(!executable.contains("presenter-library"), "ran from the cache")
}
