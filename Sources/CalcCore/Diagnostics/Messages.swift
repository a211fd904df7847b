/// Every message calc can say about an input, in one place: lower-case, specific, with a
/// hint where a fix is likely.
public enum Messages {
    // MARK: Lexical

    public static func misplacedDigitSeparator(at span: SourceSpan) -> Diagnostic {
        Diagnostic("misplaced '_' in a number", at: span, hint: "'_' may only stand between two digits, as in 1_000",
                   id: .misplacedDigitSeparator)
    }

    /// `0xZZ`: a base prefix without digits of its base.
    public static func digitsOutsideBase(_ radix: Int, at span: SourceSpan) -> Diagnostic {
        let base = baseFacts(radix)
        return Diagnostic("'\(base.prefix)' needs \(base.name) digits", at: span, hint: "\(base.name) digits are \(base.digits): \(base.example)",
                          id: .digitsOutsideBase)
    }

    /// `0b102`, `0o19`: a digit its base lacks.
    public static func digitOutsideBase(_ radix: Int, digit: Character, at span: SourceSpan) -> Diagnostic {
        let base = baseFacts(radix)
        return Diagnostic("'\(digit)' is not \(radix == 8 ? "an" : "a") \(base.name) digit", at: span,
                          hint: "\(base.name) digits are \(base.digits): \(base.example)", id: .digitOutsideBase)
    }

    private static func baseFacts(_ radix: Int) -> (prefix: String, name: String, digits: String, example: String) {
        switch radix {
        case 16: ("0x", "hexadecimal", "0-9 and a-f", "0x1f")
        case 8: ("0o", "octal", "0-7", "0o17")
        default: ("0b", "binary", "0 and 1", "0b101")
        }
    }

    /// `1101_2`, `1_00`: `_` groups digits by three (by four in hex and binary).
    /// `0,500`: a comma after a leading zero is a decimal comma, not thousands.
    public static func decimalComma(written: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic("a comma after a leading 0 is not a thousands separator: calc writes the decimal point as '.'", at: span,
                   hint: "write \(written)", id: .decimalComma)
    }

    public static func digitGroups(_ text: String, groupSize: Int, inBase: (digits: String, radix: Int)?, at span: SourceSpan) -> Diagnostic {
        let hint: String
        if let inBase {
            hint = "for the base-\(inBase.radix) number \(inBase.digits), write \(baseFacts(inBase.radix).prefix)\(inBase.digits)"
        } else {
            hint = groupSize == 3 ? "as in 1_000_000 and 0.000_001" : "as in 0xffff_ffff and 0b1111_0000"
        }
        return Diagnostic("'\(quoted(text))' is not a number: '_' groups digits by \(groupSize == 3 ? "three" : "four")", at: span,
                          hint: hint, id: .digitGroups)
    }

    public static func expectedDigits(at span: SourceSpan) -> Diagnostic {
        Diagnostic("expected digits after '.'", at: span, hint: "write 0.5 or .5, not 5. or a lone '.'", id: .expectedDigits)
    }

    public static func invalidUTF8(byte: UInt8, at span: SourceSpan) -> Diagnostic {
        Diagnostic("invalid UTF-8 byte 0x\(hex(byte))", at: span, id: .invalidUTF8)
    }

    public static func unexpectedCharacter(_ scalar: UInt32, at span: SourceSpan) -> Diagnostic {
        if scalar < 0x20 || scalar == 0x7F {
            let name = scalar == 0 ? "NUL byte" : "control character U+\(hex(UInt16(scalar)))"
            return Diagnostic("unexpected \(name)", at: span, id: .unexpectedCharacter)
        }
        let character = Unicode.Scalar(scalar).map { String(Character($0)) } ?? "?"
        return Diagnostic("unexpected character '\(character)'", at: span, id: .unexpectedCharacter)
    }

