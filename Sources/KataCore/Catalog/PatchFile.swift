import Foundation

/// A mutant or alternative written as a unified diff of the solution (`diff -u`). Each hunk becomes
/// one find/replace edit: its old lines (context and removed) must stand exactly once in the
/// solution, so the line numbers in `@@` headers are only a guide and a patch survives edits of the
/// solution elsewhere.
package enum PatchFile {
    /// Why a patch cannot be read (`AuthoringProblem.Reason.patchUnreadable`); lines count from 1.
    package enum Failure: Error, Sendable, Equatable {
        case secondFile(line: Int)
        case outsideHunk(line: Int, text: String)
        case notAHunkHeader(line: Int, text: String)
        case badLinePrefix(line: Int, text: String)
        case endsEarly(header: String, old: Int, new: Int)
        case noContext(header: String)
        case noHunk
    }

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
                if line.hasPrefix("--- ") { throw Failure.secondFile(line: index + 1) }
                throw Failure.outsideHunk(line: index + 1, text: line)
            }
            guard let counts = hunkCounts(line) else {
                throw Failure.notAHunkHeader(line: index + 1, text: line)
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
                    throw Failure.badLinePrefix(line: index + 1, text: body)
                }
                index += 1
            }
            guard oldLeft == 0, newLeft == 0 else {
                throw Failure.endsEarly(header: line, old: counts.old, new: counts.new)
            }
            guard !old.isEmpty else { throw Failure.noContext(header: line) }
            edits.append(Mutant.Edit(find: old.joined(), replace: new.joined()))
        }
        guard !edits.isEmpty else { throw Failure.noHunk }
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
