import Foundation

/// A unified-style line diff (longest common subsequence), for `kata solution` and the report's
/// code against the starter. Rendering for the terminal is the command layer's.
package enum LineDiff {
    package enum Line: Equatable, Sendable {
        case same(String), removed(String), added(String)
    }

    package static func diff(_ old: String, _ new: String) -> [Line] {
        let a = old.components(separatedBy: "\n")
        let b = new.components(separatedBy: "\n")
        var lengths = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var result: [Line] = []
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                result.append(.same(a[i])); i += 1; j += 1
            } else if i < a.count, j == b.count || lengths[i + 1][j] >= lengths[i][j + 1] {
                // Removals first, then additions, as diff tools show a replaced block.
                result.append(.removed(a[i])); i += 1
            } else {
                result.append(.added(b[j])); j += 1
            }
        }
        return result
    }

    package static func lineText(_ line: Line) -> String {
        switch line {
        case .same(let text), .removed(let text), .added(let text): return text
        }
    }
}
