import KataCore

/// A parsed command line: positionals, `--option value` (or `--option=value`), and `--flag`s.
/// Each command declares the options it takes (`Option`); anything else is a usage error, and
/// every value is checked against its declaration here, before the command runs.
struct Arguments {
    var positionals: [String] = []
    var values: [String: [String]] = [:]
    var flags: Set<String> = []

    init(_ tokens: [String], options declared: [Option], command: String) throws {
        let byName = Dictionary(declared.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
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
                throw KataError.usage("unknown option '\(token)' for `swift run kata \(command)`. Run `swift run kata \(command) --help`.")
            }
            var name = String(token.dropFirst(2))
            var inlineValue: String?
            if let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            if name == "help" {
                flags.insert(name)
                continue
            }
            guard let option = byName[name] else {
                throw KataError.usage("unknown option '--\(name)' for `swift run kata \(command)`. Run `swift run kata \(command) --help`.")
            }
            try take(option, inline: inlineValue, from: tokens, at: &index, command: command)
        }
    }

    /// Takes the value of `option` (given inline as `--name=value`, or the next token) or marks it
    /// as a flag, checked against its declaration.
    private mutating func take(_ option: Option, inline inlineValue: String?, from tokens: [String], at index: inout Int, command: String) throws {
        let name = option.name
        if case .optionalText = option.value {
            // The value is optional (`--markdown` prints, `--markdown FILE` writes). A following
            // word counts as the value only when it looks like a path (has a `/` or a `.`), so
            // `--markdown leaky-presenter` keeps the kata.
            if let inlineValue {
                values[name, default: []].append(inlineValue)
            } else if index < tokens.count, !tokens[index].hasPrefix("-"), tokens[index].contains("/") || tokens[index].contains(".") {
                values[name, default: []].append(tokens[index])
                index += 1
            } else {
                flags.insert(name)
            }
            return
        }
        guard option.takesValue else {
            guard inlineValue == nil else {
                throw KataError.usage("--\(name) takes no value. Run `swift run kata \(command) --help`.")
            }
            flags.insert(name)
            return
        }
        let value: String
        if let inlineValue {
            value = inlineValue
        } else if index < tokens.count {
            value = tokens[index]
            index += 1
        } else {
            throw KataError.usage("--\(name) needs a value (\(option.synopsis)). Run `swift run kata \(command) --help`.")
        }
        try option.validate(value, command: command)
        values[name, default: []].append(value)
    }

    /// The option's value (the last one given).
    func option(_ name: String) -> String? { values[name]?.last }
    /// Every value of a repeatable option, in order; nil when it was not given.
    func all(_ name: String) -> [String]? { values[name] }
    /// A decimal option's value, already checked against its range.
    func decimal(_ name: String) -> Double? { option(name).flatMap(Double.init) }
    /// A whole-number option's value, already checked against its range.
    func whole(_ name: String) -> Int? { option(name).flatMap { Int($0) } }
    func has(_ flag: String) -> Bool { flags.contains(flag) }

    /// At most `count` positionals.
    func expectingAtMost(_ count: Int, command: String) throws -> Arguments {
        guard positionals.count <= count else {
            throw KataError.usage("`swift run kata \(command)` takes at most \(count) argument\(count == 1 ? "" : "s"); got \(positionals.joined(separator: " ")). Run `swift run kata \(command) --help`.")
        }
        return self
    }
}
