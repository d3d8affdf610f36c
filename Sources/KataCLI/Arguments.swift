import KataCore

/// A parsed command line: positionals, `--option value` (or `--option=value`), and `--flag`s.
/// Each command names the options and flags it takes; anything else is a usage error.
struct Arguments {
    var positionals: [String] = []
    var options: [String: [String]] = [:]
    var flags: Set<String> = []

    init(_ tokens: [String], options known: Set<String>, flags knownFlags: Set<String>, command: String) throws {
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            guard token.hasPrefix("-"), token != "-" else {
                positionals.append(token)
                continue
            }
            if token == "-h" { flags.insert("help"); continue }
            guard token.hasPrefix("--") else {
                throw KataError.usage("unknown option '\(token)' for `kata \(command)`. Run `kata \(command) --help`.")
            }
            var name = String(token.dropFirst(2))
            var inlineValue: String?
            if let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            if knownFlags.contains(name) && known.contains(name) {
                // Named as both a flag and an option: the value is optional (`--markdown` prints,
                // `--markdown FILE` writes). A following word counts as the value only when it looks
                // like a path (has a `/` or a `.`), so `--markdown leaky-presenter` keeps the kata.
                if let inlineValue {
                    options[name, default: []].append(inlineValue)
                } else if index < tokens.count, !tokens[index].hasPrefix("-"), tokens[index].contains("/") || tokens[index].contains(".") {
                    options[name, default: []].append(tokens[index])
                    index += 1
                } else {
                    flags.insert(name)
                }
            } else if knownFlags.contains(name) || name == "help" {
                guard inlineValue == nil else {
                    throw KataError.usage("--\(name) takes no value. Run `kata \(command) --help`.")
                }
                flags.insert(name)
            } else if known.contains(name) {
                if let inlineValue {
                    options[name, default: []].append(inlineValue)
                } else if index < tokens.count {
                    options[name, default: []].append(tokens[index])
                    index += 1
                } else {
                    throw KataError.usage("--\(name) needs a value. Run `kata \(command) --help`.")
                }
            } else {
                throw KataError.usage("unknown option '--\(name)' for `kata \(command)`. Run `kata \(command) --help`.")
            }
        }
    }

    func option(_ name: String) -> String? { options[name]?.last }
    func has(_ flag: String) -> Bool { flags.contains(flag) }

    /// At most `count` positionals.
    func expectingAtMost(_ count: Int, command: String) throws -> Arguments {
        guard positionals.count <= count else {
            throw KataError.usage("`kata \(command)` takes at most \(count) argument\(count == 1 ? "" : "s"); got \(positionals.joined(separator: " ")). Run `kata \(command) --help`.")
        }
        return self
    }
}
