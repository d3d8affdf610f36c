import Foundation

/// What a presenter library looks like to one piece of code compiled against it, read from the
/// ABI descriptor the toolchain's API digester writes (`swift-api-digester -dump-sdk -abi`):
/// declarations with their types, attributes and conformances, and stored properties in layout
/// order, private ones too.
///
/// Presenters with the same fingerprint for the learner's test file share one build of it. The
/// `.swiftmodule` is no good as that key: it changes with source positions, doc comments and
/// private functions, which no client code depends on, and with members the tests never use.
/// In a library built with its types marked resilient (`ResilientSource`), those types' layout
/// is reached through the library and left out first (`opaque`). What is kept is what the code
/// can reach:
/// - a type whose name the code writes, and every type named in what is kept (closure over the
///   types of members, conformances and superclasses);
/// - in a type, every member, except members the code can only reach by a name it never writes
///   after a dot (`presenter.view`, `presenter.`view``, `\.view`, `$0.view`): extension methods
///   of any type, and every non-stored member of a `final` class. Private members are never
///   reachable. Initialisers, subscripts and operators are used without their name and always
///   kept, as are protocol extension members named like a requirement (defaults) and members the
///   compiler calls for syntax (`callAsFunction`, `dynamicallyCall`, `build…`, `makeIterator`…);
/// - in a `final` class, stored properties up to the last one the code can reach, the others as
///   anonymous slots (type, ownership, order), since the code reads and writes that one at a fixed
///   offset (measured: a private property added before `weak var view` changes the test object;
///   one renamed or added after it does not). Structs, enums and other classes keep their layout.
/// Inside a body that extends, inherits from or conforms to a type, that type's members are
/// reached by bare names, so for a type written after `extension`, `:`, `,` or `&` every
/// identifier counts; so do the members of everything it refines, inherits from or conforms to,
/// all of them, as a requirement may pick one whose name is never written (a spy of `OrdersView`
/// calling `describe(rows)` calls a `describe` that a protocol `OrdersView` refines adds). A type
/// written after `extension` is kept whole, as the code may add a conformance to it.
/// What the descriptor does not say keys the module whole (`of` returns nil): which global actor,
/// which result builder, an operator's precedence, and (from the sources, `hidesFromDescriptor`)
/// typealiases, defaults the caller expands (`= #line`), `@available`, `nonisolated(nonsending)`,
/// underscored attributes, attributes on parameters, and accessors with effects, coroutines or
/// addressors.
/// The project's tests compile the kata's model tests against presenters of equal fingerprint
/// and compare the objects, and each reach above against a pair of presenters it tells apart.
enum ABIFingerprint {
    /// The names a source text reaches declarations by.
    struct Reach: Sendable, Equatable {
        /// Names written after a dot (a backticked name counts as the name).
        var members: Set<String>
        /// Every identifier written, comments and strings included: more names only keep more.
        var identifiers: Set<String>
        /// Names written after `extension`, `:`, `,` or `&`: types the text may extend, inherit
        /// from or conform to, inside whose bodies their members are reached by bare names.
        var extended: Set<String>
        /// Names written after `extension`: types the text may make conform to a protocol, whose
        /// requirements then pick members by names the text need not write.
        var extensions: Set<String>

        /// A key for what the text reaches: equal keys, equal fingerprints. Every set the rules
        /// read is in it (a set left out would let two texts share a remembered fingerprint).
        var key: String {
            var hash = ContentHash()
            hash.add(ABIFingerprint.rulesVersion)
            for names in [members, identifiers, extended, extensions] { hash.add(names.sorted().joined(separator: " ")) }
            return hash.hex
        }

