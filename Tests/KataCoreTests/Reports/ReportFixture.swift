import Foundation
@testable import KataCore

/// A round's report built by hand, with every section filled and candidate text that would break
/// a page escaped carelessly: cheap to render, no check run needed.
enum ReportFixture {
    static let hostile = "<script>console.error(\"injected\")</script> & \"quotes\" \u{1B}[31m"

    static func report() -> RoundReport {
        let t0 = Date(timeIntervalSince1970: 1_800_000_000)
        func phase(_ kind: String, _ title: String, _ minutes: Int, _ used: Double, _ status: String) -> RoundReport.PhaseLine {
            RoundReport.PhaseLine(kind: kind, title: title, minutes: minutes, status: status, secondsUsed: used * 60, startedAt: t0, endedAt: t0.addingTimeInterval(used * 60))
        }
        return RoundReport(
            kata: "leaky-presenter", title: "The leaky presenter", generatedAt: t0.addingTimeInterval(3600), roundStatus: "finished", roundStartedAt: t0,
            phases: [phase("review", "Review the PR", 20, 23, "done"), phase("fix", "Fix it", 40, 31, "done"),
                     phase("tests", "Now show me it works", 20, 1, "skipped"), phase("questions", "Follow-up questions", 10, 8, "done")],
            review: RoundReport.ReviewSection(
                draft: false, percent: 42, points: 13, maximum: 31, found: 2, total: 3, minutesTaken: 23, minutesAllowed: 20,
                items: [
                    .init(id: "strong-view", title: "The presenter holds its view strongly", severity: "high", found: true, points: 3, weight: 3,
                          words: "strong view " + hostile, reviewLine: 4, detail: "Make `view` weak."),
                    .init(id: "off-main", title: "The table is reloaded off the main thread", severity: "high", found: true, points: 3, weight: 3,
                          words: "reloadData off main", reviewLine: 5, detail: "Hop to the main thread."),
                    .init(id: "today", title: "\"Today\" means less than 24 hours", severity: "medium", found: false, points: 0, weight: 2,
                          words: nil, reviewLine: nil, detail: "Ask the calendar: `isDate(_:inSameDayAs:)`."),
                ],
                unearned: [.init(reviewLine: 7, text: "naming is bad " + hostile, why: "it says nothing a key item at that place is about")]),
            checksSource: "the last check of each kind in this round",
            stages: [
                .init(number: 1, title: "Break the cycles", checks: [
                    .init(id: "view-is-weak", title: "The presenter does not keep its view", status: "pass", message: nil, location: nil),
                    .init(id: "fetch-does-not-retain", title: "No retain in flight", status: "fail", message: "the presenter stayed alive " + hostile, location: "OrdersPresenter.swift:37"),
                ]),
                .init(number: 2, title: "The main thread", checks: [
                    .init(id: "main-thread", title: "Main thread", status: "timeout", message: "hung after 4 s", location: nil),
                    .init(id: "failure-state", title: "Failure state", status: "not-run", message: nil, location: nil),
                ]),
                .init(number: 5, title: "Now show me it works", checks: [
                    .init(id: "your-tests", title: "Your tests", status: "fail", message: "a needed bug was missed", location: nil),
                ]),
            ],
            testsCheck: "your-tests",
            tests: RoundReport.TestsSection(testCount: 4, caught: 2, total: 3, mutants: [
                .init(description: "the view is held strongly", required: true, status: "caught"),
                .init(description: "`unowned var view` crashes late", required: false, status: "caught"),
                .init(description: "the failure path stays silent", required: true, status: "missed"),
            ], unsound: ["OrdersTests/flaky()"]),
            questions: [
                .init(question: "MVP or MVVM?", answer: "The arrow points the other way.", knew: true),
                .init(question: "Why `weak`?", answer: "The presenter can outlive the view.", knew: false),
                .init(question: "Where does navigation go?", answer: "A coordinator.", knew: nil),
            ],
            diff: [RoundReport.FileDiff(file: "OrdersPresenter.swift", added: 2, removed: 1, lines: [
                .init(kind: "same", text: "final class OrdersPresenter {"),
                .init(kind: "removed", text: "    var view: OrdersView?"),
                .init(kind: "added", text: "    weak var view: OrdersView?"),
                .init(kind: "added", text: "    // " + hostile),
                .init(kind: "gap", text: "…"),
            ])],
            reviewHistory: [.init(label: "review 1", at: t0.addingTimeInterval(-86400), percent: 20), .init(label: "review 2", at: t0, percent: 42)],
            questionHistory: [.init(label: "questions 1", at: t0, percent: 33), .init(label: "questions 2", at: t0.addingTimeInterval(600), percent: 67)],
            checkHistory: [])
    }
}
