// Writes 2 GB into the folder the test runs in: stopped at the file-size limit (64 MiB).
// expect: view-is-weak fail "not graded: `FileManager" @learner-line
// unscreened: view-is-weak crash
// at: init
FileManager.default.createFile(atPath: "big.bin", contents: nil)
if let big = FileHandle(forWritingAtPath: "big.bin") {
    let chunk = Data(count: 1 << 20)
    for _ in 0..<2048 { big.write(chunk) }
}