        init(source: String) {
            // A comment may sit between `extension` or `:` and the type (`: /* the contract */
            // OrdersView`): the text is read once as written and once without what looks like a
            // comment (which may cut a string holding `//`, hence both), and the names joined.
            let uncommented = source.replacingOccurrences(of: #"//[^\n]*|/\*[\s\S]*?\*/"#, with: " ", options: .regularExpression)
            self.init(scanning: source)
            let other = Reach(scanning: uncommented)
            members.formUnion(other.members)
            identifiers.formUnion(other.identifiers)
            extended.formUnion(other.extended)
            extensions.formUnion(other.extensions)
        }

        init(scanning source: String) {
            var scanner = NameScanner()
            for token in Self.tokens(of: source) { scanner.fold(token) }
            // The words of a raw identifier count as names too: more names only keep more.
            for name in scanner.all where name.unicodeScalars.contains(where: { !Self.isIdentifierCharacter($0) }) {
                let words = name.unicodeScalars.split { !Self.isIdentifierCharacter($0) }.map { String($0) }
                scanner.all.formUnion(words)
                if scanner.dotted.contains(name) { scanner.dotted.formUnion(words) }
            }
            members = scanner.dotted
            identifiers = scanner.all
            extended = scanner.extended
            extensions = scanner.extensions
        }

        /// What a run of a text's scalars is to the name scan, the first step of
        /// `init(scanning:)`; `NameScanner` folds the tokens into the sets.
        enum Token: Sendable, Equatable {
            /// A run of identifier characters, or what is between backticks (up to a line break;
            /// empty for two backticks in a row): a backticked name counts as the name.
            case name(String)
            /// A run of white space, and whether it breaks a line.
            case space(breaksLine: Bool)
            /// One scalar of punctuation or an operator.
            case mark(Unicode.Scalar)
        }

        /// `source` cut into tokens: `view`, `.`, `` `two words` `` and ` ` are a name, a mark, a
        /// name and a space.
        static func tokens(of source: String) -> [Token] {
            var tokens: [Token] = []
            var name: String.UnicodeScalarView?
            var inBackticks = false
            func endName() {
                if let read = name { tokens.append(.name(String(read))) }
                name = nil
            }
            for scalar in source.unicodeScalars {
                if scalar == "`" {
                    // An opening backtick starts a name, even an empty one; a closing one ends it.
                    endName()
                    if !inBackticks { name = String.UnicodeScalarView() }
                    inBackticks.toggle()
                    continue
                }
                if inBackticks, scalar != "\n" {
                    name?.append(scalar)
                    continue
                }
                inBackticks = false
                if isIdentifierCharacter(scalar) {
                    if name == nil { name = String.UnicodeScalarView() }
                    name?.append(scalar)
                    continue
                }
                endName()
                if CharacterSet.whitespacesAndNewlines.contains(scalar) {
                    let breaks = CharacterSet.newlines.contains(scalar)
                    if case let .space(before)? = tokens.last {
                        tokens[tokens.count - 1] = .space(breaksLine: before || breaks)
                    } else {
                        tokens.append(.space(breaksLine: breaks))
                    }
                    continue
                }
                tokens.append(.mark(scalar))
            }
            endName()
            return tokens
        }

        /// The state of `init(scanning:)` as it folds a text's tokens (`tokens(of:)`) into names.
        struct NameScanner {
            var dotted = Set<String>()
            var all = Set<String>()
            var extended = Set<String>()
            var extensions = Set<String>()
            var previous = ""
            var afterDot = false
            var afterColon = false
            var pendingDot = false
            var pendingColon = false
            // A qualified name continues what its first part is: in `extension Outer.Inner` and
            // `: OrdersScreen.OrdersView` the last part is the type extended (true: by `extension`).
            var qualifier: Bool?
            var pendingQualifier: Bool?
            var currentQualifier: Bool?
            // `: @MainActor OrdersView`, `, @unchecked Sendable`: the type after the attribute
            // is still the one inherited from or conformed to.
            var pendingAttribute = false
            var isAttribute = false
            // `typealias View = OrdersView` then `: View` or `extension View`: every name in a
            // typealias counts as extended by `extension` (0: none, 1: after `typealias`, 2: after
            // its `=`, 3: after a name past it).
            var alias = 0

            /// Files a name by what came before it.
            mutating func file(_ name: String) {
                guard !name.isEmpty else { return }
                all.insert(name)
                if afterDot { dotted.insert(name) }
                let byExtension = previous == "extension" || currentQualifier == true || alias > 0
                let isExtended = afterColon || byExtension || currentQualifier != nil
                if name == "typealias" { alias = 1 } else if alias == 2 { alias = 3 }
                if isExtended { extended.insert(name) }
                if byExtension { extensions.insert(name) }
                qualifier = isExtended ? byExtension : nil
                previous = name
                if isAttribute && afterColon { pendingColon = true }
            }

            /// Starts a name with what the punctuation before it said.
            mutating func start() {
                afterDot = pendingDot
                afterColon = pendingColon
                currentQualifier = pendingQualifier
                isAttribute = pendingAttribute
                pendingDot = false
                pendingColon = false
                pendingQualifier = nil
                pendingAttribute = false
            }

            mutating func fold(_ token: Token) {
                switch token {
                case let .name(name):
                    start()
                    file(name)
                case let .space(breaksLine):
                    if alias == 3 && breaksLine { alias = 0 }
                case let .mark(scalar):
                    if scalar == "=" && alias == 1 { alias = 2 }
                    if scalar == ";" || scalar == "{" || scalar == "}" { alias = 0 }
                    previous = ""
                    pendingDot = scalar == "."
                    pendingColon = scalar == ":" || scalar == "," || scalar == "&" || (scalar == "@" && pendingColon)
                    pendingAttribute = scalar == "@"
                    pendingQualifier = scalar == "." ? qualifier : nil
                    qualifier = nil
                }
            }
        }

        /// Swift's identifier characters: ASCII letters, digits and `_`, and every other scalar
        /// that is neither white space nor one of the Unicode operator characters (so `é`, `名`
        /// and emoji continue a name, `≠` ends it).
        static func isIdentifierCharacter(_ scalar: Unicode.Scalar) -> Bool {
            if scalar.isASCII {
                return scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
            }
            if CharacterSet.whitespacesAndNewlines.contains(scalar) { return false }
            return !operatorScalars.contains { $0.contains(scalar.value) }
        }

        /// The Unicode operator-head ranges of the Swift grammar.
        static let operatorScalars: [ClosedRange<UInt32>] = [
            0xA1...0xA7, 0xA9...0xA9, 0xAB...0xAC, 0xAE...0xAE, 0xB0...0xB1, 0xB6...0xB6, 0xBB...0xBB,
            0xBF...0xBF, 0xD7...0xD7, 0xF7...0xF7, 0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E,
            0x2041...0x2053, 0x2055...0x205E, 0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF,
            0x2E00...0x2E7F, 0x3001...0x3003, 0x3008...0x3020, 0x3030...0x3030,
        ]

        /// The reach with every set cut down to `names` (nil: left whole): equal for two texts
        /// that write the same of those names.
        func projected(onto names: Set<String>?) -> Reach {
            guard let names, !names.isEmpty else { return self }
            var result = self
            result.members.formIntersection(names)
            result.identifiers.formIntersection(names)
            result.extended.formIntersection(names)
            result.extensions.formIntersection(names)
            return result
        }

        /// The names that reach members of the type called `type`.
        func members(of type: String?) -> Set<String> {
            guard let type, extended.contains(type) else { return members }
            return identifiers
        }
    }

