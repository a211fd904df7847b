/// A parsed line: its nodes in postfix order, so that the root is the last node and every
/// node's operands come before it.
///
/// Postfix order lets the evaluator run over the array with a value stack, without recursion,
/// however long the line (`1+1+1+…` with hundreds of thousands of terms), and frees the tree
/// without recursion too.
///
/// Nodes are plain values (no strings, arrays or big numbers inside): what needs storage sits
/// beside them — literal values in `literals`, call arguments in `callArguments`, names in
/// `source` under their spans — so that building, copying and dropping nodes, which happens
/// for every token of every line, never touches a reference count.
public struct SyntaxTree: Sendable {
    public internal(set) var nodes: [Node] = []
    /// The values of number and money literals, indexed by `.number` and `.money` nodes.
    public internal(set) var literals: [Rational] = []
    /// The operand nodes of every call, each call's a contiguous range.
    public internal(set) var callArguments: [Int] = []
    /// What few lines have (far literals, conversion targets, `at` clauses), in one box that
    /// most trees never allocate: each array of a tree costs every line its creation, swap
    /// and release.
    /// The arrays below change in place in the box (`_modify`): with a getter and a setter,
    /// every append copied the whole array, and 40,000 `at` clauses or 100,000 targets took
    /// seconds.
    private var rare: RareParts?
    /// The last line's box, emptied, for the next line that needs one: a unit line's targets
    /// and unit expressions otherwise allocated a box and its arrays at every line, and freed
    /// them at the next (a tenth of a unit line's instructions).
    private var spare: RareParts?

    /// Literals whose exact value is beyond the size limit (`3.5e-43430`): mantissa and
    /// decimal exponent, made into approximations when evaluated. (The mantissa a rational,
    /// which holds a small one in place: a GMP integer each made a line of a million of
    /// them pass the line's 256 MiB.)
    public internal(set) var farLiterals: [(mantissa: Rational, exponent: Int)] {
        get { rare?.parts.farLiterals ?? [] }
        _modify { yield &rareParts().parts.farLiterals }
    }
    /// The statement's `at` clauses, in order.
    public internal(set) var rateClauses: [RateClause] {
        get { rare?.parts.rateClauses ?? [] }
        _modify { yield &rareParts().parts.rateClauses }
    }
    /// The targets of every conversion (`in USD, GBP`), each conversion's a contiguous range.
    public internal(set) var conversionTargets: [ConversionTarget] {
        get { rare?.parts.conversionTargets ?? [] }
        _modify { yield &rareParts().parts.conversionTargets }
    }
    /// The unit expressions of quantity literals and targets (`EUR/l`, `m/s^2`).
    public internal(set) var unitExpressions: [UnitExpression] {
        get { rare?.parts.unitExpressions ?? [] }
        _modify { yield &rareParts().parts.unitExpressions }
    }
    /// The units of mixed targets (`in ft inch`), each target's a contiguous range.
    public internal(set) var mixedUnits: [UnitSyntax] {
        get { rare?.parts.mixedUnits ?? [] }
        _modify { yield &rareParts().parts.mixedUnits }
    }
    /// The time zones the line names (`3pm PST`, `in Tokyo`), as `.zoned`, `.wallTime` and
    /// zone targets refer to them.
    public internal(set) var zones: [ZoneSpec] {
        get { rare?.parts.zones ?? [] }
        _modify { yield &rareParts().parts.zones }
    }
    /// The currencies of each `rate(A, B)`.
    public internal(set) var ratePairs: [(from: CurrencyReference, to: CurrencyReference)] {
        get { rare?.parts.ratePairs ?? [] }
        _modify { yield &rareParts().parts.ratePairs }
    }
    /// The parameters of a definition (`vat(x) = …`), as written.
    public internal(set) var parameters: [SourceSpan] {
        get { rare?.parts.parameters ?? [] }
        _modify { yield &rareParts().parts.parameters }
    }
    /// The statement's `on` clause.
    public internal(set) var dateClause: DateClause? {
        get { rare?.parts.dateClause }
        set { rareParts().parts.dateClause = newValue }
    }
    /// Whether the line defines a function (`vat(x) = x * 1.2`).
    public var isDefinition: Bool {
        guard rare != nil, case .define = nodes[nodes.count - 1].kind else { return false }
        return true
    }
    /// Whether the line has `at` or `on` clauses, without building an empty array.
    var hasClauses: Bool {
        guard let rare else { return false }
        return !rare.parts.rateClauses.isEmpty || rare.parts.dateClause != nil
    }

