// Compiled with every kata's hidden suites: where in the program a spy was called from, so a
// failing sequence check can name the learner's line that made the wrong call.
//
// A spy asks `CallSite.here()` at every call it records; that is nil (and costs one locked read)
// except while the harness replays the shrunk failing sequence once more (`CallSite.capturing`).
// Then it keeps the return addresses on the stack that lie in the test binary itself, as offsets
// from the binary's load address, and the failure's comment carries them on a last line
// (`CallSite.marker`). The runner strips that line, symbolizes the offsets outside the test
// process with the toolchain's `llvm-symbolizer`, and keeps only a line of the learner's own file:
// the frames come from code the learner controls, so they never decide a verdict.
import Foundation

/// The stack of one spy call: return addresses in the test binary, as offsets from its load address.
struct CallSite: Sendable, Equatable {
    var offsets: [UInt]

    /// The line of a failure's comment that carries a call site; the runner removes it.
    static let markerPrefix = "kata-call-site:"
    /// Frames kept: enough to get past the spy and the harness to the presenter's own frame.
    static let depth = 24

    private static let switchLock = NSLock()
    /// How many replays are recording now: a count, not a flag, so checks that Swift Testing runs
    /// side by side never switch each other's recording off (the process shares the switch, since
    /// a presenter calls its spies from any thread or task).
    nonisolated(unsafe) private static var replaying = 0

    /// The stack of the spy's call, while capturing; nil otherwise.
    static func here() -> CallSite? {
        guard isCapturing, let base = imageBase else { return nil }
        var offsets: [UInt] = []
        for number in Thread.callStackReturnAddresses where offsets.count < depth {
            let address = number.uintValue
            guard let pointer = UnsafeRawPointer(bitPattern: address), Self.image(of: pointer) == base else { continue }
            // A return address points after the call; the call is the byte before it.
            offsets.append(address - base - 1)
        }
        return offsets.isEmpty ? nil : CallSite(offsets: offsets)
    }

    /// Where the test binary (learner, suites and harness, linked together) is loaded.
    private static let imageBase: UInt? = image(of: #dsohandle)

    /// `dladdr`, looked up at run time: Glibc's module declares it only for `_GNU_SOURCE`.
    private typealias Dladdr = @convention(c) (UnsafeRawPointer?, UnsafeMutableRawPointer?) -> Int32
    private static let dladdr: Dladdr? = dlsym(dlopen(nil, RTLD_NOW), "dladdr").map { unsafeBitCast($0, to: Dladdr.self) }

    /// The load address of the image `address` lies in (`Dl_info.dli_fbase`), or nil.
    private static func image(of address: UnsafeRawPointer) -> UInt? {
        guard let dladdr else { return nil }
        // Dl_info: the file's name, its load address, the nearest symbol's name and address.
        var info: (UInt, UInt, UInt, UInt) = (0, 0, 0, 0)
        let found = withUnsafeMutableBytes(of: &info) { dladdr(address, $0.baseAddress) }
        return found != 0 && info.1 != 0 ? info.1 : nil
    }

    /// Whether spy calls record their stacks now (a player that keeps traces plays afresh then).
    static var isCapturing: Bool { switchLock.withLock { replaying > 0 } }

    /// Runs `body` with every spy call recording its stack.
    @MainActor
    static func capturing<T>(_ body: () async -> T) async -> T {
        switchLock.withLock { replaying += 1 }
        defer { switchLock.withLock { replaying -= 1 } }
        return await body()
    }

    /// The comment line for `site` ("" for none).
    static func marker(_ site: CallSite?) -> String {
        guard let site else { return "" }
        return "\n" + markerPrefix + site.offsets.map { " 0x" + String($0, radix: 16) }.joined()
    }
}
