// Must not compile: the presenter cannot be subclassed.
@testable import MenuScreen

final class SneakyPresenter: MenuPresenter {}