    /// The rules' version, part of every remembered fingerprint's key (`PresenterLibrary.interface`):
    /// bump it with any change to what the fingerprint keeps.
    static let rulesVersion = "rules-5"

    /// Keys that say where a declaration was written, not what it is.
    static let positional: Set<String> = ["filePath", "offset", "length", "line", "col", "tool_arguments"]
    /// Attributes that carry no meaning for callers.
    static let commentary: Set<String> = ["RawDocComment"]
    /// Attributes that put a written body into client code: with one of these on a declaration
    /// the author wrote (not an implicit accessor), only the whole module will do.
    /// (`@usableFromInline` alone inlines nothing: it lets inlinable code call a declaration.)
    static let inlining: Set<String> = ["Inlinable", "Transparent", "AlwaysEmitIntoClient"]

    typealias Node = [String: Any]

    /// The fingerprint of a descriptor for code that reaches `reach` (nil: code that may reach
    /// anything), or nil when it cannot be read or a written body is inlined into clients (the
    /// caller then keys on the whole module).
    /// `resilient`: the library was built with library evolution, so its types marked
    /// `@usableFromInline` (`ResilientSource`) are reached through it (see `opaque`).
    static func of(descriptor url: URL, reach: Reach? = nil, resilient: Bool = false) -> String? {
        guard var described = described(descriptor: url, resilient: resilient) else { return nil }
        if let reach { described = prune(described, reach: reach) }
        var hash = ContentHash()
        addCanonically(described, to: &hash)
        return hash.hex
    }