    /// The box, made (or copied, when another tree shares it) before a change.
    private mutating func rareParts() -> RareParts {
        // (Asked before binding it: a `let rare` bound first is a second reference, so the box
        // would be copied at every change, twice a unit line.)
        if isKnownUniquelyReferenced(&rare), let rare { return rare }
        // The spare only when no copy of this tree holds it too.
        if rare == nil, isKnownUniquelyReferenced(&spare), let reused = spare {
            spare = nil
            rare = reused
            return reused
        }
        let copy = RareParts(rare)
        rare = copy
        return copy
    }

    final class RareParts: @unchecked Sendable {
        /// One stored property, so that emptying the box for reuse is one access of the
        /// class, not one (checked at run time) for each array.
        var parts: Parts

        init(_ other: RareParts?) {
            parts = other?.parts ?? Parts()
        }
    }

    struct Parts {
        var farLiterals: [(mantissa: Rational, exponent: Int)] = []
        var rateClauses: [RateClause] = []
        var conversionTargets: [ConversionTarget] = []
        var dateClause: DateClause?
        var ratePairs: [(from: CurrencyReference, to: CurrencyReference)] = []
        var unitExpressions: [UnitExpression] = []
        var parameters: [SourceSpan] = []
        var mixedUnits: [UnitSyntax] = []
        var zones: [ZoneSpec] = []

        /// Empty again, keeping each array's storage.
        mutating func removeAll() {
            if !farLiterals.isEmpty { farLiterals.removeAll(keepingCapacity: true) }
            if !rateClauses.isEmpty { rateClauses.removeAll(keepingCapacity: true) }
            if !conversionTargets.isEmpty { conversionTargets.removeAll(keepingCapacity: true) }
            dateClause = nil
            if !ratePairs.isEmpty { ratePairs.removeAll(keepingCapacity: true) }
            if !unitExpressions.isEmpty { unitExpressions.removeAll(keepingCapacity: true) }
            if !parameters.isEmpty { parameters.removeAll(keepingCapacity: true) }
            if !mixedUnits.isEmpty { mixedUnits.removeAll(keepingCapacity: true) }
            if !zones.isEmpty { zones.removeAll(keepingCapacity: true) }
        }
    }
    /// The UTF-8 bytes of the line the tree was parsed from.
    public internal(set) var source: [UInt8] = []

    public init() {}

    public var root: Int { nodes.count - 1 }

    /// The source text under `span`: a name, a code as written.
    public func text(_ span: SourceSpan) -> String {
        String(decoding: source[span.start..<span.end], as: UTF8.self)
    }

    /// Empties the tree for the next line, keeping its storage.
    mutating func reset(source: [UInt8]) {
        // A line holds a few nodes and literals: removed one by one, they cost less than
        // `removeAll(keepingCapacity:)` does.
        while !nodes.isEmpty { nodes.removeLast() }
        while !literals.isEmpty { literals.removeLast() }
        if !callArguments.isEmpty { callArguments.removeAll(keepingCapacity: true) }
        if rare != nil {
            // Kept as the spare when this tree alone holds it (a copy of the tree may have
            // been kept: a definition's body, a sheet's line).
            if isKnownUniquelyReferenced(&rare), let emptied = rare {
                emptied.parts.removeAll()
                spare = emptied
            }
            rare = nil
        }
        self.source = source
    }

