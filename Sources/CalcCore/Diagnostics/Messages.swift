/// Every message calc can say about an input, made in one place: each function builds the
/// diagnostic of one message from its facts, and `English` words it.
public enum Messages {
    // MARK: Lexical

    public static func misplacedDigitSeparator(at span: SourceSpan) -> Diagnostic {
        Diagnostic(.misplacedDigitSeparator, at: span)
    }

    /// `0xZZ`: a base prefix without digits of its base.
    public static func digitsOutsideBase(_ radix: Int, at span: SourceSpan) -> Diagnostic {
        Diagnostic(.digitsOutsideBase(radix: radix), at: span)
    }

    /// `0b102`, `0o19`: a digit its base lacks.
    public static func digitOutsideBase(_ radix: Int, digit: Character, at span: SourceSpan) -> Diagnostic {
        Diagnostic(.digitOutsideBase(radix: radix, digit: digit), at: span)
    }

    /// `0,500`: a comma after a leading zero is a decimal comma, not thousands.
    public static func decimalComma(written: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(.decimalComma(rewrite: written), at: span)
    }

    /// `1.234` where `,` marks decimals (DESIGN §21): a thousand and more, or a decimal.
    public static func ambiguousGrouping(_ text: String, whole: String, decimal: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(.ambiguousGrouping(text: text, whole: whole, decimal: decimal), at: span)
    }

    /// `1 234.5`, `1,5,3` where `,` marks decimals: a second mark, or a point after groups.
    public static func misplacedDecimalMark(_ text: String, secondComma: Bool, inCall: Bool, at span: SourceSpan) -> Diagnostic {
        Diagnostic(.misplacedDecimalMark(text: text, secondComma: secondComma, inCall: inCall), at: span)
    }

    /// `1101_2`, `1_00`: `_` groups digits by three (by four in hex and binary).
    public static func digitGroups(_ text: String, groupSize: Int, inBase: (digits: String, radix: Int)?, at span: SourceSpan) -> Diagnostic {
        Diagnostic(.digitGroups(text: text, groupSize: groupSize, inBase: inBase?.digits, radix: inBase?.radix ?? 10), at: span)
    }

    public static func expectedDigits(at span: SourceSpan) -> Diagnostic {
        Diagnostic(.expectedDigits, at: span)
    }

    public static func invalidUTF8(byte: UInt8, at span: SourceSpan) -> Diagnostic {
        Diagnostic(.invalidUTF8(byte: byte), at: span)
    }

    public static func unexpectedCharacter(_ scalar: UInt32, at span: SourceSpan) -> Diagnostic {
        Diagnostic(.unexpectedCharacter(scalar: scalar), at: span)
    }

    // MARK: Syntax

    public static func expectedValue(found token: Token) -> Diagnostic {
        Diagnostic(.expectedValue(found: token.kind), at: token.span)
    }

    public static func missingOperand(after operatorToken: Token, source: String) -> Diagnostic {
        Diagnostic(.missingOperand(operator: source), at: operatorToken.span)
    }

    public static func emptyParentheses(at span: SourceSpan) -> Diagnostic {
        Diagnostic(.emptyParentheses, at: span)
    }

    public static func unclosedParenthesis(at span: SourceSpan) -> Diagnostic {
        Diagnostic(.unclosedParenthesis, at: span)
    }

    public static func unmatchedClosingParenthesis(at span: SourceSpan) -> Diagnostic {
        Diagnostic(.unmatchedClosingParenthesis, at: span)
    }

    /// `100 USD IN EUR`.
    public static func keywordInCapitals(_ word: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(.keywordInCapitals(word: word), at: span)
    }

    /// `$10 for lunch + 15% tip`: a word between values, which calc keeps only as a label or a
    /// comment (DESIGN §22).
    public static func wordBetweenValues(at span: SourceSpan) -> Diagnostic {
        Diagnostic(.wordBetweenValues, at: span)
    }

    public static func twoValuesInARow(at span: SourceSpan, suggestion: String? = nil) -> Diagnostic {
        Diagnostic(.twoValuesInARow(rewrite: suggestion), at: span)
    }

    /// `12 % 10`: `%` makes a percentage; the remainder is `mod`.
    public static func percentIsNotRemainder(at span: SourceSpan, suggestion: String?) -> Diagnostic {
        Diagnostic(.percentIsNotRemainder(rewrite: suggestion), at: span)
    }

    /// `1 2/3`: a mixed number is a sum.
    public static func mixedNumber(at span: SourceSpan, suggestion: String?) -> Diagnostic {
        Diagnostic(.mixedNumber(rewrite: suggestion), at: span)
    }

