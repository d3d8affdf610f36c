import Foundation

/// `count` threads of their own running `body`, waited for. Unlike `DispatchQueue.concurrentPerform`,
/// which runs no more iterations at once than there are cores, every one of them runs at once: for
/// workers that mostly wait on a child process (a test run polling for a call), so more of them
/// than cores keep the cores busy.
enum Workers {
    static func run(_ count: Int, _ body: @escaping @Sendable () -> Void) {
        let done = DispatchGroup()
        for _ in 0..<max(1, count) {
            done.enter()
            Thread {
                body()
                done.leave()
            }.start()
        }
        done.wait()
    }
}
