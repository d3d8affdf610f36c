import Foundation

/// What `kata.json` may hold, for messages: the fields each object allows, the prose fields that
/// moved to Markdown, and what a missing or mistyped field is expected to be.
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
                    problems.append(AuthoringProblem(file: file, field: field, message: "is not read from kata.json: \(key) is written in \(home) beside it"))
                } else if !allowed.contains(key) {
                    let known = place.allowed.filter(allowed.contains).joined(separator: ", ")
                    problems.append(AuthoringProblem(file: file, field: field, message: "is not a field here (a typo?); expected one of: \(known)"))
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
            return AuthoringProblem(file: file, field: path, message: "is missing; expected \(expectation(key.stringValue))")
        case let .typeMismatch(type, context):
            let name = context.codingPath.last?.stringValue ?? ""
            return AuthoringProblem(file: file, field: field(context.codingPath), message: "has the wrong type (\(describe(type)) was expected); expected \(expectation(name))")
        case let .valueNotFound(_, context):
            let name = context.codingPath.last?.stringValue ?? ""
            return AuthoringProblem(file: file, field: field(context.codingPath), message: "is null; expected \(expectation(name))")
        case let .dataCorrupted(context):
            return AuthoringProblem(file: file, field: field(context.codingPath), message: context.debugDescription)
        @unknown default:
            return AuthoringProblem(file: file, field: "", message: "\(error)")
        }
    }

    static func describe(_ type: Any.Type) -> String {
        let name = "\(type)"
        if name.hasPrefix("Array") { return "a list" }
        if name.hasPrefix("Dictionary") { return "an object" }
        if name == "String" { return "text" }
        if name == "Int" { return "a whole number" }
        if name == "Bool" { return "true or false" }
        return name
    }

    /// What a field holds, in words, for a message about it.
    static func expectation(_ field: String) -> String {
        let words: [String: String] = [
            "formatVersion": "the format number \(KataCatalog.supportedFormatVersion)",
            "id": "an id in lower-case words joined by hyphens",
            "order": "a whole number, the kata's place in the list of katas (unique among the katas)",
            "title": "a short title (text)",
            "summary": "one line for the list of katas (text)",
            "module": "the Swift module the learner's files are compiled into (text)",
            "learnerFiles": "a list of the files the learner edits, named as in Starter/",
            "standIns": "a list of stand-in modules under Katas/Shared/StandIns/ (e.g. [\"UIKit\"])",
            "stages": "a list of stages: {number, title, brief}",
            "checks": "a list of checks: {id, stage, title, kind, …}",
            "mutants": "a list of mutants: {id, description, file, patch or source, fails}",
            "alternatives": "a list of correct variants: {id, description, file, patch or source, fails: []}",
            "key": "a list of review key items: {id, title, severity, anchors, concepts, core, notThis}",
            "review": "{minutes, files: [{name, path}]}",
            "number": "the stage's number, from 1",
            "brief": "the stage's brief, a Markdown file in the kata folder (e.g. stages/1-start.md)",
            "stage": "the number of the stage the check belongs to",
            "kind": "one of \(Check.Kind.allCases.map(\.rawValue).joined(separator: ", "))",
            "suite": "the hidden suite's type name; its file is Suites/<suite>.swift",
            "description": "one line saying what the variant changes (text)",
            "file": "a file name (text)",
            "fails": "a list of check ids ([] for an alternative)",
            "patch": "a unified diff of the solution, relative to the kata folder (e.g. Mutants/<id>.diff)",
            "source": "a whole file, relative to the kata folder (e.g. Variants/<id>/<File>.swift)",
            "interface": "a sentence: why this alternative shows the learner's tests another interface than the solution's",
            "find": "the exact text to replace, once in the solution",
            "replace": "the text that replaces it",
            "severity": "one of \(KeyItem.Severity.allCases.map(\.rawValue).joined(separator: ", "))",
            "from": "the first line of the anchor (a whole number from 1)",
            "to": "the last line of the anchor (a whole number)",
            "contains": "text that stands on one of the anchor's lines",
            "minutes": "the review's time box in minutes (a whole number)",
            "name": "the file name findings use",
            "path": "the file, relative to the kata folder",
            "files": "a list of file names",
            "swiftVersion": "\"5\" or \"6\"",
            "errors": "a list of texts, one of which the compiler's error must contain",
            "says": "what the learner is told when the probe compiles (text)",
            "probes": "a list of probes: {file, control, swiftVersion, errors, says}",
            "compile": "{swiftVersion, standIns}",
            "allowedCalls": "a list of calls the learner's code may make: {capability, in, reason}",
            "capability": "one of \(AllowedCall.capabilities.joined(separator: ", "))",
            "in": "\"presenter\" or \"tests\": the code that may make the call",
            "reason": "why a learner's code may need it (text)",
        ]
        return words[field] ?? "a value for \(field)"
    }
}
