import Foundation
import KataCore

/// `kata check --junit FILE`: the verdicts as JUnit XML, the shape GitLab, Jenkins and the GitHub
/// test reporters read without a plugin. Each stage is a `<testsuite>`, each check a `<testcase>`;
/// a failed check carries its message and the learner's file and line, a check not run is
/// `<skipped>`, a crash or a hang is an `<error>` (the code stopped, no assertion said no).
struct JUnitRenderer: Sendable {
    /// Stage titles by number, for the suites' names.
    var stageTitles: [Int: String]
    var kataTitle: String
    /// The name of the whole run (`<testsuites name=…>`), given by the CLI: the command it ran.
    var runName: String

    init(kata: Kata, runName: String) {
        stageTitles = Dictionary(kata.stages.map { ($0.number, $0.title) }, uniquingKeysWith: { first, _ in first })
        kataTitle = kata.title
        self.runName = runName
    }

    init(kataTitle: String, stageTitles: [Int: String], runName: String) {
        self.kataTitle = kataTitle
        self.stageTitles = stageTitles
        self.runName = runName
    }

    func render(_ report: KataReport, timestamp: Date? = nil) -> String {
        let stages = Array(Set(report.checks.map(\.stage))).sorted()
        let seconds = Self.seconds(report.durationMs)
        var xml = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>"]
        let counts = Counts(report.checks)
        xml.append("<testsuites name=\(Self.attribute(runName)) tests=\"\(counts.tests)\" failures=\"\(counts.failures)\" errors=\"\(counts.errors)\" skipped=\"\(counts.skipped)\" time=\"\(seconds)\">")
        let errors = report.diagnostics.filter { $0.severity == .error }
        for stage in stages {
            let checks = report.checks.filter { $0.stage == stage }
            let stageCounts = Counts(checks)
            let name = "\(report.kata) · stage \(stage)" + (stageTitles[stage].map { ": \($0)" } ?? "")
            var suite = "  <testsuite name=\(Self.attribute(name)) tests=\"\(stageCounts.tests)\" failures=\"\(stageCounts.failures)\" errors=\"\(stageCounts.errors)\" skipped=\"\(stageCounts.skipped)\" time=\"0\""
            if let timestamp { suite += " timestamp=\"\(Self.isoTimestamp(timestamp))\"" }
            xml.append(suite + ">")
            for check in checks {
                xml.append(contentsOf: testCase(check, kata: report.kata, compileErrors: !errors.isEmpty))
            }
            if !errors.isEmpty {
                let text = errors.prefix(20).map { "\($0.file):\($0.line):\($0.column): error: \($0.message)" }.joined(separator: "\n")
                xml.append("    <system-err>\(Self.text(text))</system-err>")
            }
            xml.append("  </testsuite>")
        }
        xml.append("</testsuites>")
        return xml.joined(separator: "\n") + "\n"
    }

    func testCase(_ check: CheckResult, kata: String, compileErrors: Bool) -> [String] {
        var open = "    <testcase name=\(Self.attribute("\(check.id): \(check.title)")) classname=\(Self.attribute("\(kata).stage\(check.stage)")) time=\"0\""
        if let location = check.location {
            open += " file=\(Self.attribute(location.file)) line=\"\(location.line)\""
        }
        let message = failureText(check)
        switch check.status {
        case .pass:
            return [open + "/>"]
        case .skipped:
            let why = compileErrors ? "not run: the code does not compile" : (check.message ?? "not run")
            return [open + ">", "      <skipped message=\(Self.attribute(why))/>", "    </testcase>"]
        case .fail, .notCompiled:
            let type = check.status == .fail ? "fail" : "not-compiled"
            return [open + ">", "      <failure message=\(Self.attribute(firstLine(check))) type=\"\(type)\">\(Self.text(message))</failure>", "    </testcase>"]
        case .crash, .timeout:
            let type = check.status == .crash ? "crash" : "timeout"
            return [open + ">", "      <error message=\(Self.attribute(firstLine(check))) type=\"\(type)\">\(Self.text(message))</error>", "    </testcase>"]
        }
    }

    func firstLine(_ check: CheckResult) -> String {
        let first = (check.message ?? check.status.rawValue).split(separator: "\n", omittingEmptySubsequences: true).first.map(String.init)
        return first ?? check.status.rawValue
    }

    /// The whole message, then where: CI reporters show the body of a failure.
    func failureText(_ check: CheckResult) -> String {
        var parts: [String] = [check.message ?? check.status.rawValue]
        if let grade = check.grade {
            let missed = grade.behaviours.filter { $0.status != .noticed }.map { "missed: \($0.words)" }
            parts.append("behaviours noticed: \(grade.noticedCount) of \(grade.behaviours.count)")
            parts += missed
        }
        if let location = check.location { parts.append("at \(location.file):\(location.line)") }
        return parts.joined(separator: "\n")
    }

    struct Counts {
        var tests = 0, failures = 0, errors = 0, skipped = 0
        init(_ checks: [CheckResult]) {
            tests = checks.count
            for check in checks {
                switch check.status {
                case .pass: break
                case .fail, .notCompiled: failures += 1
                case .crash, .timeout: errors += 1
                case .skipped: skipped += 1
                }
            }
        }
    }

    static func seconds(_ milliseconds: Int) -> String { String(format: "%.3f", Double(milliseconds) / 1000) }

    /// UTC without a zone suffix: the common schema's pattern (`yyyy-MM-ddTHH:mm:ss`) allows no `Z`.
    static func isoTimestamp(_ date: Date) -> String {
        UTCFormat.string(date, "yyyy-MM-dd'T'HH:mm:ss")
    }

    /// A quoted attribute value: markup escaped, line breaks and tabs kept as character references
    /// (a parser would fold them to spaces otherwise).
    static func attribute(_ value: String) -> String {
        "\"" + XMLText.escape(value, attribute: true) + "\""
    }

    static func text(_ value: String) -> String { XMLText.escape(value, attribute: false) }
}
