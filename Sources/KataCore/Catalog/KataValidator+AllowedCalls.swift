import Foundation

extension KataValidator {
    /// The calls a kata allows beyond its solution's and model tests': each names a capability the
    /// call screen knows, the code it is allowed in (the presenter, or the tests when the kata has
    /// a test-writing stage), once, with a reason in words.
    func allowedCallProblems() -> [AuthoringProblem] {
        guard let calls = kata.allowedCalls else { return [] }
        var problems: [AuthoringProblem] = []
        func fail(_ field: String, _ message: String) { problems.append(AuthoringProblem(file: "\(folder)/kata.json", field: field, message: message)) }
        let known = AllowedCall.capabilities
        var seen: Set<String> = []
        for (index, call) in calls.enumerated() {
            let field = "allowedCalls[\(index)]"
            if !known.contains(call.capability) {
                fail("\(field).capability", "is \"\(call.capability)\"; expected one of \(known.joined(separator: ", "))")
            }
            if call.scope == .tests && kata.testsCheck == nil {
                fail("\(field).in", "is \"tests\", but the kata has no check of kind \"tests\"; expected \"presenter\"")
            }
            if !seen.insert("\(call.scope.rawValue) \(call.capability)").inserted {
                fail(field, "allows \(call.capability) in the \(call.scope.rawValue) twice; expected each capability once per scope")
            }
            if call.reason.split(separator: " ").count < 3 {
                fail("\(field).reason", "is \(call.reason.isEmpty ? "empty" : "\"\(call.reason)\"")"
                     + "; expected why a learner's correct code may need \(call.capability), in a sentence")
            }
        }
        return problems
    }
}
