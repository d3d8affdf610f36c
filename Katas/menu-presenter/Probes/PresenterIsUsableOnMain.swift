// Must compile (in Swift 5 and in Swift 6 mode): on the main actor, the presenter's entry points
// and its state can be used, directly and through `MenuPresenting`.
@testable import MenuScreen

@MainActor
func control(_ presenter: MenuPresenter) -> Int {
    presenter.onViewDidLoad()
    presenter.didSelectItem(at: 0)
    presenter.didTapInfo()
    let presenting: any MenuPresenting = presenter
    presenting.onViewDidLoad()
    presenting.didSelectItem(at: 0)
    presenting.didTapInfo()
    return presenter.items.count
}
