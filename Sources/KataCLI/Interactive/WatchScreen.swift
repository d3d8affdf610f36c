import Foundation
import KataCore

/// Draws watch mode's screen from plain values: the kata and stage, a progress bar of stages and
/// checks, the files to edit, the latest verdict, a status line and the keys.
struct WatchScreen {
    var style: Style
    /// How much of the brief the screen shows; `kata start` prints all of it.
    static let briefLines = 24

    struct Content {
        var kata: Kata
        var stage: Int
        var stagesPassed: Int
        var files: [String]
        /// The current stage's brief, shown under the header.
        var brief: String
        var report: KataReport?
        var status: [String]
        var mode: WatchModel.Mode
        var listEntries: [String]
    }

    func lines(_ content: Content) -> [String] {
        var lines: [String] = []
        let kata = content.kata
        let stageTitle = kata.stage(content.stage)?.title ?? ""
        lines.append(style.bold("Swift Katas · \(kata.title)") + " · stage \(content.stage) of \(kata.lastStage): \(stageTitle)")
        lines.append("Stages  " + progressBar(done: content.stagesPassed, current: content.stage, total: kata.lastStage)
                     + "    Checks  " + checksBar(content.report))
        for file in content.files { lines.append("Edit    \(file)") }
        lines.append("")
        if case .watching = content.mode, !content.brief.isEmpty {
            let brief = content.brief.components(separatedBy: "\n")
            lines.append(contentsOf: brief.prefix(Self.briefLines).map { style.dim($0) })
            if brief.count > Self.briefLines { lines.append(style.dim("… (the full brief: `kata start \(kata.id)`)")) }
            lines.append("")
        }

        switch content.mode {
        case .list(let cursor):
            lines.append(style.bold("Katas") + style.dim("  (↑/↓ or j/k to move, Enter to switch, Esc to go back)"))
            for (index, entry) in content.listEntries.enumerated() {
                lines.append((index == cursor ? style.cyan("▸ ") : "  ") + entry)
            }
        default:
            if let report = content.report {
                lines.append(contentsOf: ReportRenderer(style: style).render(report).components(separatedBy: "\n"))
            } else {
                lines.append(style.dim("Checking…"))
            }
        }
        if !content.status.isEmpty {
            lines.append("")
            lines.append(contentsOf: content.status)
        }
        lines.append("")
        switch content.mode {
        case .confirmReset: lines.append(style.yellow("Reset to the starter? Your file is kept as a backup. [y/N]"))
        case .confirmSolution: lines.append(style.yellow("Show the reference solution before you have passed? [y/N]"))
        case .list: break
        case .watching: lines.append(style.dim("Watching for saves · h hint · l list · n next · r reset · s solution · c check · q quit"))
        }
        return lines
    }

    /// ✓ for passed stages, ● for the current one, · for the rest.
    func progressBar(done: Int, current: Int, total: Int) -> String {
        (1...max(total, 1)).map { stage in
            stage <= done ? style.green("✓") : stage == current ? style.cyan("●") : style.dim("·")
        }.joined(separator: " ")
    }

    func checksBar(_ report: KataReport?) -> String {
        guard let report else { return style.dim("…") }
        let bar = report.checks.map { $0.status == .pass ? style.green("■") : style.red("□") }.joined()
        return "\(bar)  \(report.passedCount) of \(report.checks.count)"
    }

    /// Clears the terminal and draws from the top left, so the screen is redrawn, not scrolled.
    static func redraw(_ lines: [String]) -> String {
        "\u{1B}[H\u{1B}[2J" + lines.joined(separator: "\n") + "\n"
    }
}
