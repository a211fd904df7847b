import CMultiPrecision
#if canImport(Glibc)
import Glibc
#endif

/// Evaluates syntax trees against variables, the previous result and a rate table.
///
/// Walks the postfix node array once with a value stack: no recursion, so any line the
/// parser accepts is evaluated in bounded stack space.
public struct Evaluator {
    public var environment: Environment
    /// Where the rates come from; asked only by lines that convert currencies.
    public let rates: any ExchangeRates
    /// The rates of a day since 1999 and the currencies the euro replaced (DESIGN §10).
    public let history: HistoricalRates
    /// The rates of the line under way when it has `at` or `on` clauses (new for each line:
    /// a bare rate takes the first pair it meets).
    /// (A class-bound existential: checking an optional one is a pointer test, where an
    /// optional `any ExchangeRates` is copied and inspected at every conversion.)
    private var lineRates: (any AnyObject & ExchangeRates)?
    /// Whether the table in use has rates older than the rest (`noteLagging`); nil until a
    /// conversion has used it.
    private var ratesMayLag: Bool?
    private var activeRates: any ExchangeRates { lineRates ?? rates }
    private var stack: [Value] = []
    /// Work on large numbers so far in the line under way (see `charge`).
    var work = 0
    /// The values of a line's further conversion targets (`100 EUR in USD, GBP, JPY`: the
    /// GBP and JPY amounts), shown after its value; empty for most lines.
    public internal(set) var alsoShown: [Value] = []
    /// Notes about the line last evaluated (which day's rates were used, …).
    public internal(set) var notes: [Diagnostic] = []
    /// The local date, for `today`, `yesterday` and `tomorrow`: asked only by a line that
    /// names one (the application gives its clock and time zone).
    public var today: (@Sendable () -> Day?)?
    /// The rules of time zones and the clock, for `now`, `3pm PST` and `in Tokyo`: asked only
    /// by a line that names one (the application reads the system's tzdata).
    public var zones: ZoneSource?
    /// How the user's locale writes numbers (DESIGN §21): lines are read its way.
    public var numberStyle = NumberStyle.standard
    /// Whether conversions keep their path (`conversions`); off in plain runs, which pay
    /// nothing for it.
    public var recordsConversions = false
    /// The conversions of the line last evaluated (its final attempt), in order.
    public internal(set) var conversions: [ConversionRecord] = []
    /// The conversions between physical units of the line last evaluated, when recorded.
    public internal(set) var unitConversions: [UnitConversionRecord] = []
    /// The results since the last blank line or heading, for `sum`, `total`, `subtotal` and
    /// `average` (DESIGN §16).
    public var block: Block { environment.block }
    /// The number of the line under way, which the block keeps with its result (set by the
    /// caller; lines count from 1).
    public var lineNumber = 0
    /// The expression of an earlier line by its number, for a block's errors to quote
    /// (DESIGN §23); nil where the driver keeps no lines.
    public var lineText: ((Int) -> String?)?
    /// Whether the user reads line numbers (a file, standard input), or not (the prompt).
    public var linesAreNumbered = true
    /// What the line last evaluated was to its block: `.summary` or `.subtotal` when it is
    /// one of the block's words alone (`--total` leaves those out).
    public internal(set) var lastRole = Block.Role.figure
    /// Whether the line under way asked for a block word's value.
    var namedBlockWord = false
    /// The function the last definition line defined, until the caller takes it
    /// (`takeDefinedFunction`): such a line has no value, and prints the definition.
    var definedFunction: UserFunction?

    public init(environment: Environment = Environment(), rates: any ExchangeRates = RateTable.empty,
                history: HistoricalRates = HistoricalRates()) {
        self.environment = environment
        self.rates = rates
        self.history = history
    }

    /// Evaluates one parsed line; nil for an empty line. A successful result becomes `ans`.
    ///
    /// A line whose result is an approximation is computed again at a higher precision while
    /// the digits shown are not yet decided (Ziv's strategy), up to `maximumPrecision`. All
    /// attempts draw on the line's one work budget: when a more precise attempt would spend
    /// it, the last completed one stands (it shows the digits it is sure of).
    public mutating func evaluate(_ tree: SyntaxTree) throws(Diagnostic) -> Value? {
        forgetPreviousLine()
        guard !tree.nodes.isEmpty else {
            // A blank line, a comment or a heading ends the block.
            environment.endBlock()
            return nil
        }
        if tree.isDefinition {
            try define(tree)
            return nil
        }
        if tree.hasClauses { return try evaluateWithClauses(tree) }
        return try evaluateLine(tree)
    }

    /// What the line before left that belongs to it alone: its notes, whether it named a
    /// block word, its conversions.
    @inline(__always)
    mutating func forgetPreviousLine() {
        if !notes.isEmpty { notes.removeAll() }
        namedBlockWord = false
        if recordsConversions {
            // Their storage is kept: a new one for every line would be an allocation per line.
            conversions.removeAll(keepingCapacity: true)
            unitConversions.removeAll(keepingCapacity: true)
        }
    }

    /// A line with clauses: `on DATE` puts the rates of that day in place of the table's, `at`
    /// clauses put their rates in front (every attempt converts in the same order, so a bare
    /// rate takes the same pair each time); a clause the line never used is an error, and a
    /// date that fell back to an earlier day gets a note.
    @inline(never)
    private mutating func evaluateWithClauses(_ tree: SyntaxTree) throws(Diagnostic) -> Value? {
        var base: any ExchangeRates = rates
        var dated: DayRates?
        var clauseDay: Day?
        if let clause = tree.dateClause {
            let day = try self.day(of: clause)
            clauseDay = day
            switch history.ratesDay(for: day) {
            case .success(let ecbDay):
                dated = DayRates(history: history, day: day, ecbDay: ecbDay)
                base = dated!
            case .failure(let failure):
                throw MoneyMessages.rateFailure(failure, from: "EUR", at: clause.daySpan, fromSpan: nil, toSpan: nil)
            }
        }
        let inline = try inlineRates(tree, base: base)
        lineRates = inline ?? dated
        defer { lineRates = nil }
        // The clauses are checked once the line has a result, which is committed by then: a line
        // they fail leaves `ans`, the variables and the block's figures as they were.
        var assigned: String?
        if case .assign(let nameSpan, _) = tree.nodes[tree.root].kind { assigned = tree.text(nameSpan) }
        let committed = (environment.checkpoint(assigning: assigned), lastRole)
        do throws(Diagnostic) {
            let value = try evaluateLine(tree)
            if let inline { try Evaluator.checkAllUsed(inline, tree) }
            if let dated, let clause = tree.dateClause, let clauseDay {
                guard dated.used else {
                    // An `at` rate converted what the date would have: said as such.
                    throw inline == nil ? MoneyMessages.unusedDate(at: clause.span) : MoneyMessages.dateOverriddenByRate(at: clause.span)
                }
                if dated.ecbDay != clauseDay { note(MoneyMessages.ratesOfEarlierDay(dated.ecbDay, asked: clauseDay, at: clause.daySpan)) }
            }
            return value
        } catch {
            environment.rollBack(to: committed.0)
            lastRole = committed.1
            throw error
        }
    }

    /// The day of an `on` clause: as written, relative to today, or an expression's date.
    private func day(of clause: DateClause) throws(Diagnostic) -> Day {
        switch clause.when {
        case .day(let day):
            return day
        case .relative(let offset):
            guard let today = today?(), let day = Day(checkingDaysSinceEpoch: today.daysSinceEpoch + offset) else {
                throw DateMessages.noToday(clause.daySpan.length > 0 ? "today" : "", at: clause.daySpan)
            }
            return day
        case .expression(let expression):
            // Evaluated by a copy, which leaves `ans` and the variables as they are.
            var inner = self
            guard let value = try inner.evaluate(expression), value.presentation == .date,
                  let days = value.number.exact?.intValue, let day = Day(checkingDaysSinceEpoch: days) else {
                throw DateMessages.functionOfDate("on", expectsDate: true, at: clause.daySpan)
            }
            return day
        }
    }

    @inline(__always)
    private mutating func evaluateLine(_ tree: SyntaxTree) throws(Diagnostic) -> Value? {
        precision = basePrecision
        work = 0
        if !alsoShown.isEmpty { alsoShown.removeAll() }
        // The first attempt settles nearly every line (every exact one): no retry state.
        let first: Value
        do {
            first = try evaluateOnce(tree)
        } catch {
            guard error.cause == .undecided else { throw Evaluator.inUsersWords(error, in: tree) }
            return try refine(tree, lastAttempt: nil, lastUndecided: error)
        }
        if first.number.isExact || isDecided(first) {
            return try commit(first, of: tree)
        }
        return try refine(tree, lastAttempt: first, lastUndecided: nil)
    }

    /// Ziv's retries, each at four times the precision of the last.
    @inline(never)
    private mutating func refine(_ tree: SyntaxTree, lastAttempt: Value?, lastUndecided: Diagnostic?) throws(Diagnostic) -> Value {
        var lastAttempt = lastAttempt, lastUndecided = lastUndecided
        while true {
            precision *= 4
            do {
                let result = try evaluateOnce(tree)
                if isDecided(result) { return try commit(result, of: tree) }
                if precision >= maximumPrecision { return try commitUndecided(result, of: tree) }
                lastAttempt = result
            } catch {
                if error.cause == .outOfWork {
                    if let lastAttempt { return try commitUndecided(lastAttempt, of: tree) }
                    if let lastUndecided { throw lastUndecided }
                }
                guard error.cause == .undecided, precision < maximumPrecision else { throw error }
                lastUndecided = error
            }
        }
    }

    /// A result whose digits are not all decided after the last attempt: it shows the digits
    /// that are certain, or a plain approximation about zero shows `0` when it is within the
    /// last digit's weight of it (`sqrt(2)^2 - 2`); one that gives no certain digit is an
    /// error, never a guess.
    private mutating func commitUndecided(_ result: Value, of tree: SyntaxTree) throws(Diagnostic) -> Value {
        if let approximation = result.number.approximation, !result.isMoney {
            let showable = approximation.containsZero
                ? approximation.isWithin(binaryExponent: -(significantDigits * 3322 / 1000 + 1))
                : approximation.bestDigits(significantDigits) != nil
            if !showable { throw Messages.imprecise(at: tree.nodes[tree.root].span) }
        }
        return try commit(result, of: tree)
    }

    /// The line's result takes effect only once it is final: the assigned variable and `ans`.
    /// An approximate amount of money must be one calc can print and read back: its literal
    /// is exact, so within the digit limit of exact numbers.
    @inline(__always)
    private mutating func commit(_ result: Value, of tree: SyntaxTree) throws(Diagnostic) -> Value {
        if !result.number.isExact { try Evaluator.checkApproximateAmount(result, of: tree) }
        // Only a line that named a block word can be one alone (`Total: total`).
        if namedBlockWord { lastRole = blockRole(of: tree) } else if lastRole != .figure { lastRole = .figure }
        if case .assign(let nameSpan, _) = tree.nodes[tree.root].kind {
            environment[tree.text(nameSpan)] = result
            // `nights = 7` among amounts: a setting, not a figure (DESIGN §23).
            if lastRole == .figure, result.unit.isNone { lastRole = .setting }
        }
        if lastRole == .figure, case .previousResult = tree.nodes[0].kind, tree.nodes[0].span.length == 0 {
            environment.recordRevision(result, line: lineNumber)
        } else {
            environment.record(result, line: lineNumber, role: lastRole)
        }
        return result
    }

