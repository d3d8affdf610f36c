import Foundation

/// The declarations behind a whole fingerprint, by place, so that when two modules' whole
/// interfaces differ an author can be told which declarations make them differ.
extension ABIFingerprint {
    /// One declaration as the whole fingerprint reads it: where it stands, in Swift's words
    /// (`OrdersPresenter.retry()`), and the hash of what it says of itself (its type, attributes,
    /// conformances; a type's members are declarations of their own).
    struct Declaration: Sendable, Hashable {
        var place: String
        var signature: String
    }

    /// The declarations of a descriptor, in the order it lists them; nil when the fingerprint
    /// cannot read it (`described`).
    static func declarations(descriptor url: URL, resilient: Bool) -> [Declaration]? {
        guard let root = described(descriptor: url, resilient: resilient) else { return nil }
        var result: [Declaration] = []
        func visit(_ node: Node, in path: String) {
            for child in node["children"] as? [Node] ?? [] where child["declKind"] != nil {
                let place = path.isEmpty ? name(of: child) : "\(path).\(name(of: child))"
                var own = child
                if isType(child) { own["children"] = (child["children"] as? [Node] ?? []).filter { $0["declKind"] == nil } }
                var hash = ContentHash()
                addCanonically(own, to: &hash)
                result.append(Declaration(place: place, signature: hash.hex))
                if isType(child) { visit(child, in: place) }
            }
        }
        visit(root, in: "")
        return result
    }

    /// How a declaration is named to an author: `import Foundation`, `OrdersPresenter`, `retry()`.
    static func name(of node: Node) -> String {
        let name = node["printedName"] as? String ?? node["name"] as? String ?? "?"
        return node["declKind"] as? String == "Import" ? "import \(name)" : name
    }

    /// What `other` declares that `base` does not (`added`), what `base` declares that `other`
    /// does not (`removed`), and what both declare otherwise (`changed`), each by place, in the
    /// order met; all empty when they declare the same, though perhaps in another order.
    struct DeclarationDifference: Sendable, Equatable {
        var added: [String] = []
        var removed: [String] = []
        var changed: [String] = []

        init(base: [Declaration], other: [Declaration]) {
            func signatures(_ declarations: [Declaration]) -> [String: [String]] {
                Dictionary(grouping: declarations, by: \.place).mapValues { $0.map(\.signature).sorted() }
            }
            let before = signatures(base)
            let after = signatures(other)
            for place in Self.places(other) {
                guard let old = before[place] else { added.append(place); continue }
                if old != after[place] { changed.append(place) }
            }
            removed = Self.places(base).filter { after[$0] == nil }
        }

        static func places(_ declarations: [Declaration]) -> [String] {
            var seen = Set<String>()
            return declarations.map(\.place).filter { seen.insert($0).inserted }
        }

        var isEmpty: Bool { added.isEmpty && removed.isEmpty && changed.isEmpty }

        /// The first place `other` lists in another order than `base`, when both declare the same.
        static func firstOutOfOrder(base: [Declaration], other: [Declaration]) -> String? {
            zip(places(base), places(other)).first { $0 != $1 }?.1
        }
    }
}
