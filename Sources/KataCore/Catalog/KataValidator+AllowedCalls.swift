import Foundation

extension KataValidator {
    /// The calls a kata allows beyond its solution's and model tests': each names a capability the
    /// call screen knows, the code it is allowed in (the presenter, or the tests when the kata has
    /// a test-writing stage), once, with a reason in words.
    func allowedCallProblems() -> [AuthoringProblem] {
        guard let calls = kata.allowedCalls else { return [] }
        var problems: [AuthoringProblem] = []
        func fail(_ field: String, _ reason: AuthoringProblem.Reason) { problems.append(AuthoringProblem(file: "\(folder)/kata.json", field: field, reason)) }
        let known = AllowedCall.capabilities
        var seen: Set<String> = []
        for (index, call) in calls.enumerated() {
            let field = "allowedCalls[\(index)]"
            if !known.contains(call.capability) {
                fail("\(field).capability", .unknownCapability(call.capability, known: known))
            }
            if call.scope == .tests && kata.testsCheck == nil {
                fail("\(field).in", .testsScopeWithoutTestsCheck)
            }
            if !seen.insert("\(call.scope.rawValue) \(call.capability)").inserted {
                fail(field, .capabilityTwice(call.capability, scope: call.scope.rawValue))
            }
            if call.reason.split(separator: " ").count < 3 {
                fail("\(field).reason", .allowedCallReasonNotASentence(call.reason, capability: call.capability))
            }
        }
        return problems
    }
}
