import Foundation

extension RoundReport {
    /// The report of a kata in a workspace, as it stands at `now`: the interview round if there is
    /// one, else the learner's practice (last review, last check, question sessions).
    package static func build(kata: Kata, workspace: Workspace, interview: InterviewState?, lastCheck: LastCheck?, now: Date,
                               source words: (ChecksSource) -> String, explain: (ReviewScore.Why) -> String) -> RoundReport {
        let reviews = ReviewStore(workspace: workspace, kata: kata).load()
        let questionSessions = QuestionHistory.load(from: workspace).sessions.filter { $0.kata == kata.id }
        let checks = latestChecks(interview: interview, lastCheck: lastCheck)
        let source: ChecksSource
        if let interview, !interview.latestChecks.isEmpty {
            source = .round
        } else if let lastCheck {
            source = .lastCheck(stage: lastCheck.stage, at: lastCheck.at)
        } else {
            source = .none
        }
        return RoundReport(
            kata: kata.id, title: kata.title, generatedAt: now,
            roundStatus: status(interview),
            roundStartedAt: interview?.startedAt,
            phases: (interview?.phases ?? []).map { phase in
                PhaseLine(kind: phase.kind.rawValue, title: phase.kind.title, minutes: phase.minutes, status: phase.status.rawValue,
                          secondsUsed: phase.secondsUsed(now: interview?.pausedAt ?? now), startedAt: phase.startedAt, endedAt: phase.endedAt)
            },
            review: reviewSection(kata: kata, workspace: workspace, history: reviews, interview: interview, explain: explain),
            checksSource: words(source),
            stages: kata.stages.sorted { $0.number < $1.number }.map { stage in
                StageSection(number: stage.number, title: stage.title, checks: kata.checks(inStage: stage.number).map { check in
                    let result = checks[check.id]
                    return CheckLine(id: check.id, title: check.title, status: result?.status.rawValue ?? "not-run",
                                     message: result?.status == .pass ? nil : result?.message,
                                     location: result?.location.map { "\($0.file):\($0.line)" })
                })
            },
            testsCheck: kata.testsCheck?.id,
            tests: testsSection(kata.testsCheck.flatMap { checks[$0.id]?.grade }),
            questions: kata.questions.map { question in
                QuestionLine(question: question.question, answer: question.answer,
                             knew: interview?.answers.first { $0.question == question.question }?.knew)
            },
            diff: diff(kata: kata, workspace: workspace),
            reviewHistory: reviews.attempts.enumerated().map { ScorePoint(label: "review \($0.offset + 1)", at: $0.element.submittedAt, percent: $0.element.percent) },
            questionHistory: questionSessions.enumerated().map { index, session in
                ScorePoint(label: "questions \(index + 1)", at: session.at, percent: session.asked == 0 ? 0 : Int((Double(session.knew) / Double(session.asked) * 100).rounded()))
            },
            checkHistory: (interview?.checkAttempts ?? []).enumerated().map { index, attempt in
                ScorePoint(label: "check \(index + 1)", at: attempt.at, percent: attempt.total == 0 ? 0 : Int((Double(attempt.passed) / Double(attempt.total) * 100).rounded()))
            },
            candidate: interview?.candidate
        )
    }

    static func status(_ interview: InterviewState?) -> String {
        guard let interview else { return "no interview" }
        if interview.isFinished { return "finished" }
        if interview.pausedAt != nil { return "paused" }
        return interview.phases.contains { $0.status != .pending } ? "in progress" : "not started"
    }

    /// The round's verdicts where it has them, the last workspace check for the rest.
    static func latestChecks(interview: InterviewState?, lastCheck: LastCheck?) -> [String: CheckResult] {
        var checks: [String: CheckResult] = [:]
        // A check from before the round says nothing about the round.
        if let lastCheck, lastCheck.at >= interview?.startedAt ?? .distantPast {
            for check in lastCheck.report.checks { checks[check.id] = check }
        }
        for (id, check) in interview?.latestChecks ?? [:] { checks[id] = check }
        return checks
    }

    /// The round's review, else the last one submitted, else the draft in review.md.
    static func reviewSection(kata: Kata, workspace: Workspace, history: ReviewHistory, interview: InterviewState?,
                              explain: (ReviewScore.Why) -> String) -> ReviewSection? {
        guard kata.review != nil else { return nil }
        let attempt: ReviewHistory.Attempt?
        if let index = interview?.reviewAttempt, history.attempts.indices.contains(index) {
            attempt = history.attempts[index]
        } else {
            attempt = history.attempts.last
        }
        let text: String
        if let attempt {
            text = attempt.review
        } else if let draft = try? String(contentsOf: workspace.folder(for: kata).appendingPathComponent("review.md"), encoding: .utf8) {
            text = draft
        } else {
            return nil
        }
        let score = ReviewScorer(key: ReviewKey(kata: kata)).score(ReviewParser(kata: kata).parse(text))
        return ReviewSection(
            draft: attempt == nil, percent: score.percent, points: score.points, maximum: score.maximum,
            found: score.found, total: score.items.count,
            minutesTaken: attempt.map { ($0.minutesTaken * 10).rounded() / 10 }, minutesAllowed: attempt?.minutesAllowed,
            items: score.items.map { item in
                ReviewItemLine(id: item.key.identifier, title: item.key.title, severity: item.key.severity.rawValue, found: item.foundBy != nil,
                               points: item.points, weight: item.key.weight, words: item.foundBy?.text,
                               reviewLine: item.foundBy?.sourceLine, detail: item.key.detail)
            },
            unearned: score.findings.filter { $0.earned == nil }.map {
                UnearnedFinding(reviewLine: $0.finding.sourceLine, text: $0.finding.text, why: explain($0.why))
            })
    }

    static func testsSection(_ grade: TestGrade?) -> TestsSection? {
        guard let grade else { return nil }
        return TestsSection(testCount: grade.tests.count, caught: grade.noticedCount, total: grade.behaviours.count,
                            mutants: grade.behaviours.map { MutantLine(description: $0.words, required: $0.required, status: $0.status.rawValue) },
                            unsound: grade.unsoundTests.map(\.name))
    }

    /// Each file the candidate edits against its starter, with three unchanged lines around changes.
    static func diff(kata: Kata, workspace: Workspace) -> [FileDiff] {
        kata.workspaceFiles.compactMap { name in
            guard let final = try? String(contentsOf: workspace.file(name, of: kata), encoding: .utf8) else { return nil }
            let starter = (try? String(contentsOf: kata.starterDirectory.appendingPathComponent(name), encoding: .utf8)) ?? ""
            let lines = LineDiff.diff(starter, final)
            var keep = Array(repeating: false, count: lines.count)
            for (index, line) in lines.enumerated() {
                if case .same = line { continue }
                for k in max(0, index - 3)...min(lines.count - 1, index + 3) { keep[k] = true }
            }
            var result: [DiffLine] = []
            var skipped = false
            var added = 0, removed = 0
            for (index, line) in lines.enumerated() {
                guard keep[index] else { skipped = true; continue }
                if skipped { result.append(DiffLine(kind: "gap", text: "…")); skipped = false }
                switch line {
                case .same(let text): result.append(DiffLine(kind: "same", text: text))
                case .added(let text): result.append(DiffLine(kind: "added", text: text)); added += 1
                case .removed(let text): result.append(DiffLine(kind: "removed", text: text)); removed += 1
                }
            }
            return FileDiff(file: name, added: added, removed: removed, lines: result)
        }
    }
}
