import Foundation
import Testing
@testable import OrdersScreen

/// Which taps act: an existing row (the last, and the first) gets exactly one answer about its
/// order; -1, count and an index a reload made stale do nothing.
@MainActor
@Suite struct StaleIndex {
    @Test func onlyATapOnAnExistingRowActs() async {
        let now = Berlin.date(2026, 4, 9, 10)
        let three = [
            order("one", placedAt: Berlin.date(2026, 4, 1, 10)),
            order("two", placedAt: Berlin.date(2026, 4, 2, 10)),
            order("three", placedAt: Berlin.date(2026, 4, 3, 10)),
        ]
        let service = HeldOrderService()
        let view = OrdersViewSpy()
        let presenter = OrdersPresenter(service: service, now: { now })
        presenter.view = view
        let tapper = Tapper()
        var problems: [String] = []
        /// Taps `index`; `answer` is the order the tap is about, nil when it should do nothing.
        func tap(_ index: Int, about answer: Order?, _ situation: String) async {
            let said = await tapper.tap(index, on: presenter, view: view, expectingAnswer: answer != nil)
            guard let answer else {
                if !said.isEmpty { problems.append("a tap on row \(index) \(situation) should do nothing, but the view got \(describe(said))") }
                return
            }
            if said != [.returnFor(answer.id)] && said != [.message] {
                problems.append("a tap on row \(index) \(situation) should get one answer about order \(answer.id) (showReturn(for:) or showMessage(_:)), but the view got \(describe(said))")
            }
        }

        // Five taps only: every call of didSelectRow costs a learner who prints in it, and the
        // check must still finish in time.
        presenter.viewDidLoad()
        await eventually { service.pending > 0 }
        await service.replyAll(with: .success(three))
        await eventually { view.log.lastRows?.count == 3 }
        await tap(-1, about: nil, "of a list of 3")
        await tap(3, about: nil, "of a list of 3")
        await tap(2, about: three[2], "(the last of 3)")

        presenter.viewDidLoad()
        await eventually { service.pending > 0 }
        await service.replyAll(with: .success([three[1]]))
        await eventually { view.log.lastRows?.count == 1 }
        await tap(2, about: nil, "after a reload shortened the list to 1")
        await tap(0, about: three[1], "(the first and only row) after a reload shortened the list to 1")

        expect(problems.isEmpty, "Only a tap on a row that exists should act. \(problems.prefix(3).joined(separator: "; ")).")
        withExtendedLifetime(presenter) {}
    }

    /// The same rule over generated sequences: taps after a reload that shortened the list, after
    /// a failed reload, on two orders with the same title, on -1 and the row count.
    @Test func everySequenceOfSteps() async {
        await OrderSequences.tapping(.staleIndex).check(
            "a tap acts only on what the screen shows now: a row that exists gets one answer about the order shown there (by position: two orders may look the same), any other index does nothing.",
            scenarios: [
                [.load, .reply(0, .orders(3), onMain: false), .load, .reply(1, .failure, onMain: false), .tap(0)],
                [.load, .reply(0, .orders(2), onMain: false), .tap(2), .tap(1)],
                [.load, .reply(0, .orders(3), onMain: false), .load, .reply(1, .orders(1), onMain: false), .tap(3), .tap(0)],
                [.load, .load, .reply(1, .orders(1), onMain: false), .reply(0, .orders(3), onMain: false), .tap(2)],
                [.load, .reply(0, .orders(3), onMain: false), .load, .reply(1, .orders(0), onMain: false), .tap(0)],
                [.load, .reply(0, .failure, onMain: false), .load, .reply(1, .orders(1), onMain: false), .tap(0)],
            ])
    }

}