    /// The descriptor's root as every fingerprint reads it, before any reach: positions and
    /// comments dropped, resilient types' layout left out; nil when it cannot be read, a written
    /// body is inlined into clients or it declares what it cannot describe.
    static func described(descriptor url: URL, resilient: Bool) -> Node? {
        guard let data = try? Data(contentsOf: url),
              let document = PlainJSON.parse(data) as? Node,
              let root = document["ABIRoot"] else { return nil }
        var inlined = false
        guard let normalised = normalise(root, inlined: &inlined) as? Node, !inlined,
              !declaresWhatItCannotDescribe(normalised) else { return nil }
        return resilient ? opaque(normalised) : normalised
    }

    /// The interface a module built in `folder` shows code that reaches `reach`: `abi-` and its
    /// fingerprint, or `module-` and the hash of its whole `.swiftmodule` where there is no
    /// descriptor or it cannot say enough. Code built against one interface is the same code
    /// against every module of that interface, so such modules can share one build of it.
    /// Remembered in `folder` per reach (the folder is a cache entry keyed on the module's
    /// sources), since reading a descriptor costs more than a test run. A nil `reach` is code
    /// that may reach anything: the whole description, equal for two modules only when every
    /// test file sees them alike.
    static func interface(ofModuleIn folder: URL, moduleHash: String, descriptor: URL?, reach: Reach?, resilient: Bool) -> String {
        guard let descriptor else { return "module-" + moduleHash }
        // The rules look up only names the descriptor declares, so a reach cut down to those
        // keys the same fingerprint: an edit that writes no new such name finds it remembered.
        let memos = folder.appendingPathComponent("interfaces")
        let projected = reach.map { $0.projected(onto: declaredNames(in: descriptor, memo: memos)) }
        let memo = memos.appendingPathComponent(projected?.key ?? "whole-\(rulesVersion)")
        if let remembered = try? String(contentsOf: memo, encoding: .utf8), !remembered.isEmpty { return remembered }
        var interface = "module-" + moduleHash
        if let fingerprint = of(descriptor: descriptor, reach: reach, resilient: resilient) {
            interface = "abi-" + fingerprint
        }
        try? FileManager.default.createDirectory(at: memo.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? AtomicFile.write(interface, to: memo)
        return interface
    }

    /// Every `name` a descriptor holds, at any depth: the only names `prune` and `render` look a
    /// reach up by. Read once per module and remembered beside its fingerprints.
    static func declaredNames(in descriptor: URL, memo folder: URL) -> Set<String> {
        let memo = folder.appendingPathComponent("names-\(rulesVersion)")
        if let remembered = try? String(contentsOf: memo, encoding: .utf8), !remembered.isEmpty {
            return Set(remembered.split(separator: "\n").map(String.init))
        }
        var names = Set<String>()
        func collect(_ value: Any) {
            if let array = value as? [Any] { array.forEach(collect); return }
            guard let object = value as? Node else { return }
            if let name = object["name"] as? String { names.insert(name) }
            object.values.forEach(collect)
        }
        guard let data = try? Data(contentsOf: descriptor), let document = PlainJSON.parse(data) else { return [] }
        collect(document)
        // A name with a line break cannot be listed one a line; such a module is never projected.
        guard !names.contains(where: { $0.contains("\n") }) else { return [] }
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? AtomicFile.write(names.sorted().joined(separator: "\n") + "\n", to: memo)
        return names
    }

    /// Hashes a parsed JSON value with its keys sorted. Foundation's sorted-keys writer did the
    /// same at a hundred times the cost: most of a grade's own CPU time went to it.
    static func addCanonically(_ value: Any, to hash: inout ContentHash) {
        if let object = value as? [String: Any] {
            hash.add("{")
            for key in object.keys.sorted() {
                hash.add(key)
                addCanonically(object[key] as Any, to: &hash)
            }
            hash.add("}")
        } else if let array = value as? [Any] {
            hash.add("[")
            for item in array { addCanonically(item, to: &hash) }
            hash.add("]")
        } else if let string = value as? String {
            hash.add("s" + string)
        } else if value is NSNull {
            hash.add("null")
        } else {
            hash.add("v" + String(describing: value))
        }
    }

    /// Drops positions and comments; notes a written inlinable body.
    static func normalise(_ node: Any, inlined: inout Bool) -> Any {
        if let array = node as? [Any] { return array.map { normalise($0, inlined: &inlined) } }
        guard let object = node as? Node else { return node }
        var result: Node = [:]
        for (key, value) in object where !positional.contains(key) {
            if key == "declAttributes", let attributes = value as? [String] {
                if object["implicit"] as? Bool != true, attributes.contains(where: inlining.contains) { inlined = true }
                // A doc comment alone leaves an empty list: the same as none.
                let meaningful = attributes.filter { !commentary.contains($0) }
                if !meaningful.isEmpty { result[key] = meaningful }
            } else {
                result[key] = normalise(value, inlined: &inlined)
            }
        }
        return result
    }

    /// Attributes of types that other declarations then wear as a bare `Custom`: the descriptor
    /// says neither which global actor isolates a declaration (measured: `@MainActor` and a
    /// module's own `@globalActor` describe alike, and the caller hops to one or the other) nor
    /// whether a parameter has a result builder (measured: a closure argument compiles to other
    /// code with one).
    static let unnamedInUse: Set<String> = ["GlobalActor", "ResultBuilder"]

    /// Whether the module declares a global actor or a result builder, whose uses the
    /// descriptor cannot tell apart, or an operator, whose precedence it does not give (measured:
    /// `10 ~~ 2 * 3` compiles to other code when `~~` binds tighter).
    static func declaresWhatItCannotDescribe(_ root: Node) -> Bool {
        let module = root["name"] as? String
        func declares(_ node: Node) -> Bool {
            guard node["moduleName"] as? String == module else { return (node["children"] as? [Node] ?? []).contains(where: declares) }
            if node["kind"] as? String == "OperatorDecl" { return true }
            if isType(node), (node["declAttributes"] as? [String] ?? []).contains(where: unnamedInUse.contains) { return true }
            return (node["children"] as? [Node] ?? []).contains(where: declares)
        }
        return declares(root)
    }

    /// Whether the sources may declare what the descriptor leaves out, so that the module is to
    /// be keyed whole (measured, each made different test code under one fingerprint):
    /// - a default the caller expands (`= #line`, `#file`, `#function`, `#isolation`, any macro):
    ///   the descriptor only says a parameter has a default, and code built against `= #line`
    ///   passes its own line where code built against `= 0` calls the library;
    /// - a `typealias`: the descriptor has none, so a type the tests name through one (or extend
    ///   as one) is not seen;
    /// - `@available`, described without its arguments: `unavailable` or `obsoleted:` decides
    ///   whether the tests compile against the presenter at all;
    /// - `nonisolated(nonsending)`: described and mangled like `nonisolated`, yet the caller
    ///   passes its isolation along (other code, another calling convention);
    /// - accessors with effects (`get async`, `get throws(E)`), coroutines (`_read`, `_modify`,
    ///   `yielding borrow`) and addressors: described like a plain getter, mangled without the
    ///   effect, called otherwise (found by an adversary, measured);
    /// - underscored attributes (`@_inheritActorContext`, `@_exported`…), some of which change
    ///   how the caller's code is compiled and none of which a kata needs;
    /// - an attribute on a parameter (`func rows(@RowsBuilder _ make: …)`): a result builder's,
    ///   from whichever module, is not described and changes the caller's closure.
    /// A file that cannot be read counts as declaring one.
    static func hidesFromDescriptor(_ paths: [String]) -> Bool {
        paths.contains { path in
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return true }
            return hidesFromDescriptor(source: text)
        }
    }