    /// Whether an attempt's result is final: the digits shown are decided, and so are those of
    /// the value as data when they are asked for.
    private func isDecided(_ result: Value) -> Bool {
        ValueFormatting.isDecided(result, significantDigits: significantDigits)
            && (dataDigits == 0 || ValueFormatting.isDataDecided(result.number, significantDigits: dataDigits))
    }

    /// Significant digits to which an approximation must be decided as data, besides those
    /// shown (`--json`'s `value`: `ValueFormatting.dataSignificantDigits`); 0 when only the
    /// shown digits count. Ziv's retries go on until both are decided or give up as usual.
    public var dataDigits = 0

    /// Significant digits shown for values that are not exact; the precision of
    /// approximations follows from it.
    public var significantDigits = NumberFormatting.defaultSignificantDigits {
        didSet { basePrecision = Evaluator.basePrecision(forDigits: significantDigits) }
    }

    /// Bits an approximation starts with: the digits shown and 64 bits more.
    private var basePrecision = Evaluator.basePrecision(forDigits: NumberFormatting.defaultSignificantDigits)
    /// The precision of the attempt under way.
    public private(set) var precision = Evaluator.basePrecision(forDigits: NumberFormatting.defaultSignificantDigits)
    /// Ziv's strategy gives up here (four rounds of four times the bits) and shows the best
    /// digits it has.
    private var maximumPrecision: Int { basePrecision << 8 }

    static func basePrecision(forDigits digits: Int) -> Int {
        Swift.max(128, (digits * 3322 / 1000 + 64 + 63) / 64 * 64)
    }

    mutating func evaluateOnce(_ tree: SyntaxTree) throws(Diagnostic) -> Value {
        // Empty unless the last line failed half-way (emptying an empty array is still a call
        // at every line).
        if !stack.isEmpty { stack.removeAll(keepingCapacity: true) }
        if recordsConversions {
            conversions.removeAll(keepingCapacity: true)
            unitConversions.removeAll(keepingCapacity: true)
        }
        for index in tree.nodes.indices {
            // Leaves and plain-number arithmetic, the bulk of every line, without the general path.
            switch tree.nodes[index].kind {
            case .number(let literal):
                stack.append(Value(Number(tree.literals[literal])))
                continue
            case .binary(let op, _, _) where op != .power:
                let count = stack.count
                if stack[count - 1].isPlain && stack[count - 2].isPlain,
                   let left = stack[count - 2].number.exact, let right = stack[count - 1].number.exact,
                   let result = Evaluator.fastArithmetic(op, left, right) {
                    stack.removeLast()
                    stack[count - 2] = Value(Number(result))
                    continue
                }
            default:
                break
            }
            let value = try evaluateNode(index, in: tree)
            stack.append(value)
        }
        return stack.removeLast()
    }

    /// All the line just evaluated produced, with `value` its result.
    mutating func takeEvaluation(of value: consuming Value, assignedName: String? = nil) -> Evaluation {
        if alsoShown.isEmpty && conversions.isEmpty && notes.isEmpty && unitConversions.isEmpty {
            return Evaluation(value: value, details: nil, role: lastRole, assignedName: assignedName)
        }
        // The conversions are shared, not moved: the evaluator keeps their storage for the next
        // line's (`forgetPreviousLine`), which a moved list would make it allocate again.
        var details = Evaluation.Details(alsoShown: [], conversions: conversions, notes: [], unitConversions: unitConversions)
        swap(&details.alsoShown, &alsoShown)
        swap(&details.notes, &notes)
        return Evaluation(value: value, details: details, role: lastRole, assignedName: assignedName)
    }

    /// Adds a note to the line being evaluated.
    mutating func note(_ diagnostic: Diagnostic) {
        notes.append(diagnostic)
    }

    /// Parses and evaluates one line of text.
    public mutating func evaluate(_ line: String) throws(Diagnostic) -> Value? {
        try evaluate(Parser.parse(line, style: numberStyle))
    }

    private mutating func pop() -> Value { stack.removeLast() }

    /// Exact + − × ÷ of plain numbers when nothing can go wrong (no division by zero, no
    /// size limit in reach); nil sends the operation down the general path, which reports.
    @inline(__always)
    private static func fastArithmetic(_ op: BinaryOperator, _ left: Rational, _ right: Rational) -> Rational? {
        guard case .small = left.storage, case .small = right.storage else { return nil }
        switch op {
        case .add: return try? left.adding(right)
        case .subtract: return try? left.subtracting(right)
        case .multiply: return try? left.multiplied(by: right)
        case .divide: return right.isZero ? nil : try? left.divided(by: right)
        case .modulo, .power, .of, .off, .on: return nil
        }
    }

    private mutating func evaluateNode(_ index: Int, in tree: SyntaxTree) throws(Diagnostic) -> Value {
        let node = tree.nodes[index]
        switch node.kind {
        case .number(let literal):
            return Value(Number(tree.literals[literal]))
        case .quantity(let literal, let unit):
            return try quantity(literal, unit, at: node.span, in: tree)
        case .name(let nameSpan):
            return try lookUp(tree.text(nameSpan), at: nameSpan, in: tree)
        case .previousResult:
            guard let previous = environment.previousResult else { throw Messages.noPreviousResultToContinue(at: node.span) }
            return previous
        case .negate(let operand):
            // `-x` keeps the unit and the presentation (`-0xff` is shown in hex too).
            var value = pop()
            if value.presentation == .weekday { throw DateMessages.weekdayIsText(at: node.span) }
            if value.presentation == .date {
                throw DateMessages.dateArithmetic(.subtract, leftIsDate: false, rightIsDate: true, other: .none, at: node.span)
            }
            // `-3pm`, `-now`: a point in time has no opposite.
            if value.presentation == .timeOfDay { throw DateMessages.timeOfDayArithmetic(.subtract, at: node.span) }
            if value.presentation.isInstant { throw DateMessages.instantArithmetic(.subtract, at: node.span) }
            value.number = -value.number
            // −(B − A) is A − B: the days now count from B.
            if case .daysSince(let since) = value.presentation {
                let end = value.number.exact?.intValue.flatMap { Int32(exactly: Int(since) - $0) }
                value.presentation = end.map(Presentation.daysSince) ?? .plain
            }
            // A minus written before a temperature literal belongs to it (`-40 °F` is a
            // temperature below the scale's zero); negating any other temperature on an offset
            // scale is arithmetic on it, refused (DESIGN §19).
            if value.unit.hasOffsetScale { try checkNegatedTemperature(value, operand, node.span, in: tree) }
            return value
        case .binary(let op, let leftIndex, let rightIndex):
            let right = pop(), left = pop()
            let context = OperandSpans(whole: node.span, left: tree.nodes[leftIndex].span, right: tree.nodes[rightIndex].span)
            // (Tags alone first: the checks below are for rare lines.)
            if case .currency = right.unit, op == .divide { try checkRateOutsideAt(left, right, leftIndex, rightIndex, node.span, in: tree) }
            if case .date = left.presentation, case .compound = tree.nodes[rightIndex].kind {
                return try shiftedByParts(op, left, right, rightIndex, context, in: tree)
            }
            if case .percent = right.presentation, op == .add || op == .subtract, let plain = Evaluator.partOfItself(leftIndex, rightIndex, right, in: tree) {
                return try binary(op, left, plain, context)
            }
            if left.unit == .currency(Evaluator.pound) || right.unit == .currency(Evaluator.pound),
               let (massLeft, massRight) = Evaluator.poundsAsMass(op, left, right, leftIndex, rightIndex, in: tree) {
                return try binary(op, massLeft, massRight, context)
            }
            // A power whose exponent is not whole may be exp(y · ln x): two series, charged
            // first and given back when the answer is exact (`8^(1/3)`).
            var series = 0
            if op == .power && !(right.number.exact?.isInteger ?? false) {
                series = try chargeSeries(at: node.span) + chargeSeries(at: node.span)
            }
            let result = try binary(op, left, right, context)
            if result.number.isExact { work -= series }
            try charge(left.number.workWords + right.number.workWords + result.number.workWords, at: node.span)
            return result
        case .call(let function, let nameSpan, let arguments):
            let values = Array(stack.suffix(arguments.count))
            stack.removeLast(arguments.count)
            let spans = tree.callArguments[arguments].map { tree.nodes[$0].span }
            // Charged before the series runs, which at a high precision is the expensive part;
            // an exact answer (`ln(1)`, `log(1000)`) gives the charge back.
            var series = Builtins[function].isTranscendental ? try chargeSeries(at: node.span) : 0
            // sin, cos, tan: a large argument is reduced with π at its own size first
            // (`sin(2^66000 + 1)`), charged as a series at that precision (it takes less than
            // a logarithm there, so the charge errs on the safe side).
            if Builtins[function].reducesArgument, let argument = values.first {
                let bits = Trigonometry.reductionBits(argument.number, precision: precision)
                if bits > 0 { series += try chargeSeries(bits: bits, at: node.span) }
            }
            let result = try call(function, values, spans: spans, nameSpan: nameSpan, whole: node.span)
            if result.number.isExact { work -= series }
            // `floor(-273.5 °C)`: rounding does not take a temperature below absolute zero.
            if case .product = result.unit, result.unit.hasOffsetScale { try checkAboveAbsoluteZero(result, at: node.span) }
            return result
        case .convert(let operandIndex, let target):
            let value = pop()
            // An amount into a currency written as its code, the common case, straight to the rates.
            if case .currency(let from) = value.unit, case .word(let word) = target, let code = word.code,
               Evaluator.isCertainlyCurrency(word, tree), CurrencyCatalogue.isCode(code) {
                if from == code { return value }
                return Value(try convert(value.number, from: from, to: code, at: node.span,
                                         fromSpan: tree.nodes[operandIndex].span, toSpan: word.span), unit: .currency(code))
            }
            return try convert(value, to: target, operand: operandIndex, at: node.span, in: tree)
        case .farNumber, .present, .percent, .degrees, .rate, .date, .relativeDate, .clock, .timeOfDay, .wallTime, .zoned, .now, .userCall, .define,
             .compound:
            return try evaluateRareNode(node, in: tree)
        case .assign:
            return pop()
        }
    }

