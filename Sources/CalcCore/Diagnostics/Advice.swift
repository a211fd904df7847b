/// What a message advises the user to do, kept apart from its text: the command line, the
/// prompt and `--offline` say it in words of their own (DESIGN §5), and `Diagnostic.worded(_:)`
/// is the one place that says it.
public enum Advice: Sendable, Equatable {
    /// The rates in use are old: fetch current ones (after the message).
    case updateRates
    /// A date after the newest day calc has: fetch the days since (the hint).
    case updateHistory
    /// A currency the table does not have: see what the table has (after the hint).
    case ratesInfo
    /// The stored history could not be read: an update writes it anew (after the last note).
    case rewriteHistory

    /// The advice in the words of where it is said; nil where it cannot be followed (advice
    /// to update under `--offline`).
    func text(_ wording: Wording) -> String? {
        if wording.offline && isUpdate { return nil }
        return switch self {
        case .updateRates: wording.atPrompt ? ":update fetches current ones" : "run calc --update-rates"
        case .updateHistory: wording.atPrompt ? ":update fetches the days since" : "run calc --update-rates"
        case .ratesInfo: wording.atPrompt ? "see :rates and :currencies" : "see calc --rates-info"
        case .rewriteHistory: wording.atPrompt ? ":update rewrites it" : "calc --update-rates rewrites the file"
        }
    }

    /// Whether it is advice to update, which needs the network.
    private var isUpdate: Bool { self != .ratesInfo }
}

/// Where a message is said: on the command line, at the `calc> ` prompt, and whether the
/// network is forbidden there.
public struct Wording: Sendable, Equatable {
    /// At the `calc> ` prompt: `:update` and `:currencies` rather than `calc --update-rates`
    /// and `calc --rates-info`.
    public var atPrompt: Bool
    /// The network is forbidden: advice to update cannot be followed, and is not given.
    public var offline: Bool
    /// `,` marks decimals where the user is (DESIGN §21): the numbers of hints and notes are
    /// written so, as the user would type them back.
    public var decimalComma: Bool

    public init(atPrompt: Bool = false, offline: Bool = false, decimalComma: Bool = false) {
        self.atPrompt = atPrompt
        self.offline = offline
        self.decimalComma = decimalComma
    }

    /// A command line with the network allowed: the words of the catalogue's tests and of `--json`.
    public static let commandLine = Wording()
}

extension Advice {
    /// Advice said in the words of one place, kept on the diagnostic until its words are made.
    struct Said: Sendable, Equatable {
        var advice: Advice
        var text: String
    }
}

extension Diagnostic {
    /// The diagnostic with its advice said in the words of `wording`, in its place: after the
    /// message, as or after the hint, or after the last note.
    public func worded(_ wording: Wording = .commandLine) -> Diagnostic {
        var worded = self
        worded.writesDecimalCommas = wording.decimalComma
        guard let advice else { return worded }
        worded.advice = nil
        guard let text = advice.text(wording) else { return worded }
        worded.saidAdvice = Advice.Said(advice: advice, text: text)
        return worded
    }
}
