import Foundation

/// What a presenter library looks like to one piece of code compiled against it, read from the
/// ABI descriptor the toolchain's API digester writes (`swift-api-digester -dump-sdk -abi`):
/// declarations with their types, attributes and conformances, and stored properties in layout
/// order, private ones too.
///
/// Presenters with the same fingerprint for the learner's test file share one build of it. The
/// `.swiftmodule` is no good as that key: it changes with source positions, doc comments and
/// private functions, which no client code depends on, and with members the tests never use.
/// What is kept is what the code can reach:
/// - a type whose name the code writes, and every type named in what is kept (closure over the
///   types of members, conformances and superclasses);
/// - in a type, every member, except members the code can only reach by a name it never writes
///   after a dot (`presenter.view`, `\.view`, `$0.view`): extension methods of any type, and
///   every non-stored member of a `final` class. Private members are never reachable.
///   Initialisers, subscripts, operators and `callAsFunction` are used without their name and
///   always kept, as are protocol extension members named like a requirement (defaults);
/// - in a `final` class, stored properties up to the last one the code can reach, the others as
///   anonymous slots (type, ownership, order), since the code reads and writes that one at a fixed
///   offset (measured: a private property added before `weak var view` changes the test object;
///   one renamed or added after it does not). Structs, enums and other classes keep their layout.
/// Inside a body that extends, inherits from or conforms to a type, that type's members are
/// reached by bare names, so for a type written after `extension`, `:`, `,` or `&` every
/// identifier counts.
/// The project's tests compile the kata's model tests against presenters of equal fingerprint
/// and compare the objects.
public enum ABIFingerprint {
    /// The names a source text reaches declarations by.
    public struct Reach: Sendable, Equatable {
        /// Names written after a dot.
        public var members: Set<String>
        /// Every identifier written, comments and strings included: more names only keep more.
        public var identifiers: Set<String>
        /// Names written after `extension`, `:`, `,` or `&`: types the text may extend, inherit
        /// from or conform to, inside whose bodies their members are reached by bare names.
        public var extended: Set<String>

        public init(source: String) {
            var dotted = Set<String>()
            var all = Set<String>()
            var extended = Set<String>()
            var current = ""
            var previous = ""
            var afterDot = false
            var afterColon = false
            var pendingDot = false
            var pendingColon = false
            func finish() {
                guard !current.isEmpty else { return }
                all.insert(current)
                if afterDot { dotted.insert(current) }
                if afterColon || previous == "extension" { extended.insert(current) }
                previous = current
                current = ""
            }
            for scalar in source.unicodeScalars {
                if scalar == "_" || CharacterSet.alphanumerics.contains(scalar) {
                    if current.isEmpty {
                        afterDot = pendingDot
                        afterColon = pendingColon
                    }
                    current.unicodeScalars.append(scalar)
                    pendingDot = false
                    pendingColon = false
                } else {
                    finish()
                    if CharacterSet.whitespacesAndNewlines.contains(scalar) { continue }
                    previous = ""
                    pendingDot = scalar == "."
                    pendingColon = scalar == ":" || scalar == "," || scalar == "&"
                }
            }
            finish()
            members = dotted
            identifiers = all
            self.extended = extended
        }

        /// The names that reach members of the type called `type`.
        func members(of type: String?) -> Set<String> {
            guard let type, extended.contains(type) else { return members }
            return identifiers
        }
    }

    /// Keys that say where a declaration was written, not what it is.
    static let positional: Set<String> = ["filePath", "offset", "length", "line", "col", "tool_arguments"]
    /// Attributes that carry no meaning for callers.
    static let commentary: Set<String> = ["RawDocComment"]
    /// Attributes that put a written body into client code: with one of these on a declaration
    /// the author wrote (not an implicit accessor), only the whole module will do.
    static let inlining: Set<String> = ["Inlinable", "Transparent", "AlwaysEmitIntoClient", "UsableFromInline"]

    typealias Node = [String: Any]

    /// The fingerprint of a descriptor for code that reaches `reach` (nil: code that may reach
    /// anything), or nil when it cannot be read or a written body is inlined into clients (the
    /// caller then keys on the whole module).
    public static func of(descriptor url: URL, reach: Reach? = nil) -> String? {
        guard let data = try? Data(contentsOf: url),
              let document = try? JSONSerialization.jsonObject(with: data) as? Node,
              let root = document["ABIRoot"] else { return nil }
        var inlined = false
        guard var normalised = normalise(root, inlined: &inlined) as? Node, !inlined else { return nil }
        if let reach { normalised = prune(normalised, reach: reach) }
        guard let canonical = try? JSONSerialization.data(withJSONObject: normalised, options: [.sortedKeys]) else { return nil }
        var hash = ContentHash()
        hash.add(canonical)
        return hash.hex
    }

    /// Drops positions and comments; notes a written inlinable body.
    static func normalise(_ node: Any, inlined: inout Bool) -> Any {
        if let array = node as? [Any] { return array.map { normalise($0, inlined: &inlined) } }
        guard let object = node as? Node else { return node }
        var result: Node = [:]
        for (key, value) in object where !positional.contains(key) {
            if key == "declAttributes", let attributes = value as? [String] {
                if object["implicit"] as? Bool != true, attributes.contains(where: inlining.contains) { inlined = true }
                result[key] = attributes.filter { !commentary.contains($0) }
            } else {
                result[key] = normalise(value, inlined: &inlined)
            }
        }
        return result
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

        var rendered: [Node] = []
        while true {
            rendered = topLevel.compactMap { node in
                guard isType(node) else { return node }
                return containsKept(node, kept) ? render(node, kept: kept, reach: reach) : nil
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

    /// A type as the code sees it: nested types only when kept, members as the type's comment says.
    static func render(_ node: Node, kept: Set<String>, reach: Reach) -> Node {
        var result = node
        let children = node["children"] as? [Node] ?? []
        let final = node["declKind"] as? String == "Class" && (node["declAttributes"] as? [String] ?? []).contains("Final")
        let requirements = Set(children.filter { $0["isFromExtension"] as? Bool != true }.compactMap { $0["name"] as? String })
        let isProtocol = node["declKind"] as? String == "Protocol"
        let names = reach.members(of: node["name"] as? String)

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
            if name == "callAsFunction" { return true }
            if isProtocol && requirements.contains(name) { return true }  // a default implementation
            return names.contains(name)
        }

        let lastReachableSlot = children.lastIndex { isSlot($0) && reachable($0) }
        var members: [Node] = []
        for (position, member) in children.enumerated() {
            if isType(member) {
                if containsKept(member, kept) { members.append(render(member, kept: kept, reach: reach)) }
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
