import Foundation

/// Where a command writes: swapped for a buffer in tests.
package struct Output: Sendable {
    package var out: @Sendable (String) -> Void
    package var err: @Sendable (String) -> Void

    package init(out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void) {
        self.out = out
        self.err = err
    }

    /// The same output with every line wrapped at word boundaries to `width` columns, as watch
    /// mode's screen wraps (`TextWrap`: colour codes take no room, continued lines keep the indent).
    func wrapping(width: Int) -> Output {
        let (out, err) = (self.out, self.err)
        let wrap = { @Sendable (text: String) in
            text.components(separatedBy: "\n").flatMap { TextWrap.wrap($0, width: width) }.joined(separator: "\n")
        }
        return Output(out: { out(wrap($0)) }, err: { err(wrap($0)) })
    }

    package static let standard = Output(
        out: { text in FileHandle.standardOutput.write(Data((text + "\n").utf8)) },
        err: { text in FileHandle.standardError.write(Data((text + "\n").utf8)) }
    )
}