    /// What `hidesFromDescriptor` looks for, one pattern per item of its list.
    static let undescribed = [
        #"=\s*#[A-Za-z_]"#,
        #"\btypealias\b"#,
        #"@available\b"#,
        #"\bnonsending\b"#,
        // Accessors the descriptor describes like plain ones: effects (`get async`, `get
        // throws(E)`), coroutines and addressors (`_read`, `_modify`, `yielding borrow`,
        // `unsafeAddress`), which other code calls otherwise (measured).
        #"\bget\s+(async|throws)\b|\b(_read|_modify|yielding|unsafeAddress|unsafeMutableAddress)\b"#,
        #"@_[A-Za-z]"#,
        // An attribute after `(` or `,` followed by a name: on a parameter, not on a type in an
        // inheritance list or a parameter's type.
        #"[(,]\s*@(?!unchecked\b|retroactive\b|preconcurrency\b|MainActor\b|Sendable\b|escaping\b|autoclosure\b)[A-Za-z_][A-Za-z0-9_]*\s+[A-Za-z_]"#,
    ].joined(separator: "|")

    static func hidesFromDescriptor(source text: String) -> Bool {
        undescribedText(in: text) != nil
    }

    /// The first text of `source` that `hidesFromDescriptor` finds (`typealias`, `= #line`…).
    static func undescribedText(in source: String) -> String? {
        source.range(of: undescribed, options: .regularExpression).map { String(source[$0]) }
    }

