import Foundation

/// What `kata.json` may hold, for authoring problems: the fields each object allows and the prose
/// fields that moved to Markdown (what a field is expected to be is worded in the CLI, `ManifestWords`).
enum ManifestSchema {
    /// The fields allowed at each kind of place in `kata.json` (the model's coding keys).
    enum Place {
        case kata, stage, check, compile, probe, variant, edit, keyItem, anchor, review, reviewFile, behaviour, allowedCall

        var allowed: [String] {
            switch self {
            case .kata: return Kata.CodingKeys.allCases.map(\.rawValue)
            case .stage: return Stage.CodingKeys.allCases.map(\.rawValue)
            case .check: return Check.CodingKeys.allCases.map(\.rawValue)
            case .compile: return CompileSettings.CodingKeys.allCases.map(\.rawValue)
            case .probe: return Probe.CodingKeys.allCases.map(\.rawValue)
            case .variant: return Mutant.CodingKeys.allCases.map(\.rawValue)
            case .edit: return Mutant.Edit.CodingKeys.allCases.map(\.rawValue)
            case .keyItem: return KeyItem.CodingKeys.allCases.map(\.rawValue)
            case .anchor: return Anchor.CodingKeys.allCases.map(\.rawValue)
            case .review: return ReviewSpec.CodingKeys.allCases.map(\.rawValue)
            case .reviewFile: return ReviewSpec.File.CodingKeys.allCases.map(\.rawValue)
            case .behaviour: return Behaviour.CodingKeys.allCases.map(\.rawValue)
            case .allowedCall: return AllowedCall.CodingKeys.allCases.map(\.rawValue)
            }
        }

        /// Prose that lives in Markdown now, and where.
        var moved: [String: String] {
            switch self {
            case .kata: return ["questions": KataProse.questionsFile]
            case .stage: return ["hints": KataProse.hintsFile, "learnt": KataProse.hintsFile]
            case .keyItem: return ["detail": KataProse.keyFile]
            default: return [:]
            }
        }

        /// The places inside a field of this place.
        func child(_ field: String) -> Place? {
            switch (self, field) {
            case (.kata, "stages"): return .stage
            case (.kata, "checks"): return .check
            case (.kata, "mutants"), (.kata, "alternatives"): return .variant
            case (.kata, "key"): return .keyItem
            case (.kata, "review"): return .review
            case (.kata, "behaviours"): return .behaviour
            case (.kata, "allowedCalls"): return .allowedCall
            case (.check, "compile"): return .compile
            case (.check, "probes"): return .probe
            case (.variant, "edits"): return .edit
            case (.keyItem, "anchors"): return .anchor
            case (.review, "files"): return .reviewFile
            default: return nil
            }
        }
    }

    static func unknownFields(in json: Any, file: String) -> [AuthoringProblem] {
        var problems: [AuthoringProblem] = []
        func walk(_ value: Any, place: Place, path: String) {
            if let array = value as? [Any] {
                for (index, element) in array.enumerated() { walk(element, place: place, path: path + label(index: index, element: element)) }
                return
            }
            guard let object = value as? [String: Any] else { return }
            let allowed = Set(place.allowed).subtracting(place.moved.keys)
            for key in object.keys.sorted() {
                let field = path.isEmpty ? key : "\(path).\(key)"
                if let home = place.moved[key] {
                    problems.append(AuthoringProblem(file: file, field: field, .movedToMarkdown(key: key, file: home)))
                } else if !allowed.contains(key) {
                    problems.append(AuthoringProblem(file: file, field: field, .unknownField(known: place.allowed.filter(allowed.contains))))
                } else if let child = place.child(key), let inner = object[key] {
                    walk(inner, place: child, path: field)
                }
            }
        }
        walk(json, place: .kata, path: "")
        return problems
    }

    /// `[3] "main-thread"` for an element with an id, `[3]` otherwise.
    static func label(index: Int, element: Any?) -> String {
        if let id = (element as? [String: Any])?["id"] as? String { return "[\(index)] \"\(id)\"" }
        return "[\(index)]"
    }

    /// A decoding error, said as the field at fault and what it should be.
    static func problem(for error: DecodingError, in json: Any, file: String) -> AuthoringProblem {
        func field(_ path: [CodingKey]) -> String {
            var text = ""
            var node: Any? = json
            for key in path {
                if let index = key.intValue {
                    let element = (node as? [Any]).flatMap { index < $0.count ? $0[index] : nil }
                    text += label(index: index, element: element)
                    node = element
                } else {
                    text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
                    node = (node as? [String: Any])?[key.stringValue]
                }
            }
            return text
        }
        switch error {
        case let .keyNotFound(key, context):
            let path = field(context.codingPath + [key])
            return AuthoringProblem(file: file, field: path, .fieldMissing(key.stringValue))
        case let .typeMismatch(type, context):
            let name = context.codingPath.last?.stringValue ?? ""
            return AuthoringProblem(file: file, field: field(context.codingPath), .wrongType(expected: "\(type)", field: name))
        case let .valueNotFound(_, context):
            let name = context.codingPath.last?.stringValue ?? ""
            return AuthoringProblem(file: file, field: field(context.codingPath), .null(field: name))
        case let .dataCorrupted(context):
            if let mismatch = context.underlyingError as? ClosedSetMismatch {
                return AuthoringProblem(file: file, field: field(context.codingPath), .notInClosedSet(allowed: mismatch.allowed, got: mismatch.got))
            }
            return AuthoringProblem(file: file, field: field(context.codingPath), .said(context.debugDescription))
        @unknown default:
            return AuthoringProblem(file: file, field: "", .said("\(error)"))
        }
    }
}
