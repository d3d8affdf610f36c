import Foundation
import Testing
@testable import KataCLI
@testable import KataCore

/// Headless Chromium where the machine has it: `.ci/setup` installs Debian's `chromium` (as root
/// with apt-get, where missing); the tests never install anything, and without it the suite is
/// skipped, saying why.
enum Chromium {
    static let located: (path: String?, why: String) = locate()
    static var available: Bool { located.path != nil }

    static func locate() -> (path: String?, why: String) {
        let candidates = ["/usr/bin/chromium", "/usr/bin/chromium-browser"]
        if let found = candidates.first(where: FileManager.default.isExecutableFile(atPath:)) { return (found, "found") }
        return (nil, "chromium is not installed: `.ci/setup` installs it (Debian's chromium, as root), or install Chromium yourself to run the report's browser test")
    }

    struct Result {
        var status: Int32
        var out: String
        var err: String
    }

    /// Runs a program to its end, or stops it after `seconds`. Through the runner's own launcher:
    /// the runner sweeps away children of this process that it did not spawn, and other suites
    /// run checks at the same time.
    static func run(_ program: String, _ arguments: [String], environment: [String: String] = [:], seconds: Double) -> Result {
        let request = ProcessRequest(executable: program, arguments: arguments, environment: environment,
                                     limits: ResourceLimits(wallSeconds: seconds, outputTailBytes: 8 * 1024 * 1024))
        do {
            let result = try ProcessLauncher.live.run(request)
            let status: Int32
            switch result.termination {
            case .exited(let code): status = code
            case .signaled(let signal): status = 128 + signal
            case .timedOut: status = -2
            }
            return Result(status: status, out: result.stdout, err: result.stderr)
        } catch {
            return Result(status: -1, out: "", err: "\(error)")
        }
    }

    /// Opens `page` headless; returns the DOM after load, and the console lines it logged.
    static func open(_ page: URL, screenshot: URL? = nil) throws -> (dom: String, console: [String], status: Int32, log: String) {
        let path = try #require(located.path)
        let profile = temporaryFolder("chromium-profile")
        var arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--user-data-dir=\(profile.path)",
                         "--enable-logging=stderr", "--v=0", "--window-size=1000,3400"]
        arguments.append(screenshot.map { "--screenshot=\($0.path)" } ?? "--dump-dom")
        arguments.append(page.absoluteString)
        let result = run(path, arguments, seconds: 60)
        let console = result.err.split(separator: "\n").map(String.init).filter { $0.contains(":CONSOLE") }
        return (result.out, console, result.status, String(result.err.suffix(2000)))
    }
}

/// The HTML report in a real browser: it loads with no console errors, and the page the browser
/// built shows the kata, the verdicts and the charts; a screenshot is kept for a person to look at.
@Suite(.serialized, .enabled("needs Chromium (`.ci/setup` installs Debian's chromium); skipped without it (the reason is printed)") {
    if !Chromium.available { print("ChromiumReportTests skipped: \(Chromium.located.why)") }
    return Chromium.available
})
struct ChromiumReportTests {
    @Test func theConsoleWatchSeesAnError() throws {
        let page = temporaryFolder("chromium-control").appendingPathComponent("broken.html")
        try "<!doctype html><title>broken</title><script>console.error('broken on purpose'); missing();</script>".write(to: page, atomically: true, encoding: .utf8)
        let opened = try Chromium.open(page)
        #expect(opened.console.contains { $0.contains("broken on purpose") }, "the watch on the console works: \(opened.log)")
        #expect(opened.console.contains { $0.contains("missing is not defined") })
    }

    @Test func theReportLoadsCleanAndShowsWhatItShould() throws {
        let folder = temporaryFolder("chromium-report")
        let page = folder.appendingPathComponent("report.html")
        try RoundReportHTML().render(ReportFixture.report()).write(to: page, atomically: true, encoding: .utf8)

        let opened = try Chromium.open(page)
        #expect(opened.status == 0, "chromium said: \(opened.log)")
        #expect(opened.console.isEmpty, "no console messages at all: \(opened.console)")
        let dom = opened.dom
        #expect(dom.contains("<h1>Interview report: The leaky presenter</h1>"), "the kata")
        #expect(dom.contains("<code>leaky-presenter</code>"))
        for verdict in ["found</span>", "missed</span>", "pass</span>", "fail</span>", "hang</span>", "caught</span>", "knew it</span>", "not run</span>"] {
            #expect(dom.contains(verdict), "the verdict \(verdict) is on the page")
        }
        #expect(dom.contains("id=\"chart-time\"") && dom.contains("id=\"chart-attempts\""), "both charts")
        #expect(dom.components(separatedBy: "<rect").count - 1 >= 8, "the time chart drew its bars")
        #expect(dom.components(separatedBy: "<circle").count - 1 >= 3, "the attempts chart drew its points")
        #expect(dom.contains("23 of 20 min (over)"))
        #expect(!dom.contains("<script"), "the candidate's markup stayed text in the browser too")
        #expect(dom.contains("&lt;script&gt;console.error"))

        let screenshot = folder.appendingPathComponent("report.png")
        let shot = try Chromium.open(page, screenshot: screenshot)
        #expect(shot.console.isEmpty)
        let png = try Data(contentsOf: screenshot)
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]), "a PNG")
        #expect(png.count > 20_000, "a page with content, not a blank")
        print("ChromiumReportTests: screenshot at \(screenshot.path)")
    }
}