    /// `1 000`: digits grouped with spaces.
    public static func spacedDigits(at span: SourceSpan, suggestion: String) -> Diagnostic {
        Diagnostic(.spacedDigits(rewrite: suggestion), at: span)
    }

    /// `2 x` without `x`, `1978 to roman`: a word that is no unit, currency or name.
    public static func unknownWord(_ word: String, candidates: [String], afterNumber: Bool, at span: SourceSpan) -> Diagnostic {
        let close = Suggestions.close(to: word, among: candidates, caseInsensitive: true)
        return Diagnostic(.unknownWord(word: word, suggestions: close, afterNumber: afterNumber), at: span)
    }

    /// `* 2` as the first line: there is nothing to continue from.
    public static func noPreviousResultToContinue(at span: SourceSpan) -> Diagnostic {
        Diagnostic(.noPreviousResultToContinue, at: span)
    }

    /// `1.5 in hex`, `5 EUR in hex`.
    public static func notAWholeNumberForBase(_ base: String, isMoney: Bool, at span: SourceSpan) -> Diagnostic {
        Diagnostic(.notAWholeNumberForBase(base: base, isMoney: isMoney), at: span)
    }

    /// `sqrt(2) as fraction`.
    public static func notExactForFraction(isMoney: Bool, at span: SourceSpan) -> Diagnostic {
        Diagnostic(.notExactForFraction(isMoney: isMoney), at: span)
    }

    /// `at` without a number after it.
    public static func expectedRate(after span: SourceSpan, found: Token) -> Diagnostic {
        Diagnostic(.expectedRate(found: found.kind), at: found.kind == .end ? span : found.span)
    }

    /// `1 USD on 2020-03-16 in EUR`: clauses end the statement.
    /// `suggestion`: the user's line with the rest before its clauses, when it is short.
    public static func afterClauses(at span: SourceSpan, suggestion: String?) -> Diagnostic {
        Diagnostic(.afterClauses(rewrite: suggestion), at: span)
    }

    /// `rate(USD)`, `rate(USD, EUR, GBP)`.
    public static func rateArguments(at span: SourceSpan) -> Diagnostic {
        Diagnostic(.rateArguments, at: span)
    }

    /// `on yesterday`, `on 2020-1-5`.
    public static func expectedDate(after span: SourceSpan, found: (text: String, span: SourceSpan)?) -> Diagnostic {
        Diagnostic(.expectedDate(found: found?.text), at: found?.span ?? span)
    }

    /// `8:75`.
    public static func impossibleTime(_ text: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(.impossibleTime(text: text), at: span)
    }

    /// `on 2023-02-30`, `2026-02-30`, `0000-01-01`, `10000-01-01`.
    public static func impossibleDate(_ text: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(.impossibleDate(text: text), at: span)
    }

    /// `… on 2020-01-01 on 2021-01-01`.
    public static func secondDate(at span: SourceSpan, first: SourceSpan) -> Diagnostic {
        Diagnostic(.secondDate, at: span, secondarySpans: [first])
    }

    /// `at 1.05 USD` without `/EUR`.
    public static func expectedRatePair(at span: SourceSpan) -> Diagnostic {
        Diagnostic(.expectedRatePair, at: span)
    }

    /// `sqrt 16`.
    /// `argument`: what the call would hold, when it is sure (a value alone after the name).
    public static func functionNeedsParentheses(_ name: String, argument: String?, at span: SourceSpan) -> Diagnostic {
        Diagnostic(.functionNeedsParentheses(name: name, argument: argument), at: span)
    }

    /// `to nearest` without a step it can round to.
    public static func expectedRoundingStep(after nearest: Token) -> Diagnostic {
        Diagnostic(.expectedRoundingStep, at: nearest.span)
    }

    /// `separator`: the `,` or `;` written.
    public static func unexpectedComma(_ separator: Character = ",", at span: SourceSpan) -> Diagnostic {
        Diagnostic(.unexpectedComma(separator: separator), at: span)
    }

    public static func unexpectedEquals(at span: SourceSpan) -> Diagnostic {
        Diagnostic(.unexpectedEquals, at: span)
    }

    public static func conversionNotLast(at span: SourceSpan) -> Diagnostic {
        Diagnostic(.conversionNotLast, at: span)
    }

    public static func expectedCurrency(after token: Token, found: Token) -> Diagnostic {
        Diagnostic(.expectedCurrency(found: found.kind), at: found.span)
    }

