import Foundation

/// Escaping learner text for XML and HTML: the five markup characters, and the characters XML 1.0
/// cannot carry at all (control characters, U+FFFE, U+FFFF), which are written as a visible `\u{…}`.
package enum XMLText {
    package static func escape(_ value: String, attribute: Bool) -> String {
        var result = ""
        result.reserveCapacity(value.unicodeScalars.count)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += attribute ? "&quot;" : "\""
            case "'": result += attribute ? "&apos;" : "'"
            case "\n": result += attribute ? "&#10;" : "\n"
            case "\r": result += "&#13;"
            case "\t": result += attribute ? "&#9;" : "\t"
            default:
                if allowed(scalar) {
                    result.unicodeScalars.append(scalar)
                } else {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                }
            }
        }
        return result
    }

    /// XML 1.0's Char production, without the C1 controls (allowed but invisible and confusing).
    static func allowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20...0x7E, 0xA0...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }
}
