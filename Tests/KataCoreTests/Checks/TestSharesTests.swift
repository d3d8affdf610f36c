import Testing
@testable import KataCore

/// How a check run's suites are shared out to test processes side by side (`TestExecution`).
@Suite struct TestSharesTests {
    @Test func suitesAreDealtOutInTurnAndNoShareIsEmpty() {
        #expect(TestExecution.shares(of: ["a", "b", "c", "d", "e"], count: 2) == [["a", "c", "e"], ["b", "d"]])
        #expect(TestExecution.shares(of: ["a"], count: 2) == [["a"]])
        #expect(TestExecution.shares(of: ["a", "b"], count: 1) == [["a", "b"]])
        #expect(TestExecution.shares(of: [], count: 2) == [[]])
    }

    @Test func mergedTestsFollowTheSuitesAskedForEachInItsOwnOrder() {
        let tests = ["M.A/one()", "M.C/one()", "M.A/two()", "M.B/two()", "M.B/one()", "M.AB/one()"]
        #expect(TestExecution.inSuiteOrder(tests, suitePrefixes: ["M.A", "M.B", "M.C"])
            == ["M.A/one()", "M.A/two()", "M.B/two()", "M.B/one()", "M.C/one()", "M.AB/one()"])
    }
}
