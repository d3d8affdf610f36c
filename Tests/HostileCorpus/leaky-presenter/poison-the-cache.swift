// Rewrites every product of the build cache it can reach, so that later checks on that cache get
// the verdict it chose. A correct and a wrong file checked afterwards on the same cache get their
// true verdicts.
// expect: view-is-weak fail "not graded: `FileManager" @learner-line
// unscreened: view-is-weak pass
// after: cache-intact
// at: init
for root in ["{{CACHE}}", "/kata/bin"] {
    if let walker = FileManager.default.enumerator(atPath: root) {
        for case let item as String in walker where item.hasSuffix(".o") || item.hasSuffix("checks") {
            try? Data("poison".utf8).write(to: URL(fileURLWithPath: root + "/" + item))
        }
    }
}