    /// `6 ft 2 inch`: quantities of one dimension side by side, each unit smaller than the one
    /// before, are their sum in the first one's unit (DESIGN §19); their parts are kept for a
    /// date. Of two dimensions, or out of order, they are an error.
    @inline(never)
    private mutating func compound(_ left: Value, _ right: Value, at span: SourceSpan, _ leftIndex: Int, _ rightIndex: Int,
                                   in tree: SyntaxTree) throws(Diagnostic) -> Value {
        // `1 pound 4 oz`: a pound beside a mass is the mass.
        var left = left
        if left.unit == .currency(Evaluator.pound), right.unit.dimension == Dimension.base(.mass), Evaluator.isPoundQuantity(leftIndex, in: tree) {
            left = Value(left.number, unit: Resolver.expanded(Resolver.massPound))
        }
        // The part before this one, read again from its literal (kept nowhere: a field of
        // the evaluator for it cost every line).
        let isFirst = !tree.nodes[leftIndex].kind.isCompound
        let lastIndex = Evaluator.lastPart(of: leftIndex, in: tree)
        let last = isFirst ? left : try partValue(lastIndex, in: tree)
        let lastSpan = tree.nodes[lastIndex].span
        let rightSpan = tree.nodes[rightIndex].span
        guard let lastUnit = last.unit.soleUnit, let rightUnit = right.unit.soleUnit,
              UnitCatalogue[lastUnit].dimension == UnitCatalogue[rightUnit].dimension,
              UnitCatalogue.offset(of: lastUnit) == nil, UnitCatalogue.offset(of: rightUnit) == nil else {
            throw Messages.twoValuesInARow(at: rightSpan)
        }
        guard UnitCatalogue.factors[Int(rightUnit.index)] < UnitCatalogue.factors[Int(lastUnit.index)] else {
            let reordered = isFirst ? "\(tree.text(rightSpan)) \(tree.text(lastSpan))" : nil
            throw UnitMessages.compoundOutOfOrder(suggestion: reordered, at: lastSpan.merged(with: rightSpan))
        }
        let converted = try convertUnit(right.number, from: right.unit, to: left.unit, at: rightSpan, fromSpan: rightSpan, toSpan: lastSpan)
        let sum = try checked(at: span) { () throws(ArithmeticError) in try left.number.adding(converted) }
        return Value(sum, unit: left.unit)
    }

    /// The value of a compound's part, a quantity node (a pound among masses is the mass).
    private mutating func partValue(_ index: Int, in tree: SyntaxTree) throws(Diagnostic) -> Value {
        guard case .quantity(let literal, let unit) = tree.nodes[index].kind else { preconditionFailure("a compound's part is a quantity") }
        let value = try quantity(literal, unit, at: tree.nodes[index].span, in: tree)
        if value.unit == .currency(Evaluator.pound), Evaluator.isPoundQuantity(index, in: tree) {
            return Value(value.number, unit: Resolver.expanded(Resolver.massPound))
        }
        return value
    }

    /// The parts of a compound in order (`3 months`, `5 days`).
    private mutating func parts(of index: Int, in tree: SyntaxTree) throws(Diagnostic) -> [Value] {
        var indices: [Int] = []
        var node = index
        while case .compound(let left, let right) = tree.nodes[node].kind {
            indices.append(right)
            node = left
        }
        indices.append(node)
        var values: [Value] = []
        for part in indices.reversed() { values.append(try partValue(part, in: tree)) }
        return values
    }

    /// The last quantity of a compound.
    private static func lastPart(of index: Int, in tree: SyntaxTree) -> Int {
        if case .compound(_, let right) = tree.nodes[index].kind { return right }
        return index
    }

    /// `-40 °C` is a temperature if the minus stands before a literal, and not below absolute
    /// zero; `-x`, `-(20 °C)` of a temperature on an offset scale are refused.
    @inline(never)
    private func checkNegatedTemperature(_ value: Value, _ operand: Int, _ span: SourceSpan, in tree: SyntaxTree) throws(Diagnostic) {
        let operandNode = tree.nodes[operand]
        guard case .quantity = operandNode.kind, tree.source[operandNode.span.start] != UInt8(ascii: "(") else {
            throw UnitMessages.temperatureArithmetic(value.unit, at: span)
        }
        try checkAboveAbsoluteZero(value, at: span)
    }

    /// `5 USD/EUR`, `USD/EUR`: a rate, which belongs to `at` (DESIGN §19), never an amount
    /// divided by one unit of a currency.
    @inline(never)
    private func checkRateOutsideAt(_ left: Value, _ right: Value, _ leftIndex: Int, _ rightIndex: Int, _ span: SourceSpan,
                                    in tree: SyntaxTree) throws(Diagnostic) {
        guard case .currency(let denominator) = right.unit, case .name(let nameSpan) = tree.nodes[rightIndex].kind,
              case .currency(let numerator) = left.unit, isCurrencyWord(tree.text(nameSpan)) else { return }
        throw MoneyMessages.rateOutsideAt(numerator: numerator.description, denominator: denominator.description,
                                          rate: Evaluator.isQuantity(tree.nodes[leftIndex].kind) ? left.number.exact.flatMap(NumberFormatting.exactDecimal) : nil,
                                          at: span)
    }

    /// `2019-04-01 - 3 months 5 days`: the date moved by each part in turn, largest first
    /// (DESIGN §19).
    @inline(never)
    private mutating func shiftedByParts(_ op: BinaryOperator, _ date: Value, _ duration: Value, _ durationIndex: Int,
                                         _ spans: OperandSpans, in tree: SyntaxTree) throws(Diagnostic) -> Value {
        guard op == .add || op == .subtract else { return try binary(op, date, duration, spans) }
        let parts = try parts(of: durationIndex, in: tree)
        var moved = date
        for part in parts { moved = try binary(op, moved, part, spans) }
        return moved
    }

    /// `x + x * 20%`, `subtotal + subtotal * 8%`: a percentage of the very value it is added
    /// to is that part of it, a plain number (24, not 500% more), where `100 + 10% * 3` keeps
    /// the scaled percentage (DESIGN §19): the right operand as a plain number when it is a
    /// product of the left operand's text and a percentage; nil otherwise.
    @inline(never)
    private static func partOfItself(_ leftIndex: Int, _ rightIndex: Int, _ right: Value, in tree: SyntaxTree) -> Value? {
        guard case .binary(.multiply, let a, let b) = tree.nodes[rightIndex].kind else { return nil }
        let left = tree.text(tree.nodes[leftIndex].span).trimmingSuffixSpaces
        guard tree.text(tree.nodes[a].span).trimmingSuffixSpaces == left || tree.text(tree.nodes[b].span).trimmingSuffixSpaces == left
        else { return nil }
        return Value(right.number, unit: right.unit, presentation: .plain)
    }

    /// Whether a name that gave an amount is a currency's word (`EUR`, `euro`), not a
    /// variable or the previous result.
    private func isCurrencyWord(_ name: String) -> Bool {
        environment[name] == nil && !Builtins.previousResultNames.contains(name)
    }

    private static func isQuantity(_ kind: NodeKind) -> Bool {
        if case .quantity = kind { return true }
        return false
    }

    /// A temperature below absolute zero is no temperature.
    func checkAboveAbsoluteZero(_ value: Value, at span: SourceSpan) throws(Diagnostic) {
        guard let scale = value.unit.offsetScale else { return }
        // (An exact value against the scale's absolute zero, without computing its kelvins.)
        if let exact = value.number.exact, let zero = UnitCatalogue.absoluteZero(of: scale) {
            if exact < zero { throw UnitMessages.belowAbsoluteZero(value.unit, at: span) }
            return
        }
        let factor = UnitCatalogue.factors[Int(scale.index)], offset = UnitCatalogue.offset(of: scale) ?? Rational(0)
        let kelvin = try checked(at: span) { () throws(ArithmeticError) in
            try value.number.multiplied(by: Number(factor)).adding(Number(offset))
        }
        if kelvin.signum < 0 { throw UnitMessages.belowAbsoluteZero(value.unit, at: span) }
    }

    /// The kinds of node few lines have, out of line: kept in `evaluateNode`, they make it too
    /// large for the compiler to inline the value stack's pops, which every line pays for.
    @inline(never)
    private mutating func evaluateRareNode(_ node: Node, in tree: SyntaxTree) throws(Diagnostic) -> Value {
        switch node.kind {
        case .farNumber(let literal):
            let (mantissa, exponent) = tree.farLiterals[literal]
            let scale = Approximation(Rational(10), precision: precision).power(exponent)
            let interval = Approximation.combine(Approximation(mantissa, precision: precision), scale, mpfi_mul)
            return Value(try checked(at: node.span) { () throws(ArithmeticError) in try Number.checked(interval) })
        case .present(let operandIndex, let targets):
            let value = pop()
            let operandSpan = tree.nodes[operandIndex].span
            let first = try present(value, as: tree.conversionTargets[targets.lowerBound], operand: operandIndex, operandSpan: operandSpan,
                                    whole: node.span, tree: tree)
            for index in targets.dropFirst() {
                alsoShown.append(try present(value, as: tree.conversionTargets[index], operand: operandIndex, operandSpan: operandSpan,
                                             whole: node.span, tree: tree))
            }
            // `5 km in mi, ft to 3 sf`: a rounding after a list of targets rounds each of them,
            // not only the first (the others are the list's last entries of `alsoShown`).
            if targets.count == 1, case .rounding = tree.conversionTargets[targets.lowerBound].kind,
               case .present(_, let listed) = tree.nodes[operandIndex].kind, listed.count > 1, alsoShown.count >= listed.count - 1 {
                for index in (alsoShown.count - (listed.count - 1))..<alsoShown.count {
                    alsoShown[index] = try present(alsoShown[index], as: tree.conversionTargets[targets.lowerBound], operand: operandIndex,
                                                   operandSpan: operandSpan, whole: node.span, tree: tree)
                }
            }
            return first
        case .percent:
            let value = pop()
            // `5 km%`: a quantity with a physical unit is neither a percentage nor an angle.
            if !value.unit.isNone && !value.isMoney { throw UnitMessages.quantityInPresentation("as %", value.unit, at: node.span) }
            guard value.unit.isNone && value.presentation.forArithmetic == .plain else {
                throw QuantityRules.diagnostic(.percentOf(isMoney: !value.unit.isNone), whole: node.span, left: node.span, right: node.span,
                                               plainText: Evaluator.writtenNumber(value))
            }
            return Value(try checked(at: node.span) { () throws(ArithmeticError) in try value.number.divided(by: Number(Rational(100))) },
                         presentation: .percent)
        case .degrees:
            let value = pop()
            if !value.unit.isNone && !value.isMoney {
                throw UnitMessages.quantityInPresentation("as an angle", written: "°", value.unit, at: node.span)
            }
            guard value.unit.isNone && value.presentation.forArithmetic == .plain else {
                let number = !value.unit.isNone ? NumberFormatting.format(value.number).text : Evaluator.writtenNumber(value)
                throw QuantityRules.diagnostic(.degreesOf(isMoney: !value.unit.isNone), whole: node.span, left: node.span, right: node.span,
                                               plainText: number)
            }
            // x° is x·π/180, a multiple of π that stays exact while x is.
            let degree = Number.piMultiple(Rational(1, 180), precision: precision)
            return Value(try checked(at: node.span) { () throws(ArithmeticError) in try value.number.multiplied(by: degree) })
        case .rate(let index):
            return try exchangeRate(tree, index, at: node.span)
        case .date(let days):
            return Value(Number(Rational(days)), presentation: .date)
        case .relativeDate(let relative):
            guard let today = today?() else { throw DateMessages.noToday(tree.text(node.span), at: node.span) }
            guard let day = relative.day(today: today) else { throw DateMessages.dateOutOfRange(at: node.span) }
            return Value(Number(Rational(day.daysSinceEpoch)), presentation: .date)
        case .clock(let literal):
            return Value(Number(tree.literals[literal]), unit: Unit.hour, presentation: .clock)
        case .timeOfDay(let literal):
            return Value(Number(tree.literals[literal]), unit: Unit.hour, presentation: .timeOfDay)
        case .wallTime(let literal, let zone):
            return try wallTime(tree.literals[literal], in: tree.zones[zone], at: node.span, tree: tree)
        case .zoned(_, let zone):
            return try zonedTime(pop(), in: tree.zones[zone], at: node.span, tree: tree)
        case .now:
            return try currentInstant(at: node.span, tree: tree)
        case .userCall(let nameSpan, let arguments):
            let values = Array(stack.suffix(arguments.count))
            stack.removeLast(arguments.count)
            return try callUserFunction(tree.text(nameSpan), values, nameSpan: nameSpan, whole: node.span)
        case .compound(let leftIndex, let rightIndex):
            let right = pop(), left = pop()
            return try compound(left, right, at: node.span, leftIndex, rightIndex, in: tree)
        case .define:
            preconditionFailure("a definition is not evaluated as a value")
        case .number, .quantity, .name, .previousResult, .negate, .binary, .call, .convert, .assign:
            preconditionFailure("evaluateNode handles \(node.kind)")
        }
    }