    /// Drops the reference to the source bytes, so that the caller's buffer is again its
    /// only owner and can be refilled without a copy.
    public mutating func releaseSource() {
        source = []
    }

    @discardableResult
    mutating func append(_ kind: NodeKind, _ span: SourceSpan) -> Int {
        nodes.append(Node(kind: kind, span: span))
        return nodes.count - 1
    }

    mutating func appendLiteral(_ value: Rational) -> Int {
        literals.append(value)
        return literals.count - 1
    }
}

/// One node of a syntax tree, with the span of source text it covers.
public struct Node: Sendable {
    public var kind: NodeKind
    public var span: SourceSpan
}

/// `at 1.05` or `at 1.05 USD/EUR`: a rate for this statement (units of the first currency
/// per unit of the second).
public struct RateClause: Sendable {
    public var rate: Rational
    /// Units of `numerator` per unit of `denominator`; nil for a bare rate.
    public var numerator: CurrencyReference?
    public var denominator: CurrencyReference?
    /// The whole clause, `at` included.
    public var span: SourceSpan
}

/// `on 2008-09-15`: the day whose rates every conversion of the statement uses.
public struct DateClause: Sendable {
    /// The day as written, or how to find it.
    public enum When: Sendable {
        case day(Day)
        /// `on today` (0), `on yesterday` (−1), `on tomorrow` (1).
        case relative(Int)
        /// `on (today - 1 week)`: an expression of its own, parsed from the line with
        /// everything outside its parentheses blanked (so its spans are the line's).
        case expression(SyntaxTree)
    }

    public var when: When
    /// The date as written.
    public var daySpan: SourceSpan
    /// The whole clause, `on` included.
    public var span: SourceSpan
}

/// What a value is converted to or shown as, and where that was written.
public struct ConversionTarget: Sendable {
    public enum Kind: Sendable {
        /// A currency or unit: `in USD`, `in km/h`.
        case unit(UnitSyntax)
        /// `as %`.
        case percent
        /// `in hex`, `in oct`, `in bin`: a whole number in base 16, 8 or 2.
        case radix(Int)
        /// `in dec`: a plain number again.
        case decimal
        /// `in unix`: an instant's seconds since 1970-01-01 00:00 UTC, a plain number (DESIGN §20).
        case unix
        /// `in Tokyo`, `in UTC+5:30`: a time shown in the zone `zones[index]` (DESIGN §20).
        case zone(Int)
        /// `as fraction`: an exact value as p/q.
        case fraction
        /// `in roman`: a whole number from 1 to 3999 in Roman numerals.
        case roman
        /// `to 2 dp`, `to 5 sf`: rounded (half away from zero) to decimal places or
        /// significant figures.
        case rounding(Int, significant: Bool)
        /// `in deg`, `in degrees`, `in °`: a plain number (radians) shown as an angle in degrees.
        case degrees
        /// `in ft inch`, `in days h min s`: units of one dimension, largest first, whole
        /// numbers of each but the last (`mixedUnits[units]`, DESIGN §19).
        case mixed(Range<Int>)
    }

    public var kind: Kind
    public var span: SourceSpan

    /// The presentation words, any case (`hex`, `hexadecimal`, `roman`, …); compared as bytes,
    /// since every conversion of every money line asks (`in JPY` is not one).
    static func presentation(_ word: ArraySlice<UInt8>) -> Kind? {
        guard let first = word.first, word.count >= 3, word.count <= 11 else { return nil }
        switch first | 0x20 {
        case UInt8(ascii: "h"), UInt8(ascii: "o"), UInt8(ascii: "b"), UInt8(ascii: "d"), UInt8(ascii: "f"), UInt8(ascii: "r"): break
        // `unix`, and not `USD` or `UAH`, which every such conversion would otherwise compare.
        case UInt8(ascii: "u") where word.count == 4: break
        default: return nil
        }
        for (spelling, kind) in presentations where spelling.count == word.count
            && zip(spelling, word).allSatisfy({ $0 == $1 | 0x20 }) {
            return kind
        }
        return nil
    }

