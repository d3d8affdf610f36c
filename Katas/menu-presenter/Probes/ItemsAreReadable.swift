// Must compile: the presenter's state can be read.
@testable import MenuScreen

@MainActor
func control(_ presenter: MenuPresenter) -> [MenuItem] {
    presenter.items
}
