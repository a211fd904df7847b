/// The English of the messages about how a line is written: its characters, its numbers, its
/// grammar and the limits of what calc reads.
extension English {
    static func syntax(_ message: Message) -> Words? {
        switch message {
        // MARK: Lexical
        case .misplacedDigitSeparator:
            return Words("misplaced '_' in a number", hint: "'_' may only stand between two digits, as in 1_000")
        case .digitsOutsideBase(let radix):
            let base = baseFacts(radix)
            return Words("'\(base.prefix)' needs \(base.name) digits", hint: "\(base.name) digits are \(base.digits): \(base.example)")
        case .digitOutsideBase(let radix, let digit):
            let base = baseFacts(radix)
            return Words("'\(digit)' is not \(radix == 8 ? "an" : "a") \(base.name) digit",
                         hint: "\(base.name) digits are \(base.digits): \(base.example)")
        case .decimalComma(let rewrite):
            return Words("a comma after a leading 0 is not a thousands separator: calc writes the decimal point as '.'",
                         hint: "write \(rewrite)")
        case .ambiguousGrouping(let text, let whole, let decimal):
            return Words("'\(quoted(text))' could be \(whole) or \(decimal): here ',' marks decimals, and '.' before three digits may group them",
                         hint: "write \(whole) for the whole number, or \(decimal) for the decimal")
        case .misplacedDecimalMark(let text, let secondComma, let inCall):
            if secondComma {
                return Words("'\(quoted(text))' is not a number: here ',' marks decimals, and a number has one",
                             hint: inCall ? "between a function's arguments, write ';' (max(1,5; 2))"
                                 : "group digits with '.' or a space (1.000.000, 1 000 000), and write ',' only before decimals")
            }
            return Words("'\(quoted(text))' is not a number: here ',' marks decimals, and '.' groups digits by three",
                         hint: "write the decimals after ',', as in 1.234,5 or 1 234,5")
        case .digitGroups(let text, let groupSize, let inBase, let radix):
            let hint = if let inBase {
                "for the base-\(radix) number \(inBase), write \(baseFacts(radix).prefix)\(inBase)"
            } else {
                groupSize == 3 ? "as in 1_000_000 and 0.000_001" : "as in 0xffff_ffff and 0b1111_0000"
            }
            return Words("'\(quoted(text))' is not a number: '_' groups digits by \(groupSize == 3 ? "three" : "four")", hint: hint)
        case .expectedDigits:
            return Words("expected digits after '.'", hint: "write 0.5 or .5, not 5. or a lone '.'")
        case .invalidUTF8(let byte):
            return Words("invalid UTF-8 byte 0x\(hex(byte))")
        case .unexpectedCharacter(let scalar):
            if scalar < 0x20 || scalar == 0x7F {
                return Words("unexpected \(scalar == 0 ? "NUL byte" : "control character U+\(hex(UInt16(scalar)))")")
            }
            return Words("unexpected character '\(Unicode.Scalar(scalar).map { String(Character($0)) } ?? "?")'")

        // MARK: Syntax
        case .expectedValue(let found):
            return Words("expected a value, found \(tokenName(found))")
        case .missingOperand(let source):
            return Words("'\(source)' has no right operand", hint: "finish the expression or remove '\(source)'")
        case .emptyParentheses:
            return Words("empty parentheses", hint: "put an expression between '(' and ')'")
        case .unclosedParenthesis:
            return Words("unbalanced parentheses: this '(' is never closed", hint: "add ')'")
        case .unmatchedClosingParenthesis:
            return Words("unbalanced parentheses: this ')' has no matching '('")
        case .keywordInCapitals(let word):
            return Words("'\(word)' is not a keyword: keywords are written in lower case", hint: "write \(word.lowercased())")
        case .wordBetweenValues:
            return Words("two values in a row",
                         hint: "calc keeps words as a label before a colon (Lunch: $10 + 15%) or as a comment after # (# lunch)")
        case .twoValuesInARow(let rewrite):
            return Words("two values in a row",
                         hint: rewrite.map { "calc does not multiply implicitly: write \($0)" } ?? "put an operator such as '*' or '+' between them")
        case .percentIsNotRemainder(let rewrite):
            return Words("'%' is a percentage, not the remainder",
                         hint: rewrite.map { "mod is the remainder: write \($0)" } ?? "mod is the remainder, as in 12 mod 10")
        case .mixedNumber(let rewrite):
            return Words("two values in a row: a whole number, then a fraction",
                         hint: rewrite.map { "for a mixed number, write \($0)" } ?? "a mixed number is a sum, as in 1 + 2/3")
        case .spacedDigits(let rewrite):
            return Words("a space does not group digits: these are two numbers", hint: "'_' groups digits: write \(rewrite)")
        case .unknownWord(let word, let suggestions, let afterNumber):
            let hint = if suggestions.isEmpty {
                afterNumber ? "a word after a number is a unit or a currency; calc does not multiply implicitly"
                    : "a conversion goes into a unit, a currency, %, hex, oct, bin, dec, fraction, roman or N dp or sf"
            } else {
                "did you mean \(alternatives(suggestions))?"
            }
            return Words("unknown word '\(quoted(word))': not a unit, a currency or a name", hint: hint)
        case .noPreviousResultToContinue:
            return Words("this line continues from the previous result, and there is none yet",
                         hint: "a line that starts with an operator or 'in' goes on from ans; write a whole expression first")
        case .notAWholeNumberForBase(let base, let isMoney):
            if isMoney {
                return Words("an amount of money cannot be shown in \(base)", hint: "divide by 1 of its currency first: 255 EUR / 1 EUR in \(base)")
            }
            return Words("only an exact whole number can be shown in \(base)", hint: "round it first: round(x) in \(base)")
        case .notExactForFraction(let isMoney):
            if isMoney { return Words("an amount of money cannot be shown as a fraction") }
            return Words("only an exact value can be shown as a fraction", hint: "an approximation (sqrt, ln, pi …) has no exact fraction")
        case .expectedRate(let found):
            return Words("expected a rate after 'at', found \(tokenName(found))", hint: "write, for example, at 1.05 or at 1.05 USD/EUR")
        case .afterClauses(let rewrite):
            return Words("the 'at' and 'on' clauses end the statement",
                         hint: rewrite.map { "write the rest before them: \($0)" } ?? "write the rest before them")
        case .rateArguments:
            return Words("rate takes two currencies", hint: "write, for example, rate(USD, EUR): euros per US dollar")
        case .expectedDate(let found):
            guard let found else { return Words("expected a date after 'on'", hint: "write, for example, on 2008-09-15 (YYYY-MM-DD)") }
            return Words("expected a date after 'on', found '\(found)'", hint: "write the date as YYYY-MM-DD: on 2008-09-15")
        case .impossibleTime(let text):
            return Words("'\(quoted(text))' is not a time: minutes and seconds run from 00 to 59",
                         hint: "write hours and minutes as H:MM, as in 8:30")
        case .impossibleDate(let text):
            // The year is what comes before the month and day (`-MM-DD`, six bytes).
            let year = Int(text.utf8.dropLast(6).map { Character(Unicode.Scalar($0)) }.reduce(into: "") { $0.append($1) }) ?? 0
            let hint = (1...9999).contains(year) ? "a date is YYYY-MM-DD with a month from 01 to 12 and a day that month has"
                : "calc's calendar has the years 1 to 9999 (0001-01-01 to 9999-12-31)"
            return Words("\(text) is not a date", hint: hint)
        case .secondDate:
            return Words("a statement takes one date", hint: "every conversion of the statement uses the rates of its one 'on' date")
        case .expectedRatePair:
            return Words("a rate's currencies come as a pair", hint: "write, for example, at 1.05 USD/EUR (US dollars per euro)")
        case .functionNeedsParentheses(let name, let argument):
            return Words("a function needs parentheses around its arguments",
                         hint: argument.map { "write \(name)(\($0))" } ?? "its arguments go in parentheses: \(name)(…)")
        case .expectedRoundingStep:
            return Words("'nearest' needs a step above zero after it",
                         hint: "for example 37 to nearest 10, 7.23 to nearest 0.05, 490 to nearest hundred")
        case .unexpectedComma(let separator):
            return Words("'\(separator)' outside a function call")
        case .unexpectedEquals:
            return Words("'=' may only follow a variable name at the start of a line", hint: "assign with x = 3")
        case .conversionNotLast:
            return Words("a conversion must end the expression",
                         hint: "a conversion applies to everything on its left; use parentheses, as in (12 USD in EUR) + 1 EUR")
        case .expectedCurrency(let found):
            return Words("expected a unit or a currency after the conversion, found \(tokenName(found))",
                         hint: "write, for example, 5 km in mi or 12 USD in EUR")
        case .expectedRounding(let count, let zeroFigures):
            if zeroFigures { return Words("a value has at least 1 significant figure", hint: "to round to a whole number, write to 0 dp") }
            return Words("a number after the conversion is a rounding: dp, sf or digits must follow it",
                         hint: "to \(count) dp rounds to \(count) decimal places, to \(count) sf to \(count) significant figures")
        case .timeAsTarget(let rewrite):
            return Words("a time of day is not a conversion's target",
                         hint: rewrite.map { "for the time between them, write \($0)" } ?? "for the time between two times, subtract the first from the second")
        case .expectedAmount:
            return Words("expected an amount after the currency symbol", hint: "write, for example, $12")
        case .nestedTooDeeply(let limit):
            return Words("expression nested too deeply (the limit is \(limit) levels)")
        case .literalTooLong(let limit):
            return Words("number literal too long or too precise (the limit is \(limit) digits)")
        case .literalBeyondRange(let maxExponent):
            return Words("number beyond the range calc handles (decimal exponents from -\(maxExponent) to \(maxExponent))")
        case .tooMuchWork:
            return Words("this line needs too much work: its operations on large numbers would take more than a second",
                         hint: "split it into several lines, or work with smaller numbers or fewer digits")
        case .tooManyTargets(let limit):
            return Words("too many conversion targets in one line (the limit is \(limit))", hint: "split them over several lines")
        case .tooManyRateClauses(let limit):
            return Words("too many 'at' clauses in one statement (the limit is \(limit))",
                         hint: "one rate for each pair of currencies is enough")
        case .tooManyTerms(let limit):
            return Words("this line needs too much work: more than \(limit) operands and operators", hint: "split it into several lines")
        case .lineTooLong(let length):
            return Words("line too long (\(length) bytes; the limit is \(Limits.maxLineBytes))")
        case .percentFirst(let op, let rewrite):
            // A difference the other way round is another: `-` gets no rewrite.
            return Words("a percentage cannot come first in '\(op.symbol)': a percentage of what?",
                         hint: op == .subtract ? "the amount comes first: X - 15% takes 15% off X" : rewrite.map { "write \($0)" })
        case .ofWithoutPercent(let op, let rewrite):
            return Words("'\(op.symbol)' needs a percentage on its left", hint: rewrite.map { "write \($0)" })
        case .percentOfKind(let ofMoney, let number):
            if ofMoney { return Words("'%' follows a plain number", hint: "a percentage of an amount is, for example, 15% of \(number)") }
            return Words("'%' follows a plain number, not a percentage", hint: "one '%' is enough: write \(number)%")
        case .degreesOfKind(let ofMoney, let number):
            return Words(ofMoney ? "an amount of money is not an angle" : "a percentage is not an angle", hint: "'°' follows a plain number: write \(number)°")
        case .amountAsPercent:
            return Words("an amount of money cannot be shown as a percentage", hint: "divide it by another amount first: 5 USD / 20 USD as %")
        case .lineOverLimit:
            return Words("line too long (over the limit of \(Limits.maxLineBytes) bytes; the rest of it is skipped)")
        case .unknownFunction(let name, let suggestion, let userFunctions):
            if let suggestion { return Words("unknown function '\(quoted(name))'", hint: "did you mean '\(suggestion)'?") }
            let yours = userFunctions.isEmpty ? "" : "; yours are \(userFunctions.joined(separator: ", "))"
            return Words("unknown function '\(quoted(name))'", hint: "the functions are \(Builtins.functionNames.joined(separator: ", "))\(yours)")
        case .functionWithoutCall(let name):
            return Words("'\(name)' is a function", hint: "call it as \(name)(…)")
        case .notAFunction(let name, let arguments):
            let hint = arguments == "()" ? "write \(name) without the parentheses"
                : arguments.map { "to multiply, write \(name) * \($0)" } ?? "to multiply, put '*' between them"
            return Words("'\(name)' is not a function", hint: hint)
        case .wrongArgumentCount(let id, let count, let rewrite):
            let hint = rewrite.map { "here ',' marks decimals, so a comma between digits is inside one number; between arguments write ';': \($0)" }
            return Words("\(Builtins[id].name) takes \(Builtins[id].arityDescription), got \(count)", hint: hint)
        case .romanArguments:
            return Words("roman takes one numeral in double quotes", hint: "write roman(\"MCMLXXVIII\")")
        case .notARomanNumeral(let text):
            return Words("'\(quoted(text))' is not a Roman numeral from I to MMMCMXCIX", hint: "write it in the standard form, as in MCMLXXVIII for 1978")
        case .notRomanRange:
            return Words("only a whole number from 1 to 3999 can be shown in Roman numerals")
        case .cannotAssign(let name):
            let what = Builtins.function(named: name) != nil || name == Builtins.rateFunctionName ? "the function"
                : Builtins.constant(named: name) != nil ? "the constant"
                : Builtins.dayOffset(named: name) != nil || Builtins.isWeekdayName(name) ? "the date"
                : Builtins.timeOfDayHours(named: name) != nil ? "the time of day"
                : name == Builtins.nowName ? "the current time" : "the previous result"
            return Words("cannot assign to \(what) '\(name)'", hint: "choose another variable name")
        case .cannotAssignToKeyword:
            return Words("cannot assign to a keyword", hint: "choose another variable name")
        default:
            return nil
        }
    }

