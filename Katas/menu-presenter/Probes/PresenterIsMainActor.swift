// Must not compile in Swift 6 mode: the presenter is main-actor isolated, so a nonisolated
// function cannot call it synchronously.
@testable import MenuScreen

nonisolated func probe(_ presenter: MenuPresenter) {
    presenter.onViewDidLoad()
}
