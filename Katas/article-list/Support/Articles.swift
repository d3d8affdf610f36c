// Support code of the article-list kata (Domain and shared Presentation types): what the seed's
// screen references and does not declare. The learner does not edit this file; it is compiled into
// the same module as the learner's files. Foundation only.
import Foundation

/// One article of the list.
struct Article: Equatable, Sendable {
    let id: String
    let title: String
}

/// What every screen of the app can be told about a request: the app's shared view protocol.
@MainActor
protocol ApiProtocol: AnyObject {
    func showLoading()
    func hideLoading()
    func handleApiError(error: Error)
}

/// What every presenter of the app is: the app's shared presenter protocol.
@MainActor
protocol PresenterProtocol: AnyObject {}

/// The Domain layer's source of articles (declared here, referenced by the screen, never redeclared).
protocol ArticleRepository: Sendable {
    /// The latest articles. `refresh: true` asks the server past any cache (pull to refresh).
    func latest(refresh: Bool) async throws -> [Article]
}

/// Where the presenter gets the time from: injected, so a test can move it by hand.
protocol ArticleClock: Sendable {
    /// The current moment.
    func now() -> Date
}

/// The app's clock: the system's time.
struct SystemClock: ArticleClock {
    func now() -> Date { Date() }
}
