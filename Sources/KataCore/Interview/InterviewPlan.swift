import Foundation

/// The plan of a kata's interview round: which phases it has, in order, and their time boxes.
package enum InterviewPlan {
    package typealias Kind = InterviewState.PhaseKind

    /// Minutes of each phase when neither the interviewer nor the kata says otherwise.
    package static let defaultMinutes: [Kind: Int] = [.review: 20, .fix: 40, .tests: 20, .questions: 10]

    /// The phases `kata` has, with their boxes: the interviewer's `minutes` first, then the kata's
    /// review box, then the defaults.
    package static func phases(of kata: Kata, minutes: [Kind: Int]) -> [InterviewState.Phase] {
        var kinds: [Kind] = []
        if kata.review != nil { kinds.append(.review) }
        kinds.append(.fix)
        if kata.testsCheck != nil { kinds.append(.tests) }
        if !kata.questions.isEmpty { kinds.append(.questions) }
        return kinds.map { kind in
            let box = minutes[kind] ?? (kind == .review ? kata.review?.minutes : nil) ?? defaultMinutes[kind] ?? 10
            return InterviewState.Phase(kind: kind, minutes: box)
        }
    }

    /// The last stage of the fix: the one before the test-writing stage, or the last.
    package static func lastFixStage(of kata: Kata) -> Int {
        kata.testsCheck.map { max($0.stage - 1, 1) } ?? kata.lastStage
    }
}

extension InterviewState {
    /// On resuming: the interviewer's new boxes apply to the phases not yet done or skipped.
    package mutating func rebox(_ minutes: [PhaseKind: Int]) {
        for index in phases.indices where phases[index].status != .done && phases[index].status != .skipped {
            if let box = minutes[phases[index].kind] { phases[index].minutes = box }
        }
    }
}