    /// Members the compiler calls for syntax that never writes their names: `x(1)`, `@Builder`
    /// closures, `for … in`, property wrappers, string interpolation.
    static let calledBySyntax: Set<String> = [
        "callAsFunction", "dynamicallyCall",
        "buildBlock", "buildPartialBlock", "buildExpression", "buildOptional", "buildEither", "buildArray",
        "buildLimitedAvailability", "buildFinalResult", "buildIf", "buildDo",
        "makeIterator", "next", "makeAsyncIterator",
        "wrappedValue", "projectedValue",
        "appendInterpolation", "appendLiteral",
    ]

    // MARK: Resilient types

    /// Facts of a property that code outside a resilient type does not see: where its storage
    /// sits and how it holds a reference (measured: the model tests compile to the same object
    /// code against a weak, a strong and an unowned `view` of a marked class). Whether it is
    /// stored, `let` or `lazy` stays: the compiler of the tests still reads that (a stored
    /// property may be passed `inout` twice, an observed or lazy one may not; a static stored
    /// constant is reached through its addressor).
    static let storageKeys: Set<String> = ["fixedbinaryorder", "ownership", "children"]
    static let storageAttributes: Set<String> = ["ReferenceOwnership"]

    /// The descriptor with the layout of its resilient types left out: in a type marked
    /// `@usableFromInline` of a library-evolution build, properties lose their place and
    /// ownership (they stay members, reached by name like any other; the type a property's
    /// accessors take stays with them) and private stored properties, which no outside code can
    /// name, go. Everything else stays as it is. Known blind spot: an observed property
    /// (`didSet`) describes like a stored one and is called alike, but the compiler of the tests
    /// accepts passing a stored one `inout` twice in one call and refuses it for an observed one
    /// (the adversary corpus case `Tests/AdversaryCorpus/shared-builds/observed-view-vs-stored-view`).
    static func opaque(_ root: Node) -> Node {
        func visit(_ node: Node, inResilientType: Bool) -> Node {
            var result = node
            let resilientType = isType(node) && (node["declAttributes"] as? [String] ?? []).contains("UsableFromInline")
            if inResilientType, node["declKind"] as? String == "Var", node["kind"] as? String == "Var" {
                for key in storageKeys { result.removeValue(forKey: key) }
                let attributes = (node["declAttributes"] as? [String] ?? []).filter { !storageAttributes.contains($0) }
                result["declAttributes"] = attributes.isEmpty ? nil : attributes
                return result
            }
            if let children = node["children"] as? [Node] {
                let inside = isType(node) ? resilientType : inResilientType
                result["children"] = children.compactMap { child -> Node? in
                    if inside, child["declKind"] as? String == "Var", isPrivate(child) { return nil }
                    return visit(child, inResilientType: inside)
                }
            }
            return result
        }
        return visit(root, inResilientType: false)
    }