    /// `0.5 to 0 sf`, `pi to 5`: a number after a conversion is a rounding, which needs its
    /// word, and significant figures at least one.
    public static func expectedRounding(_ count: String, zeroFigures: Bool, at span: SourceSpan) -> Diagnostic {
        Diagnostic(.expectedRounding(count: count, zeroFigures: zeroFigures), at: span)
    }

    /// `9:00 to 17:30`: a time is no target; the time between is a difference.
    public static func timeAsTarget(at span: SourceSpan, suggestion: String?) -> Diagnostic {
        Diagnostic(.timeAsTarget(rewrite: suggestion), at: span)
    }

    public static func expectedAmount(afterSymbol span: SourceSpan) -> Diagnostic {
        Diagnostic(.expectedAmount, at: span)
    }

    public static func nestedTooDeeply(at span: SourceSpan) -> Diagnostic {
        Diagnostic(.nestedTooDeeply(limit: Limits.maxNestingDepth), at: span)
    }

    public static func literalTooLong(at span: SourceSpan) -> Diagnostic {
        Diagnostic(.literalTooLong(limit: Limits.maxDigits), at: span)
    }

    public static func literalBeyondRange(at span: SourceSpan) -> Diagnostic {
        Diagnostic(.literalBeyondRange(maxExponent: Approximation.maxDecimalExponent), at: span)
    }

    public static func tooMuchWork(at span: SourceSpan) -> Diagnostic {
        Diagnostic(.tooMuchWork, at: span, cause: .outOfWork)
    }

    public static func tooManyTargets(at span: SourceSpan) -> Diagnostic {
        Diagnostic(.tooManyTargets(limit: Limits.maxConversionTargets), at: span)
    }

    public static func tooManyRateClauses(at span: SourceSpan) -> Diagnostic {
        Diagnostic(.tooManyRateClauses(limit: Limits.maxRateClauses), at: span)
    }

    public static func tooManyTerms(at span: SourceSpan) -> Diagnostic {
        Diagnostic(.tooManyTerms(limit: Limits.maxNodes), at: span)
    }

    public static func lineTooLong(length: Int) -> Diagnostic {
        Diagnostic(.lineTooLong(length: length), at: SourceSpan(0, 0))
    }

    /// `15% + 100`.
    /// The sum the other way round is what was meant (`15% + 100`: `write 100 + 15%`).
    public static func percentFirst(_ op: BinaryOperator, at span: SourceSpan, suggestion: String?) -> Diagnostic {
        Diagnostic(.percentFirst(operator: op, rewrite: suggestion), at: span)
    }

    /// `0.2 of 50`.
    public static func ofWithoutPercent(_ op: BinaryOperator, at span: SourceSpan, suggestion: String?) -> Diagnostic {
        Diagnostic(.ofWithoutPercent(operator: op, rewrite: suggestion), at: span)
    }

    /// `5 USD%`, `10%%`.
    public static func percentOfKind(_ ofMoney: Bool, number: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(.percentOfKind(ofMoney: ofMoney, number: number), at: span)
    }

    /// `5 USD°`, `10%°`.
    public static func degreesOfKind(_ ofMoney: Bool, number: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(.degreesOfKind(ofMoney: ofMoney, number: number), at: span)
    }

    /// `5 USD as %`.
    public static func amountAsPercent(at span: SourceSpan) -> Diagnostic {
        Diagnostic(.amountAsPercent, at: span)
    }

    /// A line of batch input that passed the limit while being read: said at once, and the
    /// rest of it (however long, even endless) is read past without being kept.
    public static func lineOverLimit() -> Diagnostic {
        Diagnostic(.lineOverLimit, at: SourceSpan(0, 0))
    }

    public static func unknownFunction(_ name: String, at span: SourceSpan) -> Diagnostic {
        let suggestion = Suggestions.closest(to: name, among: Builtins.functionNames)
        return Diagnostic(.unknownFunction(name: name, suggestion: suggestion, userFunctions: []), at: span)
    }

    public static func functionWithoutCall(_ name: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(.functionWithoutCall(name: name), at: span)
    }

    /// `pi(2)`: `arguments` as written, parentheses included (nil when long); `()` gets no
    /// product.
    public static func notAFunction(_ name: String, arguments: String?, at span: SourceSpan) -> Diagnostic {
        Diagnostic(.notAFunction(name: name, arguments: arguments), at: span)
    }

