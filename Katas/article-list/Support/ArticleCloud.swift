// Support code of the article-list kata: the app's older networking layer, with a promise-style
// API, which the starter's presenter reaches through its singleton. Foundation only.
import Foundation

/// A small promise, as the app's older networking code returns: `done` runs with the value,
/// `catch` with the error, once the work has finished (at once when it already has).
final class Promise<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var result: Result<Value, Error>?
    private var waiting: [(Result<Value, Error>) -> Void] = []

    init(_ work: (@escaping @Sendable (Result<Value, Error>) -> Void) -> Void) {
        work { [self] result in settle(result) }
    }

    @discardableResult
    func done(_ body: @escaping (Value) -> Void) -> Promise<Value> {
        observe { if case .success(let value) = $0 { body(value) } }
        return self
    }

    @discardableResult
    func `catch`(_ body: @escaping (Error) -> Void) -> Promise<Value> {
        observe { if case .failure(let error) = $0 { body(error) } }
        return self
    }

    private func observe(_ body: @escaping (Result<Value, Error>) -> Void) {
        let known: Result<Value, Error>? = lock.withLock {
            if result == nil { waiting.append(body) }
            return result
        }
        if let known { body(known) }
    }

    private func settle(_ outcome: Result<Value, Error>) {
        let observers: [(Result<Value, Error>) -> Void] = lock.withLock {
            guard result == nil else { return [] }
            result = outcome
            defer { waiting = [] }
            return waiting
        }
        for observer in observers { observer(outcome) }
    }
}

/// The app's article service, a singleton. Like a real one, it answers on a background queue.
final class ArticleCloud: Sendable {
    static let shared = ArticleCloud()

    private let queue = DispatchQueue(label: "ArticleCloud.network")

    func getArticles(forceRefresh: Bool) -> Promise<[Article]> {
        Promise { resolve in
            queue.asyncAfter(deadline: .now() + 0.3) {
                resolve(.success([
                    Article(id: "swift-6", title: "What Swift 6 changes for your app"),
                    Article(id: "mvp", title: "MVP without the massive view controller"),
                ]))
            }
        }
    }
}