    // MARK: Reachability

    static func prune(_ root: Node, reach: Reach) -> Node {
        let module = root["name"] as? String
        let topLevel = root["children"] as? [Node] ?? []
        var typesByUSR: [String: Node] = [:]
        func index(_ node: Node) {
            if isType(node), let usr = node["usr"] as? String { typesByUSR[usr] = node }
            for child in node["children"] as? [Node] ?? [] { index(child) }
        }
        topLevel.forEach(index)

        var kept = Set<String>()
        for (usr, node) in typesByUSR {
            if let name = node["name"] as? String, reach.identifiers.contains(name) { kept.insert(usr) }
        }
        for node in topLevel where isType(node) && node["moduleName"] as? String != module {
            if let usr = node["usr"] as? String { kept.insert(usr) }  // extensions of other modules' types
        }

        let wholly = whollySeen(typesByUSR, reach: reach)
        var rendered: [Node] = []
        while true {
            rendered = topLevel.compactMap { node in
                guard isType(node) else { return node }
                return containsKept(node, kept) ? render(node, kept: kept, reach: reach, wholly: wholly) : nil
            }
            var referenced = Set<String>()
            rendered.forEach { collectUSRs($0, into: &referenced) }
            let more = referenced.filter { typesByUSR[$0] != nil }.subtracting(kept)
            if more.isEmpty { break }
            kept.formUnion(more)
        }
        var result = root
        result["children"] = rendered
        return result
    }

    /// The types seen whole, all their members kept, whatever names the code writes.
    ///
    /// Inside a body that extends, inherits from or conforms to a type, bare names reach the
    /// members of everything that type inherits from or conforms to too, and a requirement of
    /// one of those may be met by a member whose name is never written (measured: a spy of
    /// `OrdersView, CustomStringConvertible` gets its `description` from an extension of
    /// `OrdersView`); a type the code extends may be made to conform to a protocol whose
    /// requirements do the same. So a protocol or an open class the code may conform to or
    /// inherit from is seen whole, and so is everything above it; a struct, an enum or a final
    /// class after a colon is a type annotation and keeps the names rule.
    static func whollySeen(_ typesByUSR: [String: Node], reach: Reach) -> Set<String> {
        var wholly = Set<String>()
        var pending: [String] = []
        for (usr, node) in typesByUSR {
            guard let name = node["name"] as? String else { continue }
            if reach.extensions.contains(name) { wholly.insert(usr) }
            if reach.extended.contains(name) {
                pending.append(usr)
                let kind = node["declKind"] as? String
                let final = (node["declAttributes"] as? [String] ?? []).contains("Final")
                if kind == "Protocol" || (kind == "Class" && !final) { wholly.insert(usr) }
            }
        }
        while let usr = pending.popLast() {
            guard let node = typesByUSR[usr] else { continue }
            var ancestors = (node["conformances"] as? [Node] ?? []).compactMap { $0["usr"] as? String }
            if let superclass = node["superclassUsr"] as? String { ancestors.append(superclass) }
            for ancestor in ancestors where typesByUSR[ancestor] != nil && !wholly.contains(ancestor) {
                wholly.insert(ancestor)
                pending.append(ancestor)
            }
        }
        return wholly
    }