    public static func wrongArgumentCount(_ function: FunctionID, got count: Int, rewrite: String? = nil, at span: SourceSpan) -> Diagnostic {
        Diagnostic(.wrongArgumentCount(function: function, got: count, rewrite: rewrite), at: span)
    }

    /// `roman(5)`, `roman("X", 2)`.
    public static func romanArguments(at span: SourceSpan) -> Diagnostic {
        Diagnostic(.romanArguments, at: span)
    }

    /// `roman("IIII")`.
    public static func notARomanNumeral(_ text: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(.notARomanNumeral(text: text), at: span)
    }

    /// `4000 in roman`, `1.5 in roman`.
    public static func notRomanRange(at span: SourceSpan) -> Diagnostic {
        Diagnostic(.notRomanRange, at: span)
    }

    public static func cannotAssign(to name: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(.cannotAssign(name: name), at: span)
    }

    public static func cannotAssignToKeyword(at span: SourceSpan) -> Diagnostic {
        Diagnostic(.cannotAssignToKeyword, at: span)
    }

    // MARK: Evaluation

    /// `isAloneOnLine`: the name is all the line holds (`Groceries`), which is likelier a
    /// heading without its colon than a misspelt name, unless one is close.
    public static func unknownName(_ name: String, candidates: [String], isAloneOnLine: Bool = false, at span: SourceSpan) -> Diagnostic {
        let suggestion = Suggestions.closest(to: name, among: candidates)
        return Diagnostic(.unknownName(name: name, suggestion: suggestion, isAloneOnLine: isAloneOnLine), at: span)
    }

    public static func noPreviousResult(_ name: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(.noPreviousResult(name: name), at: span)
    }

    public static func divisionByZero(at span: SourceSpan) -> Diagnostic {
        Diagnostic(.divisionByZero, at: span)
    }

    public static func tooLarge(digits: Int, at span: SourceSpan) -> Diagnostic {
        Diagnostic(.tooLarge(digits: digits), at: span)
    }

    public static func approximationTooLarge(at span: SourceSpan) -> Diagnostic {
        Diagnostic(.approximationTooLarge, at: span)
    }

    public static func tooSmall(at span: SourceSpan) -> Diagnostic {
        Diagnostic(.tooSmall, at: span)
    }

    public static func undecided(at span: SourceSpan) -> Diagnostic {
        Diagnostic(.undecided, at: span, cause: .undecided)
    }

    /// `sin(10^19999 * e)`: at the highest precision (or all the work allowed), the interval
    /// still does not give one certain digit.
    /// `cause`: `.undecided` while a higher precision may still decide (the evaluator computes
    /// the line again first).
    public static func imprecise(at span: SourceSpan, cause: Diagnostic.Cause = .other) -> Diagnostic {
        Diagnostic(.imprecise, at: span, cause: cause)
    }

    /// `floor`, `ceil` or `round` of an approximation at a rounding boundary (`floor(sqrt(2)^2)`):
    /// the id and the cause of `undecided`, so that the evaluator retries at a higher precision
    /// first.
    public static func undecidedRounding(at span: SourceSpan) -> Diagnostic {
        Diagnostic(.undecidedRounding, at: span, cause: .undecided)
    }

    public static func notReal(_ reason: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(.notReal(reason: reason), at: span)
    }

    public static func exponentNotNumber(at span: SourceSpan) -> Diagnostic {
        Diagnostic(.exponentNotNumber, at: span)
    }

    public static func roundPlacesNotInteger(at span: SourceSpan) -> Diagnostic {
        Diagnostic(.roundPlacesNotInteger, at: span)
    }

    public static func mixedMinMax(at span: SourceSpan) -> Diagnostic {
        Diagnostic(.mixedMinMax, at: span)
    }

    /// Runs exact arithmetic, locating its failure at `span`.
    public static func locating<T>(at span: SourceSpan, _ body: () throws(ArithmeticError) -> T) throws(Diagnostic) -> T {
        do {
            return try body()
        } catch {
            throw arithmetic(error, at: span)
        }
    }

    public static func arithmetic(_ error: ArithmeticError, at span: SourceSpan) -> Diagnostic {
        switch error {
        case .divisionByZero: divisionByZero(at: span)
        case .tooLarge(let digits): tooLarge(digits: digits, at: span)
        case .notReal(let reason): notReal(reason, at: span)
        case .approximationTooLarge: approximationTooLarge(at: span)
        case .tooSmall: tooSmall(at: span)
        case .undecided: undecided(at: span)
        case .impreciseArgument: imprecise(at: span, cause: .undecided)
        }
    }
}