    private static func hex<T: BinaryInteger>(_ value: T) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        let width = MemoryLayout<T>.size * 2
        return String(repeating: "0", count: Swift.max(0, width - digits.count)) + digits
    }

    /// A word of the line as a message quotes it: whole up to 40 characters, else its first
    /// 40 and `…` (the carets show all of it). A name of megabytes in a message helps nobody,
    /// and every step that handles the message would pay for it.
    static func quoted(_ word: String) -> String {
        word.utf8.count <= 40 ? word : String(word.prefix(40)) + "…"
    }

    // MARK: Syntax

    public static func expectedValue(found token: Token) -> Diagnostic {
        Diagnostic("expected a value, found \(token.kind.displayName)", at: token.span, id: .expectedValue)
    }

    public static func missingOperand(after operatorToken: Token, source: String) -> Diagnostic {
        Diagnostic("'\(source)' has no right operand", at: operatorToken.span, hint: "finish the expression or remove '\(source)'",
                   id: .missingOperand)
    }

    public static func emptyParentheses(at span: SourceSpan) -> Diagnostic {
        Diagnostic("empty parentheses", at: span, hint: "put an expression between '(' and ')'", id: .emptyParentheses)
    }

    public static func unclosedParenthesis(at span: SourceSpan) -> Diagnostic {
        Diagnostic("unbalanced parentheses: this '(' is never closed", at: span, hint: "add ')'", id: .unclosedParenthesis)
    }

    public static func unmatchedClosingParenthesis(at span: SourceSpan) -> Diagnostic {
        Diagnostic("unbalanced parentheses: this ')' has no matching '('", at: span, id: .unmatchedClosingParenthesis)
    }

    /// `100 USD IN EUR`.
    public static func keywordInCapitals(_ word: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic("'\(word)' is not a keyword: keywords are written in lower case", at: span, hint: "write \(word.lowercased())",
                   id: .keywordInCapitals)
    }

    /// `$10 for lunch + 15% tip`: a word between values, which calc keeps only as a label or a
    /// comment (DESIGN §22).
    public static func wordBetweenValues(at span: SourceSpan) -> Diagnostic {
        Diagnostic("two values in a row", at: span,
                   hint: "calc keeps words as a label before a colon (Lunch: $10 + 15%) or as a comment after # (# lunch)",
                   id: .twoValuesInARow)
    }

    public static func twoValuesInARow(at span: SourceSpan, suggestion: String? = nil) -> Diagnostic {
        Diagnostic("two values in a row", at: span,
                   hint: suggestion.map { "calc does not multiply implicitly: write \($0)" } ?? "put an operator such as '*' or '+' between them",
                   id: .twoValuesInARow)
    }

    /// `12 % 10`: `%` makes a percentage; the remainder is `mod`.
    public static func percentIsNotRemainder(at span: SourceSpan, suggestion: String?) -> Diagnostic {
        Diagnostic("'%' is a percentage, not the remainder", at: span,
                   hint: suggestion.map { "mod is the remainder: write \($0)" } ?? "mod is the remainder, as in 12 mod 10",
                   id: .percentIsNotRemainder)
    }

    /// `1 2/3`: a mixed number is a sum.
    public static func mixedNumber(at span: SourceSpan, suggestion: String?) -> Diagnostic {
        Diagnostic("two values in a row: a whole number, then a fraction", at: span,
                   hint: suggestion.map { "for a mixed number, write \($0)" } ?? "a mixed number is a sum, as in 1 + 2/3",
                   id: .mixedNumber)
    }

    /// `1 000`: digits grouped with spaces.
    public static func spacedDigits(at span: SourceSpan, suggestion: String) -> Diagnostic {
        Diagnostic("a space does not group digits: these are two numbers", at: span, hint: "'_' groups digits: write \(suggestion)",
                   id: .spacedDigits)
    }

    /// `2 x` without `x`, `1978 to roman`: a word that is no unit, currency or name.
    public static func unknownWord(_ word: String, candidates: [String], afterNumber: Bool, at span: SourceSpan) -> Diagnostic {
        let close = Suggestions.close(to: word, among: candidates, caseInsensitive: true)
        let hint: String
        if close.isEmpty {
            hint = afterNumber ? "a word after a number is a unit or a currency; calc does not multiply implicitly"
                : "a conversion goes into a unit, a currency, %, hex, oct, bin, dec, fraction, roman or N dp or sf"
        } else {
            hint = "did you mean " + (close.count == 1 ? close[0] : close.dropLast().joined(separator: ", ") + " or " + close.last!) + "?"
        }
        return Diagnostic("unknown word '\(quoted(word))': not a unit, a currency or a name", at: span, hint: hint, id: .unknownWord)
    }

    /// `* 2` as the first line: there is nothing to continue from.
    public static func noPreviousResultToContinue(at span: SourceSpan) -> Diagnostic {
        Diagnostic("this line continues from the previous result, and there is none yet", at: span,
                   hint: "a line that starts with an operator or 'in' goes on from ans; write a whole expression first",
                   id: .noPreviousResultToContinue)
    }

    /// `1.5 in hex`, `5 EUR in hex`.
    public static func notAWholeNumberForBase(_ base: String, isMoney: Bool, at span: SourceSpan) -> Diagnostic {
        if isMoney {
            return Diagnostic("an amount of money cannot be shown in \(base)", at: span, hint: "divide by 1 of its currency first: 255 EUR / 1 EUR in \(base)",
                              id: .notAWholeNumberForBase)
        }
        return Diagnostic("only an exact whole number can be shown in \(base)", at: span, hint: "round it first: round(x) in \(base)",
                          id: .notAWholeNumberForBase)
    }

    /// `sqrt(2) as fraction`.
    public static func notExactForFraction(isMoney: Bool, at span: SourceSpan) -> Diagnostic {
        if isMoney { return Diagnostic("an amount of money cannot be shown as a fraction", at: span, id: .notExactForFraction) }
        return Diagnostic("only an exact value can be shown as a fraction", at: span,
                          hint: "an approximation (sqrt, ln, pi …) has no exact fraction", id: .notExactForFraction)
    }

    /// `at` without a number after it.
    public static func expectedRate(after span: SourceSpan, found: Token) -> Diagnostic {
        Diagnostic("expected a rate after 'at', found \(found.kind.displayName)", at: found.kind == .end ? span : found.span,
                   hint: "write, for example, at 1.05 or at 1.05 USD/EUR", id: .expectedRate)
    }

    /// `at 1.05 USD` without `/EUR`.
    /// `1 USD on 2020-03-16 in EUR`: clauses end the statement.
    /// `suggestion`: the user's line with the rest before its clauses, when it is short.
    public static func afterClauses(at span: SourceSpan, suggestion: String?) -> Diagnostic {
        Diagnostic("the 'at' and 'on' clauses end the statement", at: span,
                   hint: suggestion.map { "write the rest before them: \($0)" } ?? "write the rest before them", id: .afterClauses)
    }

    /// `rate(USD)`, `rate(USD, EUR, GBP)`.
    public static func rateArguments(at span: SourceSpan) -> Diagnostic {
        Diagnostic("rate takes two currencies", at: span, hint: "write, for example, rate(USD, EUR): euros per US dollar",
                   id: .rateArguments)
    }

    /// `on yesterday`, `on 2020-1-5`.
    public static func expectedDate(after span: SourceSpan, found: (text: String, span: SourceSpan)?) -> Diagnostic {
        guard let found else {
            return Diagnostic("expected a date after 'on'", at: span, hint: "write, for example, on 2008-09-15 (YYYY-MM-DD)",
                              id: .expectedDate)
        }
        return Diagnostic("expected a date after 'on', found '\(found.text)'", at: found.span, hint: "write the date as YYYY-MM-DD: on 2008-09-15",
                          id: .expectedDate)
    }

    /// `8:75`.
    public static func impossibleTime(_ text: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic("'\(quoted(text))' is not a time: minutes and seconds run from 00 to 59", at: span,
                   hint: "write hours and minutes as H:MM, as in 8:30", id: .impossibleTime)
    }

    /// `on 2023-02-30`, `2026-02-30`, `0000-01-01`, `10000-01-01`.
    public static func impossibleDate(_ text: String, at span: SourceSpan) -> Diagnostic {
        // The year is what comes before the month and day (`-MM-DD`, six bytes).
        let year = Int(text.utf8.dropLast(6).map { Character(Unicode.Scalar($0)) }.reduce(into: "") { $0.append($1) }) ?? 0
        let hint = (1...9999).contains(year) ? "a date is YYYY-MM-DD with a month from 01 to 12 and a day that month has"
            : "calc's calendar has the years 1 to 9999 (0001-01-01 to 9999-12-31)"
        return Diagnostic("\(text) is not a date", at: span, hint: hint, id: .impossibleDate)
    }

    /// `… on 2020-01-01 on 2021-01-01`.
    public static func secondDate(at span: SourceSpan, first: SourceSpan) -> Diagnostic {
        Diagnostic("a statement takes one date", at: span, hint: "every conversion of the statement uses the rates of its one 'on' date",
                   secondarySpans: [first], id: .secondDate)
    }

    public static func expectedRatePair(at span: SourceSpan) -> Diagnostic {
        Diagnostic("a rate's currencies come as a pair", at: span, hint: "write, for example, at 1.05 USD/EUR (US dollars per euro)",
                   id: .expectedRatePair)
    }

    /// `sqrt 16`.
    /// `argument`: what the call would hold, when it is sure (a value alone after the name).
    public static func functionNeedsParentheses(_ name: String, argument: String?, at span: SourceSpan) -> Diagnostic {
        Diagnostic("a function needs parentheses around its arguments", at: span,
                   hint: argument.map { "write \(name)(\($0))" } ?? "its arguments go in parentheses: \(name)(…)",
                   id: .functionNeedsParentheses)
    }

    /// `to nearest` without a step it can round to.
    public static func expectedRoundingStep(after nearest: Token) -> Diagnostic {
        Diagnostic("'nearest' needs a step above zero after it", at: nearest.span,
                   hint: "for example 37 to nearest 10, 7.23 to nearest 0.05, 490 to nearest hundred", id: .expectedRoundingStep)
    }

    /// `separator`: the `,` or `;` written.
    public static func unexpectedComma(_ separator: Character = ",", at span: SourceSpan) -> Diagnostic {
        Diagnostic("'\(separator)' outside a function call", at: span, id: .unexpectedComma)
    }

    public static func unexpectedEquals(at span: SourceSpan) -> Diagnostic {
        Diagnostic("'=' may only follow a variable name at the start of a line", at: span, hint: "assign with x = 3", id: .unexpectedEquals)
    }

    public static func conversionNotLast(at span: SourceSpan) -> Diagnostic {
        Diagnostic("a conversion must end the expression", at: span,
                   hint: "a conversion applies to everything on its left; use parentheses, as in (12 USD in EUR) + 1 EUR",
                   id: .conversionNotLast)
    }

    public static func expectedCurrency(after token: Token, found: Token) -> Diagnostic {
        Diagnostic("expected a unit or a currency after the conversion, found \(found.kind.displayName)", at: found.span,
                   hint: "write, for example, 5 km in mi or 12 USD in EUR", id: .expectedCurrency)
    }

    /// `0.5 to 0 sf`, `pi to 5`: a number after a conversion is a rounding, which needs its
    /// word, and significant figures at least one.
    public static func expectedRounding(_ count: String, zeroFigures: Bool, at span: SourceSpan) -> Diagnostic {
        if zeroFigures {
            return Diagnostic("a value has at least 1 significant figure", at: span, hint: "to round to a whole number, write to 0 dp",
                              id: .expectedRounding)
        }
        return Diagnostic("a number after the conversion is a rounding: dp, sf or digits must follow it", at: span,
                          hint: "to \(count) dp rounds to \(count) decimal places, to \(count) sf to \(count) significant figures",
                          id: .expectedRounding)
    }

    /// `9:00 to 17:30`: a time is no target; the time between is a difference.
    public static func timeAsTarget(at span: SourceSpan, suggestion: String?) -> Diagnostic {
        Diagnostic("a time of day is not a conversion's target", at: span,
                   hint: suggestion.map { "for the time between them, write \($0)" } ?? "for the time between two times, subtract the first from the second",
                   id: .timeAsTarget)
    }

    public static func expectedAmount(afterSymbol span: SourceSpan) -> Diagnostic {
        Diagnostic("expected an amount after the currency symbol", at: span, hint: "write, for example, $12", id: .expectedAmount)
    }

    public static func nestedTooDeeply(at span: SourceSpan) -> Diagnostic {
        Diagnostic("expression nested too deeply (the limit is \(Limits.maxNestingDepth) levels)", at: span, id: .nestedTooDeeply)
    }

    public static func literalTooLong(at span: SourceSpan) -> Diagnostic {
        Diagnostic("number literal too long or too precise (the limit is \(Limits.maxDigits) digits)", at: span, id: .literalTooLong)
    }

    public static func literalBeyondRange(at span: SourceSpan) -> Diagnostic {
        Diagnostic("number beyond the range calc handles (decimal exponents from -\(Approximation.maxDecimalExponent) to \(Approximation.maxDecimalExponent))", at: span,
                   id: .literalBeyondRange)
    }

    public static func tooMuchWork(at span: SourceSpan) -> Diagnostic {
        Diagnostic("this line needs too much work: its operations on large numbers would take more than a second", at: span,
                   hint: "split it into several lines, or work with smaller numbers or fewer digits", cause: .outOfWork, id: .tooMuchWork)
    }

    public static func tooManyTargets(at span: SourceSpan) -> Diagnostic {
        Diagnostic("too many conversion targets in one line (the limit is \(Limits.maxConversionTargets))", at: span,
                   hint: "split them over several lines", id: .tooManyTargets)
    }

    public static func tooManyRateClauses(at span: SourceSpan) -> Diagnostic {
        Diagnostic("too many 'at' clauses in one statement (the limit is \(Limits.maxRateClauses))", at: span,
                   hint: "one rate for each pair of currencies is enough", id: .tooManyRateClauses)
    }

    public static func tooManyTerms(at span: SourceSpan) -> Diagnostic {
        Diagnostic("this line needs too much work: more than \(Limits.maxNodes) operands and operators", at: span,
                   hint: "split it into several lines", id: .tooManyTerms)
    }

    public static func lineTooLong(length: Int) -> Diagnostic {
        Diagnostic("line too long (\(length) bytes; the limit is \(Limits.maxLineBytes))", at: SourceSpan(0, 0), id: .lineTooLong)
    }

    /// `15% + 100`.
    /// The sum the other way round is what was meant (`15% + 100`: `write 100 + 15%`); a
    /// difference the other way round is another, so `-` gets no rewrite.
    public static func percentFirst(_ op: BinaryOperator, at span: SourceSpan, suggestion: String?) -> Diagnostic {
        Diagnostic("a percentage cannot come first in '\(op.symbol)': a percentage of what?", at: span,
                   hint: op == .subtract ? "the amount comes first: X - 15% takes 15% off X" : suggestion.map { "write \($0)" },
                   id: .percentFirst)
    }

    /// `0.2 of 50`.
    public static func ofWithoutPercent(_ op: BinaryOperator, at span: SourceSpan, suggestion: String?) -> Diagnostic {
        Diagnostic("'\(op.symbol)' needs a percentage on its left", at: span, hint: suggestion.map { "write \($0)" }, id: .ofWithoutPercent)
    }

    /// `5 USD%`, `10%%`.
    public static func percentOfKind(_ ofMoney: Bool, number: String, at span: SourceSpan) -> Diagnostic {
        if ofMoney {
            return Diagnostic("'%' follows a plain number", at: span, hint: "a percentage of an amount is, for example, 15% of \(number)",
                              id: .percentOfKind)
        }
        return Diagnostic("'%' follows a plain number, not a percentage", at: span, hint: "one '%' is enough: write \(number)%", id: .percentOfKind)
    }

    /// `5 USD°`, `10%°`.
    public static func degreesOfKind(_ ofMoney: Bool, number: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(ofMoney ? "an amount of money is not an angle" : "a percentage is not an angle", at: span,
                   hint: "'°' follows a plain number: write \(number)°", id: .degreesOfKind)
    }

    /// `5 USD as %`.
    public static func amountAsPercent(at span: SourceSpan) -> Diagnostic {
        Diagnostic("an amount of money cannot be shown as a percentage", at: span, hint: "divide it by another amount first: 5 USD / 20 USD as %",
                   id: .amountAsPercent)
    }

    /// A line of batch input that passed the limit while being read: said at once, and the
    /// rest of it (however long, even endless) is read past without being kept.
    public static func lineOverLimit() -> Diagnostic {
        Diagnostic("line too long (over the limit of \(Limits.maxLineBytes) bytes; the rest of it is skipped)", at: SourceSpan(0, 0),
                   id: .lineOverLimit)
    }

    public static func unknownFunction(_ name: String, at span: SourceSpan) -> Diagnostic {
        let suggestion = Suggestions.closest(to: name, among: Builtins.functionNames)
        return Diagnostic("unknown function '\(quoted(name))'", at: span, hint: suggestion.map { "did you mean '\($0)'?" }
                          ?? "the functions are \(Builtins.functionNames.joined(separator: ", "))", id: .unknownFunction)
    }

    public static func functionWithoutCall(_ name: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic("'\(name)' is a function", at: span, hint: "call it as \(name)(…)", id: .functionWithoutCall)
    }

    /// `pi(2)`: `arguments` as written, parentheses included (nil when long).
    /// `arguments`: the parentheses written after it, nil when long; `()` gets no product.
    public static func notAFunction(_ name: String, arguments: String?, at span: SourceSpan) -> Diagnostic {
        let hint = arguments == "()" ? "write \(name) without the parentheses"
            : arguments.map { "to multiply, write \(name) * \($0)" } ?? "to multiply, put '*' between them"
        return Diagnostic("'\(name)' is not a function", at: span, hint: hint, id: .notAFunction)
    }

    public static func wrongArgumentCount(_ function: BuiltinFunction, got count: Int, at span: SourceSpan) -> Diagnostic {
        Diagnostic("\(function.name) takes \(function.arityDescription), got \(count)", at: span, id: .wrongArgumentCount)
    }

    /// `roman(5)`, `roman("X", 2)`.
    public static func romanArguments(at span: SourceSpan) -> Diagnostic {
        Diagnostic("roman takes one numeral in double quotes", at: span, hint: "write roman(\"MCMLXXVIII\")", id: .romanArguments)
    }

    /// `roman("IIII")`.
    public static func notARomanNumeral(_ text: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic("'\(quoted(text))' is not a Roman numeral from I to MMMCMXCIX", at: span,
                   hint: "write it in the standard form, as in MCMLXXVIII for 1978", id: .notARomanNumeral)
    }

    /// `4000 in roman`, `1.5 in roman`.
    public static func notRomanRange(at span: SourceSpan) -> Diagnostic {
        Diagnostic("only a whole number from 1 to 3999 can be shown in Roman numerals", at: span, id: .notRomanRange)
    }

    public static func cannotAssign(to name: String, at span: SourceSpan) -> Diagnostic {
        let what = Builtins.function(named: name) != nil || name == Builtins.rateFunctionName ? "the function"
            : Builtins.constant(named: name) != nil ? "the constant"
            : Builtins.dayNames[name] != nil ? "the date" : "the previous result"
        return Diagnostic("cannot assign to \(what) '\(name)'", at: span, hint: "choose another variable name", id: .cannotAssign)
    }

    public static func cannotAssignToKeyword(at span: SourceSpan) -> Diagnostic {
        Diagnostic("cannot assign to a keyword", at: span, hint: "choose another variable name", id: .cannotAssignToKeyword)
    }

    // MARK: Evaluation

    /// `isAloneOnLine`: the name is all the line holds (`Groceries`), which is likelier a
    /// heading without its colon than a misspelt name, unless one is close.
    public static func unknownName(_ name: String, candidates: [String], isAloneOnLine: Bool = false, at span: SourceSpan) -> Diagnostic {
        let suggestion = Suggestions.closest(to: name, among: candidates)
        let heading = isAloneOnLine && suggestion == nil ? "a heading ends with ':', as in \(quoted(name)):" : nil
        return Diagnostic("unknown name '\(quoted(name))'", at: span, hint: suggestion.map { "did you mean '\(quoted($0))'?" } ?? heading,
                          id: .unknownName)
    }

    public static func noPreviousResult(_ name: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic("'\(name)' has no value yet: there is no previous result", at: span, id: .noPreviousResult)
    }

    public static func divisionByZero(at span: SourceSpan) -> Diagnostic {
        Diagnostic("division by zero", at: span, id: .divisionByZero)
    }

    public static func tooLarge(digits: Int, at span: SourceSpan) -> Diagnostic {
        // `digits` is a bound the result reaches at least: "more than" one less.
        let size = digits == .max ? "far more" : "more than \(digits - 1)"
        return Diagnostic("result too large: it would have \(size) digits (the limit is \(Limits.maxDigits))", at: span, id: .tooLarge)
    }

    public static func approximationTooLarge(at span: SourceSpan) -> Diagnostic {
        Diagnostic("result too large: its decimal exponent would be above \(Approximation.maxDecimalExponent)", at: span,
                   id: .approximationTooLarge)
    }

    public static func tooSmall(at span: SourceSpan) -> Diagnostic {
        Diagnostic("result too small: its decimal exponent would be below -\(Approximation.maxDecimalExponent)", at: span, id: .tooSmall)
    }

    public static func undecided(at span: SourceSpan) -> Diagnostic {
        Diagnostic("the result depends on a value calc cannot tell from zero", at: span,
                   hint: "an approximation (such as sqrt(2) - sqrt(2)) may be zero; work with exact values where you can",
                   cause: .undecided, id: .undecided)
    }

    /// `sin(10^19999 * e)`: at the highest precision (or all the work allowed), the interval
    /// still does not give one certain digit.
    /// `cause`: `.undecided` while a higher precision may still decide (the evaluator computes
    /// the line again first).
    public static func imprecise(at span: SourceSpan, cause: Diagnostic.Cause = .other) -> Diagnostic {
        Diagnostic("calc cannot compute this closely enough to show a certain digit", at: span,
                   hint: "a huge argument to sin, cos or tan, or approximations that cancel, need more precision than calc allows; work with exact values where you can (multiples of pi and ° stay exact)",
                   cause: cause, id: .imprecise)
    }

    /// `floor`, `ceil` or `round` of an approximation at a rounding boundary (`floor(sqrt(2)^2)`):
    /// the id and the cause of `undecided`, so that the evaluator retries at a higher precision
    /// first.
    public static func undecidedRounding(at span: SourceSpan) -> Diagnostic {
        Diagnostic("calc cannot tell how this rounds: the value is too close to where the rounding changes", at: span,
                   hint: "an approximation that should be exactly a whole number or a half (such as sqrt(2)^2) cannot be rounded; work with exact values where you can",
                   cause: .undecided, id: .undecided)
    }

    public static func notReal(_ reason: String, at span: SourceSpan) -> Diagnostic {
        Diagnostic(reason, at: span, id: .notReal)
    }

    public static func exponentNotNumber(at span: SourceSpan) -> Diagnostic {
        Diagnostic("an exponent must be a plain number", at: span, id: .exponentNotNumber)
    }

    public static func roundPlacesNotInteger(at span: SourceSpan) -> Diagnostic {
        Diagnostic("the number of places must be a whole number", at: span, hint: "write round(x, 2)", id: .roundPlacesNotInteger)
    }

    public static func mixedMinMax(at span: SourceSpan) -> Diagnostic {
        Diagnostic("cannot compare money with a plain number", at: span, id: .mixedMinMax)
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
