import Foundation

/// Dates written in UTC with a fixed pattern and the POSIX locale, so a report or a file name
/// reads the same on every machine.
package enum UTCFormat {
    package static func string(_ date: Date, _ pattern: String) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = pattern
        return formatter.string(from: date)
    }
}
