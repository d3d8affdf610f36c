// Must compile: on the main actor, the presenter's entry points can be called.
@testable import MenuScreen

@MainActor
func control(_ presenter: MenuPresenter) {
    presenter.onViewDidLoad()
    presenter.didSelectItem(at: 0)
    presenter.didTapInfo()
}
