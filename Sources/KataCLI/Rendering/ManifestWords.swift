import KataCore

/// What `kata.json`'s fields hold, in words, for the authoring problems about them (`AuthoringWords`).
enum ManifestWords {
    /// A decoded type's name (`Array<String>`) as the author reads it.
    static func describe(_ name: String) -> String {
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
