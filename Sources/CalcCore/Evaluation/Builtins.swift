/// Every constant and function calc knows, each declared once: its name, its arity, how it
/// treats kinds and how it is evaluated. Parsing, evaluation, Tab completion, error hints and
/// the rule that no variable takes a built-in name all read this registry, so adding a
/// function is one entry here (and its line in the grammar, the corpus and the README).
public enum Builtins {
    public static let constants: [Constant] = [
        Constant(name: "pi") { Value(Transcendental.pi(precision: $0)) },
        Constant(name: "π") { Value(Transcendental.pi(precision: $0)) },
        Constant(name: "e") { Value(Transcendental.e(precision: $0)) },
    ]

    /// `rate(A, B)`, the exact exchange rate: a call whose arguments are currencies, so the
    /// parser reads it itself.
    public static let rateFunctionName = "rate"

    /// The names of the previous successful result.
    public static let previousResultNames: [String] = ["ans", "_"]

    public static let functions: [BuiltinFunction] = [
        BuiltinFunction("sqrt", kinds: .root(2)) { call throws(Diagnostic) in try call.number(Transcendental.squareRoot) },
        BuiltinFunction("abs", kinds: .keepsKind) { call throws(Diagnostic) in call.magnitude() },
        BuiltinFunction("round", arity: 1...2, arityDescription: "1 or 2 arguments", kinds: .keepsKind) { call throws(Diagnostic) in
            try call.rounded()
        },
        BuiltinFunction("floor", kinds: .keepsKind) { call throws(Diagnostic) in try call.whole(up: false) },
        BuiltinFunction("ceil", kinds: .keepsKind) { call throws(Diagnostic) in try call.whole(up: true) },
        BuiltinFunction("min", arity: 1...Int.max, arityDescription: "at least 1 argument", kinds: .comparesLikeKinds) { call throws(Diagnostic) in
            try call.extreme(smallest: true)
        },
        BuiltinFunction("max", arity: 1...Int.max, arityDescription: "at least 1 argument", kinds: .comparesLikeKinds) { call throws(Diagnostic) in
            try call.extreme(smallest: false)
        },
        BuiltinFunction("ln", kinds: .plainOnly, isTranscendental: true) { call throws(Diagnostic) in
            try call.number(Transcendental.naturalLogarithm)
        },
        BuiltinFunction("log", arity: 1...2, arityDescription: "1 or 2 arguments (x, base)", kinds: .plainOnly, isTranscendental: true) { call throws(Diagnostic) in
            guard call.arguments.count == 2 else { return try call.number(Transcendental.decimalLogarithm) }
            return try call.numbers { numbers, precision throws(ArithmeticError) in
                try Transcendental.logarithm(numbers[0], base: numbers[1], precision: precision)
            }
        },
        BuiltinFunction("exp", kinds: .plainOnly, isTranscendental: true) { call throws(Diagnostic) in
            try call.number(Transcendental.exponential)
        },
        BuiltinFunction("log2", kinds: .plainOnly, isTranscendental: true) { call throws(Diagnostic) in
            try call.number(Transcendental.binaryLogarithm)
        },
        BuiltinFunction("cbrt", kinds: .root(3)) { call throws(Diagnostic) in try call.number(Transcendental.cubeRoot) },
        BuiltinFunction("root", arity: 2...2, arityDescription: "2 arguments (x, n)", kinds: .plainOnly, isTranscendental: true) { call throws(Diagnostic) in
            try call.numbers { numbers, precision throws(ArithmeticError) in try Transcendental.root(numbers[0], order: numbers[1], precision: precision) }
        },
        BuiltinFunction("hypot", arity: 2...Int.max, arityDescription: "at least 2 arguments", kinds: .plainOnly) { call throws(Diagnostic) in
            try call.numbers(Transcendental.hypotenuse)
        },
        BuiltinFunction("trunc", kinds: .keepsKind) { call throws(Diagnostic) in try call.truncated() },
        BuiltinFunction("sign", kinds: .keepsKind) { call throws(Diagnostic) in try call.sign() },
        BuiltinFunction("factorial", kinds: .plainOnly) { call throws(Diagnostic) in
            try call.number { x, _ throws(ArithmeticError) in try WholeNumbers.factorial(x) }
        },
        BuiltinFunction("gcd", arity: 2...Int.max, arityDescription: "at least 2 arguments", kinds: .plainOnly) { call throws(Diagnostic) in
            try call.numbers { numbers, _ throws(ArithmeticError) in try WholeNumbers.greatestCommonDivisor(numbers) }
        },
        BuiltinFunction("lcm", arity: 2...Int.max, arityDescription: "at least 2 arguments", kinds: .plainOnly) { call throws(Diagnostic) in
            try call.numbers { numbers, _ throws(ArithmeticError) in try WholeNumbers.leastCommonMultiple(numbers) }
        },
        BuiltinFunction("sin", kinds: .plainOnly, isTranscendental: true, reducesArgument: true) { call throws(Diagnostic) in
            try call.number(Trigonometry.sine)
        },
        BuiltinFunction("cos", kinds: .plainOnly, isTranscendental: true, reducesArgument: true) { call throws(Diagnostic) in
            try call.number(Trigonometry.cosine)
        },
        BuiltinFunction("tan", kinds: .plainOnly, isTranscendental: true, reducesArgument: true) { call throws(Diagnostic) in
            try call.number(Trigonometry.tangent)
        },
        BuiltinFunction("asin", kinds: .plainOnly, isTranscendental: true) { call throws(Diagnostic) in try call.number(Trigonometry.arcsine) },
        BuiltinFunction("acos", kinds: .plainOnly, isTranscendental: true) { call throws(Diagnostic) in try call.number(Trigonometry.arccosine) },
        BuiltinFunction("atan", kinds: .plainOnly, isTranscendental: true) { call throws(Diagnostic) in try call.number(Trigonometry.arctangent) },
        BuiltinFunction("atan2", arity: 2...2, arityDescription: "2 arguments (y, x)", kinds: .plainOnly, isTranscendental: true) { call throws(Diagnostic) in
            try call.numbers { numbers, precision throws(ArithmeticError) in try Trigonometry.arctangent2(numbers[0], numbers[1], precision: precision) }
        },
        BuiltinFunction("sinh", kinds: .plainOnly, isTranscendental: true) { call throws(Diagnostic) in try call.number(Trigonometry.hyperbolicSine) },
        BuiltinFunction("cosh", kinds: .plainOnly, isTranscendental: true) { call throws(Diagnostic) in try call.number(Trigonometry.hyperbolicCosine) },
        BuiltinFunction("tanh", kinds: .plainOnly, isTranscendental: true) { call throws(Diagnostic) in try call.number(Trigonometry.hyperbolicTangent) },
        BuiltinFunction("asinh", kinds: .plainOnly, isTranscendental: true) { call throws(Diagnostic) in
            try call.number(Trigonometry.inverseHyperbolicSine)
        },
        BuiltinFunction("acosh", kinds: .plainOnly, isTranscendental: true) { call throws(Diagnostic) in
            try call.number(Trigonometry.inverseHyperbolicCosine)
        },
        BuiltinFunction("atanh", kinds: .plainOnly, isTranscendental: true) { call throws(Diagnostic) in
            try call.number(Trigonometry.inverseHyperbolicTangent)
        },
        // Everyday phrasing (DESIGN §15).
        BuiltinFunction("log10", kinds: .plainOnly, isTranscendental: true) { call throws(Diagnostic) in
            try call.number(Transcendental.decimalLogarithm)
        },
        BuiltinFunction("change", arity: 2...2, arityDescription: "2 arguments (from, to)", kinds: .comparesLikeKinds) { call throws(Diagnostic) in
            try call.change()
        },
        // The calendar (DESIGN §14).
        BuiltinFunction("weekday", kinds: .dates) { call throws(Diagnostic) in try call.weekday() },
        BuiltinFunction("workdays", arity: 2...2, arityDescription: "2 arguments (from, to)", kinds: .dates) { call throws(Diagnostic) in
            try call.workdays()
        },
        BuiltinFunction("days", arity: 2...2, arityDescription: "2 arguments (from, to)", kinds: .dates) { call throws(Diagnostic) in
            try call.daysBetween()
        },
        // `unix(1707568901)`: the instant that many seconds after 1970-01-01 00:00 UTC (DESIGN §20).
        BuiltinFunction("unix", kinds: .plainOnly) { call throws(Diagnostic) in try call.unixInstant() },
    ]