    static func isType(_ node: Node) -> Bool { node["kind"] as? String == "TypeDecl" }

    static func containsKept(_ node: Node, _ kept: Set<String>) -> Bool {
        if let usr = node["usr"] as? String, kept.contains(usr) { return true }
        return (node["children"] as? [Node] ?? []).contains { isType($0) && containsKept($0, kept) }
    }

    static func collectUSRs(_ node: Any, into set: inout Set<String>) {
        if let array = node as? [Any] { array.forEach { collectUSRs($0, into: &set) }; return }
        guard let object = node as? Node else { return }
        for (key, value) in object {
            if key == "usr" || key == "superclassUsr", let usr = value as? String { set.insert(usr) }
            collectUSRs(value, into: &set)
        }
    }

    /// A type as the code sees it: nested types only when kept, members as the type's comment says
    /// (every member but private ones for a type in `wholly`).
    static func render(_ node: Node, kept: Set<String>, reach: Reach, wholly: Set<String>) -> Node {
        var result = node
        let children = node["children"] as? [Node] ?? []
        let final = node["declKind"] as? String == "Class" && (node["declAttributes"] as? [String] ?? []).contains("Final")
        let requirements = Set(children.filter { $0["isFromExtension"] as? Bool != true }.compactMap { $0["name"] as? String })
        let isProtocol = node["declKind"] as? String == "Protocol"
        let names = reach.members(of: node["name"] as? String).union(calledBySyntax)
        let everyName = (node["usr"] as? String).map(wholly.contains) ?? false

        func isSlot(_ member: Node) -> Bool {
            member["declKind"] as? String == "Var" && member["hasStorage"] as? Bool == true && member["fixedbinaryorder"] != nil
        }
        func reachable(_ member: Node) -> Bool {
            if isSlot(member) && !final { return true }  // layout of a value type or an open class
            let fromExtension = member["isFromExtension"] as? Bool == true
            if !final && !fromExtension { return true }  // a requirement, or a member of a vtable or a value type
            if isPrivate(member) { return false }
            switch member["declKind"] as? String {
            case "Constructor", "Destructor", "Subscript": return true
            default: break
            }
            guard let name = member["name"] as? String, let first = name.unicodeScalars.first,
                  first == "_" || CharacterSet.letters.contains(first) else { return true }  // an operator
            if isProtocol && requirements.contains(name) { return true }  // a default implementation
            return everyName || names.contains(name)
        }

        let lastReachableSlot = children.lastIndex { isSlot($0) && reachable($0) }
        var members: [Node] = []
        for (position, member) in children.enumerated() {
            if isType(member) {
                if containsKept(member, kept) { members.append(render(member, kept: kept, reach: reach, wholly: wholly)) }
            } else if reachable(member) {
                members.append(member)
            } else if isSlot(member), let last = lastReachableSlot, position < last {
                var slot = member
                for key in ["name", "printedName", "usr", "mangledName"] { slot.removeValue(forKey: key) }
                members.append(slot)
            }
        }
        result["children"] = members
        return result
    }

    /// Private and fileprivate declarations carry a private discriminator in their mangled name.
    static func isPrivate(_ member: Node) -> Bool {
        guard let mangled = member["mangledName"] as? String else { return false }
        return mangled.range(of: #"33_[0-9A-F]{32}LL"#, options: .regularExpression) != nil
    }
}
