import Foundation

/// A capability a kata allows its learners' code beyond what its solution (or its model tests)
/// uses, with the reason: the call screen (`SymbolScreen`) then does not refuse it there.
///
/// In `kata.json`: `"allowedCalls": [{"capability": "files", "in": "tests", "reason": "…"}]`.
package struct AllowedCall: Sendable, Codable, Equatable {
    /// Which code may make the call: the learner's presenter files, or their test file.
    package enum Scope: String, Sendable, Codable, ClosedSet {
        case presenter, tests
    }

    /// One of `capabilities`.
    package var capability: String

    /// The capabilities the call screen knows (`SymbolScreen.capabilities`, in its order; a test
    /// holds the two lists alike), named here so the catalog needs nothing of the screen.
    package static let capabilities = ["arguments", "environment", "files", "processes", "loading", "network", "exit", "signals"]
    package var scope: Scope
    /// Why the learner's code may need it, in plain words (for the kata's author and reviewers).
    package var reason: String

    enum CodingKeys: String, CodingKey, CaseIterable {
        case capability
        case scope = "in"
        case reason
    }

    package init(capability: String, scope: Scope, reason: String) {
        self.capability = capability
        self.scope = scope
        self.reason = reason
    }
}

extension Kata {
    /// The capabilities this kata allows in `scope`, by id.
    func allowedCapabilities(in scope: AllowedCall.Scope) -> Set<String> {
        Set((allowedCalls ?? []).filter { $0.scope == scope }.map(\.capability))
    }
}