    private static let presentations: [([UInt8], Kind)] = [
        (Array("hex".utf8), .radix(16)), (Array("oct".utf8), .radix(8)), (Array("bin".utf8), .radix(2)),
        (Array("dec".utf8), .decimal), (Array("fraction".utf8), .fraction),
        (Array("hexadecimal".utf8), .radix(16)), (Array("octal".utf8), .radix(8)), (Array("binary".utf8), .radix(2)),
        (Array("decimal".utf8), .decimal), (Array("roman".utf8), .roman), (Array("unix".utf8), .unix),
        // `45° in rad`: an angle in radians is the plain number it holds (DESIGN §19).
        (Array("rad".utf8), .decimal), (Array("radian".utf8), .decimal), (Array("radians".utf8), .decimal),
    ]
}

/// The unit of a quantity literal or a conversion target as written: one word or symbol
/// (`USD`, `€`, `km`, `dollars`), or a unit expression (`EUR/l`, `m/s^2`, `l/100km`).
public enum UnitSyntax: Sendable {
    case word(CurrencyReference)
    /// `unitExpressions[index]`.
    case expression(Int)
}

/// Unit words joined by `/`, `per`, `*` or `·`, each to a whole power (a catalogue symbol
/// with a number in it, `l/100km` or `l/100 km`, is one word).
public struct UnitExpression: Sendable {
    public struct Factor: Sendable {
        public var word: CurrencyReference
        public var power: Int
    }

    /// The words in order, the first two kept inline: nearly every expression has one or two
    /// (`EUR/l`, `km/h`, `m²`), and an array for them would be an allocation an expression.
    public struct Factors: RandomAccessCollection, MutableCollection, Sendable {
        private var first: Factor?
        private var second: Factor?
        private var rest: [Factor] = []
        public private(set) var endIndex = 0

        public init() {}

        public var startIndex: Int { 0 }

        public subscript(position: Int) -> Factor {
            get {
                switch position {
                case 0: first!
                case 1: second!
                default: rest[position - 2]
                }
            }
            set {
                switch position {
                case 0: first = newValue
                case 1: second = newValue
                default: rest[position - 2] = newValue
                }
            }
        }

        public mutating func append(_ factor: Factor) {
            switch endIndex {
            case 0: first = factor
            case 1: second = factor
            default: rest.append(factor)
            }
            endIndex += 1
        }
    }

    public var factors: Factors
    public var span: SourceSpan
}

/// A currency as written: a code (`usd`, `EUR`), a symbol (`€`, `US$`) or, after a
/// conversion, any word (`in dollars`, which is then reported as unknown).
public struct CurrencyReference: Equatable, Sendable {
    /// The code, upper-cased, or the code the symbol stands for; nil when the written word is
    /// not three letters, so cannot be a code.
    public var code: CurrencyCode?
    public var span: SourceSpan

    public init(code: CurrencyCode?, span: SourceSpan) {
        self.code = code
        self.span = span
    }
}

public enum BinaryOperator: Sendable {
    case add, subtract, multiply, divide, modulo, power
    /// `P% of X` (X × P/100), `P% off X` (X × (1 − P/100)) and `P% on X` (X × (1 + P/100)).
    case of, off, on

    public var symbol: String {
        switch self {
        case .add: "+"
        case .subtract: "-"
        case .multiply: "*"
        case .divide: "/"
        case .modulo: "mod"
        case .power: "^"
        case .of: "of"
        case .off: "off"
        case .on: "on"
        }
    }
}

/// What a node is. Operands are indices of earlier nodes.
public enum NodeKind: Sendable {
    /// Whether the node is a compound of quantities (`6 ft 2 inch`).
    public var isCompound: Bool {
        if case .compound = self { return true }
        return false
    }

