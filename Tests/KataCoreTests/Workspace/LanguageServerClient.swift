import Foundation
@testable import KataCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Just enough of a Language Server Protocol client to drive `sourcekit-lsp` the way an editor
/// does: JSON-RPC messages with `Content-Length` framing over the server's stdin and stdout.
/// Every wait ends at `deadline`; `close()` ends the server (politely, then with SIGKILL).
final class LanguageServerClient: @unchecked Sendable {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// A diagnostic as the server reports it: 0-based line, LSP severity (1 error, 2 warning).
    struct Diagnostic: Sendable, CustomStringConvertible {
        var line: Int
        var severity: Int
        var message: String
        var isError: Bool { severity == 1 }
        var description: String { "line \(line + 1): \(severity == 1 ? "error" : "severity \(severity)"): \(message)" }
    }

    /// `sourcekit-lsp` beside the `swiftc` that `kata` uses (`SWIFTC`, else `PATH`), else on `PATH`.
    static func findExecutable(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        let swiftc = environment["SWIFTC"].flatMap { $0.isEmpty ? nil : $0 } ?? findOnPath("swiftc", environment: environment)
        if let swiftc {
            let beside = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("sourcekit-lsp")
            if FileManager.default.isExecutableFile(atPath: beside.path) { return beside.path }
        }
        return findOnPath("sourcekit-lsp", environment: environment)
    }

    static func findOnPath(_ name: String, environment: [String: String]) -> String? {
        ExecutableSearch.find(name, path: environment["PATH"])
    }

    let deadline: Date
    private let process = Process()
    private let toServer = Pipe()
    private let fromServer = Pipe()
    private let condition = NSCondition()
    private let writeLock = NSLock()
    private var buffer = Data()
    private var responses: [Int: [String: Any]] = [:]
    /// The latest diagnostics published for each file, by path.
    private var published: [String: [Diagnostic]] = [:]
    private var nextID = 1
    private var ended = false

    init(executable: String, root: URL, deadline: Date) throws {
        self.deadline = deadline
        // Writing to a server that has ended must fail the write, not kill the test process.
        signal(SIGPIPE, SIG_IGN)
        process.executableURL = URL(fileURLWithPath: executable)
        process.currentDirectoryURL = root
        process.standardInput = toServer
        process.standardOutput = fromServer
        process.standardError = FileHandle.nullDevice
        fromServer.fileHandleForReading.readabilityHandler = { [weak self] handle in
            self?.received(handle.availableData)
        }
        // Registered with the runner's orphan sweeper as it starts: a check running meanwhile in
        // this test process would otherwise take the server for an orphan and kill it.
        var failure: Error?
        let status = OrphanSweeper.spawning {
            do { try process.run(); return (0, process.processIdentifier) } catch { failure = error; return (1, 0) }
        }
        if status != 0, let failure { throw failure }
    }

    /// Sends a request and waits for its response; the `result`, or a failure for an `error`.
    @discardableResult
    func request(_ method: String, _ params: [String: Any], until: Date? = nil) throws -> Any? {
        let deadline = min(until ?? self.deadline, self.deadline)
        condition.lock()
        let id = nextID
        nextID += 1
        condition.unlock()
        try send(["jsonrpc": "2.0", "id": id, "method": method, "params": params])
        condition.lock()
        defer { condition.unlock() }
        while responses[id] == nil {
            guard !ended else { throw Failure(description: "sourcekit-lsp ended while answering \(method)") }
            guard condition.wait(until: deadline) else {
                throw Failure(description: "sourcekit-lsp did not answer \(method) before the test's deadline")
            }
        }
        let response = responses.removeValue(forKey: id) ?? [:]
        if let error = response["error"] { throw Failure(description: "sourcekit-lsp refused \(method): \(error)") }
        return response["result"] ?? nil
    }

    func notify(_ method: String, _ params: [String: Any]) throws {
        try send(["jsonrpc": "2.0", "method": method, "params": params])
    }

