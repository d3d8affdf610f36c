import Foundation
import Testing
@testable import KataCore

@Suite struct MessageBoundTests {
    let bound = MessageBound(hiding: ["/home/grader", "/home/grader/.kata/cache/", "/srv/katas"])

    @Test func pathsOfTheMachineAreHidden() {
        #expect(bound.apply("read /home/grader/.kata/cache/tmp/x/Suite.swift and /srv/katas/Katas/a") == "read …/tmp/x/Suite.swift and …/Katas/a")
        #expect(bound.apply("HOME=/home/grader/secret") == "HOME=…/secret")
        #expect(bound.apply("no path here") == "no path here")
    }

    @Test func longMessagesAreCutAtAStatedLength() {
        let long = String(repeating: "token ", count: 2000)
        let cut = bound.apply(long)
        #expect(cut.count < MessageBound.limit + 60)
        #expect(cut.hasSuffix("(cut at \(MessageBound.limit) characters)"))
        #expect(bound.apply(String(repeating: "a", count: MessageBound.limit)) == String(repeating: "a", count: MessageBound.limit))
    }
}