    /// The English of the messages about a value that cannot be computed.
    static func evaluation(_ message: Message) -> Words? {
        switch message {
        case .unknownName(let name, let suggestion, let isAloneOnLine):
            // Alone on the line, a name is likelier a heading without its colon than a misspelt name.
            let heading = isAloneOnLine && suggestion == nil ? "a heading ends with ':', as in \(quoted(name)):" : nil
            return Words("unknown name '\(quoted(name))'", hint: suggestion.map { "did you mean '\(quoted($0))'?" } ?? heading)
        case .noPreviousResult(let name):
            return Words("'\(name)' has no value yet: there is no previous result")
        case .divisionByZero:
            return Words("division by zero")
        case .tooLarge(let digits):
            // `digits` is a bound the result reaches at least: "more than" one less.
            let size = digits == .max ? "far more" : "more than \(digits - 1)"
            return Words("result too large: it would have \(size) digits (the limit is \(Limits.maxDigits))")
        case .approximationTooLarge:
            return Words("result too large: its decimal exponent would be above \(Approximation.maxDecimalExponent)")
        case .tooSmall:
            return Words("result too small: its decimal exponent would be below -\(Approximation.maxDecimalExponent)")
        case .undecided:
            return Words("the result depends on a value calc cannot tell from zero",
                         hint: "an approximation (such as sqrt(2) - sqrt(2)) may be zero; work with exact values where you can")
        case .imprecise:
            return Words("calc cannot compute this closely enough to show a certain digit",
                         hint: "a huge argument to sin, cos or tan, or approximations that cancel, need more precision than calc allows; work with exact values where you can (multiples of pi and ° stay exact)")
        case .undecidedRounding:
            return Words("calc cannot tell how this rounds: the value is too close to where the rounding changes",
                         hint: "an approximation that should be exactly a whole number or a half (such as sqrt(2)^2) cannot be rounded; work with exact values where you can")
        case .notReal(let reason):
            return Words(reason)
        case .exponentNotNumber:
            return Words("an exponent must be a plain number")
        case .roundPlacesNotInteger:
            return Words("the number of places must be a whole number", hint: "write round(x, 2)")
        case .mixedMinMax:
            return Words("cannot compare money with a plain number")
        default:
            return nil
        }
    }

    /// The prefix, name, digits and an example of a base.
    static func baseFacts(_ radix: Int) -> (prefix: String, name: String, digits: String, example: String) {
        switch radix {
        case 16: ("0x", "hexadecimal", "0-9 and a-f", "0x1f")
        case 8: ("0o", "octal", "0-7", "0o17")
        default: ("0b", "binary", "0 and 1", "0b101")
        }
    }

    private static func hex<T: BinaryInteger>(_ value: T) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        let width = MemoryLayout<T>.size * 2
        return String(repeating: "0", count: Swift.max(0, width - digits.count)) + digits
    }
}
