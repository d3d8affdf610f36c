import Foundation

/// One line of a learner's review: a place in the pull request and what is wrong there.
public struct ReviewFinding: Sendable, Equatable {
    public var file: String
    public var from: Int
    public var to: Int
    public var text: String
    /// The line of `review.md` it came from, 1-based.
    public var sourceLine: Int
}

/// Reads `review.md`. A finding is one line, anchored to the code:
/// `OrdersPresenter.swift:37: fetch closure captures self strongly`, a range `37-41`, or `L37:`
/// when the pull request has one file. Lists (`- `, `* `) are fine; other lines are notes and
/// are ignored, so only anchored findings can score.
public enum ReviewParser {
    public struct Parsed: Sendable, Equatable {
        public var findings: [ReviewFinding]
        /// Lines that look like findings but point at no file of the pull request.
        public var problems: [String]
    }

    public static func parse(_ text: String, files: [String]) -> Parsed {
        var findings: [ReviewFinding] = []
        var problems: [String] = []
        let pattern = #"^\s*(?:[-*]\s+)?(?:([A-Za-z0-9_+.-]+\.swift)|L)\s*:?\s*(\d+)(?:\s*-\s*(\d+))?\s*:\s*(.+)$"#
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return Parsed(findings: [], problems: []) }
        var inComment = false
        for (index, raw) in text.components(separatedBy: "\n").enumerated() {
            // HTML comments (the template's instructions and examples) are not findings.
            var line = raw.trimmingCharacters(in: .whitespaces)
            if inComment {
                guard let end = line.range(of: "-->") else { continue }
                inComment = false
                line = String(line[end.upperBound...]).trimmingCharacters(in: .whitespaces)
            }
            while let start = line.range(of: "<!--") {
                if let end = line.range(of: "-->", range: start.upperBound..<line.endIndex) {
                    line.removeSubrange(start.lowerBound..<end.upperBound)
                } else {
                    line = String(line[..<start.lowerBound])
                    inComment = true
                }
            }
            line = line.trimmingCharacters(in: .whitespaces)
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            let range = NSRange(line.startIndex..., in: line)
            guard let match = regex.firstMatch(in: line, range: range) else { continue }
            func group(_ number: Int) -> String? {
                guard let range = Range(match.range(at: number), in: line) else { return nil }
                return String(line[range])
            }
            guard let start = group(2).flatMap(Int.init), let text = group(4) else { continue }
            let end = group(3).flatMap(Int.init) ?? start
            let file: String
            if let named = group(1) {
                guard let known = files.first(where: { $0.lowercased() == named.lowercased() }) else {
                    problems.append("line \(index + 1): \(named) is not a file of this pull request (\(files.joined(separator: ", ")))")
                    continue
                }
                file = known
            } else {
                guard files.count == 1 else {
                    problems.append("line \(index + 1): name the file (this pull request has \(files.count): \(files.joined(separator: ", "))), for example \(files[0]):\(start):")
                    continue
                }
                file = files[0]
            }
            findings.append(ReviewFinding(file: file, from: min(start, end), to: max(start, end), text: text, sourceLine: index + 1))
        }
        return Parsed(findings: findings, problems: problems)
    }
}
