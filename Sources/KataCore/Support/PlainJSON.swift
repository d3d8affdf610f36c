import Foundation

/// A small JSON reader into plain Swift values (`[String: Any]`, `[Any]`, `String`, `Bool`,
/// numbers kept as their text, `NSNull`). On Linux, `JSONSerialization` hands back Foundation
/// objects that are bridged again at every cast: reading a presenter's ABI descriptor that way
/// cost more than running its tests.
enum PlainJSON {
    static func parse(_ data: Data) -> Any? {
        var reader = Reader(bytes: Array(data))
        guard let value = reader.value() else { return nil }
        reader.skipSpace()
        return reader.index == reader.bytes.count ? value : nil
    }

    struct Reader {
        let bytes: [UInt8]
        var index = 0

        mutating func skipSpace() {
            while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
        }

        mutating func value() -> Any? {
            skipSpace()
            guard index < bytes.count else { return nil }
            switch bytes[index] {
            case UInt8(ascii: "{"): return object()
            case UInt8(ascii: "["): return array()
            case UInt8(ascii: "\""): return string()
            case UInt8(ascii: "t"): return literal("true", true)
            case UInt8(ascii: "f"): return literal("false", false)
            case UInt8(ascii: "n"): return literal("null", NSNull())
            default: return number()
            }
        }

        mutating func literal(_ word: String, _ value: Any) -> Any? {
            let text = Array(word.utf8)
            guard index + text.count <= bytes.count, Array(bytes[index..<(index + text.count)]) == text else { return nil }
            index += text.count
            return value
        }

        mutating func number() -> Any? {
            let start = index
            while index < bytes.count, "+-0123456789.eE".utf8.contains(bytes[index]) { index += 1 }
            guard index > start else { return nil }
            return "#" + String(decoding: bytes[start..<index], as: UTF8.self)
        }

        mutating func object() -> Any? {
            index += 1
            var result: [String: Any] = [:]
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return result }
            while true {
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let key = string() else { return nil }
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
                index += 1
                guard let item = value() else { return nil }
                result[key] = item
                skipSpace()
                guard index < bytes.count else { return nil }
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                if bytes[index] == UInt8(ascii: "}") { index += 1; return result }
                return nil
            }
        }

        mutating func array() -> Any? {
            index += 1
            var result: [Any] = []
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return result }
            while true {
                guard let item = value() else { return nil }
                result.append(item)
                skipSpace()
                guard index < bytes.count else { return nil }
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                if bytes[index] == UInt8(ascii: "]") { index += 1; return result }
                return nil
            }
        }

        mutating func string() -> String? {
            index += 1
            var scalars: [UInt8] = []
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                if byte == UInt8(ascii: "\"") { return String(decoding: scalars, as: UTF8.self) }
                guard byte == UInt8(ascii: "\\") else { scalars.append(byte); continue }
                guard index < bytes.count else { return nil }
                let escaped = bytes[index]
                index += 1
                switch escaped {
                case UInt8(ascii: "n"): scalars.append(0x0A)
                case UInt8(ascii: "t"): scalars.append(0x09)
                case UInt8(ascii: "r"): scalars.append(0x0D)
                case UInt8(ascii: "b"): scalars.append(0x08)
                case UInt8(ascii: "f"): scalars.append(0x0C)
                case UInt8(ascii: "u"):
                    guard var code = hex4() else { return nil }
                    if (0xD800..<0xDC00).contains(code), index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                        index += 2
                        guard let low = hex4(), (0xDC00..<0xE000).contains(low) else { return nil }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(code) else { return nil }
                    scalars.append(contentsOf: Array(String(Character(scalar)).utf8))
                default: scalars.append(escaped)  // \" \\ \/
                }
            }
            return nil
        }

        mutating func hex4() -> UInt32? {
            guard index + 4 <= bytes.count, let code = UInt32(String(decoding: bytes[index..<(index + 4)], as: UTF8.self), radix: 16) else { return nil }
            index += 4
            return code
        }
    }
}
