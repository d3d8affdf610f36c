import Foundation

/// The `sandbox-exec` profile a test process runs under on macOS: nothing allowed but reading
/// the system's and the toolchain's libraries and the test binary's folder, writing one scratch
/// folder, and starting and signalling its own processes; no network. Written and tested as text;
/// it has not been run on a Mac yet.
struct SandboxProfile: Sendable, Equatable {
    var readOnly: [String]
    var writable: [String]

    var text: String {
        var lines = [
            "(version 1)",
            "(deny default)",
            "(allow process-fork)",
            "(allow process-exec)",
            "(allow signal (target same-sandbox))",
            "(allow sysctl-read)",
            "(allow mach-lookup)",
            "(allow file-read-metadata)",
            "(allow file-read* (literal \"/\") (literal \"/dev/null\") (literal \"/dev/urandom\") (literal \"/dev/random\"))",
            "(allow file-write* (literal \"/dev/null\"))",
        ]
        for path in readOnly { lines.append("(allow file-read* (subpath \(Self.quoted(path))))") }
        for path in writable { lines.append("(allow file-read* file-write* (subpath \(Self.quoted(path))))") }
        lines.append("(deny network*)")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A string literal of the profile language: backslashes and quotes escaped.
    static func quoted(_ path: String) -> String {
        "\"" + path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
