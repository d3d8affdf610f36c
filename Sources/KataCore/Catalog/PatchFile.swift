import Foundation

/// A mutant or alternative written as a unified diff of the solution (`diff -u`). Each hunk becomes
/// one find/replace edit: its old lines (context and removed) must stand exactly once in the
/// solution, so the line numbers in `@@` headers are only a guide and a patch survives edits of the
/// solution elsewhere.
enum PatchFile {
    struct Failure: Error { var message: String }

    static func edits(from text: String) throws -> [Mutant.Edit] {
        var lines = text.lines
        if lines.last == "" { lines.removeLast() }
        var edits: [Mutant.Edit] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            guard line.hasPrefix("@@") else {
                if edits.isEmpty || line.isEmpty {
                    index += 1
                    continue
                }
                if line.hasPrefix("--- ") { throw Failure(message: "patches one file only; line \(index + 1) starts a second file") }
                throw Failure(message: "line \(index + 1) is outside any hunk: \(line.debugDescription)")
            }
            guard let counts = hunkCounts(line) else {
                throw Failure(message: "line \(index + 1) is not a hunk header like `@@ -12,7 +12,7 @@`: \(line.debugDescription)")
            }
            var old: [String] = []
            var new: [String] = []
            var oldLeft = counts.old
            var newLeft = counts.new
            index += 1
            var lastSides: (old: Bool, new: Bool) = (false, false)
            while index < lines.count, oldLeft > 0 || newLeft > 0 || lines[index].hasPrefix("\\") {
                let body = lines[index]
                let marker = body.first ?? " "
                let content = body.isEmpty ? "" : String(body.dropFirst())
                switch marker {
                case " ":
                    old.append(content + "\n"); new.append(content + "\n")
                    oldLeft -= 1; newLeft -= 1
                    lastSides = (true, true)
                case "-":
                    old.append(content + "\n"); oldLeft -= 1
                    lastSides = (true, false)
                case "+":
                    new.append(content + "\n"); newLeft -= 1
                    lastSides = (false, true)
                case "\\":
                    // "\ No newline at end of file": the line before has no line break.
                    if lastSides.old, let last = old.popLast() { old.append(String(last.dropLast())) }
                    if lastSides.new, let last = new.popLast() { new.append(String(last.dropLast())) }
                default:
                    throw Failure(message: "line \(index + 1) in a hunk starts with neither space, - nor +: \(body.debugDescription)")
                }
                index += 1
            }
            guard oldLeft == 0, newLeft == 0 else {
                throw Failure(message: "the hunk \(line) ends early: its header counts \(counts.old) old and \(counts.new) new lines")
            }
            guard !old.isEmpty else { throw Failure(message: "the hunk \(line) has no context lines to find its place") }
            edits.append(Mutant.Edit(find: old.joined(), replace: new.joined()))
        }
        guard !edits.isEmpty else { throw Failure(message: "holds no hunk (`@@ -12,7 +12,7 @@` followed by lines); write it with `diff -u`") }
        return edits
    }

    /// The old and new line counts of `@@ -a,b +c,d @@` (a missing count is 1).
    static func hunkCounts(_ header: String) -> (old: Int, new: Int)? {
        let parts = header.split(separator: " ")
        guard parts.count >= 3, parts[0] == "@@", parts[1].hasPrefix("-"), parts[2].hasPrefix("+") else { return nil }
        func count(_ range: Substring) -> Int? {
            let numbers = range.dropFirst().split(separator: ",", omittingEmptySubsequences: false)
            guard let first = numbers.first, Int(first) != nil else { return nil }
            return numbers.count > 1 ? Int(numbers[1]) : 1
        }
        guard let old = count(parts[1]), let new = count(parts[2]) else { return nil }
        return (old, new)
    }
}
