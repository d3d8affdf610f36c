import Foundation

/// Where a command writes: swapped for a buffer in tests.
public struct Output: Sendable {
    public var out: @Sendable (String) -> Void
    public var err: @Sendable (String) -> Void

    public init(out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void) {
        self.out = out
        self.err = err
    }

    public static let standard = Output(
        out: { text in FileHandle.standardOutput.write(Data((text + "\n").utf8)) },
        err: { text in FileHandle.standardError.write(Data((text + "\n").utf8)) }
    )
}
