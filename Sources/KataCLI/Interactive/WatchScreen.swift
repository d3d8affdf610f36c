import Foundation
import KataCore

/// Draws watch mode's screen from plain values: the kata and stage, a progress bar of stages and
/// checks, the files to edit, the brief, the checks, a status, the verdict and the keys.
///
/// The screen fits the terminal: long lines wrap at word boundaries with their indent, and when
/// there is not room for everything the brief gives way first, then the checks' details, then the
/// status, each saying what was left out. The verdict and the keys always stay at the bottom.
struct WatchScreen {
    var style: Style

    struct Size: Equatable {
        var columns: Int
        var rows: Int
        static let standard = Size(columns: 80, rows: 24)
    }

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
        /// Keys pressed during the running check, which act when it ends.
        var waitingKeys: [Key] = []
    }

    /// The screen's lines: at most one fewer than the terminal's rows (the cursor rests on the
    /// last row, so nothing scrolls), none wider than its columns.
    func lines(_ content: Content, size: Size = .standard) -> [String] {
        let width = max(size.columns, 10)
        let budget = max(size.rows - 1, 2)
        let isList: Bool
        if case .list = content.mode { isList = true } else { isList = false }
        let wrap = { (lines: [String]) in lines.flatMap { TextWrap.wrap($0, width: width) } }

        var header = wrap(headerLines(content))
        var footer = wrap(footerLines(content))
        if footer.count > budget { footer = Array(footer.suffix(budget)) }
        // The header leaves at least three rows for the checks (a blank, a line, what was left out).
        let headerRoom = max(budget - footer.count - 3, 1)
        if header.count > headerRoom { header = Array(header.prefix(headerRoom)) }
        if header.count + footer.count > budget { header = Array(header.prefix(max(budget - footer.count, 0))) }

        let kata = content.kata
        // Shown top to bottom in this order. Room goes first to what the learner just asked for:
        // the status (a hint, the solution), or in the list the list; then the checks; the brief last.
        let blocks: [(lines: [String], cut: (Int) -> String)] = [
            (wrap(briefLines(content)), { _ in "… (the full brief: `swift run kata brief \(kata.id)`)" }),
            (bodyLines(content).flatMap { line in
                // A check's title continues under its details, not under its badge.
                TextWrap.wrap(line, width: width, indent: Self.isCheckLine(line) ? Self.detailIndent : nil)
            }, { isList ? "… \($0) more" : "… \($0) more lines: `swift run kata check \(kata.id)` prints them all" }),
            (wrap(content.status.flatMap { $0.components(separatedBy: "\n") }), { "… \($0) more lines" }),
        ]
        var room = budget - header.count - footer.count
        // The brief keeps its first lines while there is room for more than that, so the task
        // stays in view; it is given last, so it gets them back then.
        let briefFloor = min(blocks[0].lines.count + 1, 4)
        let reserved = blocks[0].lines.isEmpty || room < briefFloor + 6 ? 0 : briefFloor
        room -= reserved
        var given = [Int](repeating: 0, count: blocks.count)
        for index in (isList ? [1, 2, 0] : [2, 1, 0]) where !blocks[index].lines.isEmpty {
            if index == 0 { room += reserved }
            // A block comes with the blank line above it; one line of a block is no use alone.
            let share = min(blocks[index].lines.count + 1, room)
            if share >= 2 {
                given[index] = share
                room -= share
            }
        }
        var screen = header
        for (block, share) in zip(blocks, given) where share > 0 {
            screen.append("")
            screen += fit(block.lines, into: share - 1, width: width, cut: block.cut)
        }
        if room > 0 { screen.append("") }
        return screen + footer
    }

    /// Where `ReportRenderer` puts a check's details, under its badge and id.
    static let detailIndent = 9

    /// `  FAIL   view-is-weak  …`: a check's first line.
    static func isCheckLine(_ line: String) -> Bool {
        let plain = TextWrap.plain(line)
        guard plain.hasPrefix("  "), let badge = plain.dropFirst(2).split(separator: " ").first else { return false }
        return badge.count >= 4 && badge.allSatisfy(\.isUppercase)
    }

    /// The first lines of `lines`, the last of them saying how many were left out.
    func fit(_ lines: [String], into room: Int, width: Int, cut: (Int) -> String) -> [String] {
        guard lines.count > room else { return lines }
        let kept = max(room - 1, 0)
        var note = cut(lines.count - kept)
        if note.count > width { note = String(note.prefix(width - 1)) + "…" }
        return Array(lines.prefix(kept)) + [style.dim(note)]
    }

    /// The kata and stage; while watching, also the progress bars and the files to edit.
    func headerLines(_ content: Content) -> [String] {
        let kata = content.kata
        let stageTitle = kata.stage(content.stage)?.title ?? ""
        let title = style.bold("Swift Katas · \(kata.title)") + " · stage \(content.stage) of \(kata.lastStage): \(stageTitle)"
        if case .list = content.mode { return [title] }
        return [
            title,
            "Stages  " + progressBar(done: content.stagesPassed, current: content.stage, total: kata.lastStage)
                + "    Checks  " + checksBar(content.report),
        ] + content.files.map { "Edit    \($0)" }
    }

    func briefLines(_ content: Content) -> [String] {
        guard case .watching = content.mode, !content.brief.isEmpty else { return [] }
        return content.brief.components(separatedBy: "\n").map { style.dim($0) }
    }

    /// The checks and what they said, or the list of katas; without the verdict line.
    func bodyLines(_ content: Content) -> [String] {
        if case .list(let cursor) = content.mode {
            return [style.bold("Katas")] + content.listEntries.enumerated().map { index, entry in
                (index == cursor ? style.cyan("▸ ") : "  ") + entry
            }
        }
        guard let report = content.report else { return [style.dim("Checking…")] }
        var lines = ReportRenderer(style: style).render(report).components(separatedBy: "\n").dropLast()
        while lines.last?.isEmpty == true { lines.removeLast() }
        return Array(lines)
    }

    /// The verdict (when there is one) and the keys that work now.
    func footerLines(_ content: Content) -> [String] {
        var lines: [String] = []
        if case .list = content.mode {
            lines.append(style.dim("↑/↓ j/k move · Enter switch · Esc back"))
            return lines
        }
        if let report = content.report, let verdict = ReportRenderer(style: style).render(report).components(separatedBy: "\n").last {
            lines.append(verdict)
        }
        if !content.waitingKeys.isEmpty {
            let keys = content.waitingKeys.map(Self.name).joined(separator: " ")
            let noun = content.waitingKeys.count == 1 ? "a key is waiting" : "\(content.waitingKeys.count) keys are waiting"
            lines.append(style.yellow("Checking… \(noun) (\(keys)): it acts when the check ends. q stops the check."))
        }
        switch content.mode {
        case .confirmReset: lines.append(style.yellow("Reset to the starter? Your file is kept as a backup. [y/N]"))
        case .confirmSolution: lines.append(style.yellow("Show the reference solution before you have passed? [y/N]"))
        case .list, .watching: lines.append(style.dim("Watching · h hint · l list · n next · r reset · s solution · c check · q quit"))
        }
        return lines
    }

    /// How a key is named on the screen.
    static func name(_ key: Key) -> String {
        switch key {
        case .character(let character): character == " " ? "space" : String(character)
        case .up: "↑"
        case .down: "↓"
        case .enter: "Enter"
        case .escape: "Esc"
        }
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
        "\u{1B}[H\u{1B}[2J" + lines.joined(separator: "\n")
    }
}