    /// A number literal; its value is `literals[literal]`.
    case number(literal: Int)
    /// A date, `2026-12-24`, as days since 1970-01-01.
    case date(days: Int)
    /// A date that depends on today (DESIGN §20): `10 June` (this year), `friday`, `now`'s day.
    case relativeDate(RelativeDate)
    /// A time of hours and minutes, `8:30`: hours in `literals[literal]`.
    case clock(literal: Int)
    /// A time of day, `3:45pm`: hours since midnight in `literals[literal]` (DESIGN §20).
    case timeOfDay(literal: Int)
    /// A date and a time of day in a zone (`2024-02-10 12:41:41 UTC`, `2026-11-29 00:00
    /// Asia/Tokyo`; local without one): the seconds since 1970-01-01 00:00 that the zone's
    /// clocks show, counted as if in UTC, in `literals[literal]`; the zone is `zones[zone]`
    /// (DESIGN §20).
    case wallTime(literal: Int, zone: Int)
    /// A time of day written in a zone (`3pm PST`, `15:30 Tokyo`): today's in that zone. The
    /// operand is the time of day; the zone `zones[zone]`.
    case zoned(Int, zone: Int)
    /// `now`: the current instant, to the minute, shown in the local zone.
    case now
    /// A literal beyond the exact range, read as an approximation: `farLiterals[literal]`.
    case farNumber(literal: Int)
    /// A number with a unit: `12 USD`, `$12`, `5 km`, `1.85 EUR/l`. What the words mean
    /// (a currency, a unit, or a mistake) is decided by the `Resolver`.
    case quantity(literal: Int, unit: UnitSyntax)
    /// A variable or constant; its name is the source text under `nameSpan` (the node's span
    /// grows to take in parentheses around it: `(x)` is the name `x`).
    case name(nameSpan: SourceSpan)
    /// The previous result, where a line continues from it (`* 2` is `ans * 2`).
    case previousResult
    case negate(Int)
    case binary(BinaryOperator, Int, Int)
    /// Quantities of one dimension side by side, largest first (`6 ft 2 inch`, `2 h 30 min`,
    /// DESIGN §19): their sum in the first one's unit. The left operand is a quantity or a
    /// compound, the right a quantity.
    case compound(Int, Int)
    /// A call of a built-in function; its operands are `callArguments[arguments]`.
    case call(FunctionID, nameSpan: SourceSpan, arguments: Range<Int>)
    /// A call of a function of the user's own (`vat(100)`, DESIGN §17), found by name when the
    /// line is evaluated; its operands are `callArguments[arguments]`.
    case userCall(nameSpan: SourceSpan, arguments: Range<Int>)
    /// `vat(x) = x * 1.2`: the statement that defines a function (always the root); its
    /// parameters are `parameters`, its body the node `body`.
    case define(nameSpan: SourceSpan, body: Int)
    /// `x in USD`, `x in km/h`: the usual conversion, one target.
    case convert(Int, to: UnitSyntax)
    /// `x as %`, `x in hex`, `x as fraction`, and several targets at once (`in USD, GBP`): the
    /// targets are `conversionTargets[targets]`; the first gives the value, the others are
    /// shown after it.
    case present(Int, as: Range<Int>)
    /// `x%`: the number as a percentage (x/100).
    case percent(Int)
    /// `x°`: the angle x degrees, x·π/180.
    case degrees(Int)
    /// `rate(A, B)`: units of B per unit of A; the currencies are `ratePairs[index]`.
    case rate(Int)
    case assign(nameSpan: SourceSpan, value: Int)
}

extension SyntaxTree {
    /// The tree as an S-expression, `(+ 1 (* 2 3))`, for tests.
    public var sExpression: String {
        nodes.isEmpty ? "" : sExpression(root)
    }

