/// The functions calc knows, with the number of arguments each takes.
public enum BuiltinFunction: String, CaseIterable, Sendable {
    case sqrt, abs, round, floor, ceil, min, max, ln, log, exp

    public var arity: ClosedRange<Int> {
        switch self {
        case .round: 1...2
        case .min, .max: 1...Int.max
        case .sqrt, .abs, .floor, .ceil, .ln, .log, .exp: 1...1
        }
    }

    /// How the function treats money (KindRules applies it).
    public var kinds: KindRules.FunctionKinds {
        switch self {
        case .sqrt, .ln, .log, .exp: .plainOnly
        case .abs, .floor, .ceil, .round: .keepsKind
        case .min, .max: .comparesLikeKinds
        }
    }

    /// How the expected argument count is said in an error.
    public var arityDescription: String {
        switch self {
        case .round: "1 or 2 arguments"
        case .min, .max: "at least 1 argument"
        default: "1 argument"
        }
    }
}

/// Names with a fixed meaning that a variable cannot take.
public enum ReservedName {
    public static let constants: Set<String> = ["pi", "e"]
    public static let previousResult: Set<String> = ["ans", "_"]

    public static func isReserved(_ name: String) -> Bool {
        constants.contains(name) || previousResult.contains(name) || BuiltinFunction(rawValue: name) != nil
    }
}