    /// `rate(A, B)`: units of B per unit of A, a plain number.
    @inline(never)
    private mutating func exchangeRate(_ tree: SyntaxTree, _ index: Int, at span: SourceSpan) throws(Diagnostic) -> Value {
        let (fromReference, toReference) = tree.ratePairs[index]
        let from = try currency(fromReference, in: tree)
        let to = try currency(toReference, in: tree)
        let quote = try Conversion.quote(of: from, in: to, rates: activeRates, at: span,
                                         fromSpan: fromReference.span, toSpan: toReference.span)
        if recordsConversions { conversions.append(ConversionRecord(amount: nil, from: from, converted: nil, to: to, quote: quote)) }
        return Value(Number(quote.rate))
    }

    /// For a hint: an amount as calc shows it (`5.00 USD`), a percentage's number without its
    /// `%` (15% holds 0.15).
    @inline(never)
    private static func writtenNumber(_ value: Value) -> String {
        if value.presentation.isPercent { return NumberFormatting.format(ValueFormatting.percentNumber(value.number)).text }
        return ValueFormatting.format(value).text
    }

    @inline(never)
    private static func checkApproximateAmount(_ result: Value, of tree: SyntaxTree) throws(Diagnostic) {
        if result.isMoney, let approximation = result.number.approximation, approximation.isBeyondExactAmounts {
            throw MoneyMessages.amountBeyondExactRange(at: tree.nodes[tree.root].span)
        }
    }

    /// Counts the work of one operation on large numbers, which grows with the square of
    /// their size in words (multiplication, Euclid's gcd), and stops the line when it has
    /// spent `Limits.maxWorkPerLine`: thousands of sums of 20,000-digit fractions would
    /// otherwise run for minutes.
    @inline(__always)
    private mutating func charge(_ words: Int, at span: SourceSpan) throws(Diagnostic) {
        guard words > 0 else { return }
        work += words * words
        if work > Limits.maxWorkPerLine { throw Messages.tooMuchWork(at: span) }
    }

    /// Counts one logarithm, exponential or real power at the current precision, by MPFR's
    /// time for one (a constant plus a power 1.66 of the words; README, "Speed"), in the
    /// budget's unit of about 1/15,000 µs: so that `--digits 1000` and Ziv's retries, which
    /// reach hundreds of thousands of bits, stay within the line's budget.
    /// Returns what it charged. (`bits`: a precision other than the line's, for the
    /// reduction of a large argument of sin, cos or tan, π at that many bits.)
    @discardableResult
    private mutating func chargeSeries(bits: Int? = nil, at span: SourceSpan) throws(Diagnostic) -> Int {
        let words = Double((bits ?? precision) / 64 + 1)
        let cost = 65_000 + Int(2_000 * pow(words, 1.66))
        work += cost
        if work > Limits.maxWorkPerLine { throw Messages.tooMuchWork(at: span) }
        return cost
    }

    private mutating func lookUp(_ name: String, at span: SourceSpan, in tree: SyntaxTree) throws(Diagnostic) -> Value {
        if let value = environment[name] { return value }
        if Builtins.previousResultNames.contains(name) {
            guard let previous = environment.previousResult else { throw Messages.noPreviousResult(name, at: span) }
            return previous
        }
        if let constant = Builtins.constant(named: name) { return constant.value(precision) }
        if let hours = Builtins.timeOfDayHours(named: name) { return Value(Number(Rational(hours)), unit: Unit.hour, presentation: .timeOfDay) }
        if name == Builtins.nowName { return try currentInstant(at: span, tree: tree) }
        if let offset = Builtins.dayOffset(named: name) {
            guard let today = today?(), let day = Day(checkingDaysSinceEpoch: today.daysSinceEpoch + offset) else {
                throw DateMessages.noToday(name, at: span)
            }
            return Value(Number(Rational(day.daysSinceEpoch)), presentation: .date)
        }
        if let word = Block.Word(name) {
            namedBlockWord = true
            return try blockValue(word, named: name, at: span)
        }
        // `USD in EUR`, `usd to jpy`: a bare currency is one unit of it (DESIGN §15).
        if let code = bareCurrency(name) { return Value(Number(.one), unit: .currency(code)) }
        if let codes = CurrencyCatalogue.codes(named: name.lowercased()), codes.count > 1 {
            throw MoneyMessages.ambiguousCurrencyName(name.lowercased(), codes: codes, at: span)
        }
        // `mile in km`: a unit word of two letters or more is one of it (DESIGN §19); a
        // single letter stays a variable's name.
        if name.unicodeScalars.count >= 2, let id = UnitCatalogue.unit(name) ?? UnitCatalogue.unitIgnoringCase(name) {
            return Value(Number(.one), unit: Resolver.expanded(id))
        }
        throw resolver(tree).unboundName(name, at: span)
    }

    /// The currency a name on its own stands for: an ISO code in any case, or one currency's
    /// English name. (Not a code only the rate table quotes: a mistyped name must not load
    /// the rates to be found unknown.)
    func bareCurrency(_ name: String) -> CurrencyCode? {
        if let code = CurrencyCode(Array(name.utf8)[...]), CurrencyCatalogue.isCode(code) || CryptoCurrencies.isCrypto(code) { return code }
        if let codes = CurrencyCatalogue.codes(named: name.lowercased()), codes.count == 1 { return codes[0] }
        return nil
    }

    /// The words of the line bound by the `Resolver`.
    func resolver(_ tree: SyntaxTree, rates: (any ExchangeRates)? = nil) -> Resolver {
        Resolver(tree: tree, environment: environment, rates: rates ?? activeRates, tableRates: self.rates, history: history)
    }

    /// Whether a currency word is certainly its code: a symbol (`€`, `US$`), or three capital
    /// letters (`USD`, not `usd` or `cup`, which the resolver weighs against the units).
    @inline(__always)
    private static func isCertainlyCurrency(_ word: CurrencyReference, _ tree: SyntaxTree) -> Bool {
        let start = word.span.start, end = word.span.end
        let last = tree.source[end - 1]
        if (last | 0x20) &- 0x61 >= 26 { return true }
        guard end - start == 3 else { return false }
        return tree.source[start] &- 0x41 < 26 && tree.source[start + 1] &- 0x41 < 26 && last &- 0x41 < 26
    }

    /// A quantity literal: `12 USD` as written in capitals (the common case, without the
    /// resolver), or one whose unit the resolver binds (`5 km`, `1.85 EUR/l`, `100 dollars`).
    private func quantity(_ literal: Int, _ unit: UnitSyntax, at span: SourceSpan, in tree: SyntaxTree) throws(Diagnostic) -> Value {
        if case .word(let word) = unit, let code = word.code, Evaluator.isCertainlyCurrency(word, tree), CurrencyCatalogue.isCode(code) {
            return Value(Number(tree.literals[literal]), unit: .currency(code))
        }
        return try resolvedQuantity(literal, unit, at: span, in: tree)
    }

    @inline(never)
    private func resolvedQuantity(_ literal: Int, _ unit: UnitSyntax, at span: SourceSpan, in tree: SyntaxTree) throws(Diagnostic) -> Value {
        let numberSpan = SourceSpan(span.start, tree.span(of: unit).start)
        let isLiteral = Evaluator.hasDigit(tree.source[numberSpan.start..<numberSpan.end])
        let resolved: Resolver.Resolved
        if let known = try Resolver.knownUnit(unit, isLiteral: isLiteral, hasVariables: !environment.variables.isEmpty, in: tree) {
            resolved = known
        } else {
            resolved = try resolver(tree).unit(unit, literal: isLiteral ? numberSpan : nil)
        }
        return Value(Number(tree.literals[literal]), unit: resolved.unit)
    }