    /// The diagnostics the server last published for the file (`textDocument/publishDiagnostics`,
    /// sent after each type-check of the open file), once `settled` holds for them, or the last
    /// ones published when the deadline passes. The server publishes again when the file changes
    /// or its target has been prepared (its dependencies built), so the caller says what it waits for.
    func diagnostics(_ file: URL, until settled: ([Diagnostic]) -> Bool) -> [Diagnostic]? {
        condition.lock()
        defer { condition.unlock() }
        while true {
            let current = published[file.standardizedFileURL.path]
            if let current, settled(current) { return current }
            if ended || !condition.wait(until: deadline) { return current }
        }
    }

    /// Where `textDocument/definition` at this position leads: file URLs and 0-based lines.
    func definition(_ file: URL, line: Int, character: Int) throws -> [(file: URL, line: Int)] {
        let result = try request("textDocument/definition", [
            "textDocument": ["uri": file.absoluteString],
            "position": ["line": line, "character": character],
        ])
        let locations = (result as? [[String: Any]]) ?? ((result as? [String: Any]).map { [$0] } ?? [])
        return locations.compactMap { location in
            guard let uri = (location["uri"] ?? location["targetUri"]) as? String, let url = URL(string: uri) else { return nil }
            let range = (location["range"] ?? location["targetSelectionRange"]) as? [String: Any]
            return (url, ((range?["start"] as? [String: Any])?["line"] as? Int) ?? -1)
        }
    }

    /// Asks the server to shut down, then makes sure it has: SIGKILL after two seconds.
    func close() {
        _ = try? request("shutdown", [:], until: Date().addingTimeInterval(3))
        try? notify("exit", [:])
        let waitUntil = Date().addingTimeInterval(2)
        while process.isRunning && Date() < waitUntil { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        OrphanSweeper.forget(process.processIdentifier)
        fromServer.fileHandleForReading.readabilityHandler = nil
    }

    // MARK: Framing

    private func send(_ message: [String: Any]) throws {
        try write(try JSONSerialization.data(withJSONObject: message))
    }

    private func write(_ body: Data) throws {
        var data = Data("Content-Length: \(body.count)\r\n\r\n".utf8)
        data.append(body)
        writeLock.lock()
        defer { writeLock.unlock() }
        try toServer.fileHandleForWriting.write(contentsOf: data)
    }

    private func received(_ data: Data) {
        condition.lock()
        defer { condition.broadcast(); condition.unlock() }
        guard !data.isEmpty else { ended = true; return }
        buffer.append(data)
        while let message = nextMessage() {
            if let id = message["id"] as? Int, message["method"] == nil {
                responses[id] = message
            } else if message["method"] as? String == "textDocument/publishDiagnostics",
                      let params = message["params"] as? [String: Any],
                      let uri = params["uri"] as? String, let url = URL(string: uri) {
                published[url.standardizedFileURL.path] = ((params["diagnostics"] as? [[String: Any]]) ?? []).map { item in
                    let start = ((item["range"] as? [String: Any])?["start"] as? [String: Any]) ?? [:]
                    return Diagnostic(line: start["line"] as? Int ?? -1, severity: item["severity"] as? Int ?? 1,
                                      message: item["message"] as? String ?? "")
                }
            } else if let id = message["id"], message["method"] != nil {
                // A request from the server (progress tokens, configuration): answer it, as editors do.
                let reply: [String: Any] = ["jsonrpc": "2.0", "id": id, "result": NSNull()]
                guard let body = try? JSONSerialization.data(withJSONObject: reply) else { continue }
                DispatchQueue.global().async { try? self.write(body) }
            }
        }
    }

    /// Takes one whole message off the buffer, if one has arrived.
    private func nextMessage() -> [String: Any]? {
        guard let separator = buffer.range(of: Data("\r\n\r\n".utf8)) else { return nil }
        let header = String(decoding: buffer[buffer.startIndex..<separator.lowerBound], as: UTF8.self)
        let length = header.split(separator: "\r\n").compactMap { line -> Int? in
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].lowercased() == "content-length" else { return nil }
            return Int(parts[1].trimmingCharacters(in: .whitespaces))
        }.first ?? 0
        guard buffer.distance(from: separator.upperBound, to: buffer.endIndex) >= length else { return nil }
        let end = buffer.index(separator.upperBound, offsetBy: length)
        let body = buffer[separator.upperBound..<end]
        buffer = Data(buffer[end...])
        return (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] ?? [:]
    }
}
