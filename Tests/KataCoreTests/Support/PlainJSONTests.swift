import Foundation
import Testing
@testable import KataCore

/// The small JSON reader behind `ABIFingerprint`: it must read what Foundation reads, and refuse
/// what is not JSON (a refused descriptor keys the presenter on its whole module, never wrongly).
@Suite struct PlainJSONTests {
    @Test func readsWhatFoundationReads() throws {
        let text = #"{"a": [1, -2.5e3, true, false, null, "x\"y\\z\/\n\t\u00e9\ud83d\ude00"], "b": {}, "c": [], "d": {"e": "f"}}"#
        let plain = try #require(PlainJSON.parse(Data(text.utf8)) as? [String: Any])
        let items = try #require(plain["a"] as? [Any])
        #expect(items[0] as? String == "#1" && items[1] as? String == "#-2.5e3")
        #expect(items[2] as? Bool == true && items[3] as? Bool == false && items[4] is NSNull)
        let foundation = try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(items[5] as? String == (foundation["a"] as? [Any])?[5] as? String)
        #expect(items[5] as? String == "x\"y\\z/\n\té😀")
        #expect((plain["b"] as? [String: Any])?.isEmpty == true && (plain["c"] as? [Any])?.isEmpty == true)
        #expect((plain["d"] as? [String: Any])?["e"] as? String == "f")
    }

    @Test(arguments: [#"{"a": }"#, #"{"a" 1}"#, #"[1, 2"#, #""open"#, #"{"a": 1} extra"#, #"tru"#, "", #"{"a": "\u12"}"#])
    func refusesWhatIsNotJSON(_ text: String) {
        #expect(PlainJSON.parse(Data(text.utf8)) == nil)
    }

    @Test func aDescriptorGivesAStableFingerprint() throws {
        // A descriptor of the digester's shape gives a fingerprint, the same every time.
        let text = #"{"ABIRoot": {"kind": "Root", "name": "M", "printedName": "M", "children": [{"kind": "TypeDecl", "name": "T", "printedName": "T", "declKind": "Struct", "usr": "s:1M1TV", "moduleName": "M", "children": [{"kind": "Var", "name": "x", "printedName": "x", "declKind": "Var", "hasStorage": true, "fixedbinaryorder": 0, "mangledName": "$s1M1TV1xSivp"}]}]}}"#
        let folder = temporaryFolder("plain-json")
        let file = folder.appendingPathComponent("M.abi.json")
        try text.write(to: file, atomically: true, encoding: .utf8)
        #expect(ABIFingerprint.of(descriptor: file) != nil)
        #expect(ABIFingerprint.of(descriptor: file) == ABIFingerprint.of(descriptor: file))
    }
}