    public func sExpression(_ index: Int) -> String {
        let node = nodes[index]
        switch node.kind {
        case .number(let literal):
            return NumberFormatting.format(Number(literals[literal])).text
        case .date(let days):
            return Day(checkingDaysSinceEpoch: days)?.text ?? "date"
        case .clock, .timeOfDay, .relativeDate, .wallTime, .now:
            return text(node.span)
        case .zoned(let operand, let zone):
            return "(zoned \(sExpression(operand)) \(zones[zone]))"
        case .farNumber(let literal):
            return "\(farLiterals[literal].mantissa.numerator)e\(farLiterals[literal].exponent)"
        case .quantity(let literal, let unit):
            return "(money \(NumberFormatting.format(Number(literals[literal])).text) \(unitText(unit)))"
        case .name(let nameSpan):
            return text(nameSpan)
        case .previousResult:
            return "ans"
        case .negate(let operand):
            return "(neg \(sExpression(operand)))"
        case .binary(let op, let left, let right):
            return "(\(op.symbol) \(sExpression(left)) \(sExpression(right)))"
        case .compound(let left, let right):
            return "(compound \(sExpression(left)) \(sExpression(right)))"
        case .call(let function, _, let arguments):
            return "(\(([Builtins[function].name] + callArguments[arguments].map(sExpression)).joined(separator: " ")))"
        case .userCall(let nameSpan, let arguments):
            return "(\(([text(nameSpan)] + callArguments[arguments].map(sExpression)).joined(separator: " ")))"
        case .define(let nameSpan, let body):
            return "(define (\(([text(nameSpan)] + parameters.map(text)).joined(separator: " "))) \(sExpression(body)))"
        case .convert(let operand, let unit):
            return "(in \(sExpression(operand)) \(unitText(unit)))"
        case .present(let operand, let targets):
            return "(in \(sExpression(operand)) \(conversionTargets[targets].map(targetText).joined(separator: " ")))"
        case .percent(let operand):
            return "(% \(sExpression(operand)))"
        case .degrees(let operand):
            return "(° \(sExpression(operand)))"
        case .rate(let index):
            return "(rate \(writtenCode(ratePairs[index].from)) \(writtenCode(ratePairs[index].to)))"
        case .assign(let nameSpan, let value):
            return "(= \(text(nameSpan)) \(sExpression(value)))"
        }
    }

    private func targetText(_ target: ConversionTarget) -> String {
        switch target.kind {
        case .unit(let unit): unitText(unit)
        case .zone(let index): "\(zones[index])"
        default: text(target.span)
        }
    }

    /// A unit as tests read it: a word as `writtenCode` gives it, an expression as written.
    func unitText(_ unit: UnitSyntax) -> String {
        switch unit {
        case .word(let word): writtenCode(word)
        case .expression(let index): text(unitExpressions[index].span)
        }
    }

    /// The span of a unit as written.
    public func span(of unit: UnitSyntax) -> SourceSpan {
        switch unit {
        case .word(let word): word.span
        case .expression(let index): unitExpressions[index].span
        }
    }

    /// The currency as a code: the code it stands for, or the written word upper-cased.
    public func writtenCode(_ currency: CurrencyReference) -> String {
        currency.code?.description ?? text(currency.span).uppercased()
    }
}

/// A date named relative to today: the evaluator, which knows today, makes it a date.
public enum RelativeDate: Hashable, Sendable {
    /// Today (`days until`, `ago`, `from now`).
    case today
    /// `10 June`: that day of this year.
    case thisYear(month: Int, day: Int)
    /// `friday` and `next friday` (the next one strictly after today), `last friday` (the
    /// latest strictly before); Monday is 0.
    case weekday(Int, last: Bool)

    /// The date, from today.
    public func day(today: Day) -> Day? {
        switch self {
        case .today: today
        case .thisYear(let month, let day): Day(year: today.year, month: month, day: day)
        case .weekday(let index, let last):
            Day(checkingDaysSinceEpoch: today.daysSinceEpoch
                + (last ? -((today.weekdayIndex - index + 6) % 7 + 1) : (index - today.weekdayIndex + 6) % 7 + 1))
        }
    }
}
