import Testing
@testable import KataCLI
@testable import KataCore

/// How a grade of the learner's tests is told (`ReportRenderer.render(_: TestGrade)`).
@Suite struct GradeRenderingTests {
    /// Two behaviours, each caught by its own test: each "noticed" line names the tests that
    /// caught that behaviour's mutants, not every test that caught anything.
    @Test func eachNoticedBehaviourNamesTheTestsThatCaughtItsOwnMutants() {
        let grade = TestGrade(
            tests: [.init(name: "S/weakView()", line: 3, sound: true, correct: [], caught: ["strong-view"]),
                    .init(name: "S/mainThread()", line: 9, sound: true, correct: [], caught: ["no-hop"])],
            behaviours: [.init(id: "view-not-kept", words: "the view is not kept", required: true, status: .noticed,
                               missedMutants: [], mutants: ["strong-view"]),
                         .init(id: "view-called-on-main", words: "calls arrive on main", required: true, status: .noticed,
                               missedMutants: [], mutants: ["no-hop"])],
            mutants: [.init(id: "strong-view", description: "", required: true, status: .caught),
                      .init(id: "no-hop", description: "", required: true, status: .caught)],
            ownPresenter: nil, warnings: [])
        let lines = ReportRenderer(style: Style(colors: false)).render(grade)
        #expect(lines.contains("  noticed the view is not kept (by S/weakView())"))
        #expect(lines.contains("  noticed calls arrive on main (by S/mainThread())"))
    }
}
