import Foundation

extension String {
    /// How many times `needle` stands in the text, not overlapping, compared byte for byte.
    /// Foundation's `components(separatedBy:)` does the same count about a hundred times slower,
    /// which every command paid when it checked each variant's edits against its solution.
    func occurrences(of needle: String) -> Int {
        let haystack = Array(utf8)
        let pattern = Array(needle.utf8)
        guard !pattern.isEmpty, pattern.count <= haystack.count else { return 0 }
        var count = 0
        var index = 0
        let last = haystack.count - pattern.count
        while index <= last {
            if haystack[index] == pattern[0] && haystack[index..<(index + pattern.count)].elementsEqual(pattern) {
                count += 1
                index += pattern.count
            } else {
                index += 1
            }
        }
        return count
    }
}

extension String {
    /// The text with the first `needle` replaced, compared byte for byte (see `occurrences(of:)`).
    func replacingFirst(_ needle: String, with replacement: String) -> String {
        let haystack = Array(utf8)
        let pattern = Array(needle.utf8)
        guard !pattern.isEmpty, pattern.count <= haystack.count else { return self }
        for index in 0...(haystack.count - pattern.count)
        where haystack[index] == pattern[0] && haystack[index..<(index + pattern.count)].elementsEqual(pattern) {
            return String(decoding: haystack[..<index] + Array(replacement.utf8) + haystack[(index + pattern.count)...], as: UTF8.self)
        }
        return self
    }

    /// The lines of the text, empty ones kept (as `components(separatedBy: "\n")`, much faster).
    var lines: [String] {
        split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