    /// The function called `name`, if there is one.
    public static func function(named name: String) -> FunctionID? {
        functions.firstIndex { $0.name == name }.map(FunctionID.init)
    }

    public static func constant(named name: String) -> Constant? {
        constants.first { $0.name == name }
    }

    public static subscript(id: FunctionID) -> BuiltinFunction { functions[id.index] }

    public static var functionNames: [String] { functions.map(\.name) + [rateFunctionName, RomanNumerals.functionName] }

    /// The days named relative to today, from the earliest: each one's offset is its place
    /// less one.
    public static let dayNames = ["yesterday", "today", "tomorrow"]

    /// The offset from today of the day `name` names (`tomorrow`: 1). A search of three
    /// words, not a dictionary: a definition asks whether its name is a day, and the first
    /// dictionary of a run is the costlier.
    public static func dayOffset(named name: String) -> Int? {
        dayNames.firstIndex(of: name).map { $0 - 1 }
    }

    /// The time of day `name` names, in hours since midnight (DESIGN §20): `noon`, `midnight`.
    public static func timeOfDayHours(named name: String) -> Int? {
        switch name {
        case "noon": 12
        case "midnight": 0
        default: nil
        }
    }

    /// `now`: the current instant (DESIGN §20).
    public static let nowName = "now"

