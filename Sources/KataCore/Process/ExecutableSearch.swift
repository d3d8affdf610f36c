import Foundation

/// Finds a program by name on a `PATH`, as a shell does. One rule for finding `swiftc` and for
/// starting a process by a bare name (posix_spawn does not search `PATH` itself).
enum ExecutableSearch {
    static let defaultPath = "/usr/bin:/bin"

    /// The first executable file called `name` in the folders of `path`, or nil.
    static func find(_ name: String, path: String?) -> String? {
        for directory in (path ?? defaultPath).split(separator: ":") {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
