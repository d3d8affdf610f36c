import Foundation
import Testing
@testable import OrdersScreen

/// Which taps act: every existing row (0 and count-1 included) gets exactly one answer; -1,
/// count, a tap before the orders arrived and an index a reload made stale do nothing.
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
        func expectNothing(_ index: Int, _ situation: String) async {
            let said = await tapper.tap(index, on: presenter, view: view, expectingAnswer: false)
            if !said.isEmpty { problems.append("a tap on row \(index) \(situation) should do nothing, but the view got \(describe(said))") }
        }
        func expectAnswer(_ index: Int, of list: [Order], _ situation: String) async {
            let said = await tapper.tap(index, on: presenter, view: view)
            if said != [.returnFor(list[index].id)] && said != [.message] {
                problems.append("a tap on row \(index) \(situation) should get one answer about order \(list[index].id) (showReturn(for:) or showMessage(_:)), but the view got \(describe(said))")
            }
        }

        presenter.viewDidLoad()
        await eventually { service.pending > 0 }
        await expectNothing(0, "before the orders have arrived")

        await service.replyAll(with: .success(three))
        await eventually { view.log.lastRows?.count == 3 }
        await expectNothing(-1, "of a list of 3")
        await expectNothing(3, "of a list of 3")
        await expectAnswer(0, of: three, "of a list of 3")
        await expectAnswer(2, of: three, "(the last of 3)")

        presenter.viewDidLoad()
        await eventually { service.pending > 0 }
        await service.replyAll(with: .success([three[2]]))
        await eventually { view.log.lastRows?.count == 1 }
        await expectNothing(2, "after a reload shortened the list to 1")
        await expectNothing(1, "after a reload shortened the list to 1")
        await expectAnswer(0, of: [three[2]], "after a reload shortened the list to 1")

        expect(problems.isEmpty, "Only a tap on a row that exists should act. \(problems.prefix(3).joined(separator: "; ")).")
        withExtendedLifetime(presenter) {}
    }
}
