// Compiled into every kata's learner module.
import Foundation

#if !canImport(Darwin)
extension String {
    /// Apple's Foundation has `String(localized:)`; Linux's does not. This stand-in returns the
    /// text itself, as an app with no translations would, so code written for iOS compiles here.
    init(localized text: String, comment: StaticString? = nil) {
        self = text
    }
}
#endif