    /// Names with a fixed meaning that a variable cannot take.
    public static func isReserved(_ name: String) -> Bool {
        function(named: name) != nil || constant(named: name) != nil || previousResultNames.contains(name) || name == rateFunctionName
            || dayOffset(named: name) != nil || timeOfDayHours(named: name) != nil || isWeekdayName(name) || name == RomanNumerals.functionName
            || name == nowName
    }

    /// `monday` … `sunday` in any case: the next such day (DESIGN §20), never a variable.
    public static func isWeekdayName(_ name: String) -> Bool {
        name.utf8.count >= 6 && name.utf8.count <= 9 && Vocabulary.weekdayNames.contains(name.lowercased())
    }
}

/// A named constant (`pi`, `e`), computed at the precision asked for.
public struct Constant: Sendable {
    public let name: String
    public let value: @Sendable (_ precision: Int) -> Value
}

/// Which built-in function a call names: its place in `Builtins.functions`. A plain integer,
/// so that syntax-tree nodes stay plain values.
public struct FunctionID: Hashable, Sendable {
    public let index: Int
}

/// A function calc knows: everything about it, declared in `Builtins`.
public struct BuiltinFunction: Sendable {
    public let name: String
    public let arity: ClosedRange<Int>
    /// How the expected argument count is said in an error.
    public let arityDescription: String
    /// How it treats money (QuantityRules applies it to the first argument).
    public let kinds: QuantityRules.FunctionKinds
    /// Whether an approximate result costs a series evaluation (logarithms, exponentials),
    /// charged to the line's work budget by its precision; the others cost about an operation.
    let isTranscendental: Bool
    /// Whether a large argument is first reduced by whole turns (sin, cos, tan), with π at
    /// the argument's size in bits: charged too, before it runs.
    let reducesArgument: Bool
    let evaluate: @Sendable (FunctionCall) throws(Diagnostic) -> Value

    init(_ name: String, arity: ClosedRange<Int> = 1...1, arityDescription: String = "1 argument",
         kinds: QuantityRules.FunctionKinds, isTranscendental: Bool = false, reducesArgument: Bool = false,
         evaluate: @escaping @Sendable (FunctionCall) throws(Diagnostic) -> Value) {
        self.name = name
        self.arity = arity
        self.arityDescription = arityDescription
        self.kinds = kinds
        self.isTranscendental = isTranscendental
        self.reducesArgument = reducesArgument
        self.evaluate = evaluate
    }
}
