import CalcCore

/// The advice in calc's messages, said for where the user is (DESIGN §5): at the prompt,
/// `:update` and `:currencies` rather than `calc --update-rates` and `calc --rates-info`;
/// under `--offline`, no advice to update at all. The core's messages speak the command
/// line's language; this is the one place that translates them.
struct Wording: Sendable {
    /// At the `calc> ` prompt.
    var atPrompt = false
    /// The network is forbidden: advice to update cannot be followed.
    var offline = false

    /// Each phrase of the command line, what the prompt says instead, and whether it advises
    /// updating (dropped under `--offline`). Phrases are matched whole: a message that has none
    /// is unchanged.
    private static let phrases: [(commandLine: String, prompt: String, isUpdateAdvice: Bool)] = [
        ("; run calc --update-rates", "; :update fetches current ones", true),
        ("run calc --update-rates", ":update fetches the days since", true),
        ("see calc --rates-info", "see :rates and :currencies", false),
        ("; calc --update-rates rewrites the file", "; :update rewrites it", true),
    ]

    func adapt(_ diagnostic: Diagnostic) -> Diagnostic {
        guard atPrompt || offline else { return diagnostic }
        var adapted = diagnostic
        adapted.message = adapt(diagnostic.message) ?? diagnostic.message
        adapted.hint = diagnostic.hint.flatMap { adapt($0) }
        adapted.notes = diagnostic.notes.map { adapt($0) ?? $0 }
        return adapted
    }

    /// The text with its phrases translated; nil when it is all advice that does not apply.
    private func adapt(_ text: String) -> String? {
        var text = text
        for phrase in Wording.phrases where text.contains(phrase.commandLine) {
            let replacement = offline && phrase.isUpdateAdvice ? "" : atPrompt ? phrase.prompt : phrase.commandLine
            if replacement.isEmpty && text == phrase.commandLine { return nil }
            text = text.replacingOccurrences(phrase.commandLine, with: replacement)
        }
        return text
    }
}

extension String {
    /// Every occurrence of `target` replaced (without Foundation).
    func replacingOccurrences(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var result = ""
        var rest = self[...]
        while let range = rest.firstRange(of: target) {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
