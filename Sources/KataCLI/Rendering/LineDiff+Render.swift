import KataCore

extension LineDiff {
    /// Renders with `-`/`+` markers, keeping `context` unchanged lines around each change.
    static func render(_ lines: [Line], style: Style, context: Int = 2) -> String {
        var keep = Array(repeating: false, count: lines.count)
        for (index, line) in lines.enumerated() where line != .same(lineText(line)) {
            for k in max(0, index - context)...min(lines.count - 1, index + context) { keep[k] = true }
        }
        var output: [String] = []
        var skipped = false
        for (index, line) in lines.enumerated() {
            guard keep[index] else { skipped = true; continue }
            if skipped { output.append(style.dim("  …")); skipped = false }
            switch line {
            case .same(let text): output.append("  " + text)
            case .removed(let text): output.append(style.red("- " + text))
            case .added(let text): output.append(style.green("+ " + text))
            }
        }
        return output.isEmpty ? "  (no differences)" : output.joined(separator: "\n")
    }

}
