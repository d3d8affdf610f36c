// Must not compile: the presenter's state is not settable from outside.
@testable import MenuScreen

@MainActor
func probe(_ presenter: MenuPresenter) {
    presenter.items = []
}