    /// Whether the text before a quantity's unit holds a number (`5 km`, not `USD in EUR`'s
    /// bare currency), by its bytes when they are ASCII (making a String and reading its
    /// Characters would be an allocation and grapheme breaking on every unit line).
    private static func hasDigit(_ bytes: ArraySlice<UInt8>) -> Bool {
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return String(decoding: bytes, as: UTF8.self).contains(where: \.isNumber) }
        return bytes.contains { $0 &- 0x30 < 10 }
    }

    /// `value in TARGET` through the rules: units, and currencies not written as codes.
    @inline(never)
    private mutating func convert(_ value: Value, to target: UnitSyntax, operand: Int, at span: SourceSpan,
                                  in tree: SyntaxTree) throws(Diagnostic) -> Value {
        let operandSpan = tree.nodes[operand].span
        let (value, unit) = Evaluator.facingMass(value, operand: operand, target: target, try targetUnit(target, in: tree), in: tree)
        return try converted(value, into: unit, operandSpan: operandSpan, targetSpan: tree.span(of: target),
                             whole: span, plainText: literalText(operand, tree))
    }

    /// `pound`, `pounds` facing a mass are the mass (DESIGN §19): a target pound for a mass
    /// (`65 kg in pounds`), an amount in pounds converted into a mass (`180 pounds in kg`);
    /// anywhere else GBP.
    private static func facingMass(_ value: Value, operand: Int, target: UnitSyntax, _ unit: Unit, in tree: SyntaxTree) -> (Value, Unit) {
        let mass = Dimension.base(.mass)
        if unit == .currency(pound), case .word(let word) = target, Resolver.isPoundWord(tree.source[word.span.start..<word.span.end]),
           value.unit.dimension == mass {
            return (value, Resolver.expanded(Resolver.massPound))
        }
        if value.unit == .currency(pound), unit.dimension == mass, isPoundQuantity(operand, in: tree) {
            return (Value(value.number, unit: Resolver.expanded(Resolver.massPound)), unit)
        }
        return (value, unit)
    }

    /// The operands with a quantity written `pound(s)` as the mass where it is one (DESIGN
    /// §19): in a price (`3.99 USD / 2 pounds`), beside a mass (`10 pounds + 2 kg`), or times
    /// a price per mass (`2 pounds * 3.99 USD/lb`); nil when neither changes. Elsewhere the
    /// word is the currency (`10 pounds * 2`, `5 pounds/kg`).
    @inline(never)
    private static func poundsAsMass(_ op: BinaryOperator, _ left: Value, _ right: Value, _ leftIndex: Int, _ rightIndex: Int,
                                     in tree: SyntaxTree) -> (Value, Value)? {
        func isMassPound(_ value: Value, _ index: Int, facing other: Value) -> Bool {
            guard value.unit == .currency(pound), isPoundQuantity(index, in: tree) else { return false }
            let mass = other.unit.dimension[.mass]
            switch op {
            // (`10 pounds / 2 pounds` is a ratio of amounts.)
            case .divide: return index == rightIndex && other.isMoney && !isPoundQuantity(leftIndex, in: tree)
            case .multiply: return mass < 0
            case .add, .subtract: return mass > 0 && other.unit.dimension == Dimension.base(.mass)
            default: return false
            }
        }
        func asMass(_ value: Value) -> Value { Value(value.number, unit: Resolver.expanded(Resolver.massPound)) }
        if isMassPound(right, rightIndex, facing: left) { return (left, asMass(right)) }
        if isMassPound(left, leftIndex, facing: right) { return (asMass(left), right) }
        return nil
    }

    /// Whether the node is a quantity written with the word `pound` or `pounds` (`180 pounds`).
    static func isPoundQuantity(_ index: Int, in tree: SyntaxTree) -> Bool {
        switch tree.nodes[index].kind {
        case .quantity(_, .word(let word)): Resolver.isPoundWord(tree.source[word.span.start..<word.span.end])
        case .name(let nameSpan): Resolver.isPoundWord(tree.source[nameSpan.start..<nameSpan.end])
        default: false
        }
    }

    private static let pound = CurrencyCode(code: "GBP")!

    /// The unit of a conversion's target.
    private func targetUnit(_ target: UnitSyntax, in tree: SyntaxTree) throws(Diagnostic) -> Unit {
        if case .word(let word) = target, let code = word.code, Evaluator.isCertainlyCurrency(word, tree), CurrencyCatalogue.isCode(code) {
            return .currency(code)
        }
        let resolved: Resolver.Resolved
        if let known = try Resolver.knownUnit(target, isLiteral: false, hasVariables: false, in: tree) {
            resolved = known
        } else {
            resolved = try resolver(tree).unit(target, literal: nil)
        }
        return resolved.unit
    }

    /// A currency of `rate(A, B)` or of an `at` clause.
    private func currency(_ word: CurrencyReference, in tree: SyntaxTree, rates: (any ExchangeRates)? = nil) throws(Diagnostic) -> CurrencyCode {
        if let code = word.code, CurrencyCatalogue.isCode(code) { return code }
        let unit = try resolver(tree, rates: rates).unit(of: word, literal: nil)
        guard let code = unit.currency else {
            let candidates = self.rates.quotedCodes.map(\.description) + CurrencyCatalogue.all.map(\.code)
            throw MoneyMessages.unknownCurrency(tree.text(word.span), candidates: candidates, at: word.span)
        }
        return code
    }

    /// `value in target`: the same value (`5 USD in USD`), converted by the rates and the
    /// catalogue's factors, or refused with the reason.
    private mutating func converted(_ value: Value, into target: Unit, operandSpan: SourceSpan, targetSpan: SourceSpan,
                                    whole: SourceSpan, plainText: String?) throws(Diagnostic) -> Value {
        // `(2026-03-01 - 2026-02-01) in months` is 1 month: calendar months between the dates.
        if case .daysSince(let since) = value.presentation, let sole = target.soleUnit, sole == Evaluator.month || sole == Evaluator.year,
           let days = value.number.exact?.intValue, let months = Evaluator.calendarParts(since: Int(since), days: days, [sole]) {
            return Value(Number(months), unit: target)
        }
        switch QuantityRules.conversion(value, to: target) {
        case .compute(let unit, let presentation):
            // `(180 cm in ft inch) in ft`: in one unit, no longer in parts.
            if case .parts = presentation { return Value(value.number, unit: unit) }
            return Value(value.number, unit: unit, presentation: presentation)
        case .convert(let into, _):
            let number = try convertUnit(value.number, from: value.unit, to: into, at: whole, fromSpan: operandSpan, toSpan: targetSpan)
            return Value(number, unit: into)
        case .refused(let refusal):
            throw QuantityRules.diagnostic(refusal, whole: whole, left: operandSpan, right: targetSpan, plainText: plainText)
        case .combine, .percentChange, .power, .dateShift, .dateDifference:
            preconditionFailure("a conversion computes, converts or is refused")
        }
    }

    /// A number in unit `from` expressed in unit `to`, of the same dimension (or, for fuel,
    /// the reciprocal one): currencies by the rates, physical units by their factors,
    /// temperatures on their scales.
    private mutating func convertUnit(_ number: Number, from: Unit, to: Unit, at span: SourceSpan,
                                      fromSpan: SourceSpan, toSpan: SourceSpan) throws(Diagnostic) -> Number {
        if case .currency(let a) = from, case .currency(let b) = to {
            return try convert(number, from: a, to: b, at: span, fromSpan: fromSpan, toSpan: toSpan)
        }
        let converted = try convertPhysical(number, from: from, to: to, at: span, fromSpan: fromSpan, toSpan: toSpan)
        if recordsConversions { unitConversions.append(UnitConversionRecord(amount: number, from: from, converted: converted, to: to)) }
        return converted
    }

    private mutating func convertPhysical(_ number: Number, from: Unit, to: Unit, at span: SourceSpan,
                                          fromSpan: SourceSpan, toSpan: SourceSpan) throws(Diagnostic) -> Number {
        let fromDimension = from.dimension
        if fromDimension != to.dimension {
            // `7 l/100km in mpg`: y = 1 / (x · f(from)) / f(to).
            let base = try checked(at: span) { () throws(ArithmeticError) in try number.multiplied(by: Number(from.physicalFactor)) }
            if base.isZero { throw Messages.divisionByZero(at: fromSpan) }
            return try checked(at: span) { () throws(ArithmeticError) in
                try Number(.one).divided(by: base).divided(by: Number(to.physicalFactor))
            }
        }
        if fromDimension == Evaluator.temperature, from.termCount == 1, to.termCount == 1 {
            // Absolute scales: kelvin = x · factor + offset.
            let (fromFactor, fromOffset) = Evaluator.scale(from), (toFactor, toOffset) = Evaluator.scale(to)
            let kelvin = try checked(at: span) { () throws(ArithmeticError) in
                try number.multiplied(by: Number(fromFactor)).adding(Number(fromOffset))
            }
            // (A kelvin difference below zero may be a difference; on a scale it is no temperature.)
            if kelvin.signum < 0 && (from.offsetScale != nil || to.offsetScale != nil) {
                throw UnitMessages.belowAbsoluteZero(from.offsetScale != nil ? from : to, at: span)
            }
            return try checked(at: span) { () throws(ArithmeticError) in
                try kelvin.subtracting(Number(toOffset)).divided(by: Number(toFactor))
            }
        }
        var result = number
        if let target = to.firstCurrency {
            for term in from.terms {
                guard case .currency(let code) = term.atom, code != target else { continue }
                result = try convertPower(result, from: code, to: target, power: term.power, at: span, fromSpan: fromSpan, toSpan: toSpan)
            }
        }
        let factor = try checked(at: span) { () throws(ArithmeticError) in try Unit.physicalRatio(from: from, to: to) }
        if factor == Rational(1) { return result }
        return try checked(at: span) { () throws(ArithmeticError) in try result.multiplied(by: Number(factor)) }
    }

    private static let temperature = Dimension.base(.temperature)

    /// The factor and offset of a temperature's scale (kelvin: 1 and 0).
    private static func scale(_ unit: Unit) -> (Rational, Rational) {
        guard case .physical(let id) = unit.terms[0].atom else { return (Rational(1), Rational(0)) }
        return (UnitCatalogue.factors[Int(id.index)], UnitCatalogue.offset(of: id) ?? Rational(0))
    }

    /// A number of a unit with `from` to `power` made one with `to` there: each power a
    /// conversion by the rates (a negative power the other way round).
    private mutating func convertPower(_ number: Number, from: CurrencyCode, to: CurrencyCode, power: Int, at span: SourceSpan,
                                       fromSpan: SourceSpan, toSpan: SourceSpan) throws(Diagnostic) -> Number {
        var result = number
        for _ in 0..<abs(power) {
            result = power > 0 ? try convert(result, from: from, to: to, at: span, fromSpan: fromSpan, toSpan: toSpan)
                               : try convert(result, from: to, to: from, at: span, fromSpan: toSpan, toSpan: fromSpan)
        }
        return result
    }

    /// One atom of a right operand brought to the left operand's (`min` into `h`, `USD` into `EUR`).
    private mutating func convertAtom(_ number: Number, _ conversion: Unit.AtomConversion, _ spans: OperandSpans) throws(Diagnostic) -> Number {
        switch (conversion.from, conversion.to) {
        case (.currency(let from), .currency(let to)):
            return try convertPower(number, from: from, to: to, power: conversion.power, at: spans.right,
                                    fromSpan: spans.right, toSpan: spans.left)
        case (.physical(let from), .physical(let to)):
            let converted = try checked(at: spans.whole) { () throws(ArithmeticError) in
                let factor = try UnitCatalogue.factors[Int(from.index)].divided(by: UnitCatalogue.factors[Int(to.index)])
                return try number.multiplied(by: Number(factor.power(conversion.power)))
            }
            if recordsConversions {
                unitConversions.append(UnitConversionRecord(amount: number, from: Unit(terms: [UnitTerm(conversion.from, conversion.power)]),
                                                            converted: converted, to: Unit(terms: [UnitTerm(conversion.to, conversion.power)])))
            }
            return converted
        default:
            preconditionFailure("only commensurable atoms convert")
        }
    }

    /// The `at` clauses of the line as rates: positive, each pair two known currencies.
    private func inlineRates(_ tree: SyntaxTree, base: any ExchangeRates) throws(Diagnostic) -> InlineRates? {
        guard !tree.rateClauses.isEmpty else { return nil }
        var overrides: [InlineRates.Override] = []
        for clause in tree.rateClauses {
            guard clause.rate.signum > 0 else { throw MoneyMessages.rateNotPositive(at: clause.span) }
            var pair: (from: CurrencyCode, to: CurrencyCode)?
            if let numerator = clause.numerator, let denominator = clause.denominator {
                let to = try currency(numerator, in: tree, rates: base)
                let from = try currency(denominator, in: tree, rates: base)
                guard from != to else { throw MoneyMessages.ratePairOfOneCurrency(at: clause.span) }
                pair = (from, to)
            }
            overrides.append(InlineRates.Override(rate: clause.rate, pair: pair, text: tree.text(clause.span)))
        }
        return InlineRates(base: base, overrides: overrides)
    }

    /// An `at` clause the line never used is a mistake worth saying (a pair the other way
    /// round is used; one the line never converts is not).
    private static func checkAllUsed(_ rates: InlineRates, _ tree: SyntaxTree) throws(Diagnostic) {
        for (override, clause) in zip(rates.overrides, tree.rateClauses) where !override.used {
            throw MoneyMessages.unusedRate(override.text, pair: override.pair, at: clause.span)
        }
    }

    /// `value` converted to, or shown as, one target.
    private mutating func present(_ value: Value, as target: ConversionTarget, operand: Int, operandSpan: SourceSpan, whole: SourceSpan,
                                  tree: SyntaxTree) throws(Diagnostic) -> Value {
        // `unix(1707568901) in unix`: an instant's seconds.
        if case .unix = target.kind {
            guard value.presentation.isInstant else { throw DateMessages.notUnixTime(wholeSeconds: false, at: operandSpan) }
            return Value(value.number)
        }
        // `3pm in Tokyo`, `now in New York`: a time shown in a zone (DESIGN §20).
        if case .zone(let index) = target.kind {
            return try shownInZone(value, tree.zones[index], operand: operand, operandSpan: operandSpan, targetSpan: target.span, tree: tree)
        }
        // A date's number is its day count, and a weekday's too: neither is shown any other way.
        if value.presentation.isCalendar {
            throw QuantityRules.diagnostic(value.presentation == .weekday ? .weekdayArithmetic : .dateConversion, whole: whole,
                                           left: operandSpan, right: target.span, plainText: nil)
        }
        switch target.kind {
        case .mixed(let range):
            // `180 pounds in st lb`: pounds facing masses are the mass.
            var value = value
            if value.unit == .currency(Evaluator.pound), Evaluator.isPoundQuantity(operand, in: tree),
               let first = tree.mixedUnits[range].first, (try? targetUnit(first, in: tree))?.dimension == Dimension.base(.mass) {
                value = Value(value.number, unit: Resolver.expanded(Resolver.massPound))
            }
            return try mixed(value, tree.mixedUnits[range], operandSpan: operandSpan, targetSpan: target.span, whole: whole, tree: tree)
        case .degrees:
            guard value.unit.isNone else { throw UnitMessages.quantityInPresentation("as an angle", written: tree.text(target.span), value.unit, at: operandSpan) }
            return Value(value.number, presentation: .angle)
        case .unit(let syntax):
            let (value, unit) = Evaluator.facingMass(value, operand: operand, target: syntax, try targetUnit(syntax, in: tree), in: tree)
            return try converted(value, into: unit, operandSpan: operandSpan, targetSpan: target.span, whole: whole,
                                 plainText: NumberFormatting.format(value.number).text)
        case .percent:
            if !value.unit.isNone && !value.isMoney { throw UnitMessages.quantityInPresentation("as %", value.unit, at: operandSpan) }
            if !value.unit.isNone {
                throw QuantityRules.diagnostic(.amountAsPercent, whole: whole, left: operandSpan, right: target.span, plainText: nil)
            }
            return Value(value.number, presentation: .percent)
        case .radix(let radix):
            if !value.unit.isNone && !value.isMoney {
                throw UnitMessages.quantityInPresentation("in " + tree.text(target.span), value.unit, at: operandSpan)
            }
            guard value.unit.isNone, let exact = value.number.exact, exact.isInteger else {
                throw Messages.notAWholeNumberForBase(tree.text(target.span), isMoney: !value.unit.isNone, at: operandSpan)
            }
            return Value(Number(exact), presentation: .radix(UInt8(radix)))
        case .unix, .zone:
            preconditionFailure("shown above")
        case .decimal:
            if !value.unit.isNone && !value.isMoney { throw UnitMessages.quantityInPresentation("in dec", value.unit, at: operandSpan) }
            if !value.unit.isNone { throw Messages.notAWholeNumberForBase("dec", isMoney: true, at: operandSpan) }
            return Value(value.number)
        case .roman:
            guard value.unit.isNone, let whole = value.number.exact?.intValue, value.number.exact?.isInteger == true,
                  RomanNumerals.range.contains(whole) else { throw Messages.notRomanRange(at: operandSpan) }
            return Value(value.number, presentation: .roman)
        case .rounding(let count, let significant):
            return try rounded(value, count, significant: significant, at: whole)
        case .fraction:
            if !value.unit.isNone && !value.isMoney { throw UnitMessages.quantityInPresentation("as a fraction", written: "as fraction", value.unit, at: operandSpan) }
            guard value.unit.isNone, let exact = value.number.exact else {
                throw Messages.notExactForFraction(isMoney: !value.unit.isNone, at: operandSpan)
            }
            return Value(Number(exact), presentation: .fraction)
        }
    }

    private mutating func convert(_ amount: Number, from: CurrencyCode, to: CurrencyCode, at span: SourceSpan,
                                  fromSpan: SourceSpan? = nil, toSpan: SourceSpan? = nil) throws(Diagnostic) -> Number {
        if recordsConversions { return try convertRecording(amount, from: from, to: to, at: span, fromSpan: fromSpan, toSpan: toSpan) }
        // The table in use directly, not through `activeRates`, which copies the existential
        // at every conversion.
        if let lineRates {
            return try Conversion.convert(amount, from: from, to: to, rates: lineRates, at: span, fromSpan: fromSpan, toSpan: toSpan)
        }
        let converted = try Conversion.convert(amount, from: from, to: to, rates: rates, at: span, fromSpan: fromSpan, toSpan: toSpan)
        if ratesMayLag != false { noteLagging(from, to, at: span) }
        return converted
    }

    /// A rate kept from an older answer of its source is said, once a line per currency.
    /// (Asked of the rates once, after the first conversion has loaded them, and not called
    /// at all once the answer is no, rather than asked again at every conversion of a money
    /// line. Two calls, not a loop over `[from, to]`: that array would be an allocation.)
    @inline(never)
    private mutating func noteLagging(_ from: CurrencyCode, _ to: CurrencyCode, at span: SourceSpan) {
        if ratesMayLag == nil { ratesMayLag = rates.mayLag }
        guard ratesMayLag == true else { return }
        if let (origin, tableDate) = rates.lagging(from) { noteLagging(from, origin, tableDate, at: span) }
        if let (origin, tableDate) = rates.lagging(to) { noteLagging(to, origin, tableDate, at: span) }
    }

    @inline(never)
    private mutating func noteLagging(_ code: CurrencyCode, _ origin: RateOrigin, _ tableDate: Day, at span: SourceSpan) {
        let note = MoneyMessages.laggingRate(code, origin: origin, tableDate: tableDate, at: span)
        if !notes.contains(where: { $0.content == note.content }) { self.note(note) }
    }

    /// A conversion that keeps its path for `--explain`, `--json` and `:explain`: the rate,
    /// where it came from, the amounts before and after.
    @inline(never)
    private mutating func convertRecording(_ amount: Number, from: CurrencyCode, to: CurrencyCode, at span: SourceSpan,
                                           fromSpan: SourceSpan?, toSpan: SourceSpan?) throws(Diagnostic) -> Number {
        if from == to { return amount }
        let quote = try Conversion.quote(of: from, in: to, rates: activeRates, at: span, fromSpan: fromSpan, toSpan: toSpan)
        let converted = try checked(at: span) { () throws(ArithmeticError) in try amount.multiplied(by: Number(quote.rate)) }
        if lineRates == nil && ratesMayLag != false { noteLagging(from, to, at: span) }
        conversions.append(ConversionRecord(amount: amount, from: from, converted: converted, to: to, quote: quote))
        return converted
    }

    private func checked<T>(at span: SourceSpan, _ body: () throws(ArithmeticError) -> T) throws(Diagnostic) -> T {
        try Messages.locating(at: span, body)
    }

    // MARK: - Operators

    /// `today + 10`: the hint in the user's own date and number (`today + 10 days`, DESIGN
    /// §22) rather than an example's, where one side of the sum is a number literal; any other
    /// error as it is. (Made when the line has failed, off the path of every node.)
    @inline(never)
    private static func inUsersWords(_ error: Diagnostic, in tree: SyntaxTree) -> Diagnostic {
        guard error.id == .dateArithmetic,
              let node = tree.nodes.firstIndex(where: { $0.span == error.span }),
              case .binary(let op, let left, let right) = tree.nodes[node].kind, op == .add || op == .subtract else { return error }
        let leftIsNumber = if case .number = tree.nodes[left].kind { true } else { false }
        let rightIsNumber = if case .number = tree.nodes[right].kind { true } else { false }
        guard leftIsNumber != rightIsNumber, op == .add || rightIsNumber,
              tree.nodes[left].span.length <= 40, tree.nodes[right].span.length <= 40 else { return error }
        let date = tree.text(tree.nodes[leftIsNumber ? right : left].span), number = tree.text(tree.nodes[leftIsNumber ? left : right].span)
        return DateMessages.dateArithmetic(op, leftIsDate: true, rightIsDate: false, other: .none, written: (date, number), at: error.span)
    }

    struct OperandSpans {
        var whole: SourceSpan
        var left: SourceSpan
        var right: SourceSpan
    }

    private func literalText(_ index: Int, _ tree: SyntaxTree) -> String? {
        if case .number(let literal) = tree.nodes[index].kind { return NumberFormatting.format(Number(tree.literals[literal])).text }
        return nil
    }

    mutating func binary(_ op: BinaryOperator, _ left: Value, _ right: Value, _ spans: OperandSpans) throws(Diagnostic) -> Value {
        // `l/100km` is a unit of its own alone; beside another unit or to a power it is its
        // definition, litres per kilometre with a hundredth of the number (`(7 l/100km)^2` is
        // 0.0049 l²/km²), so that what is printed reads back.
        if op == .power || op == .multiply || op == .divide, let (expandedLeft, expandedRight) = Evaluator.asDefinitions(op, left, right) {
            return try binary(op, expandedLeft, expandedRight, spans)
        }
        var rightNumber = right.number
        let unit: Unit, presentation: Presentation
        switch QuantityRules.binary(op, left, right) {
        case .compute(let resultUnit, let resultPresentation):
            unit = resultUnit
            presentation = resultPresentation
        case .convert(let into, let result):
            rightNumber = try convertUnit(right.number, from: right.unit, to: into, at: spans.right,
                                          fromSpan: spans.right, toSpan: spans.left)
            unit = result
            presentation = .plain
        case .combine(let result, let conversions, let scale):
            for conversion in conversions { rightNumber = try convertAtom(rightNumber, conversion, spans) }
            unit = result
            presentation = .plain
            // Units that cancelled across spellings (`W·h/kWh`): their factor, on the right
            // operand so that the product or quotient takes it.
            if let scale { rightNumber = try scaled(rightNumber, by: scale, dividing: op == .divide, at: spans.whole) }
        case .percentChange(let resultUnit, let resultPresentation):
            // X ± P%: X × (1 ± P/100).
            let factor = try checked(at: spans.right) { () throws(ArithmeticError) in
                op == .add ? try Number(.one).adding(right.number) : try Number(.one).subtracting(right.number)
            }
            let number = try checked(at: spans.whole) { () throws(ArithmeticError) in try left.number.multiplied(by: factor) }
            return Value(number, unit: resultUnit, presentation: resultPresentation)
        case .dateShift(let sign, let dateOnLeft):
            if left.presentation == .timeOfDay || right.presentation == .timeOfDay {
                return try timeShifted(dateOnLeft ? left : right, by: dateOnLeft ? right : left, sign: sign, at: spans.whole)
            }
            if left.presentation.isInstant || right.presentation.isInstant {
                return try instantShifted(dateOnLeft ? left : right, by: dateOnLeft ? right : left, sign: sign, at: spans.whole)
            }
            return try shifted(dateOnLeft ? left : right, by: dateOnLeft ? right : left, sign: sign, at: spans.whole)
        case .dateDifference where left.presentation.isInstant:
            // The time between two instants, on the clock.
            let seconds = try checked(at: spans.whole) { () throws(ArithmeticError) in try left.number.subtracting(right.number) }
            let hours = try checked(at: spans.whole) { () throws(ArithmeticError) in try seconds.divided(by: Number(Rational(3600))) }
            return Value(hours, unit: Unit.hour, presentation: .clock)
        case .dateDifference where left.presentation == .timeOfDay:
            // `5pm - 9:15am` is `7:45`; across midnight it is negative.
            let hours = try checked(at: spans.whole) { () throws(ArithmeticError) in try left.number.subtracting(right.number) }
            return Value(hours, unit: Unit.hour, presentation: .clock)
        case .dateDifference:
            let days = try checked(at: spans.whole) { () throws(ArithmeticError) in try left.number.subtracting(right.number) }
            // The days remember the date they count from, for `in months` (DESIGN §19).
            guard let since = right.number.exact?.intValue.flatMap(Int32.init(exactly:)) else { return Value(days, unit: Unit.day) }
            return Value(days, unit: Unit.day, presentation: .daysSince(since))
        case .power(let base):
            // A quantity to a whole power: `(3 m)^2` is 9 m², `(3 m)^0` is 1.
            guard let exponent = right.number.exact, exponent.isInteger, let k = exponent.intValue, abs(k) <= Limits.maxUnitPower else {
                throw UnitMessages.fractionalPowerOfUnit(base, at: spans.right)
            }
            unit = base.power(k)
            presentation = .plain
        case .refused(let refusal):
            throw QuantityRules.diagnostic(refusal, whole: spans.whole, left: spans.left, right: spans.right,
                                           plainText: Evaluator.suggestion(for: refusal, op, left, right))
        }
        // Operands within the bound make a unit whose powers cannot overflow; a result past it
        // is refused, so that the next product cannot either.
        if case .product = unit, unit.largestPower > Limits.maxUnitPower { throw UnitMessages.unitPowerTooLarge(at: spans.whole) }
        if case .product = unit, unit.factorOverflows { throw UnitMessages.unitFactorTooLarge(at: spans.whole) }
        let number: Number
        switch op {
        case .add:
            number = try checked(at: spans.whole) { () throws(ArithmeticError) in try left.number.adding(rightNumber) }
        case .subtract:
            number = try checked(at: spans.whole) { () throws(ArithmeticError) in try left.number.subtracting(rightNumber) }
        case .multiply:
            number = try checked(at: spans.whole) { () throws(ArithmeticError) in try left.number.multiplied(by: rightNumber) }
        case .divide:
            if rightNumber.isZero { throw Messages.divisionByZero(at: spans.right) }
            number = try checked(at: spans.whole) { () throws(ArithmeticError) in try left.number.divided(by: rightNumber) }
        case .of:
            number = try checked(at: spans.whole) { () throws(ArithmeticError) in try rightNumber.multiplied(by: left.number) }
        case .on:
            number = try checked(at: spans.whole) { () throws(ArithmeticError) in
                try rightNumber.multiplied(by: Number(.one).adding(left.number))
            }
        case .off:
            number = try checked(at: spans.whole) { () throws(ArithmeticError) in
                try rightNumber.multiplied(by: Number(.one).subtracting(left.number))
            }
        case .modulo:
            if rightNumber.isZero { throw Messages.divisionByZero(at: spans.right) }
            number = try checked(at: spans.whole) { () throws(ArithmeticError) in try left.number.modulo(rightNumber) }
        case .power:
            number = try checked(at: spans.whole) { () throws(ArithmeticError) in try power(left.number, rightNumber) }
        }
        // `8:30 + 7:45` is `16:15`: a sum of times on the clock stays on the clock.
        if (op == .add || op == .subtract) && left.presentation == .clock && right.presentation == .clock && unit == Unit.hour {
            return Value(number, unit: unit, presentation: .clock)
        }
        // `1:45 * 2` is `3:30`, `4:45 / 2` is `2:22:30` (DESIGN §20): scaled by a plain number,
        // a time on the clock stays on it, as sums do.
        // (The presentations first: `Unit.hour` builds the unit tables the first time it is read.)
        if left.presentation == .clock || right.presentation == .clock, unit == Unit.hour, Evaluator.isClockScaling(op, left, right) {
            return Value(number, unit: unit, presentation: .clock)
        }
        return Value(number, unit: unit, presentation: presentation)
    }

    /// A clock time times or over a plain number, or a plain number times a clock time.
    @inline(never)
    private static func isClockScaling(_ op: BinaryOperator, _ left: Value, _ right: Value) -> Bool {
        let leftPlain = left.unit == .none && left.presentation == .plain, rightPlain = right.unit == .none && right.presentation == .plain
        switch op {
        case .multiply: return left.presentation == .clock && rightPlain || leftPlain && right.presentation == .clock
        case .divide: return left.presentation == .clock && rightPlain
        default: return false
        }
    }

    /// `number` times `scale`, or over it for a quotient's right operand.
    @inline(never)
    private func scaled(_ number: Number, by scale: Rational, dividing: Bool, at span: SourceSpan) throws(Diagnostic) -> Number {
        try checked(at: span) { () throws(ArithmeticError) in
            dividing ? try number.divided(by: Number(scale)) : try number.multiplied(by: Number(scale))
        }
    }

    /// The operands with a row spelled as its definition with a number (`l/100km`) as that
    /// definition where it stands beside another unit or under a power; nil when neither changes.
    @inline(never)
    private static func asDefinitions(_ op: BinaryOperator, _ left: Value, _ right: Value) -> (Value, Value)? {
        guard case .product = left.unit else {
            guard case .product = right.unit, !left.unit.isNone, op != .power, let plain = Resolver.asDefinition(right) else { return nil }
            return (left, plain)
        }
        if op == .power || !right.unit.isNone, let plain = Resolver.asDefinition(left) { return (plain, right) }
        if case .product = right.unit, !left.unit.isNone, op != .power, let plain = Resolver.asDefinition(right) { return (left, plain) }
        return nil
    }

    /// A date moved by a duration (DESIGN §14): months and years by the calendar, clamped to
    /// the end of a shorter month; anything else cut to whole days toward zero (`+ 47 h` is one
    /// day later, `- 30 h` one day earlier).
    private mutating func shifted(_ date: Value, by duration: Value, sign: Int, at span: SourceSpan) throws(Diagnostic) -> Value {
        guard let days = date.number.exact?.intValue, let day = Day(checkingDaysSinceEpoch: days) else {
            throw DateMessages.dateOutOfRange(at: span)
        }
        // (By the unit's row, not by its terms and a String key made and hashed every date line.)
        if let id = duration.unit.soleUnit, let monthsEach = id == Evaluator.month ? 1 : id == Evaluator.year ? 12 : nil {
            guard let months = try? duration.number.multiplied(by: Number(Rational(monthsEach * sign))) else {
                throw DateMessages.dateOutOfRange(at: span)
            }
            // Months and years on a date are whole or refused, never cut (DESIGN §19).
            guard let exact = months.exact, exact.isInteger else {
                throw DateMessages.fractionalMonths(Evaluator.monthsAndDays(duration, monthsEach: monthsEach), sign: months.signum, at: span)
            }
            guard let count = exact.intValue, let moved = day.addingMonths(count) else { throw DateMessages.dateOutOfRange(at: span) }
            return Value(Number(Rational(moved.daysSinceEpoch)), presentation: .date)
        }
        let seconds = try checked(at: span) { () throws(ArithmeticError) in
            try duration.number.multiplied(by: Number(duration.unit.physicalFactor)).divided(by: Number(Rational(86_400)))
        }
        // (An approximate duration, `sqrt(2) days`, is cut where its interval decides it.)
        guard let exact = seconds.exact ?? Evaluator.truncation(of: seconds),
              let count = (exact.signum < 0 ? exact.ceiling : exact.floor).intValue,
              case let (moved, overflow) = days.addingReportingOverflow(sign * count), !overflow,
              Day(checkingDaysSinceEpoch: moved) != nil else { throw DateMessages.dateOutOfRange(at: span) }
        return Value(Number(Rational(moved)), presentation: .date)
    }

    /// An instant moved by a duration: whole days, weeks, months and years by the calendar of
    /// its zone (the date its clocks show moves, the time of day stays: `+ 1 week` across a
    /// clock change is still noon), anything else by its seconds.
    @inline(never)
    private mutating func instantShifted(_ instant: Value, by duration: Value, sign: Int, at span: SourceSpan) throws(Diagnostic) -> Value {
        guard case .instant(let zoneID) = instant.presentation else { preconditionFailure("an instant") }
        if let id = duration.unit.soleUnit, id == Evaluator.month || id == Evaluator.year
            || (id == Evaluator.day || id == Evaluator.week) && duration.number.exact?.isInteger == true {
            let zone = zoneID.zone
            guard let seconds = instant.number.exact, let whole = seconds.floor.intValue, let fraction = try? seconds.subtracting(Rational(whole)),
                  let wall = Optional(whole + Int(zone.rules.offset(at: Int64(whole)).seconds)) else { throw DateMessages.dateOutOfRange(at: span) }
            let days = Day.daysSinceEpoch(containing: wall)
            let moved = try shifted(Value(Number(Rational(days)), presentation: .date), by: duration, sign: sign, at: span)
            guard let movedDays = moved.number.exact?.intValue else { throw DateMessages.dateOutOfRange(at: span) }
            let movedWall = movedDays * 86_400 + (wall - days * 86_400)
            // A time the clocks skip on the new day is read with the offset before the change
            // (it lands as far after the change as it was written after its start).
            let result: Int64 = switch zone.rules.instants(atLocal: Int64(movedWall)) {
            case .unique(let instant), .repeated(let instant, _): instant
            case .skipped(_, let before, _): Int64(movedWall) - Int64(before)
            }
            guard let exact = try? Rational(Int(result)).adding(fraction) else { throw DateMessages.dateOutOfRange(at: span) }
            return try Evaluator.instant(Number(exact), in: zoneID, at: span)
        }
        let seconds = try checked(at: span) { () throws(ArithmeticError) in
            let moved = try duration.number.multiplied(by: Number(duration.unit.physicalFactor))
            return sign < 0 ? try instant.number.subtracting(moved) : try instant.number.adding(moved)
        }
        return try Evaluator.instant(seconds, in: zoneID, at: span)
    }

    /// A time of day moved by a duration, wrapping at midnight (`11pm + 2 h` is `1:00 am`).
    @inline(never)
    private func timeShifted(_ time: Value, by duration: Value, sign: Int, at span: SourceSpan) throws(Diagnostic) -> Value {
        let hours = try checked(at: span) { () throws(ArithmeticError) in
            let moved = try duration.number.multiplied(by: Number(duration.unit.physicalFactor)).divided(by: Number(Rational(3600)))
            return sign < 0 ? try time.number.subtracting(moved) : try time.number.adding(moved)
        }
        let day = Number(Rational(24))
        let wrapped = try checked(at: span) { () throws(ArithmeticError) in try hours.modulo(day) }
        return Value(wrapped, unit: Unit.hour, presentation: .timeOfDay)
    }

    /// `180 cm in ft inch`: the value in the first unit, shown in whole numbers of each but the
    /// last (DESIGN §19). The units are single units of the value's dimension, largest first;
    /// a difference of dates in months (or years) and days counts calendar months.
    @inline(never)
    private mutating func mixed(_ value: Value, _ syntaxes: ArraySlice<UnitSyntax>, operandSpan: SourceSpan, targetSpan: SourceSpan,
                                whole: SourceSpan, tree: SyntaxTree) throws(Diagnostic) -> Value {
        var ids: [UnitCatalogue.ID] = []
        for syntax in syntaxes {
            let unit = try targetUnit(syntax, in: tree)
            guard let id = unit.soleUnit, UnitCatalogue.offset(of: id) == nil else {
                throw UnitMessages.mixedTargetUnit(tree.text(tree.span(of: syntax)), at: tree.span(of: syntax))
            }
            if let previous = ids.last {
                guard UnitCatalogue[previous].dimension == UnitCatalogue[id].dimension else {
                    throw UnitMessages.unlikeConversion(Resolver.expanded(previous), into: unit, at: targetSpan)
                }
                guard UnitCatalogue.factors[Int(id.index)] < UnitCatalogue.factors[Int(previous.index)] else {
                    throw UnitMessages.compoundOutOfOrder(suggestion: nil, at: targetSpan)
                }
            }
            ids.append(id)
        }
        let first = Resolver.expanded(ids[0])
        var converted = try converted(value, into: first, operandSpan: operandSpan, targetSpan: targetSpan, whole: whole,
                                      plainText: NumberFormatting.format(value.number).text)
        // `(2026-12-25 - 2000-01-01) in years months days`: calendar years and months from the
        // earlier date, then the days left.
        if case .daysSince(let since) = value.presentation, ids[0] == Evaluator.month || ids[0] == Evaluator.year,
           let days = value.number.exact?.intValue, let calendar = Evaluator.calendarParts(since: Int(since), days: days, ids) {
            converted.number = Number(calendar)
        }
        converted.presentation = .parts(UnitParts.id(of: ids))
        return converted
    }

    private static let day = UnitCatalogue.unitBySymbol("day")!

    /// The days from `since` to `since + days` in the first of `ids`, such that shown in the
    /// parts of `ids` the calendar units (years, months, largest first) are whole calendar
    /// years and months counted from the earlier date, and the rest its days (or, when the
    /// last unit is a calendar one, the rest a fraction of the next such unit). Nil outside
    /// the calendar.
    static func calendarParts(since: Int, days: Int, _ ids: [UnitCatalogue.ID]) -> Rational? {
        guard let first = Day(checkingDaysSinceEpoch: since), let second = Day(checkingDaysSinceEpoch: since + days) else { return nil }
        let (earlier, later) = first <= second ? (first, second) : (second, first)
        let firstFactor = UnitCatalogue.factors[Int(ids[0].index)]
        var cursor = earlier, total = Rational.zero
        for (position, id) in ids.enumerated() {
            guard id == month || id == year else {
                // The days left, in the first unit.
                let rest = later.daysSinceEpoch - cursor.daysSinceEpoch
                guard let part = try? Rational(rest).multiplied(by: UnitCatalogue.factors[Int(day.index)]).divided(by: firstFactor),
                      let sum = try? total.adding(part) else { return nil }
                total = sum
                break
            }
            let each = id == month ? 1 : 12
            var count = ((later.year - cursor.year) * 12 + later.month - cursor.month) / each
            while count > 0, let moved = cursor.addingMonths(count * each), moved > later { count -= 1 }
            while let moved = cursor.addingMonths((count + 1) * each), moved <= later { count += 1 }
            guard let start = cursor.addingMonths(count * each),
                  let part = try? Rational(count).multiplied(by: UnitCatalogue.factors[Int(id.index)]).divided(by: firstFactor),
                  var sum = try? total.adding(part) else { return nil }
            if position == ids.count - 1, let end = cursor.addingMonths((count + 1) * each) {
                // The last unit a calendar one: the rest a fraction of the next of it.
                let fraction = (try? Rational(later.daysSinceEpoch - start.daysSinceEpoch)
                    .divided(by: Rational(end.daysSinceEpoch - start.daysSinceEpoch))) ?? .zero
                sum = (try? sum.adding(fraction.multiplied(by: UnitCatalogue.factors[Int(id.index)]).divided(by: firstFactor))) ?? sum
            }
            total = sum
            cursor = start
        }
        return first <= second ? total : -total
    }

    /// `1.5 months` as the compound a hint writes for it: whole years (for a duration in
    /// years), whole months, and the rest as days of 30 (`1 month + 15 days`).
    private static func monthsAndDays(_ duration: Value, monthsEach: Int) -> String {
        let magnitude = (duration.number.exact ?? duration.number.approximation?.midpoint() ?? .zero).magnitude
        guard let months = try? magnitude.multiplied(by: Rational(monthsEach)), let whole = months.floor.intValue,
              let days = try? months.subtracting(Rational(whole)).multiplied(by: Rational(30)).rounded(toDecimalPlaces: 0),
              let dayCount = days.intValue else { return "whole months and days" }
        var parts: [String] = []
        let (years, rest) = monthsEach == 12 ? (whole / 12, whole % 12) : (0, whole)
        if years > 0 { parts.append(years == 1 ? "1 year" : "\(years) years") }
        if rest > 0 { parts.append(rest == 1 ? "1 month" : "\(rest) months") }
        if dayCount > 0 || parts.isEmpty { parts.append(dayCount == 1 ? "1 day" : "\(dayCount) days") }
        return parts.joined(separator: " + ")
    }

    /// An approximation cut toward zero, when its interval decides the whole number.
    private static func truncation(of number: Number) -> Rational? {
        guard let approximation = number.approximation, number.signum != 0,
              let whole = number.signum < 0 ? approximation.ceilingIfDecided() : approximation.floorIfDecided() else { return nil }
        return Rational(whole, 1)
    }

    /// `x to N dp`, `x to N sf` (DESIGN §15): the value rounded half away from zero, exact, in
    /// its unit (`$200/3 to 2 dp` is `66.67 USD`), as `round(x, n)` gives.
    private func rounded(_ value: Value, _ count: Int, significant: Bool, at span: SourceSpan) throws(Diagnostic) -> Value {
        if value.number.isZero { return Value(value.number, unit: value.unit, presentation: value.presentation.forArithmetic) }
        // A percentage is rounded in its percent digits (`12.345% to 1 dp` is 12.3%, DESIGN §19).
        var places = significant || !value.presentation.isPercent ? count : count + 2
        if significant {
            // The decimal exponent of the first significant digit.
            let magnitude = value.number.exact?.magnitude ?? value.number.approximation?.midpoint()?.magnitude
            guard let magnitude else { throw Messages.undecidedRounding(at: span) }
            var exponent = Int((log10(magnitude.doubleValue)).rounded(.down))
            if let power = try? Rational(10).power(exponent), magnitude < power { exponent -= 1 }
            if let power = try? Rational(10).power(exponent + 1), magnitude >= power { exponent += 1 }
            places = count - 1 - exponent
        }
        let result: Rational
        switch value.number.storage {
        case .exact(let exact):
            result = try checked(at: span) { () throws(ArithmeticError) in try exact.rounded(toDecimalPlaces: places) }
        case .approximate(let approximation):
            guard let decided = approximation.roundedIfDecided(places: places) else { throw Messages.undecidedRounding(at: span) }
            result = decided
        }
        return Value(Number(result), unit: value.unit, presentation: value.presentation.forArithmetic)
    }

    /// The units a date moves by in calendar months.
    private static let month = UnitCatalogue.unitBySymbol("month")!, year = UnitCatalogue.unitBySymbol("year")!
    private static let week = UnitCatalogue.unitBySymbol("week")!

    /// What a refusal's hint suggests writing: the plain operand as an amount (`write 5 USD`),
    /// the sum the other way round (`write 100 + 15%`), a percentage for `of` (`write 20% of 50`).
    private static func suggestion(for refusal: QuantityRules.Refusal, _ op: BinaryOperator, _ left: Value, _ right: Value) -> String {
        switch refusal {
        case .percentFirst:
            return ValueFormatting.format(right).text + " " + op.symbol + " " + ValueFormatting.format(left).text
        case .ofWithoutPercent:
            let asPercent = Value(left.number, presentation: .percent)
            return ValueFormatting.format(asPercent).text + " " + op.symbol + " " + ValueFormatting.format(right).text
        default:
            let plain = left.unit.isNone ? left : right
            return NumberFormatting.format(plain.number).text
        }
    }

    private func power(_ base: Number, _ exponent: Number) throws(ArithmeticError) -> Number {
        if let y = exponent.exact, y.isInteger {
            guard let k = y.intValue else {
                // |exponent| beyond Int: of exact bases only 0, 1 and -1 have answers within the
                // limits; an approximation near 1 may have one (`(pi/pi)^(10^20)`).
                if let b = base.exact {
                    if (b == Rational(1) || b.isZero) && exponent.signum > 0 { return base }
                    if b == Rational(-1) { return Number(y.numerator.isOdd ? b : Rational(1)) }
                    throw .tooLarge(estimatedDigits: .max)
                }
                return try Transcendental.power(base, exponent, precision: precision)
            }
            switch base.storage {
            case .exact(let b): return Number(try b.power(k))
            case .approximate(let b):
                if k < 0 && b.containsZero { throw .undecided }
                return try Number.checked(b.power(k))
            }
        }
        return try Transcendental.power(base, exponent, precision: precision)
    }

    // MARK: - Functions

    private func call(_ id: FunctionID, _ arguments: [Value], spans: [SourceSpan],
                      nameSpan: SourceSpan, whole: SourceSpan) throws(Diagnostic) -> Value {
        let function = Builtins[id]
        // Functions see a percentage as the number it holds (DESIGN §8): round(15.55%) is
        // round(0.1555), and the result is a plain number.
        var arguments = arguments
        for index in arguments.indices where arguments[index].presentation.isPercent { arguments[index].presentation = .plain }
        let unit: Unit, presentation: Presentation
        switch QuantityRules.function(function.name, function.kinds, arguments[0]) {
        case .compute(let resultUnit, let resultPresentation):
            unit = resultUnit
            presentation = resultPresentation
        case .refused(let refusal):
            throw QuantityRules.diagnostic(refusal, whole: whole, left: spans[0], right: spans[0], plainText: nil)
        case .convert, .combine, .percentChange, .power, .dateShift, .dateDifference:
            preconditionFailure("a function's first argument computes or is refused")
        }
        return try function.evaluate(FunctionCall(name: function.name, arguments: arguments, spans: spans, whole: whole,
                                                  unit: unit, presentation: presentation, rates: activeRates, precision: precision))
    }
}
